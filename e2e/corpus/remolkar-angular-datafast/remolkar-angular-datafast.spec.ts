// Remolkar's Angular checkout: card payment and debit chosen, the widget and the shop's options
// loaded side by side into <head>, the holder and the credit selects filled 5 s later.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test("a debit card pays with the shop's labels, holder and single-payment credit type", async ({ page, checkout, watch, request }) => {
  const notices: string[] = [];
  page.on('console', (m) => notices.push(m.text()));
  await openEntry(page, 'remolkar-angular-datafast');
  await page.getByLabel('Forma de Pago').selectOption('3');
  await page.getByLabel('Tipo Tarjeta').selectOption('1');
  await checkout.ready();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Número de Tarjeta');
  await expect(checkout.pay).toHaveText('PAGAR');
  // onReady's moves: the number's label above the brand, the holder after the code.
  await expect(page.locator('.wpwl-label-cardNumber + .wpwl-group-brand')).toHaveCount(1);
  await expect(page.locator('.wpwl-group-cvv + .wpwl-group-cardHolder')).toHaveCount(1);
  expect(notices.join('\n')).toMatch(/VISAELECTRON/);
  // The shop fills the holder and the credit type five seconds after the scripts loaded.
  await expect(page.locator('body')).toHaveAttribute('data-filled', 'yes');
  await expect(checkout.holder).toHaveValue('María Pérez');
  await expect(page.locator('#tipoCredito')).toHaveValue('00');

  await checkout.fill({ ...VISA, holder: undefined });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.get('customParameters[SHOPPER_TIPOCREDITO]'), sent.get('recurring.numberOfInstallments')]).toEqual(['00', '0']);
  const paid = (await merchantReads(request, page)) as { card?: { holder?: string }; customParameters?: Record<string, string> };
  expect([paid.card?.holder, paid.customParameters?.SHOPPER_TIPOCREDITO]).toEqual(['María Pérez', '00']);
});
