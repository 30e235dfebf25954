// Bearer authentication of server-to-server calls (gateway-api.md section 5): a missing or
// malformed header is 401, a token we do not know is 403.
import type { MiddlewareHandler } from 'hono';
import { envelope, RESULTS } from '../catalogue/results.ts';
import type { Clock } from '../platform/clock.ts';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

export function requireBearer(accessToken: string, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('Authorization') ?? '');
    if (!match) {
      const description = `${RESULTS.invalidAuth.description}: send the header "Authorization: Bearer <access token>"`;
      return c.json(envelope(clock, { ...RESULTS.invalidAuth, description }), 401);
    }
    if (match[1] !== accessToken) {
      const description = `${RESULTS.invalidAuth.description}: unknown access token`;
      return c.json(envelope(clock, { ...RESULTS.invalidAuth, description }), 403);
    }
    await next();
  };
}
