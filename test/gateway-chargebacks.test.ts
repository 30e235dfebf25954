// Chargebacks and their reversals (POST /v1/simulators/chargebacks, …/{id}/reversal): matching to
// the gateway's payments, CB transactions, and the records of the next reconciliation file.
import { describe, expect, it } from 'vitest';
import { memorySink } from '../src/gateway/settlement/files.ts';
import { config, gateway, json, s2s } from './support/gateway.ts';
import { must } from './support/must.ts';
import { HOUR, recordsOf } from './support/reconciliation.ts';

const q = (params: Record<string, string>) => `/v1/query?${new URLSearchParams({ entityId: config.entityId, ...params })}`;

/** A gateway with `payments` settled by the 02:00 run of 2026-01-16; the clock stands at that run. */
async function settled(payments: Array<Record<string, string>>) {
  const sink = memorySink();
  const g = gateway({ sink });
  const paid = [];
  for (const p of payments) paid.push(await json(await g.post('/v1/payments', s2s(p))));
  g.clock.advance(16 * HOUR);
  await g.scheduler.runDue();
  /** The next daily run, 24 hours on; answers that day's records. */
  const nextRun = async () => {
    g.clock.advance(24 * HOUR);
    await g.scheduler.runDue();
    return recordsOf(sink, g.clock.now().toISOString().slice(0, 10));
  };
  return { ...g, sink, paid, nextRun };
}

const chargeback = (params: Record<string, string>) => ({ chargebackResultCode: '000.100.201', ...params });

describe('a chargeback on a settled payment', () => {
  it('appears in the next reconciliation file as a CHARGEBACK matched to the payment, with a ChargebackId', async () => {
    const { post, paid, nextRun } = await settled([{ amount: '80.00', merchantTransactionId: 'order-5001', descriptor: 'Shop 5001' }]);
    const payment = must(paid[0], 'payment 0');
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id, chargebackResultCode: '000.100.222' })));
    expect(raised.result.code).toBe('000.000.100');
    const view = raised.chargeback as { chargebackTransaction: { id: string }; matchedTransactions: unknown; amount: string };
    expect(view.matchedTransactions).toEqual({ status: 'MATCHED', payment: [{ id: payment.id }] });
    expect(view.amount).toBe('80.00');

    const records = await nextRun();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      ReconciliationType: 'CHARGEBACK',
      PaymentType: 'DEBIT',
      Cashflow: 'NEG',
      UniqueID: payment.id,
      Amount: '80.00',
      Currency: 'EUR',
      ReasonCode: '000.100.222',
      ReasonDesc: 'chargeback reported by the acquirer (reason code 000.100.222)',
      MatchingStatus: 'MATCHED',
      MatchedTransactions: payment.id,
      ChargebackId: view.chargebackTransaction.id,
      Descriptor: 'Shop 5001',
      SettlementDate: '2026-01-17',
    });
    expect(records[0]?.ChargebackId).toMatch(/^[a-f0-9]{32}$/);
  });

  it('is a CB transaction referencing the payment, for GET /v1/payments/{id} and GET /v1/query', async () => {
    const { post, get, paid } = await settled([{ merchantTransactionId: 'order-5002' }]);
    const payment = must(paid[0], 'payment 0');
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id, amount: '25.00' })));
    const cbId = (raised.chargeback as { chargebackTransaction: { id: string } }).chargebackTransaction.id;
    const cb = await json(await get(`/v1/payments/${cbId}`));
    expect(cb).toMatchObject({
      id: cbId,
      paymentType: 'CB',
      amount: '25.00',
      currency: 'EUR',
      merchantTransactionId: 'order-5002',
      result: { code: '000.100.201' },
    });
    expect(
      (await json(await get(q({ 'date.from': '2026-01-16 00:00:00', 'date.to': '2026-01-17 00:00:00', paymentTypes: 'CB' })))).payments?.map((p) => p.id),
    ).toEqual([cbId]);
    expect((await json(await get(q({ merchantTransactionId: 'order-5002' })))).payments?.map((p) => [p.id, p.paymentType])).toEqual([
      [payment.id, 'DB'],
      [cbId, 'CB'],
    ]);
    const linked = await json(await get(q({ merchantTransactionId: 'order-5002', paymentTypes: 'DB', includeLinkedTransactions: 'true' })));
    expect(linked.payments?.map((p) => p.id)).toEqual([payment.id, cbId]);
  });

  it('shares its budget with refunds: never more than what is left of the payment', async () => {
    const { post, paid } = await settled([{ amount: '50.00' }]);
    const payment = must(paid[0], 'payment 0');
    const rf = { entityId: config.entityId, paymentType: 'RF', currency: 'EUR' };
    expect((await json(await post(`/v1/payments/${payment.id}`, { ...rf, amount: '20.00' }))).result.code).toBe('000.100.110');
    const over = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id, amount: '30.01' })));
    expect(over.result.parameterErrors?.[0]).toMatchObject({ name: 'amount', message: 'must not exceed what is left to charge back (30.00 EUR)' });
    expect((await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id })))).result.code).toBe('000.000.100');
    // Charged back in full: neither a refund nor a second chargeback can take it again.
    expect((await json(await post(`/v1/payments/${payment.id}`, { ...rf, amount: '0.01' }))).result.code).toBe('700.400.200');
    const twice = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id })));
    expect(twice.result.parameterErrors?.[0]).toMatchObject({ name: 'paymentId', message: 'names a payment refunded or charged back in full' });
  });
});

describe('a chargeback reversal', () => {
  it('appears as a CHARGEBACK REVERSAL with the same ChargebackId, once, and gives the refund budget back', async () => {
    const { post, get, paid, nextRun } = await settled([{ amount: '40.00' }]);
    const payment = must(paid[0], 'payment 0');
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: payment.id, chargebackResultCode: '000.100.205' })));
    const cbId = (raised.chargeback as { chargebackTransaction: { id: string } }).chargebackTransaction.id;
    const first = await nextRun();
    expect(first.map((r) => r.ReconciliationType)).toEqual(['CHARGEBACK']);

    const reversed = await json(await post(`/v1/simulators/chargebacks/${cbId}/reversal`, {}));
    expect(reversed.result.code).toBe('000.000.100');
    const reversalId = (reversed.reversal as { id: string }).id;
    expect(await json(await get(`/v1/payments/${reversalId}`))).toMatchObject({ paymentType: 'CR', amount: '40.00' });
    const records = await nextRun();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      ReconciliationType: 'CHARGEBACK REVERSAL',
      Cashflow: 'POS',
      UniqueID: payment.id,
      Amount: '40.00',
      ReasonCode: '000.100.205',
      MatchingStatus: 'MATCHED',
      MatchedTransactions: payment.id,
      ChargebackId: cbId,
    });

    const again = await post(`/v1/simulators/chargebacks/${cbId}/reversal`, {});
    expect(again.status).toBe(400);
    expect((await json(again)).result.parameterErrors?.[0]).toMatchObject({ name: 'id', message: 'names a chargeback that has been reversed already' });
    // The money is the merchant's again, so it can be refunded.
    expect(
      (await json(await post(`/v1/payments/${payment.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '40.00', currency: 'EUR' }))).result.code,
    ).toBe('000.100.110');
  });

  it('answers 404 for an id that is no chargeback', async () => {
    const { post, paid } = await settled([{}]);
    const res = await post(`/v1/simulators/chargebacks/${must(paid[0], 'payment 0').id}/reversal`, {});
    expect(res.status).toBe(404);
    expect((await json(res)).result.description).toContain(`no chargeback has the id ${must(paid[0], 'payment 0').id}`);
  });
});

describe('matching an acquirer chargeback by merchantTransactionId', () => {
  it('matches the one settled payment of that reference', async () => {
    const { post, paid, nextRun } = await settled([{ merchantTransactionId: 'order-6001' }, { merchantTransactionId: 'order-6002' }]);
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ merchantTransactionId: 'order-6002', amount: '10.00', currency: 'EUR' })));
    expect(raised.chargeback).toMatchObject({ matchedTransactions: { status: 'MATCHED', payment: [{ id: must(paid[1], 'payment 1').id }] } });
    const [record] = await nextRun();
    expect(record).toMatchObject({ MatchingStatus: 'MATCHED', MatchedTransactions: must(paid[1], 'payment 1').id, UniqueID: must(paid[1], 'payment 1').id });
    expect(record?.ChargebackId).toMatch(/^[a-f0-9]{32}$/);
  });

  it('reports MULTIPLE_MATCHES with every candidate, comma-separated, and no ChargebackId', async () => {
    const { post, get, paid, nextRun } = await settled([
      { merchantTransactionId: 'order-7001' },
      { merchantTransactionId: 'order-7001' },
      { merchantTransactionId: 'order-7002' },
    ]);
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ merchantTransactionId: 'order-7001', amount: '100.00', currency: 'EUR' })));
    expect(raised.chargeback).toMatchObject({
      matchedTransactions: { status: 'MULTIPLE_MATCHES', payment: [{ id: must(paid[0], 'payment 0').id }, { id: must(paid[1], 'payment 1').id }] },
    });
    expect(raised.chargeback).not.toHaveProperty('chargebackTransaction');
    const [record] = await nextRun();
    expect(record).toMatchObject({
      ReconciliationType: 'CHARGEBACK',
      MatchingStatus: 'MULTIPLE_MATCHES',
      MatchedTransactions: `${must(paid[0], 'payment 0').id},${must(paid[1], 'payment 1').id}`,
      UniqueID: '',
      ChargebackId: '',
      Amount: '100.00',
    });
    // Nothing to attach it to: no CB transaction exists.
    expect((await json(await get(q({ 'date.from': '2026-01-15 00:00:00', 'date.to': '2026-01-18 00:00:00', paymentTypes: 'CB' })))).payments).toEqual([]);
  });

  it('reports NOT_MATCHED for a reference the gateway does not know, or in another currency', async () => {
    const { post, nextRun } = await settled([{ merchantTransactionId: 'order-8001' }]);
    await post('/v1/simulators/chargebacks', chargeback({ merchantTransactionId: 'unknown-order-9', amount: '15.00', currency: 'EUR' }));
    const other = await json(await post('/v1/simulators/chargebacks', chargeback({ merchantTransactionId: 'order-8001', amount: '15.00', currency: 'USD' })));
    expect(other.chargeback).toMatchObject({ matchedTransactions: { status: 'NOT_MATCHED', payment: [] } });
    const records = await nextRun();
    expect(records.map((r) => [r.MatchingStatus, r.MatchedTransactions, r.ChargebackId, r.UniqueID, r.Amount, r.Currency])).toEqual([
      ['NOT_MATCHED', '', '', '', '15.00', 'EUR'],
      ['NOT_MATCHED', '', '', '', '15.00', 'USD'],
    ]);
  });

  it('does not match payments that have not settled yet', async () => {
    const { post } = await settled([]);
    await post('/v1/payments', s2s({ merchantTransactionId: 'order-8101' }));
    const raised = await json(await post('/v1/simulators/chargebacks', chargeback({ merchantTransactionId: 'order-8101', amount: '1.00', currency: 'EUR' })));
    expect(raised.chargeback).toMatchObject({ matchedTransactions: { status: 'NOT_MATCHED', payment: [] } });
  });
});

describe('refused chargebacks', () => {
  it.each([
    [{ paymentId: 'x' }, 'paymentId', 'must be a payment id'],
    [
      { chargebackResultCode: '000.100.301', merchantTransactionId: 'order-1234', amount: '1.00', currency: 'EUR' },
      'chargebackResultCode',
      '000.100.2 followed by two digits',
    ],
    [{ chargebackResultCode: '' }, 'chargebackResultCode', '000.100.2 followed by two digits'],
    [{}, 'paymentId', 'send paymentId or merchantTransactionId'],
    [{ merchantTransactionId: 'order-1234', currency: 'EUR' }, 'amount', 'is required with merchantTransactionId'],
    [{ merchantTransactionId: 'order-1234', amount: '1.00' }, 'currency', 'is required with merchantTransactionId'],
    [{ merchantTransactionId: 'order-1234', amount: '0.00', currency: 'EUR' }, 'amount', 'more than 0.00'],
    [{ merchantTransactionId: 'order-1234', amount: '1.5', currency: 'EUR' }, 'amount', 'exactly 2 decimals'],
  ])('refuses %o naming %s', async (params, name, message) => {
    const { post } = await settled([]);
    const body = await json(await post('/v1/simulators/chargebacks', chargeback(params as Record<string, string>)));
    expect(body.result.code).toBe('200.300.404');
    expect(body.result.parameterErrors?.[0]?.name).toBe(name);
    expect(body.result.parameterErrors?.[0]?.message).toContain(message);
  });

  it('refuses a missing code, and payments that are unknown, unsettled, declined or pre-authorisations', async () => {
    const { post, paid } = await settled([{}]);
    const missing = await json(await post('/v1/simulators/chargebacks', { paymentId: must(paid[0], 'payment 0').id }));
    expect(missing.result.parameterErrors?.[0]).toMatchObject({ name: 'chargebackResultCode', message: 'is required' });
    const unsettled = await json(await post('/v1/payments', s2s()));
    const declined = await json(await post('/v1/payments', s2s({ 'card.number': '4000000000000002' })));
    const pa = await json(await post('/v1/payments', s2s({ paymentType: 'PA' })));
    const cases: Array<[string, string]> = [
      ['c'.repeat(32), 'matches no payment of this entity'],
      [unsettled.id, 'has not settled yet'],
      [declined.id, 'was not successful'],
      [pa.id, 'is a pre-authorisation'],
    ];
    for (const [paymentId, message] of cases) {
      const res = await post('/v1/simulators/chargebacks', chargeback({ paymentId }));
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.result.parameterErrors?.[0]).toMatchObject({ name: 'paymentId', value: paymentId });
      expect(body.result.description).toContain(`paymentId ${message}`);
    }
    const currency = await json(await post('/v1/simulators/chargebacks', chargeback({ paymentId: must(paid[0], 'payment 0').id, currency: 'USD' })));
    expect(currency.result.parameterErrors?.[0]).toMatchObject({ name: 'currency', message: "must be the payment's currency (EUR)" });
  });

  it('needs the Bearer token', async () => {
    const { post, paid } = await settled([{}]);
    expect((await post('/v1/simulators/chargebacks', chargeback({ paymentId: must(paid[0], 'payment 0').id }), {})).status).toBe(401);
    expect((await post(`/v1/simulators/chargebacks/${must(paid[0], 'payment 0').id}/reversal`, {}, {})).status).toBe(401);
  });
});
