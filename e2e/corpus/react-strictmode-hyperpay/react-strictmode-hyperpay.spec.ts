// HyperPay React website (create-react-app, development build): StrictMode runs PaymentForm's
// effect, its cleanup and the effect again, so paymentWidgets.js is appended, removed and appended
// again for the same checkout. The shopper still sees one card form and pays the checkout once.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the checkout button mounts one widget though StrictMode adds the script twice, and the card pays', async ({ page, checkout, watch, request }) => {
  const scriptLoads: string[] = [];
  page.on('request', (r) => r.url().includes('/v1/paymentWidgets.js') && scriptLoads.push(r.url()));
  await openEntry(page, 'react-strictmode-hyperpay');
  await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
  const created = page.waitForResponse((r) => r.url().endsWith('/checkout-id'));
  await page.getByRole('button', { name: 'Checkout' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await checkout.ready();
  expect(await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id)).toBe(id);
  // The effect ran twice: two script elements were added, the first removed by the cleanup.
  expect(scriptLoads.length).toBeGreaterThanOrEqual(1);
  await expect(page.locator('body > script[src*="paymentWidgets.js"]')).toHaveCount(1);
  await expect(page.locator('body > script[src*="paymentWidgets.js"]')).toHaveAttribute('crossorigin', 'anonymous');
  // One widget for the one form.
  await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('form.wpwl-form-card')).toBeVisible();

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(watch.paymentPosts[0]?.url()).toContain(id);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
});
