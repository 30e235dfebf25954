// The demo shop's webhook receiver checks signatures as docs/development-gateway.md tells merchants
// to, on its own code (it never imports the gateway's): a notification the gateway signs is kept,
// a forged, stale or repeated one is not.
import { describe, expect, it } from 'vitest';
import { signNotification } from '../src/gateway/outbound/webhooks.ts';
import { DEFAULTS } from '../src/gateway/platform/config.ts';
import { webhookRoutes } from '../src/shop/webhooks.ts';
import { config } from './support/gateway.ts';

const SECRET: string = DEFAULTS.GATEWAY_WEBHOOK_SECRET;

function send(app: ReturnType<typeof webhookRoutes>, id: string, body: string, { secret = SECRET, at = Math.floor(Date.now() / 1000) } = {}) {
  return app.request('/webhooks', {
    method: 'POST',
    headers: { 'x-notification-id': id, 'x-notification-timestamp': String(at), 'x-notification-signature': signNotification(secret, id, at, body) },
    body,
  });
}

describe("the shop's webhook receiver", () => {
  it('keeps a notification the gateway signed, once, and finds it by its payment or registration', async () => {
    const app = webhookRoutes({ ...config, webhook: null });
    const body = JSON.stringify({ type: 'PAYMENT', action: 'CREATED', payload: { id: 'p1', registrationId: 'r1' } });
    expect((await send(app, 'n1', body)).status).toBe(204);
    expect((await send(app, 'n1', body)).status).toBe(204);
    const byRegistration = (await (await app.request('/webhooks?resource=r1')).json()) as Array<{ type: string; action: string }>;
    expect(byRegistration.map((n) => `${n.type}.${n.action}`)).toEqual(['PAYMENT.CREATED']);
  });

  it('refuses a forged signature and a notification older than five minutes', async () => {
    const app = webhookRoutes({ ...config, webhook: null });
    const body = JSON.stringify({ type: 'PAYMENT', action: 'CREATED', payload: { id: 'p2' } });
    expect((await send(app, 'n2', body, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await send(app, 'n3', body, { at: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect(await (await app.request('/webhooks?resource=p2')).json()).toEqual([]);
  });
});
