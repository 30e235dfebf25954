// The colour scheme on both sides of the frame boundary. It follows the merchant's page as the
// browser's own form controls do: light unless the page opts in to dark (color-scheme, or
// <meta name="color-scheme">), then as the system prefers; data-color-scheme fixes one. The card
// number frame must paint exactly like the expiry field beside it: compared in pixels of a
// screenshot, not in computed styles, since the browser paints a frame's canvas by its document's
// color-scheme.
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures.ts';

const LIGHT_TEXT = 'rgb(29, 35, 48)';
const DARK_TEXT = 'rgb(232, 234, 239)';

/** The colour the browser painted near the right end of a field, where no text is. */
async function paintedAt(page: Page, field: Locator): Promise<[number, number, number]> {
  const box = await field.boundingBox();
  if (!box) throw new Error('the field is not on the page');
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: box.x + box.width - 14, y: box.y + box.height / 2 - 2, width: 4, height: 4 } }));
  const at = (shot.width * 2 + 2) * 4;
  return [shot.data[at] ?? -1, shot.data[at + 1] ?? -1, shot.data[at + 2] ?? -1];
}

async function expectFramesPaintLikeFields(page: Page, expected: 'light' | 'dark') {
  const expiry = await paintedAt(page, page.locator('input.wpwl-control-expiry'));
  const number = await paintedAt(page, page.locator('iframe.wpwl-control-cardNumber'));
  const cvv = await paintedAt(page, page.locator('iframe.wpwl-control-cvv'));
  expect(number, 'the number frame paints like the expiry field').toEqual(expiry);
  expect(cvv, 'the code frame paints like the expiry field').toEqual(expiry);
  const brightness = (expiry[0] + expiry[1] + expiry[2]) / 3;
  if (expected === 'light') expect(brightness).toBeGreaterThan(200);
  else expect(brightness).toBeLessThan(60);
}

test('a page written for the original (no color-scheme) stays light on a dark system, frames too', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkout.open();
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'light');
  await expect(checkout.number).toHaveCSS('color', LIGHT_TEXT);
  await expectFramesPaintLikeFields(page, 'light');
});

test('a page that offers light and dark follows the dark system, inside the frames too', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkout.open(undefined, '/checkout?colorScheme=light%20dark');
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'dark');
  await expect(checkout.number).toHaveCSS('color', DARK_TEXT);
  expect(await checkout.cvv.evaluate((el) => getComputedStyle(el, '::placeholder').color)).toBe('rgb(139, 147, 161)');
  await expectFramesPaintLikeFields(page, 'dark');
});

test('a switch of the system scheme restyles the frames on a page that offers both', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await checkout.open(undefined, '/checkout?colorScheme=light%20dark');
  await expect(checkout.number).toHaveCSS('color', LIGHT_TEXT);
  await expectFramesPaintLikeFields(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(checkout.number).toHaveCSS('color', DARK_TEXT);
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'dark');
  await expectFramesPaintLikeFields(page, 'dark');
});

test('data-color-scheme fixes the scheme: light on a page offering dark, dark on a light system', async ({ page, checkout }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkout.open(undefined, '/checkout?scheme=light&colorScheme=light%20dark');
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'light');
  await expect(checkout.number).toHaveCSS('color', LIGHT_TEXT);
  await expectFramesPaintLikeFields(page, 'light');
  const other = await page.context().newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/checkout?scheme=dark');
  await expect(other.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'dark');
  await expect(other.frameLocator('iframe.wpwl-control-cardNumber').locator('input')).toHaveCSS('color', DARK_TEXT);
  await expectFramesPaintLikeFields(other, 'dark');
});
