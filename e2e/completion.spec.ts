// The completion contract of result-codes.md, end to end: checkout created by the shop, paid in the
// widget with the 3-D Secure challenge card, back on the shopper result URL, status fetched by the
// shop, part of it refunded and the order found by merchantTransactionId.

import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

const auth = { Authorization: `Bearer ${ACCESS_TOKEN}` };

test('3-D Secure challenge, result, status, partial refund and query', async ({ page, checkout, request }) => {
  await checkout.open();
  await checkout.fill({ number: '4000000000000036', expiry: '12/30', cvv: '123', holder: 'Jane Doe' });
  await checkout.pay.click();

  const acs = page.frameLocator('iframe.wpwl-target');
  await expect(acs.getByRole('heading', { name: '3-D Secure test ACS' })).toBeVisible();
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(0);
  await acs.getByRole('button', { name: 'Authenticate' }).click();

  await page.waitForURL(/\/result\?id=[A-Za-z0-9.-]+&resourcePath=%2Fv1%2Fcheckouts%2F[A-Za-z0-9.-]+%2Fpayment$/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  const paymentId = (await page.getByTestId('payment-id').textContent()) ?? '';
  const order = (await page.getByTestId('merchant-transaction-id').textContent()) ?? '';
  expect(paymentId).toMatch(/^[a-zA-Z0-9]{32}$/);

  const refund = await request.post(`${GATEWAY_URL}/v1/payments/${paymentId}`, {
    headers: auth,
    form: { entityId: ENTITY_ID, paymentType: 'RF', amount: '10.00', currency: 'EUR' },
  });
  const refunded = (await refund.json()) as { id: string; referencedId: string; result: { code: string } };
  expect(refunded.result.code).toBe('000.100.110');
  expect(refunded.referencedId).toBe(paymentId);

  const query = await request.get(`${GATEWAY_URL}/v1/query`, { headers: auth, params: { entityId: ENTITY_ID, merchantTransactionId: order } });
  const found = (await query.json()) as { payments: Array<{ id: string; paymentType: string; amount: string }> };
  expect(found.payments.map((p) => [p.paymentType, p.amount, p.id])).toEqual([
    ['DB', '49.99', paymentId],
    ['RF', '10.00', refunded.id],
  ]);
});

test('failing 3-D Secure authentication ends on the result page with the rejection', async ({ page, checkout }) => {
  await checkout.open();
  await checkout.fill({ number: '4000000000000036', expiry: '12/30', cvv: '123' });
  await checkout.pay.click();
  await page.frameLocator('iframe.wpwl-target').getByRole('button', { name: 'Fail authentication' }).click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('100.380.401');
});
