// The designers' playground: an option edit changes the widget, the schema's messages show, a theme
// variable reaches a field inside a frame, and the share link reproduces the configuration.
import { expect, test } from './fixtures.ts';

test('an edit, a theme variable and the share link', async ({ page }) => {
  await page.goto('/playground');
  await expect(page.locator('#pg-widget .wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('#pg-messages')).toHaveText('The options are valid.');

  await page.getByLabel('wpwlOptions (JSON)').fill('{ "labels": { "cardHolder": "Name as printed" }, "maskCvv": "yes" }');
  await page.getByLabel('--wpwl-text').fill('rgb(10, 120, 60)');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#pg-messages')).toContainText('wpwlOptions.maskCvv must be true or false (got "yes")');
  await expect(page.locator('#pg-widget .wpwl-label-cardHolder')).toHaveText('Name as printed');
  const number = page.frameLocator('#pg-widget iframe.wpwl-control-cardNumber').locator('input');
  await expect(number).toHaveCSS('color', 'rgb(10, 120, 60)');

  const share = await page.locator('#pg-share').getAttribute('href');
  expect(share).toContain('config=');
  await page.goto(share ?? '/playground');
  await expect(page.locator('#pg-widget .wpwl-label-cardHolder')).toHaveText('Name as printed');
  await expect(page.frameLocator('#pg-widget iframe.wpwl-control-cardNumber').locator('input')).toHaveCSS('color', 'rgb(10, 120, 60)');
});

test('with the wallet test doubles switched on, both wallet buttons show and Google Pay pays', async ({ page }) => {
  await page.goto('/playground?walletDoubles=1');
  await expect(page.locator('#pg-messages')).toHaveText('The options are valid.');
  await expect(page.locator('#pg-widget .wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('#pg-widget button.wpwl-apple-pay-button')).toHaveAccessibleName('Pay with Apple Pay');
  await page.locator('#pg-widget .wpwl-wrapper-brand-GOOGLEPAY button.gpay-button').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});
