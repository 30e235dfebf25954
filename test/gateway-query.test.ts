// GET /v1/query: its rules (gateway-api.md 2.5) and what it finds.
import { describe, expect, it } from 'vitest';
import { walletTestToken } from '../src/gateway/simulators/wallets.ts';
import { config, gateway, json, s2s } from './support/gateway.ts';

const q = (params: Record<string, string>) => `/v1/query?${new URLSearchParams({ entityId: config.entityId, ...params })}`;

describe('GET /v1/query', () => {
  it('finds the payments of a merchantTransactionId, with their follow-ups when asked', async () => {
    const { post, get } = gateway();
    const db = await json(await post('/v1/payments', s2s({ merchantTransactionId: 'order-1001' })));
    await post('/v1/payments', s2s({ merchantTransactionId: 'order-2002' }));
    const rf = await json(await post(`/v1/payments/${db.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '10.00', currency: 'EUR' }));
    const only = await json(await get(q({ merchantTransactionId: 'order-1001' })));
    expect(only.result.code).toBe('000.000.100');
    // The refund inherits the merchant reference of the payment it refunds.
    expect(only.payments?.map((p) => p.id)).toEqual([db.id, rf.id]);
    const dbOnly = await json(await get(q({ merchantTransactionId: 'order-1001', paymentTypes: 'DB' })));
    expect(dbOnly.payments?.map((p) => p.id)).toEqual([db.id]);
    const linked = await json(await get(q({ merchantTransactionId: 'order-1001', paymentTypes: 'DB', includeLinkedTransactions: 'true' })));
    expect(linked.payments?.map((p) => p.id)).toEqual([db.id, rf.id]);
  });

  it('filters a time frame and payment methods, and honours limit', async () => {
    const { post, get, clock } = gateway({ start: '2026-03-01T12:00:00Z' });
    const early = await json(await post('/v1/payments', s2s()));
    clock.advance(2 * 3600_000);
    const later = await json(await post('/v1/payments', s2s()));
    const frame = await json(await get(q({ 'date.from': '2026-03-01 13:00:00', 'date.to': '2026-03-01 15:00:00' })));
    expect(frame.payments?.map((p) => p.id)).toEqual([later.id]);
    expect((await json(await get(q({ 'date.from': '2026-03-01 00:00:00', 'date.to': '2026-03-02 00:00:00', paymentMethods: 'DD' })))).payments).toEqual([]);
    expect(
      (await json(await get(q({ 'date.from': '2026-03-01 00:00:00', 'date.to': '2026-03-02 00:00:00', paymentMethods: 'CC,DD' })))).payments?.map((p) => p.id),
    ).toEqual([early.id, later.id]);
  });

  it('counts Apple Pay and Google Pay payments as wallets (WA), not as cards', async () => {
    const { post, get } = gateway({ start: '2026-03-01T12:00:00Z' });
    const card = await json(await post('/v1/payments', s2s()));
    const apple = await json(
      await post('/v1/payments', {
        entityId: config.entityId,
        amount: '100.00',
        currency: 'EUR',
        paymentType: 'DB',
        paymentBrand: 'APPLEPAY',
        'walletA.paymentToken': walletTestToken('APPLEPAY', { number: '4200000000000000', expiryMonth: '12', expiryYear: '2030' }),
      }),
    );
    expect(apple.result.code).toBe('000.100.110');
    const day = { 'date.from': '2026-03-01 00:00:00', 'date.to': '2026-03-02 00:00:00' };
    expect((await json(await get(q({ ...day, paymentMethods: 'WA' })))).payments?.map((p) => p.id)).toEqual([apple.id]);
    expect((await json(await get(q({ ...day, paymentMethods: 'CC' })))).payments?.map((p) => p.id)).toEqual([card.id]);
  });

  it.each([
    [{ limit: '99' }, 'limit', '100-500'],
    [{ limit: '501' }, 'limit', '100-500'],
    [{ 'date.from': '2026-03-01 00:00:00' }, 'date.to', 'together with date.from'],
    [{ merchantTransactionId: 'order-1', 'date.from': '2026-03-01 00:00:00', 'date.to': '2026-03-02 00:00:00' }, 'merchantTransactionId', 'cannot be combined'],
    [{ paymentTypes: 'DB,XX' }, 'paymentTypes', 'payment type codes'],
    [{ paymentMethods: 'CC,ZZ' }, 'paymentMethods', 'payment method codes'],
    [{ includeLinkedTransactions: 'yes' }, 'includeLinkedTransactions', 'true, false'],
    [{ 'date.from': '2026-13-01 00:00:00', 'date.to': '2026-03-02 00:00:00' }, 'date.from', 'yyyy-MM-dd HH:mm:ss'],
  ])('refuses %o naming %s', async (params, name, message) => {
    const { get } = gateway();
    const res = await get(q(params as Record<string, string>));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.result.code).toBe('200.300.404');
    expect(body.result.parameterErrors?.[0]?.name).toBe(name);
    expect(body.result.parameterErrors?.[0]?.message).toContain(message);
  });
});
