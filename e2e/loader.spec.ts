// The SPA loader in the shop's single-page example: mount, unmount and remount, under the shop's
// strict CSP, leaving one widget and its frames only, and paying after the remount.
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

test('the loader mounts, unmounts and remounts the widget, and the remounted one pays', async ({ page, checkout }) => {
  await page.goto('/spa');
  await expect(page.locator('#spa-status')).toContainText('Ready');
  await expect(page.locator('#spa-widget .wpwl-container-card')).toHaveCount(1);
  const first = await page.locator('#spa-status').textContent();

  await page.getByRole('button', { name: 'Unmount', exact: true }).click();
  await expect(page.locator('#spa-status')).toHaveText('Unmounted');
  await expect(page.locator('.wpwl-container, iframe, form.paymentWidgets, script[src*="paymentWidgets.js"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'wpwl' in window || 'wpwlOptions' in window)).toBe(false);

  await page.getByRole('button', { name: 'Mount', exact: true }).click();
  await expect(page.locator('#spa-status')).toContainText('Ready');
  await page.getByRole('button', { name: 'Remount', exact: true }).click();
  await expect(page.locator('#spa-status')).toContainText('Ready');
  expect(await page.locator('#spa-status').textContent()).not.toBe(first);
  await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(2);

  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});
