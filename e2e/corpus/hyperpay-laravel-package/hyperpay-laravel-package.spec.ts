// HyperPay's Laravel package: the checked gateway radio writes the form and loads the widget from
// its change handler; the options are declared after that call, in the same script.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the preselected card gateway loads its form in the container and a Mastercard pays', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'hyperpay-laravel-package');
  await checkout.ready();
  const container = page.locator('#hyperpay_forms_container');
  await expect(container.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
  await expect(container.locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
  // The package's CSS: the number stays left to right in the Arabic card, the form loses its margin.
  await expect(container.locator('.wpwl-wrapper-cardNumber')).toHaveCSS('direction', 'ltr');
  await expect(container.locator('.wpwl-form-card')).toHaveCSS('margin-top', '0px');
  // The form the handler wrote is replaced by the widget's, as the original replaces it.
  await expect(container.locator('form.paymentWidgets')).toHaveCount(0);
  await checkout.fill({ number: '5454545454545454', expiry: '07/30', cvv: '321', holder: 'Fahad Alshehri' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand, paid.merchantTransactionId]).toEqual(['420.00', 'SAR', 'MASTER', 'ORD-000923']);
});
