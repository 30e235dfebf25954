// Starts the development gateway on its port: what `npm start` and the packaged
// `wpwl-dev-gateway` bin share.
import { serve } from '@hono/node-server';
import { createGatewayApp } from './app.ts';
import { systemClock } from './platform/clock.ts';
import type { GatewayConfig } from './platform/config.ts';

export function startGateway(config: GatewayConfig, onListening: () => void) {
  const { app, scheduler } = createGatewayApp({ config, clock: systemClock, log: (line) => console.log(`[gateway] ${line}`) });
  scheduler.start();
  const server = serve({ fetch: app.fetch, port: config.gatewayPort, hostname: config.host }, onListening);
  // A body that trickles in is not held for minutes: headers within 10 s, a whole request within 30 s.
  Object.assign(server, { headersTimeout: 10_000, requestTimeout: 30_000 });
  return server;
}
