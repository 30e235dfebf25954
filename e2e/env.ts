// Where the e2e suite's gateway and shop run, shared by the Playwright config and the specs.
import { DEFAULTS } from '../src/gateway/platform/config.ts';

export const GATEWAY_PORT = process.env.E2E_GATEWAY_PORT ?? '18080';
export const SHOP_PORT = process.env.E2E_SHOP_PORT ?? '13000';
export const GATEWAY_URL = `http://localhost:${GATEWAY_PORT}`;
export const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`;
export const ACCESS_TOKEN = DEFAULTS.GATEWAY_ACCESS_TOKEN;
export const ENTITY_ID = DEFAULTS.GATEWAY_ENTITY_ID;
