// Throttling per operation and credentials (gateway-api.md sections 7 and 8): each pair may make
// `limit` requests per window; the next gets HTTP 429 with result 800.120.100 in the usual envelope.
import type { MiddlewareHandler } from 'hono';
import { envelope, RESULTS } from '../catalogue/results.ts';
import type { Clock } from '../platform/clock.ts';
import type { ThrottleLimit } from '../platform/config.ts';
import { newPaymentId } from '../platform/ids.ts';

export class Throttle {
  readonly #windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly clock: Clock,
    private readonly limit: ThrottleLimit | null,
  ) {}

  /** Counts one request; true when it is over the limit. */
  exceeded(operation: string, credential: string): boolean {
    if (!this.limit) return false;
    const now = this.clock.now().getTime();
    const key = `${operation}\u0000${credential}`;
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      this.#windows.set(key, { start: now, count: 1 });
      return false;
    }
    window.count += 1;
    return window.count > this.limit.limit;
  }

  /** Seconds until the caller's window ends, for Retry-After. */
  retryAfter(operation: string, credential: string): number {
    const window = this.#windows.get(`${operation}\u0000${credential}`);
    if (!window || !this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.limit.windowMs - this.clock.now().getTime()) / 1000));
  }

  /** Middleware for one operation; the credential is the Bearer token, else what `credential` says. */
  guard(
    operation: string,
    credential: (header: (name: string) => string | undefined, param: (name: string) => string | undefined) => string,
  ): MiddlewareHandler {
    return async (c, next) => {
      const who = credential(
        (n) => c.req.header(n),
        (n) => c.req.param(n),
      );
      if (this.exceeded(operation, who)) {
        c.header('Retry-After', String(this.retryAfter(operation, who)));
        return c.json(envelope(this.clock, RESULTS.throttled, { id: newPaymentId() }), 429);
      }
      await next();
    };
  }
}

export const byToken = (header: (name: string) => string | undefined): string => header('Authorization') ?? 'anonymous';
