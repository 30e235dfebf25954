// Nochex's CopyAndPay-on-page gateway for the classic WooCommerce checkout: each refresh of the
// order review replaces the payment box, and the plugin mounts the widget again for a new checkout
// (unload, old script tags removed, new form, new script); Place order then submits the card form
// through wpwl.executePayment('wpwl-container-card').
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string }; isReady: boolean } };
const widget = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as Wpwl).wpwl);

test('a new shipping method remounts the widget for a new checkout, and Place order pays that one', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'ncx-woo-inline-remount');
  await checkout.ready();
  const first = (await widget(page))?.checkout.id ?? '';
  expect(first).toMatch(/^[\w.-]{32,48}$/);
  await expect(page.locator('#ncx_cp_checkout_id')).toHaveValue(first);
  await expect(page.locator('#ncx-cp-inline-frame .ncx-cp-card-row .wpwl-group-cvv')).toHaveCount(1);

  // WooCommerce refreshes the order review: a new payment box, a new checkout, the widget again.
  await page.getByLabel('Collect from the shop').check();
  await expect.poll(async () => (await widget(page))?.checkout.id).not.toBe(first);
  await checkout.ready();
  const second = (await widget(page))?.checkout.id ?? '';
  await expect(page.locator('#ncx_cp_checkout_id')).toHaveValue(second);
  await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveCount(1);
  await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute('src', new RegExp(`checkoutId=${second}$`));
  // One card form, in the new frame, rearranged once by onReady.
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('#ncx-cp-inline-frame form.wpwl-form-card')).toBeVisible();
  await expect(page.locator('.ncx-cp-frame-label')).toHaveCount(1);
  await expect(page.locator('.ncx-cp-card-row .wpwl-group-cardNumber')).toHaveCount(1);

  await checkout.fill(VISA);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/resourcePath=/);
  expect(watch.paymentPosts).toHaveLength(1);
  expect(watch.paymentPosts[0]?.url()).toContain(second);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
  expect((paid.result as { code: string }).code).toBe('000.100.110');
});
