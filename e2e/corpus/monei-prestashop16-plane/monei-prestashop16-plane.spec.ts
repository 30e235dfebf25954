// MONEI's first PrestaShop 1.6 module: the module's own payment step, wpwlOptions with the style
// misspelt "plane" and the shop language's code, brands as the form's text, and an authorisation
// (PA) in the test mode EXTERNAL.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a shopper reading the shop in Portuguese authorises the order with a JCB card', async ({ page, checkout, watch, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openEntry(page, 'monei-prestashop16-plane');
  await checkout.ready();
  // The theme's order steps, payment the current one, and the module's untranslated total line.
  await expect(page.locator('#order_step .step_current')).toHaveText('05. Pagamento');
  await expect(page.locator('p.monei-total')).toHaveCSS('margin-top', '20px');
  await expect(page.locator('#amount')).toHaveText('64,90 €');
  // The form sits in the module's box, in Portuguese.
  await expect(page.locator('.payment_module .wpwl-container-card')).toBeVisible();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Número do cartão');
  await expect(page.locator('.wpwl-label-cvv')).toHaveText('Código de segurança');
  await expect(checkout.pay).toContainText('Pagar');
  // "plane" is no style: the widget says so and the card style stays, with its brand select
  // listing the four brands of the form's text.
  expect(warnings.join('\n')).toMatch(/style[\s\S]*plane/);
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard', 'Maestro', 'JCB']);

  await checkout.fill({ number: '3528000000000007', expiry: '09/29', cvv: '123', holder: 'Inês Carvalho' });
  await expect(page.locator('select.wpwl-control-brand')).toHaveValue('JCB');
  await checkout.pay.click();
  // EXTERNAL: the simulator's approval code for a test-mode transaction.
  expect(await resultCode(page)).toBe('000.100.112');
  expect(new URL(page.url()).searchParams.get('controller')).toBe('validation');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.paymentType, paid.paymentBrand, paid.amount, paid.currency]).toEqual(['PA', 'JCB', '64.90', 'EUR']);
});
