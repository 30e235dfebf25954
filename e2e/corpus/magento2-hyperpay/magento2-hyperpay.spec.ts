// Magento 2's HyperPay extension, mada method: its own noConflict jQuery moves the brand logo into
// the number field and removes Magento's form key in onReady; the page speaks Arabic.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic shopper pays with mada; the logo sits in the number field and the form key stays on the shop', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'magento2-hyperpay');
  await checkout.ready();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
  // The extension's onReady: the logo moved into the number's wrapper, the form key is gone.
  await expect(page.locator('.wpwl-wrapper-cardNumber .wpwl-brand-card')).toHaveCount(1);
  await expect(page.locator('[name="form_key"]')).toHaveCount(0);
  // Its stylesheet: no brand selector, the logo placed over the field's left end in Arabic.
  await expect(page.locator('.wpwl-brand-card')).toHaveCSS('position', 'absolute');
  await expect(page.locator('.wpwl-brand-card')).toHaveCSS('left', '8px');
  await expect(page.locator('.wpwl-group-cardNumber')).toHaveCSS('direction', 'ltr');
  await checkout.fill({ ...VISA, number: '4464040000000007' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(sent.has('form_key')).toBe(false);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['120.00', 'SAR', 'MADA']);
});
