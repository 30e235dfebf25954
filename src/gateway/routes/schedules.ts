// Subscription schedules for the merchant server (Bearer, entityId of the token): create one on a
// stored registration without charging now, list them, read one, cancel one. Schedules are also
// created by job.* on payments, registrations and checkouts, whose first charge is then.
import { Hono } from 'hono';
import { z } from 'zod';
import { ENTITY_ID, ENTITY_ID_RULE } from '../../shared/checkout-paths.ts';
import { checkedJob } from '../catalogue/job.ts';
import type { RequestValidator } from '../catalogue/kinds.ts';
import { envelope, formatTimestamp, RESULTS } from '../catalogue/results.ts';
import { invalidParameters, notFound, wrongEntity } from '../http/answers.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import { type Schedule, scheduleStatus } from '../subscriptions/schedules.ts';
import type { GatewayContext } from './context.ts';
import { catalogueForm, schemaParams } from './validators.ts';

const scheduleQuery = z.object({
  entityId: z.string().regex(ENTITY_ID, ENTITY_ID_RULE),
  registrationId: z
    .string()
    .regex(/^[a-zA-Z0-9]{32}$/, 'must be a registration id: 32 characters of a-z A-Z 0-9')
    .optional(),
});

/** yyyy-MM-dd HH:mm:ss, the format job.startDate and job.endDate were sent in. */
const jobDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

function scheduleBody(ctx: GatewayContext, s: Schedule): Record<string, unknown> {
  const { job } = s;
  return {
    id: s.id,
    registrationId: s.registrationId,
    status: scheduleStatus(s, ctx.clock.now()),
    ...(s.startedBy ? { initialPaymentId: s.startedBy } : {}),
    paymentType: job.charge.paymentType,
    amount: job.charge.amount,
    currency: job.charge.currency,
    job: {
      ...(job.name ? { name: job.name } : {}),
      expression: job.expression,
      ...(job.startDate ? { startDate: jobDate(job.startDate) } : {}),
      ...(job.endDate ? { endDate: jobDate(job.endDate) } : {}),
      ...(job.notice ? { noticeNumber: String(job.notice.number), noticeUnit: job.notice.unit } : {}),
      ...(job.duration ? { durationNumber: String(job.duration.number), durationUnit: job.duration.unit } : {}),
      noticeCallable: job.noticeCallable,
    },
    createdAt: formatTimestamp(s.createdAt),
    ...(s.nextRunAt ? { nextRunAt: formatTimestamp(s.nextRunAt) } : {}),
    ...(s.cancelledAt ? { cancelledAt: formatTimestamp(s.cancelledAt) } : {}),
    ...(s.cancelEffectiveAt ? { endsAt: formatTimestamp(s.cancelEffectiveAt) } : {}),
    ...(s.endReason ? { endReason: s.endReason } : {}),
    runs: s.runs.map((r) => ({ paymentId: r.paymentId, scheduledFor: formatTimestamp(r.at), result: ctx.store.transaction(r.paymentId)?.result })),
  };
}

export function scheduleRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, config, schedules, store } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  const guard = throttle.guard('schedules', byToken);

  const checkedQuery = schemaParams(ctx, 'query', scheduleQuery, 'required');

  const ownSchedule = (id: string) => {
    const s = schedules.get(id);
    return s && s.entityId === config.entityId ? s : undefined;
  };

  return (
    new Hono()
      .use('/schedules', bearer, guard)
      .use('/schedules/*', bearer, guard)
      // A schedule on a registration stored earlier, beside its payments (/registrations/{id}/payments):
      // its first run comes at the job's first fire time and nothing is charged now (job.* on a
      // registration payment charges at once too). Its parameters are a registration payment's.
      .post('/registrations/:id/schedules', bearer, guard, catalogueForm(ctx, requests, 'registrationPayment'), (c) => {
        const params = c.req.valid('form');
        const registration = store.registration(c.req.param('id'));
        if (!registration || registration.entityId !== config.entityId) return notFound(c, clock, `no registration has the id ${c.req.param('id')}`);
        const job = checkedJob(params, { ownAccount: false });
        if (!job.ok) return invalidParameters(c, clock, job.errors);
        if (!job.job) {
          return invalidParameters(c, clock, [
            { name: 'job.expression', value: '', message: 'is required: a schedule needs job.expression or job.* fields saying when it runs' },
          ]);
        }
        const s = schedules.start({ registration, job: job.job, testMode: params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL' });
        return c.json(envelope(clock, RESULTS.requestSucceeded, scheduleBody(ctx, s)));
      })
      .get('/schedules', checkedQuery, (c) => {
        const { registrationId } = c.req.valid('query');
        const found = schedules.all().filter((s) => s.entityId === config.entityId && (registrationId === undefined || s.registrationId === registrationId));
        return c.json(envelope(clock, RESULTS.requestSucceeded, { schedules: found.map((s) => scheduleBody(ctx, s)) }));
      })
      .get('/schedules/:id', (c) => {
        const entityId = c.req.query('entityId');
        if (entityId !== undefined && entityId !== config.entityId) return wrongEntity(c, clock, entityId);
        const s = ownSchedule(c.req.param('id'));
        if (!s) return notFound(c, clock, `no schedule has the id ${c.req.param('id')}`);
        return c.json(envelope(clock, RESULTS.requestSucceeded, scheduleBody(ctx, s)));
      })
      .delete('/schedules/:id', checkedQuery, (c) => {
        const s = ownSchedule(c.req.param('id'));
        if (!s) return notFound(c, clock, `no schedule has the id ${c.req.param('id')}`);
        schedules.cancel(s);
        return c.json(envelope(clock, RESULTS.requestSucceeded, scheduleBody(ctx, s)));
      })
  );
}
