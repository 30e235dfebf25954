// nopCommerce's HyperPay plugin: the view writes wpwlOptions (locale only) when the store's
// language is right to left, loads paymentWidgets.js async, and lists the brand of the card type
// chosen at checkout: MADA.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic store sends the shopper who chose mada to an Arabic form that pays by mada', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'nopcommerce-hyperpay-rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('script[src*="/v1/paymentWidgets.js?checkoutId="]')).toHaveAttribute('async', '');
  await checkout.ready();
  expect(await page.evaluate(() => (window as unknown as { wpwlOptions: { locale?: string } }).wpwlOptions.locale)).toBe('ar');
  // The form in the master wrapper, right to left and in Arabic, with mada alone.
  const container = page.locator('.master-wrapper-content .wpwl-container-card');
  await expect(container).toBeVisible();
  await expect(container).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('تاريخ الانتهاء');
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['mada']);
  await expect(checkout.pay).toContainText('ادفع');

  await checkout.fill({ number: '5888450000000003', expiry: '06/29', cvv: '123', holder: 'Faisal Alotaibi' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  // The plugin's validatepayment route gets its order id back with the checkout's.
  expect(new URL(page.url()).searchParams.get('orderId')).toBe('10001042');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = (await merchantReads(request, page)) as { billing?: { city?: string; country?: string } } & Record<string, unknown>;
  expect([paid.paymentBrand, paid.amount, paid.currency, paid.merchantTransactionId]).toEqual(['MADA', '347.00', 'SAR', '10001042']);
  expect([paid.billing?.city, paid.billing?.country]).toEqual(['Riyadh', 'SA']);
});
