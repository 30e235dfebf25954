// Checkout routes: creation and status (merchant server, Bearer), widget configuration (the
// widget, cross-origin), submissions (the number frame, same origin) and the redirect step.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono/validator';
import { cardBrand } from '../../shared/brands.ts';
import { STATIC_DIR } from '../assets/build.ts';
import type { RequestValidator } from '../catalogue/kinds.ts';
import type { GatewayContext } from '../context.ts';
import { allowedBrands, brandRefusal } from '../domain/brand-selection.ts';
import { createPayment, createRegistration, detectCardBrand } from '../domain/process.ts';
import { httpStatus, paymentBody, registrationBody } from '../domain/response.ts';
import type { Checkout } from '../domain/types.ts';
import { invalidParameters, logUnknown, notFound, refuse, wrongEntity } from '../http/answers.ts';
import { envelope, RESULTS } from '../http/results.ts';
import { scheduleResultCallback } from '../outbound/result-callback.ts';
import { requireBearer } from '../platform/auth.ts';
import { CHECKOUT_TTL_MS } from '../platform/store.ts';
import { byToken, type Throttle } from '../platform/throttle.ts';
import { checkedJob } from '../subscriptions/job.ts';
import { byCheckout, liveCheckout, submissionCors, submissionLimit, submittable } from './checkout-guards.ts';
import { catalogueForm, firstValues } from './validators.ts';

/** Answers kept per checkout for retries with their Idempotency-Key. */
const MAX_KEPT_ANSWERS = 16;

/** SRI value of the exact script the gateway serves (result-codes.md, completion contract step 2). */
async function scriptIntegrity(): Promise<string> {
  const script = await readFile(resolve(STATIC_DIR, 'paymentWidgets.js'));
  return `sha384-${createHash('sha384').update(script).digest('base64')}`;
}

export function checkoutRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, store, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  const live = (c: Context): Checkout => liveCheckout(ctx, c);

  /** The merchant's status call: entityId checked, and the 29-minute callback no longer needed. */
  const statusCheckout = (c: Context): Checkout => {
    // entityId is optional, as for GET /v1/payments/{id} (the endpoint table lists no parameter):
    // the token has one entity; when given, it must be that one.
    const entityId = c.req.query('entityId');
    if (entityId !== undefined && !/^[0-9a-f]{32}$/.test(entityId)) {
      refuse(invalidParameters(c, clock, [{ name: 'entityId', value: entityId, message: 'must be 32 lowercase hexadecimal characters' }]));
    }
    if (entityId !== undefined && entityId !== config.entityId) refuse(wrongEntity(c, clock, entityId));
    const id = c.req.param('id') ?? '';
    const checkout = store.anyCheckout(id);
    if (!checkout) return refuse(notFound(c, clock, `checkout ${id} is unknown`));
    checkout.statusFetched = true;
    return checkout;
  };

  /** Nothing submitted yet: pending while the shopper may still pay, expired once the 30 minutes are over. */
  const unpaid = (c: Context, checkout: Checkout) =>
    store.checkout(checkout.id).status === 'expired'
      ? notFound(c, clock, `checkout ${checkout.id} has expired (a checkout is valid for 30 minutes) without a submission: create a new checkout`)
      : c.json(envelope(clock, RESULTS.pending, { id: checkout.id }));

  /** The submission's Idempotency-Key, when it has the form keys have (the widget's attempt keys do). */
  const idempotencyKey = (c: Context): string | undefined => {
    const header = c.req.header('Idempotency-Key');
    return header && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : undefined;
  };

  /** Whether the request comes from a page of another origin than the gateway's (the merchant's). */
  const fromOtherOrigin = (c: Context) => {
    const origin = c.req.header('Origin');
    return origin !== undefined && origin !== new URL(config.gatewayUrl).origin;
  };

  /**
   * A shopper's submission, checked before the handler runs: card data enters only through the
   * gateway's frames, never from a merchant page's script; the rest takes the submission
   * allow-list (what the browser may set; the merchant's fields come from the checkout only).
   */
  const submission = validator('form', (value, c) => {
    const params = firstValues(value);
    const card = Object.keys(params).find((n) => /^card\.(number|cvv)$/.test(n));
    if (card && fromOtherOrigin(c)) {
      return invalidParameters(c, clock, [{ name: card, value: '', message: 'must be sent from the payment frames, not from the merchant page' }]);
    }
    const v = requests.validate('submission', params);
    logUnknown(ctx, c.req.path, v.unknown);
    if (v.errors.length > 0) return invalidParameters(c, clock, v.errors);
    return params;
  });

  /**
   * One submission of a checkout at a time, whatever happens. The checkout is reserved the moment a
   * submission's headers arrive, before anything is awaited (its body may still be on the way), so
   * submissions whose bodies finish together make one payment: another key (or none) is told one
   * is under way; the same Idempotency-Key waits for the first one's answer. The first answer is
   * kept per key (a bounded number), so a retry after a lost answer gets it again.
   */
  const oneAtATime: MiddlewareHandler = async (c, next) => {
    const key = idempotencyKey(c);
    const checkout = store.anyCheckout(c.req.param('id') ?? '');
    if (!checkout) return next();
    const kept = key ? checkout.answers.get(key) : undefined;
    if (kept) return c.json(kept.body as Record<string, unknown>, kept.status as ContentfulStatusCode);
    const current = checkout.submitting;
    if (current) {
      if (key && current.key === key) {
        const answer = await current.answer;
        return c.json(answer.body as Record<string, unknown>, answer.status as ContentfulStatusCode);
      }
      return c.json(
        envelope(clock, {
          ...RESULTS.alreadyProcessed,
          description: `${RESULTS.alreadyProcessed.description}: another submission of this checkout is under way`,
        }),
        400,
      );
    }
    let settle: (answer: { status: number; body: unknown }) => void = () => undefined;
    checkout.submitting = { key, answer: new Promise((resolve) => (settle = resolve)) };
    let answer: { status: number; body: unknown } = { status: 500, body: envelope(clock, { code: '999.999.999', description: 'unexpected gateway error' }) };
    try {
      await next();
      if (c.res.headers.get('Content-Type')?.includes('application/json')) answer = { status: c.res.status, body: await c.res.clone().json() };
    } finally {
      if (key) {
        // Bounded: the oldest answer goes first.
        if (checkout.answers.size >= MAX_KEPT_ANSWERS) checkout.answers.delete(checkout.answers.keys().next().value ?? '');
        checkout.answers.set(key, answer);
      }
      checkout.submitting = undefined;
      settle(answer);
    }
  };

  return (
    new Hono()
      .post('/checkouts', bearer, throttle.guard('checkouts.create', byToken), catalogueForm(ctx, requests, 'checkout'), async (c) => {
        const params = c.req.valid('form');
        const job = checkedJob(params, { ownAccount: false });
        if (!job.ok) return invalidParameters(c, clock, job.errors);
        const checkout = store.createCheckout(config.entityId, params);
        const integrity = params.integrity === 'true' ? { integrity: await scriptIntegrity() } : {};
        return c.json(envelope(clock, RESULTS.checkoutCreated, { id: checkout.id, ...integrity }));
      })
      .get('/checkouts/:id/widget-config', cors({ origin: '*' }), (c) => {
        const checkout = live(c);
        const registrations = Object.entries(checkout.params)
          .filter(([k]) => /^registrations\[\d+\]\.id$/.test(k))
          .flatMap(([, id]) => {
            const r = store.registration(id);
            return r && r.entityId === checkout.entityId ? [r] : [];
          })
          .map((r) => ({
            id: r.id,
            paymentBrand: r.paymentBrand,
            ...(r.account.kind === 'card'
              ? {
                  last4: r.account.last4,
                  expiryMonth: r.account.expiryMonth,
                  expiryYear: r.account.expiryYear,
                  ...(r.account.holder ? { holder: r.account.holder } : {}),
                }
              : {}),
          }));
        c.header('Cache-Control', 'no-store');
        const brands = allowedBrands(checkout.params);
        return c.json({
          id: checkout.id,
          amount: checkout.params.amount ?? '0.00',
          currency: checkout.params.currency ?? 'EUR',
          paymentType: checkout.params.paymentType ?? 'DB',
          expiresAt: new Date(checkout.createdAt.getTime() + CHECKOUT_TTL_MS).toISOString(),
          registrations,
          // Present only when the checkout restricts the brands (risk profile, subscription).
          ...(brands ? { brands: [...brands] } : {}),
        });
      })
      // The widget posts bank-account, redirect-brand and wallet-token submissions from the merchant
      // page (CORS); card submissions come from the gateway's own number frame (same origin).
      // Only the submission: the status (GET, with the merchant's token) is not for other pages.
      .use('/checkouts/:id/payment', (c, next) => (c.req.method === 'GET' ? next() : submissionCors(c, next)))
      // Order matters: throttle, size, the one-at-a-time reservation (before anything is awaited),
      // the checkout's state, then the body.
      .post(
        '/checkouts/:id/payment',
        throttle.guard('checkouts.submit', byCheckout),
        submissionLimit(clock),
        oneAtATime,
        submittable(ctx, 'payment'),
        submission,
        (c) => {
          const checkout = live(c);
          const params = c.req.valid('form');
          checkout.shopperResultUrl ??= params.shopperResultUrl;
          // One-click: only a stored card this checkout offered (registrations[n].id) may pay.
          const registrationId = params.registrationId;
          const offered =
            registrationId !== undefined && Object.entries(checkout.params).some(([k, v]) => /^registrations\[\d+\]\.id$/.test(k) && v === registrationId);
          const registration = offered ? store.registration(registrationId) : undefined;
          if (registrationId !== undefined && (!registration || registration.entityId !== checkout.entityId)) {
            return invalidParameters(c, clock, [{ name: 'registrationId', value: registrationId, message: 'is not a stored card this checkout offers' }]);
          }
          const cvv = params['card.cvv'];
          const cvvLength = registration ? cardBrand(registration.paymentBrand)?.cvvLength : undefined;
          if (registration && cvv !== undefined && cvvLength !== undefined && cvv.length !== cvvLength) {
            return invalidParameters(c, clock, [{ name: 'card.cvv', value: '***', message: `must be ${cvvLength} digits for ${registration.paymentBrand}` }]);
          }
          const brand = registration?.paymentBrand ?? params.paymentBrand;
          const refused = brandRefusal(checkout.params, brand ?? detectCardBrand(params['card.number'] ?? '') ?? '');
          if (refused) return invalidParameters(c, clock, [{ name: 'paymentBrand', value: brand ?? '', message: refused }]);
          const job = checkedJob(checkout.params, { ownAccount: false });
          const overridden = brand ? checkout.params[`overridePaymentType[${brand}]`] : undefined;
          // The merchant page's origin: told by the number frame, or the CORS Origin of a page submission.
          const widgetOrigin = c.req.header('X-Widget-Origin') ?? (fromOtherOrigin(c) ? c.req.header('Origin') : undefined);
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
        },
      )
      .post(
        '/checkouts/:id/registration',
        throttle.guard('checkouts.submit', byCheckout),
        submissionLimit(clock),
        oneAtATime,
        submittable(ctx, 'registration'),
        submission,
        (c) => {
          const checkout = live(c);
          const params = c.req.valid('form');
          checkout.shopperResultUrl ??= params.shopperResultUrl;
          const refused = brandRefusal(checkout.params, params.paymentBrand ?? detectCardBrand(params['card.number'] ?? '') ?? 'DIRECTDEBIT_SEPA');
          if (refused) return invalidParameters(c, clock, [{ name: 'paymentBrand', value: params.paymentBrand ?? '', message: refused }]);
          const registration = createRegistration(ctx, checkout.entityId, params);
          checkout.registrationId = registration.id;
          const job = checkedJob(checkout.params, { ownAccount: false });
          if (job.ok && job.job)
            ctx.schedules.start({ registration, job: job.job, testMode: checkout.params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL' });
          scheduleResultCallback(ctx, checkout);
          return c.json(registrationBody(registration, RESULTS.approved, clock));
        },
      )
      .get('/checkouts/:id/payment', bearer, throttle.guard('checkouts.status', byToken), (c) => {
        const checkout = statusCheckout(c);
        const tx = checkout.transactionId ? store.transaction(checkout.transactionId) : undefined;
        if (!tx) return unpaid(c, checkout);
        return c.json(paymentBody(tx, clock), httpStatus(tx));
      })
      .get('/checkouts/:id/registration', bearer, throttle.guard('checkouts.status', byToken), (c) => {
        const checkout = statusCheckout(c);
        const registration = checkout.registrationId ? store.registration(checkout.registrationId) : undefined;
        if (!registration) return unpaid(c, checkout);
        return c.json(registrationBody(registration, RESULTS.approved, clock));
      })
      .get('/checkouts/:id/redirect', (c) => {
        // The widget's in-page frame opens this; it forwards to the open 3-D Secure or provider step.
        const checkout = store.anyCheckout(c.req.param('id'));
        const tx = checkout?.transactionId ? store.transaction(checkout.transactionId) : undefined;
        if (!tx?.pending) return notFound(c, clock, 'no open 3-D Secure or provider step for this checkout');
        // The checkout id is on the merchant's page: the step opens only with the key of the
        // submission that started it, which the widget that submitted holds.
        if (checkout?.stepKey && c.req.query('key') !== checkout.stepKey)
          return notFound(c, clock, 'no open 3-D Secure or provider step for this checkout and key');
        return c.redirect(`${tx.pending.redirectUrl}?token=${tx.pending.token}`, 303);
      })
  );
}
