// A gateway app wired to a manual clock, called through app.request() without opening sockets.
import { createGatewayApp } from '../src/gateway/app.ts';
import { ManualClock } from '../src/gateway/clock.ts';
import { readConfig } from '../src/gateway/config.ts';

export const config = readConfig({});
export const AUTH = { Authorization: `Bearer ${config.accessToken}` };
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };

export function gateway(start = '2026-01-15T10:00:00Z') {
  const clock = new ManualClock(start);
  const log: string[] = [];
  const { app, store } = createGatewayApp({ config, clock, log: (line) => log.push(line) });
  const post = (path: string, body: Record<string, string>, headers: Record<string, string> = AUTH) =>
    app.request(path, { method: 'POST', headers: { ...FORM, ...headers }, body: new URLSearchParams(body) });
  const createCheckout = async (overrides: Record<string, string> = {}) => {
    const res = await post('/v1/checkouts', { entityId: config.entityId, amount: '12.50', currency: 'EUR', paymentType: 'DB', ...overrides });
    const json = (await res.json()) as { id: string };
    return json.id;
  };
  return { app, store, clock, log, post, createCheckout };
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
