// The demo merchant's webhook receiver (docs/development-gateway.md "Webhooks"): it checks each
// notification's signature as a merchant must, and keeps the last few hundred in memory so a test
// (the contract matrix, e2e/contract.spec.ts) can read what the gateway sent for a payment or a
// registration: GET /webhooks?resource=<id>. A forged or stale notification is refused (401).
import { Hono } from 'hono';
import { verifyNotification } from '../gateway/outbound/webhooks.ts';
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
      const headers = {
        'x-notification-id': c.req.header('x-notification-id'),
        'x-notification-timestamp': c.req.header('x-notification-timestamp'),
        'x-notification-signature': c.req.header('x-notification-signature'),
      };
      if (!verifyNotification(secret, headers, body, Date.now())) return c.body(null, 401);
      let parsed: { type?: unknown; action?: unknown; payload?: unknown };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return c.body(null, 400);
      }
      // A retry of a notification already kept is acknowledged, not kept twice.
      const id = headers['x-notification-id'] ?? '';
      if (!received.some((n) => n.id === id)) {
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
