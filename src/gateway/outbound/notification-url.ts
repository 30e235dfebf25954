// The deprecated notificationUrl (gateway-api.md 2.3 and 6): when a payment that waited for the
// shopper (3-D Secure, a provider's page) reaches its final result, the gateway tells that URL.
// Our choice of call, since the documents show none: a form-encoded POST, like the API's own
// requests, with the id and resourcePath the shopper result URL gets plus the outcome. It is not
// signed (webhooks are), so a merchant should confirm the outcome with GET {resourcePath}. It never
// carries card or account data. Retried through the Scheduler like webhooks, so tests move the clock.

import { formatTimestamp } from '../catalogue/results.ts';
import type { PaymentListener } from '../domain/events.ts';
import type { PendingStep, Transaction } from '../domain/types.ts';
import type { OutboundContext } from './context.ts';
import { mayCall } from './may-call.ts';

/** Waits before attempts 2..4: 1 min, 5 min, 30 min. */
export const NOTIFICATION_URL_RETRY_DELAYS_MS: readonly number[] = Object.freeze([60_000, 5 * 60_000, 30 * 60_000]);

const TIMEOUT_MS = 10_000;

/** The form the merchant receives. */
export function notificationForm(tx: Transaction, step: PendingStep, now: Date): URLSearchParams {
  const form = new URLSearchParams({
    id: step.resultId,
    resourcePath: step.resourcePath,
    paymentId: tx.id,
    paymentType: tx.paymentType,
    paymentBrand: tx.paymentBrand,
    amount: tx.amount,
    currency: tx.currency,
    'result.code': tx.result.code,
    'result.description': tx.result.description,
    timestamp: formatTimestamp(now),
  });
  if (tx.merchantTransactionId) form.set('merchantTransactionId', tx.merchantTransactionId);
  return form;
}

/** Queues the call for a payment whose shopper step just ended; nothing when it has no notificationUrl. */
function callNotificationUrl(ctx: OutboundContext, tx: Transaction, step: PendingStep): void {
  const url = tx.notificationUrl;
  if (!url || !mayCall(ctx, url, `notificationUrl for payment ${tx.id}`)) return;
  // Built now, so a retry reports the result as it was when the step ended.
  const body = notificationForm(tx, step, ctx.clock.now()).toString();
  // Scheduled, not awaited: the shopper's return must not wait for the merchant's server.
  ctx.scheduler.at(ctx.clock.now(), () => attempt(ctx, url, body, tx.id, 1));
}

/** The domain's events that call: a shopper's step ended (a payment that never waited has told its result in its answer). */
export const notificationUrlCalls =
  (ctx: OutboundContext): PaymentListener =>
  (event) => {
    if (event.kind === 'step-ended') callNotificationUrl(ctx, event.tx, event.step);
  };

async function attempt(ctx: OutboundContext, url: string, body: string, paymentId: string, n: number): Promise<void> {
  let outcome: string;
  try {
    const res = await ctx.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) {
      ctx.log(`notificationUrl for payment ${paymentId} attempt ${n}: ${res.status} delivered`);
      return;
    }
    outcome = `HTTP ${res.status}`;
  } catch (error) {
    outcome = error instanceof Error ? error.name : 'error';
  }
  const delay = NOTIFICATION_URL_RETRY_DELAYS_MS[n - 1];
  // The URL is the merchant's and may hold tokens in its query: only the payment id goes to the log.
  if (delay === undefined) {
    ctx.log(`notificationUrl for payment ${paymentId} attempt ${n}: ${outcome}, given up`);
    return;
  }
  ctx.log(`notificationUrl for payment ${paymentId} attempt ${n}: ${outcome}, retry in ${delay / 1000}s`);
  ctx.scheduler.after(delay, () => attempt(ctx, url, body, paymentId, n + 1));
}
