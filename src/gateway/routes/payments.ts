// Server-to-server payments: POST /v1/payments, GET /v1/payments/{id}, and follow-ups
// (capture, refund, reversal) as POST /v1/payments/{id}.
import { Hono } from 'hono';
import { checkedJob } from '../catalogue/job.ts';
import type { RequestValidator } from '../catalogue/kinds.ts';
import { type FollowUpType, followUp } from '../domain/follow-ups.ts';
import { createServerPayment } from '../domain/process.ts';
import { httpStatus, paymentBody } from '../domain/response.ts';
import { invalidParameters, notFound, wrongEntity } from '../http/answers.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import type { GatewayContext } from './context.ts';
import { catalogueForm } from './validators.ts';

export function paymentRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, store, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);

  return new Hono()
    .use('/payments', bearer)
    .use('/payments/*', bearer)
    .post('/payments', throttle.guard('payments.create', byToken), catalogueForm(ctx, requests, 'payment'), (c) => {
      const params = c.req.valid('form');
      // referenceUuid names an earlier transaction (REAUTHORIZATION, INCREMENTAL_AUTH): it must exist.
      const reference = params.referenceUuid;
      if (reference !== undefined && !store.transaction(reference)) {
        return invalidParameters(c, clock, [{ name: 'referenceUuid', value: reference, message: 'matches no transaction' }]);
      }
      const job = checkedJob(params, { ownAccount: true });
      if (!job.ok) return invalidParameters(c, clock, job.errors);
      const tx = createServerPayment(ctx, params, undefined, job.job);
      if (reference) tx.referencedId = reference;
      return c.json(paymentBody(tx, clock), httpStatus(tx));
    })
    .get('/payments/:id', throttle.guard('payments.get', byToken), (c) => {
      const entityId = c.req.query('entityId');
      if (entityId !== undefined && entityId !== config.entityId) return wrongEntity(c, clock, entityId);
      const tx = store.transaction(c.req.param('id'));
      if (!tx || tx.entityId !== config.entityId) return notFound(c, clock, `no payment has the id ${c.req.param('id')}`);
      return c.json(paymentBody(tx, clock), httpStatus(tx));
    })
    .post('/payments/:id', throttle.guard('payments.followUp', byToken), catalogueForm(ctx, requests, 'followUp'), (c) => {
      const params = c.req.valid('form');
      const ref = store.transaction(c.req.param('id'));
      if (!ref || ref.entityId !== config.entityId) return notFound(c, clock, `no payment has the id ${c.req.param('id')}`);
      const { tx } = followUp(ctx, ref, params.paymentType as FollowUpType, params);
      return c.json(paymentBody(tx, clock), httpStatus(tx));
    });
}
