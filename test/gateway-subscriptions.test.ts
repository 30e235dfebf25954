// Subscriptions: job.* on payments, registrations and checkouts starts a schedule whose runs are
// ordinary payments on the registration, fired by the Scheduler on the manual clock.
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_CODES } from '../src/shared/brands.ts';
import { AUTH, config, gateway, type Json, json, s2s, validCard } from './support/gateway.ts';

const DAY = 86_400_000;
const E = `entityId=${config.entityId}`;
const YEAR_QUERY = `/v1/query?${E}&date.from=2026-01-01%2000:00:00&date.to=2027-12-31%2023:59:59`;

type G = ReturnType<typeof gateway>;

interface ScheduleJson {
  id: string;
  registrationId: string;
  status: string;
  initialPaymentId?: string;
  amount: string;
  currency: string;
  paymentType: string;
  job: { expression: string; endDate?: string };
  nextRunAt?: string;
  endsAt?: string;
  endReason?: string;
  runs: Array<{ paymentId: string; scheduledFor: string; result?: { code: string } }>;
}

/** Moves the clock a day at a time, running what falls due each day, as `npm start`'s ticker would. */
async function days(g: G, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    g.clock.advance(DAY);
    await g.scheduler.runDue();
  }
}

const schedule = async (g: G, id: string) => (await (await g.get(`/v1/schedules/${id}?${E}`)).json()) as ScheduleJson;
const cancel = async (g: G, id: string) => g.app.request(`/v1/schedules/${id}?${E}`, { method: 'DELETE', headers: AUTH });
const runsOf = async (g: G, scheduleId: string) =>
  ((await json(await g.get(YEAR_QUERY))).payments ?? []).filter((p) => p.scheduleId === scheduleId && p.scheduleRun !== undefined);

const monthly = { 'job.expression': '0 0 0 1 * ?', 'job.endDate': '2026-04-15 00:00:00' };

describe('a schedule on a stored registration (POST /v1/registrations/{id}/schedules)', () => {
  it('charges nothing now, runs at its fire times, and is listed and cancelled as any schedule', async () => {
    const g = gateway();
    const stored = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard() }));
    const registrationId = String(stored.id);
    const res = await g.post(`/v1/registrations/${registrationId}/schedules`, {
      entityId: config.entityId,
      paymentType: 'DB',
      amount: '4.50',
      currency: 'EUR',
      ...monthly,
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as ScheduleJson & { result: { code: string } };
    expect(created).toMatchObject({ registrationId, paymentType: 'DB', amount: '4.50', currency: 'EUR', nextRunAt: '2026-02-01 00:00:00+0000', runs: [] });
    expect(created.initialPaymentId).toBeUndefined();
    // Nothing was charged now.
    expect((await json(await g.get(YEAR_QUERY))).payments ?? []).toEqual([]);
    const listed = (await (await g.get(`/v1/schedules?${E}&registrationId=${registrationId}`)).json()) as { schedules: ScheduleJson[] };
    expect(listed.schedules.map((s) => s.id)).toEqual([created.id]);
    await days(g, 40);
    expect((await runsOf(g, created.id)).map((r) => [r.scheduleRun, r.amount, r.registrationId])).toEqual([[1, '4.50', registrationId]]);
    expect((await cancel(g, created.id)).status).toBe(200);
    await days(g, 60);
    expect(await runsOf(g, created.id)).toHaveLength(1);
  });

  it('needs a stored registration of this entity and a job, and says which parameter is wrong', async () => {
    const g = gateway();
    const base = { entityId: config.entityId, paymentType: 'DB', amount: '4.50', currency: 'EUR' };
    expect((await g.post(`/v1/registrations/${'a'.repeat(32)}/schedules`, { ...base, ...monthly })).status).toBe(404);
    const stored = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard() }));
    const at = `/v1/registrations/${String(stored.id)}/schedules`;
    const noJob = await json(await g.post(at, base));
    expect(noJob.result.parameterErrors?.map((e) => e.name)).toEqual(['job.expression']);
    const refund = await json(await g.post(at, { ...base, paymentType: 'RF', ...monthly }));
    expect(refund.result.parameterErrors?.map((e) => e.name)).toEqual(['paymentType']);
    expect((await g.post(at, { ...base, ...monthly }, {})).status).toBe(401);
  });
});

describe('a monthly subscription started by a payment', () => {
  it('runs exactly three times in three months, as normal payments, and stops at its end date', async () => {
    const g = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const first = await json(await g.post('/v1/payments', s2s({ amount: '9.99', ...monthly })));
    expect(first.result.code).toBe('000.100.110');
    expect(first.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
    const scheduleId = String(first.scheduleId);
    expect(scheduleId).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect((await schedule(g, scheduleId)).nextRunAt).toBe('2026-02-01 00:00:00+0000');

    await days(g, 150);

    const runs = await runsOf(g, scheduleId);
    expect(runs.map((r) => [r.scheduleRun, r.amount, r.currency, r.paymentType, r.registrationId, r.result.code])).toEqual([
      [1, '9.99', 'EUR', 'DB', first.registrationId, '000.100.110'],
      [2, '9.99', 'EUR', 'DB', first.registrationId, '000.100.110'],
      [3, '9.99', 'EUR', 'DB', first.registrationId, '000.100.110'],
    ]);
    const s = await schedule(g, scheduleId);
    expect(s.status).toBe('ENDED');
    expect(s.initialPaymentId).toBe(first.id);
    expect(s.runs.map((r) => [r.scheduledFor, r.result?.code])).toEqual([
      ['2026-02-01 00:00:00+0000', '000.100.110'],
      ['2026-03-01 00:00:00+0000', '000.100.110'],
      ['2026-04-01 00:00:00+0000', '000.100.110'],
    ]);
    expect(s.runs.map((r) => r.paymentId)).toEqual(runs.map((r) => r.id));
    expect(s.nextRunAt).toBeUndefined();
    // Each run is notified like any payment, marked with the schedule.
    const created = g.outbound
      .map((o) => JSON.parse(o.body) as { type: string; action: string; payload: Json })
      .filter((n) => n.type === 'PAYMENT' && n.action === 'CREATED');
    expect(created.map((n) => n.payload.scheduleRun ?? 0)).toEqual([0, 1, 2, 3]);
    expect(created.every((n) => n.payload.scheduleId === scheduleId)).toBe(true);
    // A run is a payment like any other: it can be refunded.
    const refund = await json(await g.post(`/v1/payments/${runs[0]?.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '9.99', currency: 'EUR' }));
    expect(refund.result.code).toBe('000.100.110');
  });

  it('runs the missed fire times once each when the clock jumps three months at once', async () => {
    const g = gateway();
    const first = await json(await g.post('/v1/payments', s2s(monthly)));
    g.clock.advance(120 * DAY);
    await g.scheduler.runDue();
    expect((await runsOf(g, String(first.scheduleId))).map((r) => r.scheduleRun)).toEqual([1, 2, 3]);
  });
});

describe('a schedule from the single job fields on a registration', () => {
  it('uses the fields with their defaults and charges the amount of the registration request', async () => {
    const g = gateway();
    const res = await g.post('/v1/registrations', {
      entityId: config.entityId,
      ...validCard(),
      amount: '20.00',
      currency: 'EUR',
      'job.dayOfMonth': '1',
      'job.month': '*',
      'job.hour': '6',
      'job.endDate': '2026-04-30 23:59:59',
    });
    const body = await json(res);
    expect(res.status).toBe(200);
    const s = await schedule(g, String(body.scheduleId));
    expect(s.registrationId).toBe(body.id);
    expect(s.job.expression).toBe('0 0 6 1 * ? *');
    await days(g, 120);
    expect((await runsOf(g, s.id)).map((r) => [r.amount, r.registrationId])).toEqual([
      ['20.00', body.id],
      ['20.00', body.id],
      ['20.00', body.id],
    ]);
    expect((await schedule(g, s.id)).runs.map((r) => r.scheduledFor)).toEqual([
      '2026-02-01 06:00:00+0000',
      '2026-03-01 06:00:00+0000',
      '2026-04-01 06:00:00+0000',
    ]);
  });

  it('follows the catalogue defaults: job.name alone runs yearly on 1 January at midnight', async () => {
    const g = gateway();
    const body = await json(
      await g.post('/v1/registrations', { entityId: config.entityId, ...validCard(), amount: '99.00', currency: 'EUR', 'job.name': 'yearly fee' }),
    );
    const s = await schedule(g, String(body.scheduleId));
    expect(s.job.expression).toBe('0 0 0 1 1 ? *');
    expect(s.nextRunAt).toBe('2027-01-01 00:00:00+0000');
  });

  it('pays with a registration on POST /v1/registrations/{id}/payments and schedules on it', async () => {
    const g = gateway();
    const reg = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard() }));
    const paid = await json(
      await g.post(`/v1/registrations/${reg.id}/payments`, { entityId: config.entityId, amount: '5.00', currency: 'EUR', paymentType: 'PA', ...monthly }),
    );
    expect(paid.registrationId).toBe(reg.id);
    await days(g, 40);
    expect((await runsOf(g, String(paid.scheduleId))).map((r) => [r.paymentType, r.registrationId])).toEqual([['PA', reg.id]]);
  });
});

describe('cancelling a schedule', () => {
  it('stops it at once: a cancelled schedule runs no more', async () => {
    const g = gateway();
    const first = await json(await g.post('/v1/payments', s2s({ 'job.expression': '0 0 0 1 * ?' })));
    const id = String(first.scheduleId);
    await days(g, 20);
    expect(await runsOf(g, id)).toHaveLength(1);
    const res = await cancel(g, id);
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as ScheduleJson;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.nextRunAt).toBeUndefined();
    await days(g, 120);
    expect(await runsOf(g, id)).toHaveLength(1);
    // A repeated DELETE changes nothing.
    expect(((await (await cancel(g, id)).json()) as ScheduleJson).status).toBe('CANCELLED');
  });

  it('honours a notice period: runs due within it still happen', async () => {
    const g = gateway();
    const first = await json(await g.post('/v1/payments', s2s({ 'job.expression': '0 0 0 1 * ?', 'job.noticeNumber': '1', 'job.noticeUnit': 'MONTH' })));
    const id = String(first.scheduleId);
    await days(g, 26); // 10 February
    const ending = (await (await cancel(g, id)).json()) as ScheduleJson;
    expect(ending.status).toBe('ENDING');
    expect(ending.endsAt).toBe('2026-03-10 10:00:00+0000');
    await days(g, 120);
    const s = await schedule(g, id);
    expect(s.runs.map((r) => r.scheduledFor.slice(0, 10))).toEqual(['2026-02-01', '2026-03-01']);
    expect(await runsOf(g, id)).toHaveLength(2);
    expect(s.status).toBe('CANCELLED');
  });

  it('with DURATION_END, ends at the end of the duration term beyond the notice', async () => {
    const g = gateway();
    const first = await json(
      await g.post(
        '/v1/payments',
        s2s({
          'job.expression': '0 0 0 1 * ?',
          'job.durationNumber': '3',
          'job.durationUnit': 'MONTH',
          'job.noticeNumber': '1',
          'job.noticeUnit': 'WEEK',
          'job.noticeCallable': 'DURATION_END',
        }),
      ),
    );
    const id = String(first.scheduleId);
    await days(g, 26);
    expect(((await (await cancel(g, id)).json()) as ScheduleJson).endsAt).toBe('2026-04-15 10:00:00+0000');
    await days(g, 120);
    expect((await schedule(g, id)).runs.map((r) => r.scheduledFor.slice(0, 10))).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    expect(await runsOf(g, id)).toHaveLength(3);
  });

  it('finds the end of a tiny duration term far beyond a long notice without walking every term', async () => {
    const g = gateway();
    const first = await json(
      await g.post(
        '/v1/payments',
        s2s({
          'job.expression': '0 0 0 1 * ?',
          'job.durationNumber': '1',
          'job.durationUnit': 'SECOND',
          'job.noticeNumber': '10',
          'job.noticeUnit': 'YEAR',
          'job.noticeCallable': 'DURATION_END',
        }),
      ),
    );
    const started = performance.now();
    const cancelled = (await (await cancel(g, String(first.scheduleId))).json()) as ScheduleJson;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(cancelled.endsAt).toBe('2036-01-15 10:00:00+0000');
    expect(cancelled.status).toBe('ENDING');
  });

  it('ends a schedule whose registration was deleted, without a run', async () => {
    const g = gateway();
    const first = await json(await g.post('/v1/payments', s2s({ 'job.expression': '0 0 0 1 * ?' })));
    await g.app.request(`/v1/registrations/${first.registrationId}?${E}`, { method: 'DELETE', headers: AUTH });
    expect((await schedule(g, String(first.scheduleId))).status).toBe('ENDED');
    await days(g, 40);
    const s = await schedule(g, String(first.scheduleId));
    expect(s.status).toBe('ENDED');
    expect(s.endReason).toBe('the registration was deleted');
    expect(s.runs).toEqual([]);
  });
});

describe('schedules and 3-D Secure', () => {
  async function challenged(decision: 'authenticate' | 'fail') {
    const g = gateway();
    const pending = await json(await g.post('/v1/payments', s2s({ 'card.number': '4000000000000036', ...monthly })));
    expect(pending.result.code).toBe('000.200.000');
    expect(pending.scheduleId).toBeUndefined();
    const token = pending.redirect?.parameters[0]?.value ?? '';
    await g.app.request(new URL(pending.redirect?.url ?? '').pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision }),
    });
    return { g, final: await json(await g.get(`/v1/payments/${pending.id}`)) };
  }

  it('starts the schedule once the shopper authenticated, and runs it on the stored card', async () => {
    const { g, final } = await challenged('authenticate');
    expect(final.scheduleId).toMatch(/^[a-zA-Z0-9]{32}$/);
    await days(g, 20);
    expect((await runsOf(g, String(final.scheduleId))).map((r) => r.result.code)).toEqual(['000.100.110']);
  });

  it('starts none when authentication fails', async () => {
    const { g, final } = await challenged('fail');
    expect(final.scheduleId).toBeUndefined();
    expect(((await (await g.get(`/v1/schedules?${E}`)).json()) as { schedules: unknown[] }).schedules).toEqual([]);
  });
});

describe('a subscription checkout', () => {
  it('offers only storable brands, stores the shopper card and runs on it', async () => {
    const g = gateway();
    const id = await g.createCheckout({ amount: '15.00', ...monthly });
    const config_ = (await (await g.get(`/v1/checkouts/${id}/widget-config`, {})).json()) as { brands?: string[] };
    expect(config_.brands).toEqual([...CARD_BRAND_CODES, 'DIRECTDEBIT_SEPA']);
    const paypal = await g.post(`/v1/checkouts/${id}/payment`, { paymentBrand: 'PAYPAL' }, {});
    expect(paypal.status).toBe(400);
    expect((await json(paypal)).result.parameterErrors?.[0]?.name).toBe('paymentBrand');
    const paid = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard(), {}));
    expect(paid.result.code).toBe('000.100.110');
    expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
    await days(g, 20);
    expect((await runsOf(g, String(paid.scheduleId))).map((r) => [r.amount, r.registrationId])).toEqual([['15.00', paid.registrationId]]);
  });

  it('refuses job parameters from the shopper submission, naming them, and pays without a schedule after', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const refused = await g.post(`/v1/checkouts/${id}/payment`, validCard({ 'job.expression': '0 0 0 1 * ?' }), {});
    expect(refused.status).toBe(400);
    expect((await json(refused)).result.parameterErrors?.[0]?.name).toBe('job.expression');
    const paid = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard(), {}));
    expect(paid.result.code).toBe('000.100.110');
    expect(paid.scheduleId).toBeUndefined();
    expect(paid.registrationId).toBeUndefined();
  });

  it('starts a schedule on the registration of a registration checkout', async () => {
    const g = gateway();
    const id = await g.createCheckout({ paymentType: 'RG', amount: '3.00', currency: 'EUR', ...monthly });
    const reg = await json(await g.post(`/v1/checkouts/${id}/registration`, validCard(), {}));
    const listed = (await (await g.get(`/v1/schedules?${E}&registrationId=${reg.id}`)).json()) as { schedules: ScheduleJson[] };
    expect(listed.schedules.map((s) => [s.registrationId, s.amount, s.status])).toEqual([[reg.id, '3.00', 'ACTIVE']]);
  });
});

describe('refusals, before anything is charged', () => {
  it.each([
    [
      'a redirect brand',
      { paymentBrand: 'PAYPAL', 'card.number': undefined, 'job.expression': '0 0 0 1 * ?' },
      'job.expression',
      'needs payment data the gateway can store',
    ],
    ['createRegistration=false', { createRegistration: 'false', 'job.dayOfMonth': '1' }, 'createRegistration', 'cannot be false with job.dayOfMonth'],
    ['two restricting day fields', { 'job.dayOfMonth': '1', 'job.dayOfWeek': 'MON' }, 'job.dayOfWeek', 'set one of the two to ?'],
    ['two restricting day fields in an expression', { 'job.expression': '0 0 0 1 * MON' }, 'job.expression', 'set one of the two to ?'],
    ['a notice number without its unit', { 'job.expression': '0 0 0 1 * ?', 'job.noticeNumber': '2' }, 'job.noticeUnit', 'is required with job.noticeNumber'],
    [
      'DURATION_END without a duration',
      { 'job.expression': '0 0 0 1 * ?', 'job.noticeCallable': 'DURATION_END' },
      'job.noticeCallable',
      'needs job.durationNumber',
    ],
    ['a credit', { paymentType: 'CD', 'job.expression': '0 0 0 1 * ?' }, 'paymentType', 'must be DB or PA'],
  ])('refuses %s on POST /v1/payments, naming %s', async (_title, overrides, name, message) => {
    const g = gateway();
    const request = Object.fromEntries(Object.entries(s2s(overrides as Record<string, string>)).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const res = await g.post('/v1/payments', request);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.result.code).toBe('200.300.404');
    expect(body.result.parameterErrors?.[0]).toMatchObject({ name });
    expect(body.result.parameterErrors?.[0]?.message).toContain(message);
    expect(body.result.description).toContain(name);
    expect((await json(await g.get(YEAR_QUERY))).payments).toEqual([]);
  });

  it('refuses a registration job without an amount to charge', async () => {
    const g = gateway();
    const body = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard(), 'job.expression': '0 0 0 1 * ?' }));
    expect(body.result.parameterErrors?.map((e) => e.name)).toEqual(['amount', 'currency']);
  });
});

describe('the schedule routes', () => {
  it('need the Bearer token and the entity of the token', async () => {
    const g = gateway();
    expect((await g.get(`/v1/schedules?${E}`, {})).status).toBe(401);
    const missing = await g.get('/v1/schedules');
    expect(missing.status).toBe(400);
    expect((await json(missing)).result.parameterErrors?.[0]).toMatchObject({ name: 'entityId', message: 'is required' });
    expect((await g.get(`/v1/schedules?entityId=${'a'.repeat(32)}`)).status).toBe(403);
    expect((await g.app.request(`/v1/schedules/${'b'.repeat(32)}?${E}`, { method: 'DELETE', headers: AUTH })).status).toBe(404);
    expect((await g.app.request(`/v1/schedules/${'b'.repeat(32)}`, { method: 'DELETE', headers: AUTH })).status).toBe(400);
  });

  it('list every schedule of the entity, filtered by registration', async () => {
    const g = gateway();
    const a = await json(await g.post('/v1/payments', s2s(monthly)));
    const b = await json(await g.post('/v1/payments', s2s(monthly)));
    const all = (await (await g.get(`/v1/schedules?${E}`)).json()) as { result: { code: string }; schedules: ScheduleJson[] };
    expect(all.result.code).toBe('000.000.100');
    expect(all.schedules.map((s) => s.id).sort()).toEqual([a.scheduleId, b.scheduleId].sort());
    const one = (await (await g.get(`/v1/schedules?${E}&registrationId=${b.registrationId}`)).json()) as { schedules: ScheduleJson[] };
    expect(one.schedules.map((s) => s.id)).toEqual([b.scheduleId]);
  });
});
