// A Flutter app's WebView fragment: the script and the form, nothing else, the widget's defaults.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the bare fragment renders the card form and a Mastercard pays', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'flutter-webview-hyperpay');
  await checkout.ready();
  await expect(page.locator('.wpwl-form-card')).toHaveCount(1);
  await checkout.fill({ ...VISA, number: '5454545454545454' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'MASTER']);
});
