// Reporting (gateway-api.md 2.6): the transaction-level settlement report, its summary per
// settlement date and currency, sorting, and the checks of date.from, date.to, sortValue, sortOrder.
import { describe, expect, it } from 'vitest';
import { memorySink } from '../src/gateway/settlement/files.ts';
import { config, gateway, json, s2s } from './support/gateway.ts';
import { HOUR } from './support/reconciliation.ts';

const report = (params: Record<string, string>, path = '/v1/reports/settlements') => `${path}?${new URLSearchParams({ entityId: config.entityId, ...params })}`;
const summary = (params: Record<string, string>) => report(params, '/v1/reports/settlements/summary');
const JANUARY = { 'date.from': '2026-01-01', 'date.to': '2026-01-31' };

interface Entry {
  recordType: string;
  transactionType: string;
  payment?: { id: string };
  amount: string;
  settlement: { date: string; cashflow: string; fee: string; amount: string };
  matchedTransactions: { status: string; payment: Array<{ id: string }> };
  chargebackTransaction?: { id: string };
  result?: { code: string };
  reconciliationFile: string;
}

/**
 * Three settlement days: the 16th settles a 100.00 EUR debit and a 30.00 refund of it, the 17th a
 * 20.00 USD debit and a chargeback of 10.00 on the first debit, the 18th nothing.
 */
async function threeDays() {
  const g = gateway({ sink: memorySink() });
  const db = await json(await g.post('/v1/payments', s2s({ amount: '100.00' })));
  const rf = await json(await g.post(`/v1/payments/${db.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '30.00', currency: 'EUR' }));
  g.clock.advance(16 * HOUR);
  await g.scheduler.runDue();
  const usd = await json(await g.post('/v1/payments', s2s({ amount: '20.00', currency: 'USD' })));
  await g.post('/v1/simulators/chargebacks', { paymentId: db.id, amount: '10.00', chargebackResultCode: '000.100.210' });
  for (let day = 0; day < 2; day++) {
    g.clock.advance(24 * HOUR);
    await g.scheduler.runDue();
  }
  return { ...g, db, rf, usd };
}

describe('GET /v1/reports/settlements', () => {
  it('lists every settled record of the range, oldest settlement date first by default', async () => {
    const { get, db, rf, usd } = await threeDays();
    const body = await json(await get(report(JANUARY)));
    expect(body.result.code).toBe('000.000.100');
    const entries = body.settlements as Entry[];
    expect(entries.map((e) => [e.settlement.date, e.recordType, e.transactionType, e.payment?.id, e.amount])).toEqual([
      ['2026-01-16', 'SETTLED', 'DEBIT', db.id, '100.00'],
      ['2026-01-16', 'FEE', 'CAPTURE_FEE', db.id, '1.60'],
      ['2026-01-16', 'SETTLED', 'REFUND', rf.id, '30.00'],
      ['2026-01-16', 'FEE', 'REFUND_FEE', rf.id, '0.25'],
      ['2026-01-17', 'SETTLED', 'DEBIT', usd.id, '20.00'],
      ['2026-01-17', 'FEE', 'CAPTURE_FEE', usd.id, '0.48'],
      ['2026-01-17', 'CHARGEBACK', 'DEBIT', db.id, '10.00'],
    ]);
    expect(entries[1]?.settlement).toMatchObject({ cashflow: 'NEG', fee: '1.60', amount: '1.60' });
    expect(entries[0]?.matchedTransactions).toEqual({ status: 'MATCHED', payment: [{ id: db.id }] });
    expect(entries[0]?.reconciliationFile).toBe(`reconciliation_${config.entityId}_2026-01-16.csv`);
    expect(entries[6]?.result?.code).toBe('000.100.210');
    expect(entries[6]?.chargebackTransaction?.id).toMatch(/^[a-f0-9]{32}$/);
  });

  it.each(['DESC', 'desc'])('sorts by SettlementTxDate, newest first, with sortOrder=%s', async (sortOrder) => {
    const { get } = await threeDays();
    const entries = (await json(await get(report({ ...JANUARY, sortValue: 'SettlementTxDate', sortOrder })))).settlements as Entry[];
    expect(entries.map((e) => e.settlement.date)).toEqual(['2026-01-17', '2026-01-17', '2026-01-17', '2026-01-16', '2026-01-16', '2026-01-16', '2026-01-16']);
  });

  it.each(['ASC', 'asc'])('sorts oldest first with sortOrder=%s', async (sortOrder) => {
    const { get } = await threeDays();
    const entries = (await json(await get(report({ ...JANUARY, sortOrder })))).settlements as Entry[];
    expect(entries.map((e) => e.settlement.date)).toEqual(['2026-01-16', '2026-01-16', '2026-01-16', '2026-01-16', '2026-01-17', '2026-01-17', '2026-01-17']);
  });

  it('includes both ends of the range and nothing outside it', async () => {
    const { get } = await threeDays();
    const only17 = (await json(await get(report({ 'date.from': '2026-01-17', 'date.to': '2026-01-17' })))).settlements as Entry[];
    expect(new Set(only17.map((e) => e.settlement.date))).toEqual(new Set(['2026-01-17']));
    expect(only17).toHaveLength(3);
    expect((await json(await get(report({ 'date.from': '2026-01-18', 'date.to': '2026-02-28' })))).settlements).toEqual([]);
  });
});

describe('GET /v1/reports/settlements/summary', () => {
  it('totals each settlement date and currency: settled, refunded, charged back, fees and net', async () => {
    const { get } = await threeDays();
    const body = await json(await get(summary(JANUARY)));
    expect(body.result.code).toBe('000.000.100');
    const none = { count: 0, amount: '0.00' };
    expect(body.summary).toEqual([
      {
        settlementDate: '2026-01-16',
        currency: 'EUR',
        settled: { count: 1, amount: '100.00' },
        refunded: { count: 1, amount: '30.00' },
        chargedBack: none,
        chargebackReversed: none,
        fees: { count: 2, amount: '1.85' },
        net: '68.15',
      },
      {
        settlementDate: '2026-01-17',
        currency: 'EUR',
        settled: none,
        refunded: none,
        chargedBack: { count: 1, amount: '10.00' },
        chargebackReversed: none,
        fees: none,
        net: '-10.00',
      },
      {
        settlementDate: '2026-01-17',
        currency: 'USD',
        settled: { count: 1, amount: '20.00' },
        refunded: none,
        chargedBack: none,
        chargebackReversed: none,
        fees: { count: 1, amount: '0.48' },
        net: '19.52',
      },
    ]);
  });

  it('lists the newest day first with sortOrder=DESC, currencies still in order', async () => {
    const { get } = await threeDays();
    const rows = (await json(await get(summary({ ...JANUARY, sortOrder: 'DESC' })))).summary as Array<{ settlementDate: string; currency: string }>;
    expect(rows.map((r) => `${r.settlementDate} ${r.currency}`)).toEqual(['2026-01-17 EUR', '2026-01-17 USD', '2026-01-16 EUR']);
  });
});

describe('reporting parameters', () => {
  it.each([
    [{ 'date.from': '2026-01-01' }, 'date.to', 'is required'],
    [{ 'date.to': '2026-01-31' }, 'date.from', 'is required'],
    [{ 'date.from': '2026-02-01', 'date.to': '2026-01-31' }, 'date.to', 'must not be before date.from (2026-02-01)'],
    [{ ...JANUARY, sortOrder: 'up' }, 'sortOrder', 'must be one of ASC, DESC, asc, desc'],
    [{ ...JANUARY, sortOrder: 'Desc' }, 'sortOrder', 'must be one of ASC, DESC, asc, desc'],
    [{ ...JANUARY, sortValue: 'Amount' }, 'sortValue', 'must be one of SettlementTxDate'],
    [{ 'date.from': '2026-01-01 00:00:00', 'date.to': '2026-01-31' }, 'date.from', 'yyyy-MM-dd (year 19xx or 20xx)'],
    [{ 'date.from': '2126-01-01', 'date.to': '2126-01-31' }, 'date.from', 'year 19xx or 20xx'],
    [{ 'date.from': '2026-02-30', 'date.to': '2026-03-01' }, 'date.from', 'yyyy-MM-dd'],
    [{ ...JANUARY, entityId: '' }, 'entityId', 'lowercase hexadecimal'],
  ])('refuses %o naming %s', async (params, name, message) => {
    const { get } = gateway();
    for (const path of [report(params), summary(params)]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.result.code).toBe('200.300.404');
      // The description names the parameter first, then says why.
      expect(body.result.description).toContain(`parameter: ${name} `);
      expect(body.result.description).toContain(message);
      expect(body.result.parameterErrors?.[0]).toMatchObject({ name, message: expect.stringContaining(message) });
    }
  });

  it('needs entityId, the Bearer token and the token’s entity', async () => {
    const { get } = gateway();
    const noEntity = await json(await get(`/v1/reports/settlements?${new URLSearchParams(JANUARY)}`));
    expect(noEntity.result.parameterErrors?.[0]).toMatchObject({ name: 'entityId', message: 'is required' });
    expect((await get(report(JANUARY), {})).status).toBe(401);
    expect((await get(report({ ...JANUARY, entityId: 'f'.repeat(32) }))).status).toBe(403);
  });
});
