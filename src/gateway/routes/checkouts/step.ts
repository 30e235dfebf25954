// The redirect step: the widget's in-page frame opens /checkouts/{id}/redirect, which forwards to
// the 3-D Secure or provider step the checkout's payment waits on.
import { Hono } from 'hono';
import { notFound } from '../../http/answers.ts';
import type { GatewayContext } from '../context.ts';

export function checkoutStepRoutes(ctx: GatewayContext) {
  const { clock, store } = ctx;
  return new Hono().get('/checkouts/:id/redirect', (c) => {
    const checkout = store.anyCheckout(c.req.param('id'));
    const tx = checkout?.transactionId ? store.transaction(checkout.transactionId) : undefined;
    if (!tx?.pending) return notFound(c, clock, 'no open 3-D Secure or provider step for this checkout');
    // The checkout id is on the merchant's page: the step opens only with the key of the
    // submission that started it, which the widget that submitted holds.
    if (checkout?.stepKey && c.req.query('key') !== checkout.stepKey)
      return notFound(c, clock, 'no open 3-D Secure or provider step for this checkout and key');
    return c.redirect(`${tx.pending.redirectUrl}?token=${tx.pending.token}`, 303);
  });
}
