// Capture, refund and reversal on earlier payments (POST /v1/payments/{id}).
import { describe, expect, it } from 'vitest';
import { config, gateway, json, s2s } from './support/gateway.ts';

const followUp = (paymentType: string, amount?: string) => ({ entityId: config.entityId, paymentType, currency: 'EUR', ...(amount ? { amount } : {}) });

async function preauthorised(extra: Record<string, string> = {}) {
  const g = gateway();
  const pa = await json(await g.post('/v1/payments', s2s({ paymentType: 'PA', amount: '100.00', ...extra })));
  expect(pa.result.code).toBe('000.100.110');
  return { ...g, pa };
}

describe('capture (CP)', () => {
  it('captures in parts up to the authorised amount, never above', async () => {
    const { post, pa } = await preauthorised();
    const first = await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '60.00')));
    expect(first.result.code).toBe('000.100.110');
    expect(first).toMatchObject({ referencedId: pa.id, paymentType: 'CP', amount: '60.00' });
    const over = await post(`/v1/payments/${pa.id}`, followUp('CP', '40.01'));
    expect(over.status).toBe(400);
    const overJson = await json(over);
    expect(overJson.result.code).toBe('700.400.100');
    expect(overJson.result.description).toContain('only 40.00 EUR left to capture');
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '40.00')))).result.code).toBe('000.100.110');
  });

  it('stops at numberOfCaptures', async () => {
    const { post, pa } = await preauthorised({ numberOfCaptures: '2' });
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '10.00')))).result.code).toBe('000.100.110');
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '10.00')))).result.code).toBe('000.100.110');
    const third = await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '10.00')));
    expect(third.result.code).toBe('700.400.100');
    expect(third.result.description).toContain('numberOfCaptures (2) reached');
  });

  it('refuses to capture a debit, a declined or a reversed pre-authorisation', async () => {
    const { post, pa } = await preauthorised();
    const db = await json(await post('/v1/payments', s2s()));
    expect((await json(await post(`/v1/payments/${db.id}`, followUp('CP', '1.00')))).result.code).toBe('700.400.100');
    const declined = await json(await post('/v1/payments', s2s({ paymentType: 'PA', 'card.number': '4000000000000002' })));
    expect((await json(await post(`/v1/payments/${declined.id}`, followUp('CP', '1.00')))).result.code).toBe('700.400.100');
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('RV')))).result.code).toBe('000.100.110');
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '1.00')))).result.code).toBe('700.400.100');
  });

  it('needs amount and currency, and a follow-up payment type', async () => {
    const { post, pa } = await preauthorised();
    const missing = await json(await post(`/v1/payments/${pa.id}`, { entityId: config.entityId, paymentType: 'CP' }));
    expect(missing.result.parameterErrors?.map((e) => e.name)).toEqual(['amount', 'currency']);
    const wrongType = await json(await post(`/v1/payments/${pa.id}`, followUp('DB', '1.00')));
    expect(wrongType.result.parameterErrors?.[0]).toMatchObject({ name: 'paymentType', message: 'must be one of CP, RF, RV for this request' });
  });

  it('answers 404 for a payment id that matches none', async () => {
    const { post } = gateway();
    expect((await post(`/v1/payments/${'c'.repeat(32)}`, followUp('CP', '1.00'))).status).toBe(404);
  });
});

describe('refund (RF)', () => {
  it('refunds a debit in parts, never above what was collected', async () => {
    const { post } = gateway();
    const db = await json(await post('/v1/payments', s2s({ amount: '50.00' })));
    expect((await json(await post(`/v1/payments/${db.id}`, followUp('RF', '20.00')))).referencedId).toBe(db.id);
    const over = await json(await post(`/v1/payments/${db.id}`, followUp('RF', '30.01')));
    expect(over.result.code).toBe('700.400.200');
    expect(over.result.description).toContain('only 30.00 EUR left to refund');
  });

  it('refunds what captures collected on a pre-authorisation, and nothing before', async () => {
    const { post, pa } = await preauthorised();
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('RF', '1.00')))).result.code).toBe('700.400.200');
    await post(`/v1/payments/${pa.id}`, followUp('CP', '30.00'));
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('RF', '30.00')))).result.code).toBe('000.100.110');
    expect((await json(await post(`/v1/payments/${pa.id}`, followUp('RF', '0.01')))).result.code).toBe('700.400.200');
  });

  it('refuses another currency', async () => {
    const { post } = gateway();
    const db = await json(await post('/v1/payments', s2s()));
    expect((await json(await post(`/v1/payments/${db.id}`, { ...followUp('RF', '1.00'), currency: 'USD' }))).result.code).toBe('700.400.200');
  });
});

describe('reversal (RV)', () => {
  it('reverses an uncaptured pre-authorisation once, and nothing after a capture', async () => {
    const first = await preauthorised();
    const rv = await json(await first.post(`/v1/payments/${first.pa.id}`, followUp('RV')));
    expect(rv).toMatchObject({ paymentType: 'RV', referencedId: first.pa.id, amount: '100.00' });
    expect((await json(await first.post(`/v1/payments/${first.pa.id}`, followUp('RV')))).result.code).toBe('700.400.100');
    const second = await preauthorised();
    await second.post(`/v1/payments/${second.pa.id}`, followUp('CP', '5.00'));
    expect((await json(await second.post(`/v1/payments/${second.pa.id}`, followUp('RV')))).result.code).toBe('700.400.100');
  });
});
