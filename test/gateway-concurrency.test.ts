// Requirement: "500 full server-side sequences (create, pay, status, refund) in parallel over HTTP
// lose and duplicate nothing". The gateway runs for real on a socket, and all 500 sequences start
// together, so their requests interleave in the server the way concurrent merchants' would.
import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../src/gateway/app.ts';
import { systemClock } from '../src/gateway/platform/clock.ts';
import { readConfig } from '../src/gateway/platform/config.ts';
import type { Json } from './support/gateway.ts';

const SEQUENCES = 500;
const SAMPLED_QUERIES = 50;

type Gateway = ReturnType<typeof createGatewayApp>;

let server: Server;
let base: string;
let gateway: Gateway;
let connections = 0;
let peakConnections = 0;

beforeAll(async () => {
  // The app is built once the port is known, so its config (gatewayUrl) names the real port; until
  // then no request can arrive, as nobody knows the port.
  let app: Gateway['app'] | undefined;
  const s = serve({ fetch: (req: Request) => (app ? app.fetch(req) : new Response('starting', { status: 503 })), port: 0 });
  if (!(s instanceof Server)) throw new Error('expected a node:http server');
  server = s;
  server.on('connection', (socket) => {
    peakConnections = Math.max(peakConnections, ++connections);
    socket.once('close', () => (connections -= 1));
  });
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  gateway = createGatewayApp({
    // Throttling off: the point is concurrency, not rate limits (500 checkouts at once would
    // otherwise be refused with 429 by the default 100/1s per token).
    config: readConfig({ GATEWAY_THROTTLE: 'off', GATEWAY_PORT: String(port) }),
    clock: systemClock,
  });
  app = gateway.app;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  // fetch keeps sockets alive; close them, or close() waits for their idle timeout.
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const entityId = () => gateway.ctx.config.entityId;
const auth = () => ({ Authorization: `Bearer ${gateway.ctx.config.accessToken}` });
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };

async function call(path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; form?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.form ? FORM : {}), ...init.headers },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** What one sequence saw; the assertions compare these across all sequences. */
interface Outcome {
  i: number;
  amount: string;
  refundAmount: string;
  merchantTransactionId: string;
  checkoutId: string;
  paymentId: string;
  status: { http: number; body: Json };
  refund: { http: number; body: Json };
}

const cents = (i: number) => 1000 + 2 * i; // even, so half of it is a whole number of cents
const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** create, pay (as the widget's number frame does), status, refund half. */
async function sequence(i: number): Promise<Outcome> {
  const amount = money(cents(i));
  const refundAmount = money(cents(i) / 2);
  const merchantTransactionId = `conc-${i}-${randomBytes(6).toString('hex')}`;

  const created = await call('/v1/checkouts', {
    method: 'POST',
    headers: auth(),
    form: { entityId: entityId(), amount, currency: 'EUR', paymentType: 'DB', merchantTransactionId },
  });
  expect(created.body.result.code, `create ${i}`).toBe('000.200.100');
  const checkoutId = created.body.id;

  // The frame submits without the merchant's token: the checkout id is its only credential.
  const paid = await call(`/v1/checkouts/${checkoutId}/payment`, {
    method: 'POST',
    form: { paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2030', 'card.cvv': '123' },
  });
  expect(paid.body.result.code, `pay ${i}`).toBe('000.100.110');
  const paymentId = paid.body.id;

  const status = await call(`/v1/checkouts/${checkoutId}/payment?entityId=${entityId()}`, { headers: auth() });

  const refund = await call(`/v1/payments/${paymentId}`, {
    method: 'POST',
    headers: auth(),
    form: { paymentType: 'RF', amount: refundAmount, currency: 'EUR', entityId: entityId() },
  });

  return {
    i,
    amount,
    refundAmount,
    merchantTransactionId,
    checkoutId,
    paymentId,
    status: { http: status.status, body: status.body },
    refund: { http: refund.status, body: refund.body },
  };
}

const distinct = (values: string[]) => new Set(values).size;

describe(`${SEQUENCES} concurrent server-side sequences over HTTP`, () => {
  it('lose and duplicate nothing', async () => {
    // All started before any is awaited: the server sees 500 sequences in flight at once.
    const outcomes = await Promise.all(Array.from({ length: SEQUENCES }, (_, i) => sequence(i)));
    // The server saw them as concurrent clients, not one after another: many sockets open at once
    // (about 500 here; a fast machine may reuse some before the last one connects).
    expect(peakConnections).toBeGreaterThan(SEQUENCES / 10);

    expect(distinct(outcomes.map((o) => o.checkoutId))).toBe(SEQUENCES);
    expect(distinct(outcomes.map((o) => o.paymentId))).toBe(SEQUENCES);
    expect(distinct(outcomes.map((o) => o.refund.body.id))).toBe(SEQUENCES);

    for (const o of outcomes) {
      // No cross-talk: each status answer is this sequence's payment, with this sequence's amount.
      expect(o.status.http, `status ${o.i}`).toBe(200);
      expect(o.status.body).toMatchObject({
        id: o.paymentId,
        amount: o.amount,
        currency: 'EUR',
        paymentType: 'DB',
        merchantTransactionId: o.merchantTransactionId,
      });
      expect(o.status.body.result.code).toBe('000.100.110');

      expect(o.refund.http, `refund ${o.i}`).toBe(200);
      expect(o.refund.body).toMatchObject({
        referencedId: o.paymentId,
        paymentType: 'RF',
        amount: o.refundAmount,
        currency: 'EUR',
        merchantTransactionId: o.merchantTransactionId,
      });
      expect(o.refund.body.result.code).toBe('000.100.110');
    }

    // The store holds exactly what the sequences created: 500 debits and 500 refunds, each refund
    // recorded against its own debit (a lost update would leave refundedCents short).
    const stored = [...gateway.store.transactions()];
    expect(stored).toHaveLength(2 * SEQUENCES);
    expect(distinct(stored.map((t) => t.id))).toBe(2 * SEQUENCES);
    expect(new Set(stored.map((t) => t.id))).toEqual(new Set(outcomes.flatMap((o) => [o.paymentId, o.refund.body.id])));
    expect(stored.filter((t) => t.paymentType === 'DB')).toHaveLength(SEQUENCES);
    expect(stored.filter((t) => t.paymentType === 'RF')).toHaveLength(SEQUENCES);
    for (const o of outcomes) expect(gateway.store.transaction(o.paymentId)?.refundedCents, `refunded ${o.i}`).toBe(cents(o.i) / 2);

    // The query by merchantTransactionId finds the debit and its refund, nothing of another
    // sequence: both carry the id (the refund inherits it), and includeLinkedTransactions adds no
    // third since each is the other's only link. Sorted by creation: the debit first.
    const offset = Math.floor(Math.random() * (SEQUENCES / SAMPLED_QUERIES));
    const sample = outcomes.filter((_, k) => k % (SEQUENCES / SAMPLED_QUERIES) === offset);
    expect(sample).toHaveLength(SAMPLED_QUERIES);
    await Promise.all(
      sample.map(async (o) => {
        const q = new URLSearchParams({ entityId: entityId(), merchantTransactionId: o.merchantTransactionId, includeLinkedTransactions: 'true' });
        const { status, body } = await call(`/v1/query?${q.toString()}`, { headers: auth() });
        expect(status, `query ${o.i}`).toBe(200);
        expect(body.result.code).toBe('000.000.100');
        expect(body.payments?.map((p) => [p.id, p.paymentType, p.amount, p.referencedId])).toEqual([
          [o.paymentId, 'DB', o.amount, undefined],
          [o.refund.body.id, 'RF', o.refundAmount, o.paymentId],
        ]);
      }),
    );
  }, 60_000);
});
