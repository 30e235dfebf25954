// A Laravel and Vue purchase page: the details, then the widget's script appended to <head>,
// then (on Vue's next render) the form with the action bound from the app's data.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a user submits the purchase details in pounds and pays on the card rendered after the script', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'copyandpay-vue-purchase-uk');
  await expect(page.getByRole('heading', { name: 'Payment Testing' })).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('GBP');
  await page.getByLabel('Amount').fill('12.50');
  await page.getByLabel('Reference:').fill('order-2201');
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.locator('head > script[src*="/v1/paymentWidgets.js?checkoutId="]')).toHaveCount(1);
  await checkout.ready();
  await expect(page.getByRole('heading', { name: 'Submit Payment' })).toBeVisible();
  await expect(page.locator('.card-body .wpwl-container-card')).toBeVisible();
  await checkout.fill({ ...VISA, number: '377777777777770', cvv: '1234' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  // The action bound from the app's data: the purchase and the signed-in user.
  const url = new URL(page.url());
  expect(url.searchParams.get('user')).toBe('17');
  expect(url.searchParams.get('purchase')).toMatch(/\S{8,}/);
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['12.50', 'GBP', 'AMEX']);
});
