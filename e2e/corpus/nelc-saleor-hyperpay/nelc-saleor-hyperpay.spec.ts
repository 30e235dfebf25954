// NELC's Saleor app for HyperPay: a Django page with its own CSP meta tag, brand tiles, and a
// billing address the shopper must complete before the card is charged.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic shopper completes the billing address, pays by Visa, and the app reads it back', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'nelc-saleor-hyperpay');
  await checkout.ready();
  const form = page.locator('.wpwl-container-card');
  await expect(form).toHaveAttribute('dir', 'rtl');
  await expect(form).toHaveClass(/wpwl-style-logos/);
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('تاريخ الانتهاء');
  await checkout.fill(VISA);
  // The address is mandatory (but its second line): nothing is sent while it is empty.
  await checkout.pay.click();
  await expect(checkout.hint('billingCity')).toBeVisible();
  await expect(checkout.hint('billingStreet1')).toBeVisible();
  await expect(checkout.hint('billingStreet2')).toHaveCount(0);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  await page.locator('input.wpwl-control-billingCountry').fill('SA');
  await page.locator('input.wpwl-control-billingState').fill('RUH');
  await page.locator('input.wpwl-control-billingCity').fill('Riyadh');
  await page.locator('input.wpwl-control-billingPostCode').fill('12271');
  await page.locator('input.wpwl-control-billingStreet1').fill('King Fahd Road 4410');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = (await merchantReads(request, page)) as { amount: string; currency: string; billing?: Record<string, string> };
  expect([paid.amount, paid.currency]).toEqual(['350.00', 'SAR']);
  expect(paid.billing).toMatchObject({ country: 'SA', state: 'RUH', city: 'Riyadh', postcode: '12271', street1: 'King Fahd Road 4410' });
});
