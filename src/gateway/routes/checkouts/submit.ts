// A shopper's submissions to a checkout: the payment (the number frame, same origin; bank-account,
// redirect-brand and wallet-token forms from the merchant's page over CORS) and the registration
// of a registration checkout. Each makes at most one payment or registration per checkout.
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { cardBrand } from '../../../shared/brands.ts';
import { checkedJob } from '../../catalogue/job.ts';
import type { RequestValidator } from '../../catalogue/kinds.ts';
import { RESULTS } from '../../catalogue/results.ts';
import type { Params } from '../../catalogue/types.ts';
import { detectCardBrand } from '../../domain/accounts.ts';
import { brandRefusal } from '../../domain/brand-selection.ts';
import { createPayment } from '../../domain/process.ts';
import { createRegistration } from '../../domain/registrations.ts';
import { httpStatus, paymentBody, registrationBody } from '../../domain/response.ts';
import type { Checkout, Registration } from '../../domain/types.ts';
import { invalidParameters, logUnknown } from '../../http/answers.ts';
import type { Throttle } from '../../http/throttle.ts';
import { scheduleResultCallback } from '../../outbound/result-callback.ts';
import { byCheckout, liveCheckout, submissionCors, submissionLimit, submittable } from '../checkout-guards.ts';
import type { GatewayContext } from '../context.ts';
import { firstValues, jsonInsteadOfForm } from '../validators.ts';
import { idempotencyKey, oneAtATime } from './one-at-a-time.ts';

/** Whether the request comes from a page of another origin than the gateway's (the merchant's). */
function fromOtherOrigin(ctx: GatewayContext, c: Context): boolean {
  const origin = c.req.header('Origin');
  return origin !== undefined && origin !== new URL(ctx.config.gatewayUrl).origin;
}

/**
 * A shopper's submission, checked before the handler runs: card data enters only through the
 * gateway's frames, never from a merchant page's script; the rest takes the submission
 * allow-list (what the browser may set; the merchant's fields come from the checkout only).
 */
const submissionForm = (ctx: GatewayContext, requests: RequestValidator) =>
  validator('form', (value, c) => {
    const json = jsonInsteadOfForm(c, ctx);
    if (json) return json;
    const params = firstValues(value);
    const card = Object.keys(params).find((n) => /^card\.(number|cvv)$/.test(n));
    if (card && fromOtherOrigin(ctx, c)) {
      return invalidParameters(c, ctx.clock, [{ name: card, value: '', message: 'must be sent from the payment frames, not from the merchant page' }]);
    }
    // The checkout's parameters complete the submission for the catalogue's conditional rules (an
    // unknown or expired checkout is refused by the guard before this runs).
    const found = ctx.store.checkout(c.req.param('id') ?? '');
    const v = requests.validate('submission', params, found.status === 'ok' ? found.checkout.params : {});
    logUnknown(ctx, c.req.path, v.unknown);
    if (v.errors.length > 0) return invalidParameters(c, ctx.clock, v.errors);
    return params;
  });

/**
 * The stored card a one-click payment names, or the answer refusing it: only a stored card this
 * checkout offered (registrations[n].id) may pay, with a security code of its brand's length.
 */
function oneClickRegistration(ctx: GatewayContext, c: Context, checkout: Checkout, params: Params): { registration?: Registration } | Response {
  const registrationId = params.registrationId;
  if (registrationId === undefined) return {};
  const offered = Object.entries(checkout.params).some(([k, v]) => /^registrations\[\d+\]\.id$/.test(k) && v === registrationId);
  const registration = offered ? ctx.store.registration(registrationId) : undefined;
  if (!registration || registration.entityId !== checkout.entityId) {
    return invalidParameters(c, ctx.clock, [{ name: 'registrationId', value: registrationId, message: 'is not a stored card this checkout offers' }]);
  }
  const cvv = params['card.cvv'];
  const cvvLength = cardBrand(registration.paymentBrand)?.cvvLength;
  if (cvv !== undefined && cvvLength !== undefined && cvv.length !== cvvLength) {
    return invalidParameters(c, ctx.clock, [{ name: 'card.cvv', value: '***', message: `must be ${cvvLength} digits for ${registration.paymentBrand}` }]);
  }
  return { registration };
}

/** POST /checkouts/{id}/payment: the checkout's one payment, with the card, account or stored card submitted. */
function payCheckout(ctx: GatewayContext, c: Context, params: Params): Response {
  const { clock } = ctx;
  const checkout = liveCheckout(ctx, c);
  checkout.shopperResultUrl ??= params.shopperResultUrl;
  const oneClick = oneClickRegistration(ctx, c, checkout, params);
  if (oneClick instanceof Response) return oneClick;
  const { registration } = oneClick;
  const brand = registration?.paymentBrand ?? params.paymentBrand;
  const refused = brandRefusal(checkout.params, brand ?? detectCardBrand(params['card.number'] ?? '') ?? '');
  if (refused) return invalidParameters(c, clock, [{ name: 'paymentBrand', value: brand ?? '', message: refused }]);
  const job = checkedJob(checkout.params, { ownAccount: false });
  const overridden = brand ? checkout.params[`overridePaymentType[${brand}]`] : undefined;
  // The merchant page's origin: told by the number frame, or the CORS Origin of a page submission.
  const widgetOrigin = c.req.header('X-Widget-Origin') ?? (fromOtherOrigin(ctx, c) ? c.req.header('Origin') : undefined);
  const tx = createPayment(ctx, {
    entityId: checkout.entityId,
    params: { ...checkout.params, ...params },
    paymentType: overridden ?? checkout.params.paymentType ?? 'DB',
    amount: checkout.params.amount ?? '0.00',
    currency: checkout.params.currency ?? 'EUR',
    checkout,
    ...(registration ? { registration } : {}),
    ...(widgetOrigin && URL.canParse(widgetOrigin) ? { widgetOrigin: new URL(widgetOrigin).origin } : {}),
    ...(job.ok && job.job ? { job: job.job } : {}),
  });
  checkout.transactionId = tx.id;
  const key = idempotencyKey(c);
  if (tx.pending && key) checkout.stepKey = key;
  scheduleResultCallback(ctx, checkout);
  return c.json(paymentBody(tx, clock), httpStatus(tx));
}

/** POST /checkouts/{id}/registration: the stored card or account of a registration checkout, and its schedule if it has a job. */
function registerOnCheckout(ctx: GatewayContext, c: Context, params: Params): Response {
  const { clock } = ctx;
  const checkout = liveCheckout(ctx, c);
  checkout.shopperResultUrl ??= params.shopperResultUrl;
  const refused = brandRefusal(checkout.params, params.paymentBrand ?? detectCardBrand(params['card.number'] ?? '') ?? 'DIRECTDEBIT_SEPA');
  if (refused) return invalidParameters(c, clock, [{ name: 'paymentBrand', value: params.paymentBrand ?? '', message: refused }]);
  const registration = createRegistration(ctx, checkout.entityId, params);
  checkout.registrationId = registration.id;
  const job = checkedJob(checkout.params, { ownAccount: false });
  if (job.ok && job.job) ctx.schedules.start({ registration, job: job.job, testMode: checkout.params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL' });
  scheduleResultCallback(ctx, checkout);
  return c.json(registrationBody(registration, RESULTS.approved, clock));
}

export function checkoutSubmissionRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock } = ctx;
  const submission = submissionForm(ctx, requests);
  return (
    new Hono()
      // The widget posts bank-account, redirect-brand and wallet-token submissions from the merchant
      // page (CORS); card submissions come from the gateway's own number frame (same origin).
      // Only the submission: the status (GET, with the merchant's token) is not for other pages.
      .use('/checkouts/:id/payment', (c, next) => (c.req.method === 'GET' ? next() : submissionCors(c, next)))
      // A bank-account form of a checkout that only stores the account posts here from the page too.
      .use('/checkouts/:id/registration', (c, next) => (c.req.method === 'GET' ? next() : submissionCors(c, next)))
      // Order matters: throttle, size, the one-at-a-time reservation (before anything is awaited),
      // the checkout's state, then the body.
      .post(
        '/checkouts/:id/payment',
        throttle.guard('checkouts.submit', byCheckout),
        submissionLimit(clock),
        oneAtATime(ctx),
        submittable(ctx, 'payment'),
        submission,
        (c) => payCheckout(ctx, c, c.req.valid('form')),
      )
      .post(
        '/checkouts/:id/registration',
        throttle.guard('checkouts.submit', byCheckout),
        submissionLimit(clock),
        oneAtATime(ctx),
        submittable(ctx, 'registration'),
        submission,
        (c) => registerOnCheckout(ctx, c, c.req.valid('form')),
      )
  );
}
