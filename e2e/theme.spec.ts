// The theme on both sides of the frame boundary: the dark scheme follows the system unless the
// merchant fixes one, and the card fields inside the frames take the same colours.
import { expect, test } from './fixtures.ts';

const LIGHT_TEXT = 'rgb(29, 35, 48)';
const DARK_TEXT = 'rgb(232, 234, 239)';
const DARK_BACKGROUND = 'rgb(27, 31, 39)';

test('the dark scheme follows the system, inside the frames too', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkout.open();
  await expect(page.locator('input.wpwl-control-expiry')).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(checkout.numberFrame).toHaveCSS('background-color', DARK_BACKGROUND);
  await expect(checkout.number).toHaveCSS('color', DARK_TEXT);
  expect(await checkout.cvv.evaluate((el) => getComputedStyle(el, '::placeholder').color)).toBe('rgb(139, 147, 161)');
});

test('a switch of the system scheme restyles the frames', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await checkout.open();
  await expect(checkout.number).toHaveCSS('color', LIGHT_TEXT);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(checkout.number).toHaveCSS('color', DARK_TEXT);
});

test('data-color-scheme="light" on the merchant form keeps the light theme on a dark system', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkout.open(undefined, '/checkout?scheme=light');
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'light');
  await expect(checkout.number).toHaveCSS('color', LIGHT_TEXT);
  await expect(page.locator('input.wpwl-control-expiry')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
