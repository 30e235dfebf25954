// A merchant's shop, as small as one can be: plain Node, no framework. It creates a checkout on
// the server (the token never reaches the browser), serves the payment page under a strict
// Content-Security-Policy, and asks the gateway for the outcome on the result page.
// docs/test-your-checkout.md follows this file; CI runs the same file in a scratch project.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const GATEWAY = process.env.GATEWAY_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 8080}`;
const TOKEN = process.env.GATEWAY_ACCESS_TOKEN ?? 'ZGV2LWdhdGV3YXktYWNjZXNzLXRva2Vu';
const ENTITY_ID = process.env.GATEWAY_ENTITY_ID ?? '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const PORT = Number(process.env.SHOP_PORT ?? 3000);

/** POST or GET to the gateway with the token; bodies are form-encoded. */
async function gateway(path, form) {
  const res = await fetch(`${GATEWAY}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return res.json();
}

const html = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res, nonce, title, body) {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${GATEWAY}`,
      `style-src 'self' ${GATEWAY}`,
      `frame-src 'self' ${GATEWAY}`,
      `connect-src 'self' ${GATEWAY}`,
      "img-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
  });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`);
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const nonce = randomBytes(16).toString('base64');
  if (url.pathname === '/checkout') {
    const checkout = await gateway('/v1/checkouts', { entityId: ENTITY_ID, amount: '49.90', currency: 'EUR', paymentType: 'DB' });
    if (!checkout.id) return page(res, nonce, 'Error', `<p>${html(checkout.result.description)}</p>`);
    return page(
      res,
      nonce,
      'Checkout',
      `<h1>Pay 49.90 EUR</h1>
<script nonce="${nonce}">var wpwlOptions = { locale: 'en' };</script>
<script nonce="${nonce}" src="${GATEWAY}/v1/paymentWidgets.js?checkoutId=${checkout.id}"></script>
<form action="/result" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form>`,
    );
  }
  if (url.pathname === '/result') {
    const payment = await gateway(`${url.searchParams.get('resourcePath')}?entityId=${ENTITY_ID}`);
    const paid = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/.test(payment.result.code);
    return page(res, nonce, 'Result', `<h1>${paid ? 'Thank you' : 'Payment failed'}</h1><p id="code">${html(payment.result.code)}</p>`);
  }
  res.writeHead(404).end();
}).listen(PORT, '127.0.0.1', () => console.log(`shop http://127.0.0.1:${PORT}/checkout`));
