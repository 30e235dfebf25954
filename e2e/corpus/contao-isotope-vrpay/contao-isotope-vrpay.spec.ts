// Contao Isotope's VR Payment bundle, direct debit step: the widget's bank-account form in German.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a German shopper pays by SEPA direct debit with holder and IBAN', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'contao-isotope-vrpay');
  await checkout.ready();
  const debit = page.locator('form.wpwl-form-directDebit');
  await expect(debit.locator('.wpwl-label-accountHolder')).toHaveText('Kontoinhaber');
  await debit.locator('input.wpwl-control-accountHolder').fill('Erika Mustermann');
  await debit.locator('input.wpwl-control-accountIban').fill('DE89 3704 0044 0532 0130 00');
  await debit.locator('button.wpwl-button-pay').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['89.00', 'EUR', 'DIRECTDEBIT_SEPA']);
});
