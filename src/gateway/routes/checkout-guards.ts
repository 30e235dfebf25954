// What every request a shopper's browser makes to a checkout passes (submissions, Apple Pay's
// merchant validation): CORS for the merchant's page, a small body, the checkout's state.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { isRegistrationCheckout } from '../catalogue/registration-checkout.ts';
import { envelope, RESULTS } from '../catalogue/results.ts';
import type { Checkout } from '../domain/types.ts';
import { bodyTooLarge, invalidParameters, notFound, refuse } from '../http/answers.ts';
import type { GatewayContext } from './context.ts';

/** A shopper's submission: the widget's fields and the inputs a merchant adds, a few kilobytes. */
const MAX_SUBMISSION_BYTES = 32 * 1024;

export const submissionLimit = (clock: GatewayContext['clock']) =>
  bodyLimit({
    maxSize: MAX_SUBMISSION_BYTES,
    onError: (c) => bodyTooLarge(c, clock, `a submission is at most ${MAX_SUBMISSION_BYTES} bytes`),
  });

/** The merchant's page posts to the gateway's origin. */
export const submissionCors = cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type', 'Idempotency-Key'] });

/** The throttle's credential for the browser's requests: the checkout id (no token on the page). */
export const byCheckout = (_h: (n: string) => string | undefined, param: (n: string) => string | undefined) => param('id') ?? '';

/** The checkout a shopper may still pay; an unknown or expired one refuses the request. */
export function liveCheckout(ctx: GatewayContext, c: Context): Checkout {
  const id = c.req.param('id') ?? '';
  const found = ctx.store.checkout(id);
  if (found.status === 'ok') return found.checkout;
  const why = found.status === 'expired' ? 'has expired (a checkout is valid for 30 minutes)' : 'is unknown';
  return refuse(notFound(c, ctx.clock, `checkout ${id} ${why}`));
}

/**
 * The checkout may take this kind of submission: it is live, of the kind's payment type, and
 * not paid or registered yet (one checkout, one payment: a repeated submission never charges twice).
 */
export const submittable =
  (ctx: GatewayContext, kind: 'payment' | 'registration'): MiddlewareHandler =>
  async (c, next) => {
    const { clock } = ctx;
    const checkout = liveCheckout(ctx, c);
    const registration = isRegistrationCheckout(checkout.params);
    if (kind === 'payment' && registration) {
      return invalidParameters(c, clock, [
        {
          name: 'paymentType',
          value: checkout.params.paymentType ?? '',
          message: 'this checkout only stores a card: submit to /v1/checkouts/{id}/registration',
        },
      ]);
    }
    if (kind === 'registration' && !registration) {
      return invalidParameters(c, clock, [
        { name: 'paymentType', value: checkout.params.paymentType ?? '', message: 'this is a payment checkout: submit to /v1/checkouts/{id}/payment' },
      ]);
    }
    if (checkout.transactionId || checkout.registrationId) return c.json(envelope(clock, RESULTS.alreadyProcessed), 400);
    await next();
  };
