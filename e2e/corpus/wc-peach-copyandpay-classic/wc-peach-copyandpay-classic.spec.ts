// Peach Payments' older WooCommerce gateway: no options, brands as the form's text (with a trailing
// space), the widget's script printed in the footer after the form. A Diners card pays.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a Diners Club card pays on the form the plugin leaves to the defaults', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-peach-copyandpay-classic');
  await checkout.ready();
  await expect(page.getByText('VISA MASTER AMEX DINERS')).toBeHidden();
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard', 'American Express', 'Diners Club']);
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await checkout.fill({ ...VISA, number: '36000000000008' });
  await expect(page.locator('select.wpwl-control-brand')).toHaveValue('DINERS');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['1380.00', 'ZAR', 'DINERS']);
});
