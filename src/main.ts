// `npm start`: the development gateway and the demo shop, on two origins.
import { serve } from '@hono/node-server';
import { createGatewayApp } from './gateway/app.ts';
import { systemClock } from './gateway/platform/clock.ts';
import { DEFAULTS, readConfig } from './gateway/platform/config.ts';
import { createShopApp } from './shop/app.ts';

const config = readConfig();
const { app: gateway, scheduler } = createGatewayApp({ config, clock: systemClock, log: (line) => console.log(`[gateway] ${line}`) });
scheduler.start();
const shop = createShopApp({ config });

const server = serve({ fetch: gateway.fetch, port: config.gatewayPort, hostname: config.host }, () => {
  console.log(`gateway   ${config.gatewayUrl}  (GATEWAY_PORT, default ${DEFAULTS.GATEWAY_PORT})`);
});
// A body that trickles in is not held for minutes: headers within 10 s, a whole request within 30 s.
for (const s of [server]) Object.assign(s, { headersTimeout: 10_000, requestTimeout: 30_000 });
serve({ fetch: shop.fetch, port: config.shopPort, hostname: config.host }, () => {
  console.log(`demo shop ${config.shopUrl}/checkout  (SHOP_PORT, default ${DEFAULTS.SHOP_PORT})`);
  console.log(`entityId  ${config.entityId}  (GATEWAY_ENTITY_ID)`);
  console.log(`token     ${config.accessToken}  (GATEWAY_ACCESS_TOKEN)`);
  console.log(`reconciliation files ${config.reconciliationDir}  (GATEWAY_RECONCILIATION_DIR)`);
  console.log(`listening on ${config.host} only  (GATEWAY_HOST=0.0.0.0 for other machines)`);
});
