// Peach Payments' WooCommerce gateway, "pay with a saved card": only the stored cards, the button
// to other payment forms hidden by the plugin's CSS, and no security code asked.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

test('a returning shopper pays with the saved card alone, without its security code', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request);
  await openEntry(page, 'wc-peach-saved-cards', `?registrations=${stored}`);
  await checkout.ready();
  const saved = page.locator('#wpwl-registrations');
  await expect(saved.locator('.wpwl-wrapper-registration-number')).toHaveText('**0000');
  await expect(page.locator('form.wpwl-form-card')).toBeHidden();
  await expect(page.locator('[data-action="show-initial-forms"]')).toBeAttached();
  await expect(page.locator('[data-action="show-initial-forms"]')).toBeHidden();
  await expect(saved.locator('iframe.wpwl-control-cvv')).toHaveCount(0);
  await saved.locator('button[type=submit]').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['865.00', 'ZAR', 'VISA']);
});
