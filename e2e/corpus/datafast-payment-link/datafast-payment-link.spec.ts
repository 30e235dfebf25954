// A Datafast payment link: the order's summary, the buyer's details required before anything of
// the widget, then script and form added together, and a Diners card paying the order.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a buyer fills in the details, continues, and pays the linked order once', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'datafast-payment-link');
  await expect(page.locator('#total')).toHaveText('$25.00 USD');
  await expect(page.locator('#descripcion-servicio')).toHaveText('Mensualidad de gimnasio');
  // The required details stop the buyer: no widget yet.
  const continuar = page.getByRole('button', { name: 'Continuar al pago' });
  await continuar.click();
  await expect(page.locator('script[src*="/v1/paymentWidgets.js"]')).toHaveCount(0);
  await expect(page.locator('#formulario-datafast')).toBeHidden();

  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido').fill('Andrade');
  await page.getByLabel('Correo electrónico').fill('lucia.andrade@example.ec');
  await page.getByLabel('Teléfono').fill('0991234567');
  await page.getByLabel('Cédula').fill('1712345678');
  await page.getByLabel('Dirección').fill('Av. Amazonas N34-120');
  await continuar.click();
  await checkout.ready();
  await expect(page.locator('#formulario-cliente')).toBeHidden();
  await expect(page.locator('#formulario-datafast .wpwl-container-card')).toBeVisible();
  // No options: the widget's English labels on the Spanish page.
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await checkout.fill({ ...VISA, number: '36000000000008' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(new URL(page.url()).searchParams.get('orden')).toBe('ORD-7F3A21');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand, paid.merchantTransactionId]).toEqual(['25.00', 'USD', 'DINERS', 'ORD-7F3A21']);
});
