// The deprecated notificationUrl: told the final result of a payment that waited for the shopper.
import { describe, expect, it } from 'vitest';
import { gateway, type Json, json, s2s, validCard } from './support/gateway.ts';

const NOTIFY = 'https://shop.example/notify?key=abc';
const MINUTE = 60_000;

type G = ReturnType<typeof gateway>;

/** The shopper's decision on the ACS or provider simulator page of a pending payment. */
async function decide(g: G, pending: Json, decision: string): Promise<void> {
  const token = pending.redirect?.parameters[0]?.value ?? '';
  const res = await g.app.request(new URL(pending.redirect?.url ?? '').pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }),
  });
  expect(res.status).toBeLessThan(400);
}

describe('notificationUrl', () => {
  it("of a checkout gets a form POST with the checkout's id and resourcePath once 3-D Secure ends, and no card data", async () => {
    const g = gateway();
    const id = await g.createCheckout({ notificationUrl: NOTIFY });
    const pending = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard({ 'card.number': '4000000000000036' }), {}));
    expect(pending.result.code).toBe('000.200.000');
    await g.scheduler.runDue();
    expect(g.outbound).toEqual([]);
    await decide(g, pending, 'authenticate');
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(1);
    const call = g.outbound[0];
    expect(call?.url).toBe(NOTIFY);
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    const form = Object.fromEntries(new URLSearchParams(call?.body ?? ''));
    expect(form).toMatchObject({
      id,
      resourcePath: `/v1/checkouts/${id}/payment`,
      paymentId: pending.id,
      paymentType: 'DB',
      paymentBrand: 'VISA',
      amount: '12.50',
      currency: 'EUR',
      'result.code': '000.100.110',
    });
    expect(form.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+0000$/);
    expect(Object.keys(form).sort()).toEqual([
      'amount',
      'currency',
      'id',
      'paymentBrand',
      'paymentId',
      'paymentType',
      'resourcePath',
      'result.code',
      'result.description',
      'timestamp',
    ]);
    expect(call?.body).not.toMatch(/4000000000000036|Jane/);
  });

  it('of a server-to-server payment gets the payment id and its resourcePath when the provider step ends', async () => {
    const g = gateway();
    const { 'card.number': _n, 'card.holder': _h, 'card.expiryMonth': _m, 'card.expiryYear': _y, 'card.cvv': _c, ...rest } = s2s();
    const pending = await json(await g.post('/v1/payments', { ...rest, paymentBrand: 'PAYPAL', notificationUrl: NOTIFY }));
    await decide(g, pending, 'cancel');
    await g.scheduler.runDue();
    const form = Object.fromEntries(new URLSearchParams(g.outbound[0]?.body ?? ''));
    expect(form).toMatchObject({ id: pending.id, resourcePath: `/v1/payments/${pending.id}`, 'result.code': '100.396.101' });
  });

  it('is not called for a payment that is final at once', async () => {
    const g = gateway();
    await g.post('/v1/payments', s2s({ notificationUrl: NOTIFY }));
    g.clock.advance(60 * MINUTE);
    await g.scheduler.runDue();
    expect(g.outbound).toEqual([]);
  });

  it('is retried after 1 and 5 minutes while the merchant answers an error, then stops once delivered', async () => {
    let failures = 2;
    const g = gateway({ answer: () => (failures-- > 0 ? new Response('down', { status: 503 }) : new Response('ok')) });
    const pending = await json(await g.post('/v1/payments', s2s({ 'card.number': '4000000000000036', notificationUrl: NOTIFY })));
    await decide(g, pending, 'fail');
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(1);
    g.clock.advance(MINUTE - 1);
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(1);
    g.clock.advance(1);
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(2);
    g.clock.advance(5 * MINUTE);
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(3);
    g.clock.advance(120 * MINUTE);
    await g.scheduler.runDue();
    expect(g.outbound).toHaveLength(3);
    expect(new Set(g.outbound.map((o) => o.body)).size).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(g.outbound[0]?.body ?? ''))['result.code']).toBe('100.380.401');
    expect(g.log.some((line) => line.includes('delivered'))).toBe(true);
    expect(g.log.some((line) => line.includes('key=abc'))).toBe(false);
  });

  it("is the merchant's: a shopper submission cannot add one", async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const refused = await g.post(
      `/v1/checkouts/${id}/payment`,
      validCard({ 'card.number': '4000000000000036', notificationUrl: 'https://attacker.example/x' }),
      {},
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).result.parameterErrors?.map((e: { name: string }) => e.name)).toEqual(['notificationUrl']);
    const pending = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard({ 'card.number': '4000000000000036' }), {}));
    await decide(g, pending, 'authenticate');
    g.clock.advance(MINUTE);
    await g.scheduler.runDue();
    expect(g.outbound.filter((o) => o.url.startsWith('https://attacker.example'))).toEqual([]);
  });
});
