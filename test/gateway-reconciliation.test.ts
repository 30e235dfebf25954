// Settlement on the movable clock and the reconciliation files it writes (gateway-api.md 2.7):
// the 02:00 UTC daily run, fees, refunds, quoting, the manual trigger, HTTP download, a real folder.
import { mkdtemp, readFile as readDiskFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGatewayApp } from '../src/gateway/app.ts';
import { ManualClock } from '../src/gateway/platform/clock.ts';
import { memorySink } from '../src/gateway/settlement/files.ts';
import { AUTH, config, FORM, gateway, json, s2s } from './support/gateway.ts';
import { fileName, HOUR, readFile, recordsOf, SPEC_COLUMNS } from './support/reconciliation.ts';

const followUp = (paymentType: string, amount: string) => ({ entityId: config.entityId, paymentType, amount, currency: 'EUR' });

/** A gateway at 2026-01-15 10:00 UTC whose files stay in memory. */
function settling() {
  const sink = memorySink();
  return { ...gateway({ sink }), sink };
}

describe('daily settlement run', () => {
  it('settles the previous day at 02:00 UTC: debits, captures and refunds with their fees, nothing unsuccessful', async () => {
    const { post, clock, scheduler, sink } = settling();
    const db = await json(await post('/v1/payments', s2s({ amount: '100.00' })));
    const rf = await json(await post(`/v1/payments/${db.id}`, followUp('RF', '30.00')));
    const pa = await json(await post('/v1/payments', s2s({ paymentType: 'PA', amount: '50.00' })));
    const cp = await json(await post(`/v1/payments/${pa.id}`, followUp('CP', '20.00')));
    const declined = await json(await post('/v1/payments', s2s({ 'card.number': '4000000000000002' })));
    const refused = await json(await post(`/v1/payments/${db.id}`, followUp('RF', '500.00')));
    expect(refused.result.code).toBe('700.400.200');

    clock.advance(16 * HOUR - 1000); // 2026-01-16 01:59:59
    await scheduler.runDue();
    expect(sink.files.size).toBe(0);
    clock.advance(1000);
    await scheduler.runDue();

    const records = recordsOf(sink, '2026-01-16');
    const summary = records.map((r) => [r.ReconciliationType, r.PaymentType, r.Cashflow, r.UniqueID, r.Amount, r.SettlementFee]);
    expect(summary).toEqual([
      ['SETTLED', 'DEBIT', 'POS', db.id, '100.00', '0.00'],
      // 1.40 % of 100.00 plus 0.20
      ['FEE', 'CAPTURE_FEE', 'NEG', db.id, '1.60', '1.60'],
      ['SETTLED', 'REFUND', 'NEG', rf.id, '30.00', '0.00'],
      ['FEE', 'REFUND_FEE', 'NEG', rf.id, '0.25', '0.25'],
      // A pre-authorisation moves no money: it costs its fee, the capture settles.
      ['FEE', 'AUTH_FEE', 'NEG', pa.id, '0.05', '0.05'],
      ['SETTLED', 'DEBIT', 'POS', cp.id, '20.00', '0.00'],
      ['FEE', 'CAPTURE_FEE', 'NEG', cp.id, '0.48', '0.48'],
    ]);
    expect(records.map((r) => r.UniqueID)).not.toContain(declined.id);
    expect(records.map((r) => r.UniqueID)).not.toContain(refused.id);
    for (const r of records) {
      expect(r).toMatchObject({
        SettlementDate: '2026-01-16',
        SettlementStatus: 'SUCCESS',
        Currency: 'EUR',
        SettlementCurrency: 'EUR',
        SettlementFxRate: '1.00',
        MerchantId: config.entityId,
        MatchingStatus: 'MATCHED',
        ChargebackId: '',
      });
      expect(r.MatchedTransactions).toBe(r.UniqueID);
      expect(r.SettlementAmount).toBe(r.Amount);
      expect(r.TxRequestTime).toBe('2026-01-15 10:00:00+0000');
    }
    expect(records[0]).toMatchObject({ Brand: 'VISA', AccountNumberLast4: '0000', AccountHolder: 'Jane Doe' });
  });

  it('settles each transaction once, and writes a file for every day, empty or not', async () => {
    const { post, clock, scheduler, sink } = settling();
    const first = await json(await post('/v1/payments', s2s()));
    clock.advance(24 * HOUR); // 2026-01-16 10:00: the 02:00 run took the first payment
    await scheduler.runDue();
    const second = await json(await post('/v1/payments', s2s()));
    clock.advance(24 * HOUR); // 2026-01-17 10:00
    await scheduler.runDue();
    expect(
      recordsOf(sink, '2026-01-16')
        .filter((r) => r.ReconciliationType === 'SETTLED')
        .map((r) => r.UniqueID),
    ).toEqual([first.id]);
    expect(
      recordsOf(sink, '2026-01-17')
        .filter((r) => r.ReconciliationType === 'SETTLED')
        .map((r) => r.UniqueID),
    ).toEqual([second.id]);
    clock.advance(24 * HOUR);
    await scheduler.runDue();
    const empty = sink.files.get(fileName('2026-01-18')) ?? '';
    expect(empty).toBe(`${SPEC_COLUMNS.join(';')}\r\n`);
  });

  it('catches up on the days the clock jumped over, one file each, and stays armed', async () => {
    const { post, clock, scheduler, sink } = settling();
    await post('/v1/payments', s2s());
    clock.advance(4 * 24 * HOUR); // 2026-01-19 10:00: runs of the 16th, 17th, 18th and 19th are due
    await scheduler.runDue();
    expect([...sink.files.keys()].sort()).toEqual(['2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19'].map(fileName));
    expect(recordsOf(sink, '2026-01-16')).toHaveLength(2);
    expect(recordsOf(sink, '2026-01-17')).toHaveLength(0);
    clock.advance(24 * HOUR);
    await scheduler.runDue();
    expect(sink.files.has(fileName('2026-01-20'))).toBe(true);
  });

  it('settles a 3-D Secure payment still open at a run with the next run', async () => {
    const { post, app, clock, scheduler, sink } = settling();
    clock.advance(15 * HOUR + 50 * 60_000); // 2026-01-16 01:50
    const pending = await json(await post('/v1/payments', s2s({ 'card.number': '4000000000000036' })));
    clock.advance(10 * 60_000); // 02:00: the daily run, while the shopper is still at the ACS (open 15 minutes)
    await scheduler.runDue();
    expect(recordsOf(sink, '2026-01-16')).toHaveLength(0);
    clock.advance(5 * 60_000); // 02:05: authenticated
    const token = pending.redirect?.parameters[0]?.value ?? '';
    await app.request(new URL(pending.redirect?.url ?? '').pathname, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ token, decision: 'authenticate' }),
    });
    clock.advance(24 * HOUR);
    await scheduler.runDue();
    expect(recordsOf(sink, '2026-01-17').map((r) => [r.ReconciliationType, r.UniqueID, r.TxRequestTime])).toEqual([
      ['SETTLED', pending.id, '2026-01-16 01:50:00+0000'],
      ['FEE', pending.id, '2026-01-16 01:50:00+0000'],
    ]);
  });

  it('quotes a bank account holder with a semicolon and quotes so the row keeps 36 fields', async () => {
    const { post, sink } = settling();
    const holder = 'Doe; "Jane" & Co';
    const sepa = await json(
      await post('/v1/payments', {
        entityId: config.entityId,
        amount: '12.34',
        currency: 'EUR',
        paymentType: 'DB',
        paymentBrand: 'DIRECTDEBIT_SEPA',
        'bankAccount.iban': 'DE89370400440532013000',
        'bankAccount.bic': 'COBADEFFXXX',
        'bankAccount.holder': holder,
      }),
    );
    expect(sepa.result.code).toBe('000.100.110');
    await post('/v1/simulators/settlement?date=2026-01-16', {});
    const content = sink.files.get(fileName('2026-01-16')) ?? '';
    expect(content).toContain('"Doe; ""Jane"" & Co"');
    const [settled] = readFile(content).records;
    expect(settled).toMatchObject({
      UniqueID: sepa.id,
      AccountHolder: holder,
      AccountNumberLast4: '3000',
      BankCode: 'COBADEFFXXX',
      Brand: 'DIRECTDEBIT_SEPA',
      Amount: '12.34',
    });
  });
});

describe('POST /v1/simulators/settlement', () => {
  it('runs for a date given in the query or the body, at most tomorrow, and repeats without settling twice', async () => {
    const { post, sink } = settling();
    const paid = await json(await post('/v1/payments', s2s()));
    // Tomorrow's run settles today's payments so far.
    const run = await json(await post('/v1/simulators/settlement?date=2026-01-16', {}));
    expect(run.result.code).toBe('000.000.100');
    expect(run).toMatchObject({
      settlementDate: '2026-01-16',
      addedRecords: 2,
      reconciliations: [{ fileName: fileName('2026-01-16'), records: 2, url: `/v1/reconciliations/${fileName('2026-01-16')}` }],
    });
    const again = await json(await post('/v1/simulators/settlement', { entityId: config.entityId, date: '2026-01-16' }));
    expect(again).toMatchObject({ addedRecords: 0, reconciliations: [{ records: 2 }] });
    expect(recordsOf(sink, '2026-01-16').map((r) => r.UniqueID)).toEqual([paid.id, paid.id]);
  });

  it('without a date settles up to yesterday under today', async () => {
    const { post, sink } = settling();
    await post('/v1/payments', s2s());
    const run = await json(await post('/v1/simulators/settlement', {}));
    expect(run.settlementDate).toBe('2026-01-15');
    // Today's payment is not yesterday's: it waits for the next run.
    expect(recordsOf(sink, '2026-01-15')).toHaveLength(0);
  });

  it.each([
    [{ date: '2026-01-17' }, 'date', 'must not be after 2026-01-16'],
    [{ date: '2026-1-16' }, 'date', 'yyyy-MM-dd'],
    [{ date: '2026-02-30' }, 'date', 'yyyy-MM-dd'],
    [{ entityId: 'ABC' }, 'entityId', 'lowercase hexadecimal'],
  ])('refuses %o naming %s', async (params, name, message) => {
    const { post } = settling();
    const res = await post('/v1/simulators/settlement', params);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.result.code).toBe('200.300.404');
    expect(body.result.parameterErrors?.[0]?.name).toBe(name);
    expect(body.result.parameterErrors?.[0]?.message).toContain(message);
  });

  it('needs the Bearer token and the token’s entity', async () => {
    const { post } = settling();
    expect((await post('/v1/simulators/settlement', {}, {})).status).toBe(401);
    expect((await post('/v1/simulators/settlement', {}, { Authorization: 'Bearer someone-elses-token' })).status).toBe(403);
    expect((await post('/v1/simulators/settlement', { entityId: 'f'.repeat(32) })).status).toBe(403);
  });
});

describe('GET /v1/reconciliations', () => {
  it('lists the files and answers each as a text/csv download', async () => {
    const { post, get, clock, scheduler, sink } = settling();
    await post('/v1/payments', s2s());
    for (const hours of [16, 24]) {
      clock.advance(hours * HOUR); // the 02:00 runs of the 16th and the 17th
      await scheduler.runDue();
    }
    const list = await json(await get(`/v1/reconciliations?entityId=${config.entityId}`));
    expect(list.result.code).toBe('000.000.100');
    expect(list.reconciliations).toEqual([
      {
        fileName: fileName('2026-01-16'),
        settlementDate: '2026-01-16',
        records: 2,
        writtenAt: '2026-01-16 02:00:00+0000',
        url: `/v1/reconciliations/${fileName('2026-01-16')}`,
      },
      {
        fileName: fileName('2026-01-17'),
        settlementDate: '2026-01-17',
        records: 0,
        writtenAt: '2026-01-17 02:00:00+0000',
        url: `/v1/reconciliations/${fileName('2026-01-17')}`,
      },
    ]);
    const res = await get(`/v1/reconciliations/${fileName('2026-01-16')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="${fileName('2026-01-16')}"`);
    expect(await res.text()).toBe(sink.files.get(fileName('2026-01-16')));
  });

  it('answers 404 for a name it did not write, 400 without entityId, 401 without the token', async () => {
    const { get } = settling();
    const missing = await get(`/reconciliations/${fileName('2026-01-16')}`);
    expect(missing.status).toBe(404);
    expect((await json(missing)).result.description).toContain('no reconciliation file is named');
    const noEntity = await json(await get('/v1/reconciliations'));
    expect(noEntity.result.parameterErrors?.[0]).toMatchObject({ name: 'entityId', message: 'is required' });
    expect((await get(`/v1/reconciliations?entityId=${config.entityId}`, {})).status).toBe(401);
    expect((await get(`/v1/reconciliations?entityId=${'f'.repeat(32)}`)).status).toBe(403);
  });
});

describe('the reconciliation folder', () => {
  it('gets a real file per run in GATEWAY_RECONCILIATION_DIR when no sink is injected', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recon-test-'));
    try {
      const clock = new ManualClock('2026-01-15T10:00:00Z');
      const { app, scheduler } = createGatewayApp({ config: { ...config, reconciliationDir: join(dir, 'nested') }, clock });
      const paid = (await (await app.request('/v1/payments', { method: 'POST', headers: { ...AUTH, ...FORM }, body: new URLSearchParams(s2s()) })).json()) as {
        id: string;
      };
      clock.advance(16 * HOUR);
      await scheduler.runDue();
      expect(await readdir(join(dir, 'nested'))).toEqual([fileName('2026-01-16')]);
      const content = await readDiskFile(join(dir, 'nested', fileName('2026-01-16')), 'utf8');
      expect(readFile(content).records.map((r) => [r.ReconciliationType, r.UniqueID])).toEqual([
        ['SETTLED', paid.id],
        ['FEE', paid.id],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps settling and serving files when the folder cannot be written', async () => {
    const log: string[] = [];
    const clock = new ManualClock('2026-01-15T10:00:00Z');
    const failing = { location: '/nowhere', write: async () => Promise.reject(new Error('EACCES: permission denied')) };
    const { app } = createGatewayApp({ config, clock, log: (line) => log.push(line), reconciliationSink: failing });
    const res = await app.request('/v1/simulators/settlement?date=2026-01-15', { method: 'POST', headers: AUTH });
    expect(res.status).toBe(200);
    expect(log.some((line) => line.includes(`${fileName('2026-01-15')} not written to /nowhere`))).toBe(true);
    expect((await app.request(`/v1/reconciliations/${fileName('2026-01-15')}`, { headers: AUTH })).status).toBe(200);
  });
});
