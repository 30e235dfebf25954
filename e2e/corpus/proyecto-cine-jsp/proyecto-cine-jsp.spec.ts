// A cinema's JSP purchase page: the script last in the body, a form of the page's own beside the
// payment form, and UnionPay among the brands.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a UnionPay card pays the tickets and nothing of the page form goes with it', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'proyecto-cine-jsp');
  await checkout.ready();
  await page.locator('input[name="txtNombres1"]').fill('María');
  await page.locator('input[name="txtCedula1"]').fill('1104567890');
  await checkout.fill({ number: '6200000000000005', expiry: '09/29', cvv: '123', holder: 'Maria Cueva' });
  await expect(page.locator('.wpwl-control-brand')).toHaveValue('UNIONPAY');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.has('txtNombres1'), sent.has('txtCedula1'), sent.get('paymentBrand')]).toEqual([false, false, 'UNIONPAY']);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['92.00', 'EUR', 'UNIONPAY']);
});
