// The development gateway as a Hono app. Every route exists with and without the /v1 prefix,
// since the API documents leave open which checkout paths carry it.
import { Hono } from 'hono';
import type { Clock } from './clock.ts';
import type { GatewayConfig } from './config.ts';
import { envelope } from './results.ts';
import { assetRoutes } from './routes/assets.ts';
import { checkoutRoutes } from './routes/checkouts.ts';
import { Store } from './store.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  clock: Clock;
  store?: Store;
  /** request log sink; paths and statuses only, never bodies or query strings */
  log?: (line: string) => void;
}

export function createGatewayApp({ config, clock, store = new Store(clock), log }: GatewayDeps) {
  const api = new Hono().route('/', assetRoutes()).route('/', checkoutRoutes(config, store, clock));
  const app = new Hono();
  if (log) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - start)}ms`);
    });
  }
  app.route('/v1', api);
  app.route('/', api);
  app.notFound((c) =>
    c.json(envelope(clock, { code: '200.300.404', description: `no such endpoint: ${c.req.method} ${c.req.path}` }), 404),
  );
  app.onError((err, c) => {
    log?.(`error ${c.req.method} ${c.req.path}: ${err.name}`);
    return c.json(envelope(clock, { code: '999.999.999', description: 'unexpected gateway error' }), 500);
  });
  return { app, store };
}
