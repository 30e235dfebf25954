// PrestaShop's Datafast module (Ecuador): options after the script tag, a credit-type select and
// hidden installment inputs added in onReady, and no payment before the shop's terms are accepted.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a shopper picks deferred credit in 3 installments, is stopped until the terms are accepted, then pays', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'prestashop-datafast');
  await checkout.ready();
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('Nombre (como aparece en la tarjeta)');
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Fecha de caducidad');
  await checkout.fill(VISA);
  await page.locator('form.wpwl-form-card select#cboInstallments').selectOption('02|3');
  // The terms are not accepted yet: the module's click handler stops the payment and says why.
  const said: string[] = [];
  page.on('dialog', (dialog) => {
    said.push(dialog.message());
    void dialog.accept();
  });
  await checkout.pay.click();
  await expect.poll(() => said).toEqual(['Debe aceptar los términos y condiciones.']);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  await page.getByLabel(/Acepto los términos/).check();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.get('customParameters[SHOPPER_TIPOCREDITO]'), sent.get('recurring.numberOfInstallments'), sent.has('createRegistration')]).toEqual([
    '02',
    '3',
    false,
  ]);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['35.00', 'USD', 'VISA']);
});
