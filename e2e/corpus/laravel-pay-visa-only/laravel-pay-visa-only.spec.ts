// A Laravel exercise's pay view: the form in the content, the widget's script last in the body,
// and Visa the only brand the page offers.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a Mastercard is refused by the Visa-only form, and the payment is made by Visa', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'laravel-pay-visa-only');
  await checkout.ready();
  // The script the layout yields last: after the Bootstrap stand-in, at the end of <body>.
  await expect(page.locator('body > script').last()).toHaveAttribute('src', /\/v1\/paymentWidgets\.js\?checkoutId=/);
  await expect(page.locator('main .wpwl-container-card')).toBeVisible();
  await checkout.fill({ ...VISA, number: '5454545454545454' });
  await checkout.pay.click();
  await expect(checkout.hint('cardNumber')).toHaveText('This card brand is not accepted here');
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);

  await checkout.number.clear();
  await checkout.number.pressSequentially(VISA.number);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('pay')).toMatch(/\S{8,}/);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['15.00', 'EUR', 'VISA']);
});
