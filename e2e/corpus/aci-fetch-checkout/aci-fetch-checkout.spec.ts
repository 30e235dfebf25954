// ACI front end: the checkout fetched on DOM ready, the merchant's label and error texts, PayPal.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test("the merchant's texts show on the card form, and PayPal pays through the provider", async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'aci-fetch-checkout');
  await checkout.ready();
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('Name on Credit Card');
  // A number that fails the check shows the merchant's text.
  await checkout.number.fill('4200000000000001');
  await checkout.expiry.click();
  await expect(checkout.hint('cardNumber')).toHaveText('Please type the number exactly as it is on the card');
  await expect(page.locator('.wpwl-container-virtualAccount-PAYPAL')).toBeVisible();

  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'PAYPAL']);
});
