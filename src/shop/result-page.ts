// The result page: the shopper returns here with the resourcePath, and the shop asks the gateway
// for the outcome server-side, as a merchant must, and shows it classified (classify.ts).
import { Hono } from 'hono';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { CHECKOUT_ID_CHARS } from '../shared/checkout-paths.ts';
import { esc } from '../shared/html.ts';
import { classify } from './classify.ts';
import { bearer, type FetchGateway } from './merchant-server.ts';
import { page } from './page.ts';

const RESOURCE_PATH = new RegExp(`^/v1/checkouts/${CHECKOUT_ID_CHARS}/(payment|registration)$`);

/** What the page shows of the gateway's answer. */
interface Outcome {
  id?: string;
  merchantTransactionId?: string;
  result?: { code?: string; description?: string };
  amount?: string;
  currency?: string;
}

function resultBody(json: Outcome): string {
  const code = json.result?.code ?? 'unknown';
  const { outcome, family } = classify(code);
  const heading = {
    success: 'Thank you, payment successful',
    review: 'Payment under review',
    pending: 'Payment pending',
    rejected: 'Payment declined',
    error: 'Payment failed',
  }[outcome];
  return `<h1 class="shop-result-${outcome}">${esc(heading)}</h1>
<dl class="shop-result" data-outcome="${outcome}">
<dt>Result code</dt><dd data-testid="result-code">${esc(code)}</dd>
<dt>Description</dt><dd data-testid="result-description">${esc(json.result?.description ?? '')}</dd>
<dt>Meaning</dt><dd>${esc(family)}</dd>
${json.amount ? `<dt>Amount</dt><dd>${esc(json.amount)} ${esc(json.currency ?? '')}</dd>` : ''}
${json.merchantTransactionId ? `<dt>Order</dt><dd data-testid="merchant-transaction-id">${esc(json.merchantTransactionId)}</dd>` : ''}
${json.id ? `<dt>Payment id</dt><dd data-testid="payment-id">${esc(json.id)}</dd>` : ''}
</dl>
<p><a href="/checkout">Pay again</a></p>`;
}

export function resultPageRoutes(config: GatewayConfig, fetchGateway: FetchGateway) {
  return new Hono().get('/result', async (c) => {
    const resourcePath = c.req.query('resourcePath') ?? '';
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'");
    if (!RESOURCE_PATH.test(resourcePath)) {
      return c.html(page('Result', `<h1>Unknown payment</h1><p class="shop-error">resourcePath is missing or malformed.</p>`), 400);
    }
    const res = await fetchGateway(`${resourcePath}?entityId=${config.entityId}`, { headers: bearer(config) });
    return c.html(page('Result', resultBody((await res.json()) as Outcome)));
  });
}
