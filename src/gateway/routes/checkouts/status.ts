// The merchant's status calls on a checkout (Bearer): the payment or registration its submission
// made, pending while the shopper may still pay, or gone once the checkout expired unpaid.
import { type Context, Hono } from 'hono';
import { ENTITY_ID, ENTITY_ID_RULE } from '../../../shared/checkout-paths.ts';
import { envelope, RESULTS } from '../../catalogue/results.ts';
import { httpStatus, paymentBody, registrationBody } from '../../domain/response.ts';
import type { Checkout } from '../../domain/types.ts';
import { invalidParameters, notFound, refuse, wrongEntity } from '../../http/answers.ts';
import { requireBearer } from '../../http/auth.ts';
import { byToken, type Throttle } from '../../http/throttle.ts';
import type { GatewayContext } from '../context.ts';

/** The merchant's status call: entityId checked, and the 29-minute callback no longer needed. */
function statusCheckout(ctx: GatewayContext, c: Context): Checkout {
  const { clock, config, store } = ctx;
  // entityId is optional, as for GET /v1/payments/{id} (the endpoint table lists no parameter):
  // the token has one entity; when given, it must be that one.
  const entityId = c.req.query('entityId');
  if (entityId !== undefined && !ENTITY_ID.test(entityId)) {
    refuse(invalidParameters(c, clock, [{ name: 'entityId', value: entityId, message: ENTITY_ID_RULE }]));
  }
  if (entityId !== undefined && entityId !== config.entityId) refuse(wrongEntity(c, clock, entityId));
  const id = c.req.param('id') ?? '';
  const checkout = store.anyCheckout(id);
  if (!checkout) return refuse(notFound(c, clock, `checkout ${id} is unknown`));
  checkout.statusFetched = true;
  return checkout;
}

/** Nothing submitted yet: pending while the shopper may still pay, expired once the 30 minutes are over. */
function unpaid(ctx: GatewayContext, c: Context, checkout: Checkout) {
  const { clock, store } = ctx;
  return store.checkout(checkout.id).status === 'expired'
    ? notFound(c, clock, `checkout ${checkout.id} has expired (a checkout is valid for 30 minutes) without a submission: create a new checkout`)
    : c.json(envelope(clock, RESULTS.pending, { id: checkout.id }));
}

export function checkoutStatusRoutes(ctx: GatewayContext, throttle: Throttle) {
  const { clock, store, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  const guard = throttle.guard('checkouts.status', byToken);
  return new Hono()
    .get('/checkouts/:id/payment', bearer, guard, (c) => {
      const checkout = statusCheckout(ctx, c);
      const tx = checkout.transactionId ? store.transaction(checkout.transactionId) : undefined;
      if (!tx) return unpaid(ctx, c, checkout);
      return c.json(paymentBody(tx, clock), httpStatus(tx));
    })
    .get('/checkouts/:id/registration', bearer, guard, (c) => {
      const checkout = statusCheckout(ctx, c);
      const registration = checkout.registrationId ? store.registration(checkout.registrationId) : undefined;
      if (!registration) return unpaid(ctx, c, checkout);
      return c.json(registrationBody(registration, RESULTS.approved, clock));
    });
}
