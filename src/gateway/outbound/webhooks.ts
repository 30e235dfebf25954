// Webhook notifications (gateway-api.md section 6). The documents leave registration, retries and
// signing open, so this is our choice: a signed POST per notification, retried with backoff through
// the Scheduler, so tests move the clock instead of waiting and `notify` never blocks the caller.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { WebhookConfig } from '../platform/config.ts';
import type { Scheduler } from '../platform/scheduler.ts';

export type NotificationType = 'PAYMENT' | 'REGISTRATION';
export type NotificationAction = 'CREATED' | 'UPDATED' | 'DELETED';

export interface Delivery {
  id: string;
  type: NotificationType;
  action: NotificationAction;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastError?: string;
}

/** Waits before attempts 2..6: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = Object.freeze([60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000]);

const DEFAULT_TIMEOUT_MS = 10_000;

interface WebhookDeps {
  config: WebhookConfig | null;
  clock: Clock;
  scheduler: Scheduler;
  fetch: typeof fetch;
  log: (line: string) => void;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export class Webhooks {
  readonly #deps: WebhookDeps;
  readonly #retryDelaysMs: readonly number[];
  readonly #timeoutMs: number;
  readonly #deliveries: Delivery[] = [];

  constructor(deps: WebhookDeps) {
    this.#deps = deps;
    this.#retryDelaysMs = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Queues a notification; does nothing (returns undefined) when no URL is configured. */
  notify(type: NotificationType, action: NotificationAction, payload: Record<string, unknown>): Delivery | undefined {
    const config = this.#deps.config;
    if (!config?.url) return undefined;
    // Serialised now, so every retry sends (and signs) the object as it was when the event happened.
    const body = JSON.stringify({ type, action, payload });
    const delivery: Delivery = { id: randomUUID(), type, action, attempts: 0, status: 'pending' };
    this.#deliveries.push(delivery);
    // Scheduled rather than sent here: the caller (a payment request) must not wait for the receiver.
    this.#deps.scheduler.at(this.#deps.clock.now(), () => this.#attempt(config, delivery, body));
    return delivery;
  }

  deliveries(): readonly Delivery[] {
    return [...this.#deliveries];
  }

  async #attempt(config: WebhookConfig, delivery: Delivery, body: string): Promise<void> {
    delivery.attempts++;
    const timestamp = Math.floor(this.#deps.clock.now().getTime() / 1000);
    let outcome: string;
    try {
      const response = await this.#deps.fetch(config.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Notification-Id': delivery.id,
          'X-Notification-Timestamp': String(timestamp),
          'X-Notification-Signature': signNotification(config.secret, delivery.id, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      // The answer's body is of no interest; cancelling it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) {
        delivery.status = 'delivered';
        this.#log(delivery, `${response.status} delivered`);
        return;
      }
      outcome = `HTTP ${response.status}`;
    } catch (error) {
      outcome = errorName(error);
    }
    delivery.lastError = outcome;
    const delay = this.#retryDelaysMs[delivery.attempts - 1];
    if (delay === undefined) {
      delivery.status = 'failed';
      this.#log(delivery, `${outcome}, failed after ${delivery.attempts} attempts`);
      return;
    }
    this.#log(delivery, `${outcome}, retry in ${Math.round(delay / 1000)}s`);
    this.#deps.scheduler.after(delay, () => this.#attempt(config, delivery, body));
  }

  // Only ids, kinds and outcomes: the payload may hold customer data and must never reach the log.
  #log(delivery: Delivery, outcome: string): void {
    this.#deps.log(`webhook ${delivery.id} ${delivery.type}.${delivery.action} attempt ${delivery.attempts}: ${outcome}`);
  }
}

/** The error's name, plus the system code (ECONNREFUSED, ...) Node's fetch hides in `cause`. */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const cause: unknown = error.cause;
  const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code ? `${error.name} (${code})` : error.name;
}

/** The X-Notification-Signature value: v1=hex(HMAC-SHA256(secret, `${id}.${timestamp}.${body}`)). */
export function signNotification(secret: string, id: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver runs on each notification: `headers` with lower-case names, `body` the raw request
 * body exactly as received (not re-serialised JSON), `nowMs` the receiver's clock.
 */
export function verifyNotification(secret: string, headers: Record<string, string | undefined>, body: string, nowMs: number, toleranceSeconds = 300): boolean {
  const id = headers['x-notification-id'];
  const timestamp = headers['x-notification-timestamp'];
  const signature = headers['x-notification-signature'];
  // Plain digits without a leading zero, so the string signed is exactly the header received.
  if (!id || !signature || !timestamp || !/^[1-9]\d{0,11}$/.test(timestamp)) return false;
  // A bounded age makes a captured notification useless for replay later.
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signNotification(secret, id, Number(timestamp), body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
