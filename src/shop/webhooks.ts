// The demo merchant's webhook receiver (docs/development-gateway.md "Webhooks"): it checks each
// notification's signature as a merchant must, and keeps the last few hundred in memory so a test
// (the contract matrix, e2e/contract.spec.ts) can read what the gateway sent for a payment or a
// registration: GET /webhooks?resource=<id>. A forged or stale notification is refused (401).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { DEFAULTS, type GatewayConfig } from '../gateway/platform/config.ts';

/** Enough for a test run's notifications; older ones go first. */
const MAX_NOTIFICATIONS = 500;
/** A notification is a small JSON object; anything larger is not the gateway's. */
const MAX_BODY = 64_000;

export interface ReceivedNotification {
  id: string;
  type: string;
  action: string;
  /** the payment's or the registration's id, and the registration a payment stored */
  resourceIds: string[];
}

/** How old a notification may be, as docs/development-gateway.md advises receivers: a replay later fails. */
const TOLERANCE_SECONDS = 300;

/**
 * The check docs/development-gateway.md "Webhooks" tells merchants to run, written here as a
 * merchant's server does (the shop talks to the gateway over HTTP only, never imports it): an
 * HMAC-SHA256 of `{id}.{timestamp}.{raw body}` with the shared secret, `v1=` and hex, compared in
 * constant time, and a timestamp within five minutes.
 */
function verified(secret: string, id: string | undefined, timestamp: string | undefined, signature: string | undefined, body: string): boolean {
  if (!id || !signature || !timestamp || !/^[1-9]\d{0,11}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The ids a notification is about: the payload's own, and the registration a payment created. */
function resourceIds(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const { id, registrationId } = payload as { id?: unknown; registrationId?: unknown };
  return [id, registrationId].filter((v): v is string => typeof v === 'string');
}

export function webhookRoutes(config: GatewayConfig) {
  // The same secret the gateway signs with (GATEWAY_WEBHOOK_SECRET, or its default).
  const secret = config.webhook?.secret ?? DEFAULTS.GATEWAY_WEBHOOK_SECRET;
  const received: ReceivedNotification[] = [];
  return new Hono()
    .post('/webhooks', async (c) => {
      // The raw body: the signature covers the bytes as sent, not a re-serialised object.
      const body = await c.req.text();
      if (body.length > MAX_BODY) return c.body(null, 413);
      const id = c.req.header('x-notification-id');
      if (!verified(secret, id, c.req.header('x-notification-timestamp'), c.req.header('x-notification-signature'), body)) return c.body(null, 401);
      let parsed: { type?: unknown; action?: unknown; payload?: unknown };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return c.body(null, 400);
      }
      // A retry of a notification already kept is acknowledged, not kept twice.
      if (id && !received.some((n) => n.id === id)) {
        received.push({ id, type: String(parsed.type), action: String(parsed.action), resourceIds: resourceIds(parsed.payload) });
        if (received.length > MAX_NOTIFICATIONS) received.shift();
      }
      return c.body(null, 204);
    })
    .get('/webhooks', (c) => {
      const resource = c.req.query('resource') ?? '';
      return c.json(received.filter((n) => n.resourceIds.includes(resource)));
    });
}
