// The development gateway as a Hono app. Every route exists with and without the /v1 prefix,
// since the API documents leave open which checkout paths carry it.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestKinds } from './catalogue/kinds.ts';
import { envelope, RESULTS } from './catalogue/results.ts';
import { PaymentEvents } from './domain/events.ts';
import { createPayment } from './domain/process.ts';
import { Store } from './domain/store.ts';
import { bodyTooLarge, maskText, restartNote } from './http/answers.ts';
import { Throttle } from './http/throttle.ts';
import { notificationUrlCalls } from './outbound/notification-url.ts';
import { paymentWebhooks } from './outbound/payment-webhooks.ts';
import { Webhooks } from './outbound/webhooks.ts';
import type { Clock } from './platform/clock.ts';
import type { GatewayConfig } from './platform/config.ts';
import { Scheduler } from './platform/scheduler.ts';
import { assetRoutes } from './routes/assets.ts';
import { benchRoutes } from './routes/bench.ts';
import { checkoutCreationRoutes } from './routes/checkouts/create.ts';
import { checkoutStatusRoutes } from './routes/checkouts/status.ts';
import { checkoutStepRoutes } from './routes/checkouts/step.ts';
import { checkoutSubmissionRoutes } from './routes/checkouts/submit.ts';
import { widgetConfigRoutes } from './routes/checkouts/widget-config.ts';
import type { GatewayContext } from './routes/context.ts';
import { cspReportRoutes } from './routes/csp-reports.ts';
import { healthRoutes } from './routes/health.ts';
import { paymentRoutes } from './routes/payments.ts';
import { queryRoutes } from './routes/query.ts';
import { registrationRoutes } from './routes/registrations.ts';
import { riskRoutes } from './routes/risk.ts';
import { scheduleRoutes } from './routes/schedules.ts';
import { settlementRoutes } from './routes/settlement.ts';
import { simulatorRoutes } from './routes/simulators.ts';
import { walletRoutes } from './routes/wallets.ts';
import { directorySink, type ReconciliationSink } from './settlement/files.ts';
import { Settlement } from './settlement/settle.ts';
import { Schedules } from './subscriptions/schedules.ts';

/**
 * A restart is never a silent loss: an answer that an id is unknown (checkout, payment,
 * registration, step…) says when this gateway started, since everything made before is gone.
 */
async function sayRestarted(c: Context, startedAt: Date): Promise<void> {
  if (!c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = (await c.res.clone().json()) as { result?: { code?: string; description?: string } };
  const description = body.result?.description;
  if (body.result?.code !== RESULTS.invalidParameter.code || !description || /no such endpoint|has expired/.test(description)) return;
  body.result.description = `${description} ${restartNote(startedAt)}`;
  c.res = new Response(JSON.stringify(body), c.res);
}

/** The largest request body the gateway reads. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface GatewayDeps {
  config: GatewayConfig;
  clock: Clock;
  /** log sink; paths, statuses and hints only, never bodies or query strings */
  log?: (line: string) => void;
  /** outbound HTTP: webhooks and the shopper-result callback */
  fetch?: typeof fetch;
  webhookRetryDelaysMs?: readonly number[];
  /** where reconciliation files are written; the folder of config.reconciliationDir by default */
  reconciliationSink?: ReconciliationSink;
}

/**
 * The gateway's state and what follows a payment. What follows hears the domain, in this order: a
 * schedule starts first, so the payment's webhook and answer carry the scheduleId it got; the
 * notificationUrl call (unsigned, deprecated) is queued after the signed webhook.
 */
function gatewayContext({ config, clock, log: sink = () => undefined, fetch: outbound = fetch, webhookRetryDelaysMs }: GatewayDeps): GatewayContext {
  // Every line passes one mask on its way out (http/answers.ts maskText): no card number or code,
  // whatever a request held, and no control character that could forge a line.
  const log = (line: string) => sink(maskText(line));
  const store = new Store(clock);
  const scheduler = new Scheduler(clock, (error) => log(`scheduled task failed: ${error instanceof Error ? error.name : 'error'}`));
  const webhooks = new Webhooks({
    config: config.webhook,
    clock,
    scheduler,
    fetch: outbound,
    log,
    ...(webhookRetryDelaysMs ? { retryDelaysMs: webhookRetryDelaysMs } : {}),
  });
  // A schedule's run is an ordinary payment on the gateway's context, which holds the schedules:
  // `charge` reads `ctx` when a run is due, long after both are made.
  const schedules = new Schedules({ clock, scheduler, store, log, charge: (input) => createPayment(ctx, input) });
  const events = new PaymentEvents();
  const ctx: GatewayContext = { config, clock, store, scheduler, events, webhooks, schedules, fetch: outbound, log, startedAt: clock.now() };
  events.listen((event) => schedules.hear(event));
  events.listen(paymentWebhooks(webhooks, clock));
  events.listen(notificationUrlCalls(ctx));
  return ctx;
}

/** The API's routes, each group on the context and the limits it needs. */
function apiRoutes(ctx: GatewayContext, settlement: Settlement) {
  const requests = requestKinds(ctx.clock);
  const throttle = new Throttle(ctx.clock, ctx.config.throttle);
  return (
    new Hono()
      .route('/', assetRoutes())
      .route('/', healthRoutes())
      .route('/bench', benchRoutes())
      // A checkout's resources: creation, what the widget reads, the shopper's submissions, the
      // merchant's status calls, the redirect step (routes/checkouts/).
      .route('/', checkoutCreationRoutes(ctx, requests, throttle))
      .route('/', widgetConfigRoutes(ctx))
      .route('/', checkoutSubmissionRoutes(ctx, requests, throttle))
      .route('/', checkoutStatusRoutes(ctx, throttle))
      .route('/', checkoutStepRoutes(ctx))
      .route('/', walletRoutes(ctx, throttle))
      .route('/', paymentRoutes(ctx, requests, throttle))
      .route('/', registrationRoutes(ctx, requests, throttle))
      .route('/', queryRoutes(ctx, throttle))
      .route('/', scheduleRoutes(ctx, requests, throttle))
      .route('/', riskRoutes(ctx, requests, throttle))
      .route('/', settlementRoutes(ctx, settlement, throttle))
      .route('/', simulatorRoutes(ctx))
      .route('/', cspReportRoutes(ctx))
  );
}

/** Every request's way in and out: its body's limit, its log line, no caching of the API's answers. */
function guardEdge(app: Hono, ctx: GatewayContext): void {
  const { clock, log } = ctx;
  // Bounded work per request: no body the API takes is near a megabyte (a cart of 1000 items is
  // far below), and a shopper's submission is a few kilobytes (its own limit,
  // routes/checkout-guards.ts).
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => bodyTooLarge(c, clock, `the request body is larger than ${MAX_BODY_BYTES} bytes`),
    }),
  );
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    // The API's answers (payments, registrations, queries) are the merchant's and the shopper's:
    // never kept by a cache on the way. Files set their own caching.
    if (c.res.headers.get('Content-Type')?.includes('application/json') && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    if (c.res.status === 404) await sayRestarted(c, ctx.startedAt);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - start)}ms`);
  });
}

/** What no route answered, and what a route threw: the API's envelope, never a stack trace. */
function answerTheRest(app: Hono, { clock, log }: GatewayContext): void {
  app.notFound((c) => c.json(envelope(clock, { code: '200.300.404', description: `no such endpoint: ${c.req.method} ${c.req.path}` }), 404));
  app.onError((err, c) => {
    // A refusal (http/answers.ts refuse): its answer is ready.
    if (err instanceof HTTPException && err.res) return err.getResponse();
    // Hono's validator could not read the body it was told is a form.
    if (err instanceof HTTPException && err.status === 400) {
      return c.json(
        envelope(clock, {
          code: RESULTS.invalidParameter.code,
          description: `${RESULTS.invalidParameter.description}: the request body cannot be read as a form: send application/x-www-form-urlencoded parameters`,
        }),
        400,
      );
    }
    log(`error ${c.req.method} ${c.req.path}: ${err.name}`);
    return c.json(envelope(clock, { code: '999.999.999', description: 'unexpected gateway error' }), 500);
  });
}

export function createGatewayApp(deps: GatewayDeps) {
  const ctx = gatewayContext(deps);
  const settlement = new Settlement(ctx, deps.reconciliationSink ?? directorySink(deps.config.reconciliationDir));
  settlement.armDaily();
  const api = apiRoutes(ctx, settlement);
  const app = new Hono();
  guardEdge(app, ctx);
  app.route('/v1', api);
  app.route('/', api);
  answerTheRest(app, ctx);
  return { app, store: ctx.store, scheduler: ctx.scheduler, webhooks: ctx.webhooks, ctx };
}
