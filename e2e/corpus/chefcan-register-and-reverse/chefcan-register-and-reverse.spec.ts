// ChefCan's HyperPay demo: a page that stores a card by a 1 SAR debit (createRegistration, test
// mode EXTERNAL) and a result page that keeps the registration and then asks for a reversal.

import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

/** result.php's two success patterns. */
const SUCCESS = [/^(000\.000\.|000\.100\.1|000\.[36])/, /^(000\.400\.0[^3]|000\.400\.100)/];

test('a card is saved by a 1 SAR debit; the registration is kept and the reversal asked for', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'chefcan-register-and-reverse');
  await checkout.ready();
  // No stored card on this checkout: hideInitialPaymentForms leaves the card form, the only one.
  await expect(page.locator('#wpwl-registrations, .wpwl-form-registrations')).toHaveCount(0);
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard', 'mada']);

  await checkout.fill({ number: '5454545454545454', expiry: '08/30', cvv: '123', holder: 'Omar Almaghrabi' });
  await checkout.pay.click();
  const code = await resultCode(page);
  expect(code).toBe('000.100.112');
  expect(watch.paymentPosts).toHaveLength(1);

  // result.php: the payment read back, its code checked, the registration kept.
  const paid = (await merchantReads(request, page)) as { id: string; registrationId?: string; result: { code: string } } & Record<string, unknown>;
  expect(SUCCESS.some((p) => p.test(paid.result.code))).toBe(true);
  expect([paid.amount, paid.currency, paid.paymentType]).toEqual(['1.00', 'SAR', 'DB']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
  const stored = await request.get(`${GATEWAY_URL}/v1/registrations/${paid.registrationId}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    params: { entityId: ENTITY_ID },
  });
  expect(((await stored.json()) as { card?: { last4Digits?: string } }).card?.last4Digits).toBe('5454');

  // Then its reversal of the debit. OPP reverses preauthorisations only, and so does the gateway: a
  // debit is refunded, not reversed. result.php reads the payment's code again, so it says the
  // reversal worked whatever the answer.
  const reversal = await request.post(`${GATEWAY_URL}/v1/payments/${paid.id}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    form: { entityId: ENTITY_ID, testMode: 'EXTERNAL', paymentType: 'RV' },
  });
  const reversed = (await reversal.json()) as { result: { code: string } };
  expect(reversed.result.code).toBe('700.400.100');
  expect(SUCCESS.some((p) => p.test(paid.result.code))).toBe(true);
});
