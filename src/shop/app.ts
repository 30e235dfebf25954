// The demo merchant. Like a real one it creates the checkout server-side with its Bearer token,
// serves the checkout page (under a strict CSP) and, on the result page, asks the gateway for the
// outcome. It never sees card data: the card fields live in the gateway's frames.
import { Hono } from 'hono';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { shopAppRoutes } from './apps.ts';
import { bareFrameRoutes } from './bare-frame.ts';
import { checkoutPageRoutes } from './checkout-page.ts';
import { corpusRoutes } from './corpus.ts';
import { cspReportRoutes } from './csp-reports.ts';
import { shopFileRoutes } from './files.ts';
import { galleryRoutes } from './gallery.ts';
import { checkoutCreator, type FetchGateway } from './merchant-server.ts';
import { resultPageRoutes } from './result-page.ts';
import { webhookRoutes } from './webhooks.ts';

export interface ShopDeps {
  config: GatewayConfig;
  /** how the shop reaches the gateway server-side (fetch, or app.request in tests) */
  fetchGateway?: FetchGateway;
}

export function createShopApp({ config, fetchGateway = (path, init) => fetch(`${config.gatewayUrl}${path}`, init) }: ShopDeps) {
  const createCheckout = checkoutCreator(config, fetchGateway);
  return (
    new Hono()
      .route('/', shopFileRoutes())
      .get('/', (c) => c.redirect('/checkout'))
      .route('/', cspReportRoutes())
      // The corpus of public integrations of the original widget (e2e/corpus), each on its own page.
      .route('/', corpusRoutes(config, createCheckout))
      .route('/', checkoutPageRoutes(config, createCheckout))
      .route('/', shopAppRoutes(config))
      .route('/', bareFrameRoutes(config, createCheckout))
      .route('/', galleryRoutes())
      .route('/', resultPageRoutes(config, fetchGateway))
      // The gateway's webhooks, when GATEWAY_WEBHOOK_URL points here (the e2e suite's gateway does).
      .route('/', webhookRoutes(config))
  );
}
