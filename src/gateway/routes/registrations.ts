// Stored payment data: POST /v1/registrations, payments with it, reading and deleting it.
import { Hono } from 'hono';
import { checkedJob } from '../catalogue/job.ts';
import type { RequestValidator } from '../catalogue/kinds.ts';
import { envelope, RESULTS } from '../catalogue/results.ts';
import { createServerPayment } from '../domain/process.ts';
import { createRegistration, updateRegistration } from '../domain/registrations.ts';
import { httpStatus, paymentBody, registrationBody } from '../domain/response.ts';
import { invalidParameters, notFound, wrongEntity } from '../http/answers.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import type { GatewayContext } from './context.ts';
import { catalogueForm } from './validators.ts';

export function registrationRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, store, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  const guard = throttle.guard('registrations', byToken);

  return (
    new Hono()
      .use('/registrations', bearer, guard)
      .use('/registrations/*', bearer, guard)
      .post('/registrations', catalogueForm(ctx, requests, 'registration'), (c) => {
        const params = c.req.valid('form');
        const job = checkedJob(params, { ownAccount: false });
        if (!job.ok) return invalidParameters(c, clock, job.errors);
        const registration = createRegistration(ctx, config.entityId, params);
        const schedule = job.job && ctx.schedules.start({ registration, job: job.job, testMode: params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL' });
        return c.json({ ...registrationBody(registration, RESULTS.approved, clock), ...(schedule ? { scheduleId: schedule.id } : {}) });
      })
      // New payment data for a stored registration (a renewed card): same id, REGISTRATION UPDATED.
      .post('/registrations/:id', catalogueForm(ctx, requests, 'registration'), (c) => {
        const params = c.req.valid('form');
        const registration = store.registration(c.req.param('id'));
        if (!registration || registration.deleted || registration.entityId !== config.entityId)
          return notFound(c, clock, `no registration has the id ${c.req.param('id')}`);
        const job = Object.keys(params).find((name) => name.startsWith('job.'));
        if (job)
          return invalidParameters(c, clock, [
            { name: job, value: params[job] ?? '', message: 'is not taken by an update: start a schedule with POST /v1/registrations/{id}/schedules' },
          ]);
        return c.json(registrationBody(updateRegistration(ctx, registration, params), RESULTS.approved, clock));
      })
      .get('/registrations/:id', (c) => {
        const entityId = c.req.query('entityId');
        if (entityId !== undefined && entityId !== config.entityId) return wrongEntity(c, clock, entityId);
        const registration = store.registration(c.req.param('id'));
        if (!registration) return notFound(c, clock, `no registration has the id ${c.req.param('id')}`);
        return c.json(registrationBody(registration, RESULTS.requestSucceeded, clock));
      })
      .delete('/registrations/:id', (c) => {
        const entityId = c.req.query('entityId');
        if (!entityId) return invalidParameters(c, clock, [{ name: 'entityId', value: '', message: 'is required' }]);
        if (entityId !== config.entityId) return wrongEntity(c, clock, entityId);
        const registration = store.registration(c.req.param('id'));
        if (!registration) return notFound(c, clock, `no registration has the id ${c.req.param('id')}`);
        registration.deleted = true;
        // The stored card number is forgotten with the registration.
        delete registration.cardNumber;
        ctx.schedules.registrationDeleted(registration.id);
        ctx.webhooks.notify('REGISTRATION', 'DELETED', registrationBody(registration, RESULTS.requestSucceeded, clock));
        return c.json(envelope(clock, RESULTS.requestSucceeded, { id: registration.id }));
      })
      .post('/registrations/:id/payments', catalogueForm(ctx, requests, 'registrationPayment'), (c) => {
        const params = c.req.valid('form');
        const registration = store.registration(c.req.param('id'));
        if (!registration) return notFound(c, clock, `no registration has the id ${c.req.param('id')}`);
        const job = checkedJob(params, { ownAccount: false });
        if (!job.ok) return invalidParameters(c, clock, job.errors);
        const tx = createServerPayment(ctx, params, registration, job.job);
        return c.json(paymentBody(tx, clock), httpStatus(tx));
      })
  );
}
