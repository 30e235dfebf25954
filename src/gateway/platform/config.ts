// Development contract (README "Run it"): ports and credentials come from the environment,
// with defaults that make `npm start` work on a fresh clone.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTITY_ID } from '../../shared/checkout-paths.ts';

/** GATEWAY_THROTTLE: each operation and credentials may make `limit` requests per window (http/throttle.ts counts them). */
export interface ThrottleLimit {
  limit: number;
  windowMs: number;
}

/** "100/1s", "20/1m" or "off" (GATEWAY_THROTTLE). */
export function parseThrottle(value: string): ThrottleLimit | null {
  if (value === 'off') return null;
  const m = /^(\d+)\/(\d*)(ms|s|m)$/.exec(value);
  if (!m) throw new Error(`GATEWAY_THROTTLE must look like "100/1s", "20/1m" or "off", got "${value}"`);
  const unit = { ms: 1, s: 1000, m: 60_000 }[m[3] as 'ms' | 's' | 'm'];
  return { limit: Number(m[1]), windowMs: Number(m[2] || '1') * unit };
}

/** Where notifications go and the secret they are signed with (GATEWAY_WEBHOOK_URL, GATEWAY_WEBHOOK_SECRET). */
export interface WebhookConfig {
  url: string;
  secret: string;
}

export interface GatewayConfig {
  gatewayPort: number;
  shopPort: number;
  /** public base of the gateway, as the browser sees it (its origin differs from the shop's) */
  gatewayUrl: string;
  shopUrl: string;
  accessToken: string;
  entityId: string;
  /** per operation and credentials; null when off */
  throttle: ThrottleLimit | null;
  /** where notifications go; null when no URL is configured */
  webhook: WebhookConfig | null;
  /** folder of the reconciliation files (GATEWAY_RECONCILIATION_DIR) */
  reconciliationDir: string;
  /**
   * the interface both servers listen on (GATEWAY_HOST): this machine only by default, since the
   * token is public in README; 0.0.0.0 when a phone or another machine must reach them
   */
  host: string;
  /** GATEWAY_ALLOW_PRIVATE_CALLBACKS=1: the result callback and notificationUrl may call private addresses */
  allowPrivateCallbacks: boolean;
}

export const DEFAULTS = {
  GATEWAY_PORT: '8080',
  SHOP_PORT: '3000',
  GATEWAY_ACCESS_TOKEN: 'ZGV2LWdhdGV3YXktYWNjZXNzLXRva2Vu',
  GATEWAY_ENTITY_ID: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  GATEWAY_THROTTLE: '100/1s',
  GATEWAY_WEBHOOK_SECRET: 'dev-webhook-secret',
  GATEWAY_HOST: '127.0.0.1',
} as const;

function port(name: 'GATEWAY_PORT' | 'SHOP_PORT', env: NodeJS.ProcessEnv): number {
  const raw = env[name] ?? DEFAULTS[name];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const gatewayPort = port('GATEWAY_PORT', env);
  const shopPort = port('SHOP_PORT', env);
  const entityId = env.GATEWAY_ENTITY_ID ?? DEFAULTS.GATEWAY_ENTITY_ID;
  if (!ENTITY_ID.test(entityId)) throw new Error(`GATEWAY_ENTITY_ID must be 32 lowercase hex characters, got "${entityId}"`);
  const accessToken = env.GATEWAY_ACCESS_TOKEN ?? DEFAULTS.GATEWAY_ACCESS_TOKEN;
  if (!/^[A-Za-z0-9._~+/=-]{8,}$/.test(accessToken)) throw new Error('GATEWAY_ACCESS_TOKEN must be at least 8 token characters (A-Z a-z 0-9 . _ ~ + / = -)');
  return {
    gatewayPort,
    shopPort,
    // Two host names on purpose: localhost and 127.0.0.1 are different origins, so the card
    // frames are truly cross-origin to the shop page, as they are in production.
    gatewayUrl: `http://localhost:${gatewayPort}`,
    shopUrl: `http://127.0.0.1:${shopPort}`,
    accessToken,
    entityId,
    throttle: parseThrottle(env.GATEWAY_THROTTLE ?? DEFAULTS.GATEWAY_THROTTLE),
    webhook: env.GATEWAY_WEBHOOK_URL ? { url: env.GATEWAY_WEBHOOK_URL, secret: env.GATEWAY_WEBHOOK_SECRET ?? DEFAULTS.GATEWAY_WEBHOOK_SECRET } : null,
    // Outside the repository by default, so a run never leaves files for git to notice.
    reconciliationDir: env.GATEWAY_RECONCILIATION_DIR || join(tmpdir(), 'wpwl-dev-gateway', 'reconciliation'),
    host: env.GATEWAY_HOST || DEFAULTS.GATEWAY_HOST,
    allowPrivateCallbacks: env.GATEWAY_ALLOW_PRIVATE_CALLBACKS === '1',
  };
}
