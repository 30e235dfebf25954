// Throughput of the development gateway over HTTP: N full server-side sequences (create a checkout,
// pay it as the widget's number frame does, fetch its status, refund half), C at a time. Prints a
// markdown table for docs/figures.md, with the machine it ran on.
//
//   npx tsx scripts/gateway-load.ts [--sequences=2000] [--concurrency=50]
//
// Exit code 1 if any request failed or any id came back twice. Dependency-free: plain fetch and
// performance.now(). The client runs in the same process as the server, so the figures are a
// lower bound for the gateway alone; they are meant for comparing runs on one machine.
import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { createGatewayApp } from '../src/gateway/app.ts';
import { systemClock } from '../src/gateway/platform/clock.ts';
import { readConfig } from '../src/gateway/platform/config.ts';

function option(name: string, fallback: number): number {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  if (arg === undefined) return fallback;
  const n = Number(arg.slice(name.length + 3));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number, got "${arg}"`);
    process.exit(2);
  }
  return n;
}

const SEQUENCES = option('sequences', 2000);
const CONCURRENCY = Math.min(option('concurrency', 50), SEQUENCES);
const STEPS = ['create', 'pay', 'status', 'refund'] as const;
type Step = (typeof STEPS)[number];

// The app is built once the port is known, so its gatewayUrl names the real port.
let app: ReturnType<typeof createGatewayApp> | undefined;
const server = serve({ fetch: (req: Request) => (app ? app.app.fetch(req) : new Response('starting', { status: 503 })), port: 0 });
if (!(server instanceof Server)) throw new Error('expected a node:http server');
if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;
// Throttling off: this measures the gateway's own speed, not the rate limit it would impose.
app = createGatewayApp({ config: readConfig({ GATEWAY_THROTTLE: 'off', GATEWAY_PORT: String(port) }), clock: systemClock });
const { entityId, accessToken } = app.ctx.config;
const base = `http://127.0.0.1:${port}`;
const AUTH = { Authorization: `Bearer ${accessToken}` };
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };

const latencies: Record<Step, number[]> = { create: [], pay: [], status: [], refund: [] };
const failures: string[] = [];
const ids: Record<'checkout' | 'payment' | 'refund', string[]> = { checkout: [], payment: [], refund: [] };

/** One timed request; the step fails unless the result code is the expected one. */
async function step(name: Step, i: number, expected: string, path: string, init: RequestInit = {}): Promise<{ id?: string } | undefined> {
  const start = performance.now();
  try {
    const res = await fetch(`${base}${path}`, init);
    const body = (await res.json()) as { id?: string; result?: { code?: string } };
    latencies[name].push(performance.now() - start);
    if (body.result?.code !== expected) {
      failures.push(`sequence ${i} ${name}: HTTP ${res.status} ${body.result?.code ?? 'no result code'}`);
      return undefined;
    }
    return body;
  } catch (error) {
    failures.push(`sequence ${i} ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const post = (form: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...FORM, ...headers },
  body: new URLSearchParams(form).toString(),
});

async function sequence(i: number): Promise<void> {
  const cents = 1000 + 2 * (i % 50_000);
  const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const merchantTransactionId = `load-${i}-${randomBytes(6).toString('hex')}`;
  const checkout = await step(
    'create',
    i,
    '000.200.100',
    '/v1/checkouts',
    post({ entityId, amount: money(cents), currency: 'EUR', paymentType: 'DB', merchantTransactionId }, AUTH),
  );
  if (!checkout?.id) return;
  ids.checkout.push(checkout.id);
  const card = { paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2030', 'card.cvv': '123' };
  const payment = await step('pay', i, '000.100.110', `/v1/checkouts/${checkout.id}/payment`, post(card));
  if (!payment?.id) return;
  ids.payment.push(payment.id);
  await step('status', i, '000.100.110', `/v1/checkouts/${checkout.id}/payment?entityId=${entityId}`, { headers: AUTH });
  const refund = await step(
    'refund',
    i,
    '000.100.110',
    `/v1/payments/${payment.id}`,
    post({ paymentType: 'RF', amount: money(cents / 2), currency: 'EUR', entityId }, AUTH),
  );
  if (refund?.id) ids.refund.push(refund.id);
}

// C workers take the next sequence until none is left: at most C sequences in flight.
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < SEQUENCES) await sequence(next++);
  }),
);
const seconds = (performance.now() - started) / 1000;

server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const requests = STEPS.reduce((n, s) => n + latencies[s].length, 0);
const duplicates = Object.entries(ids)
  .filter(([, list]) => new Set(list).size !== list.length)
  .map(([kind]) => kind);
const stored = [...app.store.transactions()].length;
const ms = (v: number) => v.toFixed(1);
const cpus = os.cpus();

console.log(`Node ${process.version}, ${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores), ${os.platform()} ${os.arch()}`);
console.log('');
console.log('| sequences | concurrency | total s | sequences/s | HTTP requests/s |');
console.log('|---:|---:|---:|---:|---:|');
console.log(`| ${SEQUENCES} | ${CONCURRENCY} | ${seconds.toFixed(2)} | ${(SEQUENCES / seconds).toFixed(0)} | ${(requests / seconds).toFixed(0)} |`);
console.log('');
console.log('| step | median ms | p95 ms |');
console.log('|---|---:|---:|');
for (const s of STEPS) console.log(`| ${s} | ${ms(percentile(latencies[s], 50))} | ${ms(percentile(latencies[s], 95))} |`);
console.log('');

// Every sequence leaves one debit and one refund; anything else was lost or duplicated.
if (stored !== 2 * SEQUENCES) failures.push(`the store holds ${stored} transactions, expected ${2 * SEQUENCES}`);
if (failures.length > 0 || duplicates.length > 0) {
  for (const f of failures.slice(0, 20)) console.error(f);
  if (failures.length > 20) console.error(`… and ${failures.length - 20} more failures`);
  if (duplicates.length > 0) console.error(`duplicated ids: ${duplicates.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`all ${requests} requests answered as expected; ${ids.checkout.length + ids.payment.length + ids.refund.length} ids, none duplicated`);
}
