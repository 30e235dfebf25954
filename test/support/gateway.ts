// A gateway app wired to a manual clock, called through app.request() without opening sockets.
// Outbound calls (webhooks, the shopper-result callback) go to a recording fake.
import { createGatewayApp } from '../../src/gateway/app.ts';
import { ManualClock } from '../../src/gateway/platform/clock.ts';
import { type GatewayConfig, readConfig } from '../../src/gateway/platform/config.ts';
import { memorySink, type ReconciliationSink } from '../../src/gateway/settlement/files.ts';

export const config = readConfig({ GATEWAY_THROTTLE: 'off' });
export const AUTH = { Authorization: `Bearer ${config.accessToken}` };
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };

export interface Outbound {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export function gateway(options: { start?: string; config?: Partial<GatewayConfig>; answer?: (call: Outbound) => Response; sink?: ReconciliationSink } = {}) {
  const clock = new ManualClock(options.start ?? '2026-01-15T10:00:00Z');
  const log: string[] = [];
  const outbound: Outbound[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    outbound.push(call);
    return options.answer?.(call) ?? new Response('ok');
  }) as typeof fetch;
  const { app, store, scheduler, webhooks } = createGatewayApp({
    config: { ...config, ...options.config },
    clock,
    log: (line) => log.push(line),
    fetch: fakeFetch,
    reconciliationSink: options.sink ?? memorySink(),
  });
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = AUTH) =>
    app.request(path, { method: 'POST', headers: { ...FORM, ...headers }, body: new URLSearchParams(body) });
  const get = (path: string, headers: Record<string, string> = AUTH) => app.request(path, { headers });
  const createCheckout = async (overrides: Record<string, string> = {}) => {
    const res = await post('/v1/checkouts', { entityId: config.entityId, amount: '12.50', currency: 'EUR', paymentType: 'DB', ...overrides });
    const json = (await res.json()) as { id: string };
    return json.id;
  };
  return { app, store, clock, scheduler, webhooks, log, outbound, post, get, createCheckout };
}

export const validCard = (overrides: Record<string, string> = {}) => ({
  paymentBrand: 'VISA',
  'card.number': '4200000000000000',
  'card.holder': 'Jane Doe',
  'card.expiryMonth': '12',
  'card.expiryYear': '2030',
  'card.cvv': '123',
  ...overrides,
});

/** A server-to-server payment request. */
export const s2s = (overrides: Record<string, string> = {}) => ({
  entityId: config.entityId,
  amount: '100.00',
  currency: 'EUR',
  paymentType: 'DB',
  ...validCard(),
  ...overrides,
});

export type Json = {
  id: string;
  referencedId?: string;
  registrationId?: string;
  paymentType?: string;
  paymentBrand?: string;
  amount?: string;
  currency?: string;
  integrity?: string;
  result: { code: string; description: string; parameterErrors?: Array<{ name: string; value: string; message: string }> };
  redirect?: { url: string; parameters: Array<{ name: string; value: string }> };
  card?: { bin: string; last4Digits: string; holder?: string };
  payments?: Json[];
  [key: string]: unknown;
};

export const json = async (res: Response) => (await res.json()) as Json;
