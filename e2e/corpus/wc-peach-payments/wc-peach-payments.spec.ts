// Peach Payments' WooCommerce gateway, "save my card": the widget's expiry check is off and the
// plugin checks the date itself before paying; the card is stored with the payment.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an expired date is refused by the plugin, the corrected card pays and is saved', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-peach-payments');
  await checkout.ready();
  await expect(checkout.pay).toHaveCSS('background-color', 'rgb(255, 64, 0)');
  const placeholderSize = await checkout.number.evaluate((input) => getComputedStyle(input, '::placeholder').fontSize);
  expect(placeholderSize).toBe('17px');

  await checkout.fill({ ...VISA, expiry: '01/21' });
  await checkout.pay.click();
  const hint = page.locator('.wpwl-control-expiry ~ .wpwl-hint-cardHolderError').first();
  await expect(hint).toHaveText('This card has expired.');
  await expect(checkout.expiry).toHaveClass(/wpwl-has-error/);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);

  await checkout.expiry.fill('12/30');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['1249.00', 'ZAR', 'VISA']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
