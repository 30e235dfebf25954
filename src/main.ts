// `npm start`: the development gateway and the demo shop, on two origins.
import { serve } from '@hono/node-server';
import { DEFAULTS, readConfig } from './gateway/platform/config.ts';
import { startGateway } from './gateway/serve.ts';
import { createShopApp } from './shop/app.ts';

const config = readConfig();
startGateway(config, () => {
  console.log(`gateway   ${config.gatewayUrl}  (GATEWAY_PORT, default ${DEFAULTS.GATEWAY_PORT})`);
});
const shop = createShopApp({ config });
serve({ fetch: shop.fetch, port: config.shopPort, hostname: config.host }, () => {
  console.log(`demo shop ${config.shopUrl}/checkout  (SHOP_PORT, default ${DEFAULTS.SHOP_PORT})`);
  console.log(`entityId  ${config.entityId}  (GATEWAY_ENTITY_ID)`);
  console.log(`token     ${config.accessToken}  (GATEWAY_ACCESS_TOKEN)`);
  console.log(`reconciliation files ${config.reconciliationDir}  (GATEWAY_RECONCILIATION_DIR)`);
  console.log(`listening on ${config.host} only  (GATEWAY_HOST=0.0.0.0 for other machines)`);
});
