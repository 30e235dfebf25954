// Checkout routes: creation and status (merchant server, Bearer), widget configuration (the
// widget, cross-origin), and the payment submission (the number frame, same origin).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requireBearer } from '../auth.ts';
import type { Clock } from '../clock.ts';
import type { GatewayConfig } from '../config.ts';
import { formBody, invalidParameters } from '../http.ts';
import { crossFieldErrors, processCardPayment } from '../payments.ts';
import { envelope, RESULTS } from '../results.ts';
import { cardSubmission, checkoutRequest, parameterErrors, statusQuery } from '../schemas.ts';
import { CHECKOUT_TTL_MS, type Store } from '../store.ts';
import type { Context } from 'hono';

export function checkoutRoutes(config: GatewayConfig, store: Store, clock: Clock) {
  const bearer = requireBearer(config.accessToken, clock);

  const wrongEntity = (c: Context, entityId: string) =>
    c.json(
      envelope(clock, { ...RESULTS.invalidAuth, description: `${RESULTS.invalidAuth.description}: entityId ${entityId} is not an entity of this access token` }),
      403,
    );

  const noCheckout = (c: Context, id: string, status: 'unknown' | 'expired') => {
    const why = status === 'expired' ? 'has expired (a checkout is valid for 30 minutes)' : 'is unknown';
    return c.json(envelope(clock, { code: RESULTS.invalidParameter.code, description: `${RESULTS.invalidParameter.description}: checkout ${id} ${why}` }), 404);
  };

  return new Hono()
    .post('/checkouts', bearer, async (c) => {
      const input = await formBody(c);
      const parsed = checkoutRequest.safeParse(input);
      if (!parsed.success) return invalidParameters(c, clock, parameterErrors(parsed.error, input));
      if (parsed.data.entityId !== config.entityId) return wrongEntity(c, parsed.data.entityId);
      const checkout = store.createCheckout(parsed.data);
      return c.json(envelope(clock, RESULTS.checkoutCreated, { id: checkout.id }));
    })
    .get('/checkouts/:id/widget-config', cors({ origin: '*' }), (c) => {
      const id = c.req.param('id');
      const found = store.checkout(id);
      if (found.status !== 'ok') return noCheckout(c, id, found.status);
      const { checkout } = found;
      c.header('Cache-Control', 'no-store');
      return c.json({
        id: checkout.id,
        amount: checkout.request.amount,
        currency: checkout.request.currency,
        paymentType: checkout.request.paymentType,
        expiresAt: new Date(checkout.createdAt.getTime() + CHECKOUT_TTL_MS).toISOString(),
      });
    })
    .post('/checkouts/:id/payment', async (c) => {
      const id = c.req.param('id');
      const found = store.checkout(id);
      if (found.status !== 'ok') return noCheckout(c, id, found.status);
      const { checkout } = found;
      // One checkout, one payment: a repeated submission never charges twice.
      if (checkout.payment) return c.json(envelope(clock, RESULTS.alreadyProcessed), 400);
      const input = await formBody(c);
      const parsed = cardSubmission.safeParse(input);
      if (!parsed.success) return invalidParameters(c, clock, parameterErrors(parsed.error, input));
      const errors = crossFieldErrors(parsed.data, clock);
      if (errors.length > 0) return invalidParameters(c, clock, errors);
      checkout.payment = processCardPayment(checkout, parsed.data, clock);
      return c.json(checkout.payment.body, checkout.payment.httpStatus);
    })
    .get('/checkouts/:id/payment', bearer, (c) => {
      const query = statusQuery.safeParse(c.req.query());
      if (!query.success) return invalidParameters(c, clock, parameterErrors(query.error, c.req.query()));
      if (query.data.entityId !== config.entityId) return wrongEntity(c, query.data.entityId);
      const id = c.req.param('id');
      const checkout = store.anyCheckout(id);
      if (!checkout) return noCheckout(c, id, 'unknown');
      if (!checkout.payment) return c.json(envelope(clock, RESULTS.pending, { id: checkout.id }));
      return c.json(checkout.payment.body, checkout.payment.httpStatus);
    });
}
