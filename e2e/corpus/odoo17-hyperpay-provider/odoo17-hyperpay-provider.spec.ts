// Odoo 17's HyperPay provider: nothing of the widget until Pay now; then paymentWidgets.js goes
// into <head> and, on its load event, the module builds form.paymentWidgets inside Odoo's own
// payment form.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a shopper picks HyperPay, clicks Pay now, and pays with the form made on the script load', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'odoo17-hyperpay-provider');
  await expect(page.locator('script[src*="/v1/paymentWidgets.js"]')).toHaveCount(0);
  await page.getByLabel('Hyperpay').check();
  const odooPay = page.locator('[name="o_payment_submit_button"]');
  await odooPay.click();
  await expect(page.locator('head > script[src*="/v1/paymentWidgets.js?checkoutId="]')).toHaveAttribute('crossorigin', 'anonymous');
  await checkout.ready();
  // The form came after the script had run, and sits in the provider's container.
  await expect(page.locator('#o_payment_form .payment_form .wpwl-container-card')).toBeVisible();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await expect(odooPay).toBeDisabled();
  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand, paid.merchantTransactionId]).toEqual(['92.00', 'EUR', 'VISA', 'S00042-1']);
});
