// One submission of a checkout at a time, and the same answer again for a retry with the same
// Idempotency-Key: a repeated press of pay, or a retry after a lost answer, never charges twice.
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { envelope, RESULTS } from '../../catalogue/results.ts';
import type { GatewayContext } from '../context.ts';

/** Answers kept per checkout for retries with their Idempotency-Key. */
const MAX_KEPT_ANSWERS = 16;

/** The submission's Idempotency-Key, when it has the form keys have (the widget's attempt keys do). */
export function idempotencyKey(c: Context): string | undefined {
  const header = c.req.header('Idempotency-Key');
  return header && /^[A-Za-z0-9-]{8,64}$/.test(header) ? header : undefined;
}

/**
 * One submission of a checkout at a time, whatever happens. The checkout is reserved the moment a
 * submission's headers arrive, before anything is awaited (its body may still be on the way), so
 * submissions whose bodies finish together make one payment: another key (or none) is told one
 * is under way; the same Idempotency-Key waits for the first one's answer. The first answer is
 * kept per key (a bounded number), so a retry after a lost answer gets it again.
 */
export const oneAtATime =
  (ctx: GatewayContext): MiddlewareHandler =>
  async (c, next) => {
    const { clock, store } = ctx;
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
