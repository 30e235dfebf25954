// GET /v1/query (gateway-api.md 2.5): the merchant's transactions, by merchantTransactionId or a
// time frame, filtered by payment types and methods. The answer lists payment responses under
// `payments` (our choice; the documents do not show the body).
import { Hono } from 'hono';
import { queryRequest } from '../catalogue/query.ts';
import { envelope, formatTimestamp, RESULTS } from '../catalogue/results.ts';
import { isWalletBrandCode } from '../catalogue/structures/wallets.ts';
import { paymentBody } from '../domain/response.ts';
import type { Transaction } from '../domain/types.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import type { GatewayContext } from './context.ts';
import { schemaParams } from './validators.ts';

/** The catalogue's payment method of a transaction: a wallet's (Apple Pay, Google Pay) is WA. */
function paymentMethod(tx: Transaction): string {
  if (isWalletBrandCode(tx.paymentBrand)) return 'WA';
  switch (tx.account?.kind) {
    case 'bank':
      return 'DD';
    case 'virtual':
      return 'VA';
    default:
      return 'CC';
  }
}

export function queryRoutes(ctx: GatewayContext, throttle: Throttle) {
  const { clock, store, config } = ctx;
  const checked = schemaParams(ctx, 'query', queryRequest, 'required');
  return new Hono().get('/query', requireBearer(config.accessToken, clock), throttle.guard('query', byToken), checked, (c) => {
    const q = c.req.valid('query');
    const types = q.paymentTypes?.split(',').map((s) => s.trim());
    const methods = q.paymentMethods?.split(',').map((s) => s.trim());
    const all = [...store.transactions()].filter((t) => t.entityId === q.entityId);
    let found = all.filter(
      (t) =>
        (q.merchantTransactionId === undefined || t.merchantTransactionId === q.merchantTransactionId) &&
        (q['date.from'] === undefined || formatTimestamp(t.createdAt).slice(0, 19) >= q['date.from']) &&
        (q['date.to'] === undefined || formatTimestamp(t.createdAt).slice(0, 19) <= q['date.to']) &&
        (types === undefined || types.includes(t.paymentType)) &&
        (methods === undefined || methods.includes(paymentMethod(t))),
    );
    if (q.includeLinkedTransactions === 'true') {
      const ids = new Set(found.map((t) => t.id));
      const linked = all.filter((t) => !ids.has(t.id) && ((t.referencedId && ids.has(t.referencedId)) || found.some((f) => f.referencedId === t.id)));
      found = [...found, ...linked];
    }
    const limit = Number(q.limit ?? '100');
    const payments = found
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit)
      .map((t) => paymentBody(t, clock));
    return c.json(envelope(clock, RESULTS.requestSucceeded, { payments }));
  });
}
