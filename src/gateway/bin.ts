// `npx wpwl-dev-gateway`: the development gateway alone, for a merchant's own project and CI (the
// @wpwl/dev-gateway package; docs/test-your-checkout.md). The merchant's shop is theirs: only the
// gateway runs, serving the widget built into the package. Ready when GET /health answers 200.
import { DEFAULTS, readConfig } from './platform/config.ts';
import { startGateway } from './serve.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (e) {
  // A wrong variable is a one-line message, not a stack trace.
  console.error(`wpwl-dev-gateway: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
startGateway(config, () => {
  console.log(`wpwl-dev-gateway ${config.gatewayUrl}  (GATEWAY_PORT, default ${DEFAULTS.GATEWAY_PORT})`);
  console.log(`ready at         ${config.gatewayUrl}/health`);
  console.log(`widget           ${config.gatewayUrl}/v1/paymentWidgets.js?checkoutId={id}`);
  console.log(`entityId         ${config.entityId}  (GATEWAY_ENTITY_ID)`);
  console.log(`token            ${config.accessToken}  (GATEWAY_ACCESS_TOKEN)`);
  console.log(`listening on ${config.host} only  (GATEWAY_HOST=0.0.0.0 for other machines)`);
});
