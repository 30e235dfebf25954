// pretix's OPPWA plugin: the script tag in <head>, wpwlOptions assigned in a jQuery ready handler
// with the page's language, the form in the order's payment panel.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a Dutch ticket buyer pays by card in a Dutch form', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'pretix-oppwa');
  await checkout.ready();
  // The options the ready handler set after the script tag are the ones in force.
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Vervaldatum');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Kaartnummer');
  await expect(page.locator('#paymentcontainer')).toHaveCSS('display', 'flex');
  await checkout.fill({ number: '377777777777770', expiry: '11/29', cvv: '1234', holder: VISA.holder });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['42.00', 'EUR', 'AMEX']);
});
