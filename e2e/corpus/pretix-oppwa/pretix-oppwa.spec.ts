// pretix's OPPWA plugin: the widget's script first, the options from a DOM-ready handler (the
// language pretix writes on <body>), the plugin's flex container around the forms.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a Dutch ticket buyer pays by American Express in the plugin container', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'pretix-oppwa');
  await checkout.ready();
  // The options assigned after the script tag, in jQuery's ready handler, took effect.
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Vervaldatum');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Kaartnummer');
  // The plugin's stylesheet lays the forms out: a flex row, the container growing in it.
  await expect(page.locator('#paymentcontainer')).toHaveCSS('display', 'flex');
  await expect(page.locator('#paymentcontainer .wpwl-container-card')).toHaveCSS('flex-grow', '1');
  await checkout.fill({ number: '377777777777770', expiry: '11/29', cvv: '1234', holder: 'Sanne de Vries' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand, paid.merchantTransactionId]).toEqual(['64.00', 'EUR', 'AMEX', 'ZOMER26-K7Q2M-P-1']);
});
