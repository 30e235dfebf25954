// `npm start`: the development gateway and the demo shop, on two origins.
import { serve } from '@hono/node-server';
import { createGatewayApp } from './app.ts';
import { systemClock } from './clock.ts';
import { DEFAULTS, readConfig } from './config.ts';
import { createShopApp } from './shop/app.ts';

const config = readConfig();
const { app: gateway, scheduler } = createGatewayApp({ config, clock: systemClock, log: (line) => console.log(`[gateway] ${line}`) });
scheduler.start();
const shop = createShopApp({ config });

serve({ fetch: gateway.fetch, port: config.gatewayPort }, () => {
  console.log(`gateway   ${config.gatewayUrl}  (GATEWAY_PORT, default ${DEFAULTS.GATEWAY_PORT})`);
});
serve({ fetch: shop.fetch, port: config.shopPort }, () => {
  console.log(`demo shop ${config.shopUrl}/checkout  (SHOP_PORT, default ${DEFAULTS.SHOP_PORT})`);
  console.log(`entityId  ${config.entityId}  (GATEWAY_ENTITY_ID)`);
  console.log(`token     ${config.accessToken}  (GATEWAY_ACCESS_TOKEN)`);
  console.log(`reconciliation files ${config.reconciliationDir}  (GATEWAY_RECONCILIATION_DIR)`);
});
