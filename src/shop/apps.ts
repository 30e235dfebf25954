// The shop's own apps (src/shop/spa): the designers' playground and the single-page checkout,
// each a page that loads its module of the one browser build from the gateway.
import { Hono } from 'hono';
import { readBuild } from '../gateway/assets/build.ts';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { esc } from '../shared/html.ts';
import { shopCsp } from './csp.ts';
import { LANGUAGES, newNonce, page } from './page.ts';

/**
 * The shop's own apps (src/shop/spa) are modules of the one browser build, which the
 * gateway serves: the page loads them from there, as a merchant loads a library from a CDN, and
 * its CSP stays the strictest one (the gateway is named in it anyway).
 */
async function appScript(config: GatewayConfig, entry: 'spa' | 'playground', nonce: string): Promise<string> {
  const file = (await readBuild())?.entries[entry].file;
  return file
    ? `<script type="module" src="${esc(config.gatewayUrl)}/v1/${esc(file)}" nonce="${nonce}"></script>`
    : `<p>The shop's ${entry} app is not built: run "npm run build".</p>`;
}

/** The playground's settings and the place its widget goes; with the wallets' test doubles on ?walletDoubles=1. */
function playgroundBody(config: GatewayConfig, doubles: boolean): string {
  const walletOptions = JSON.stringify({ applePay: { countryCode: 'DE', displayName: 'Demo shop' }, googlePay: { gatewayMerchantId: config.entityId } });
  const input = (id: string, label: string, value: string) => `<label>${esc(label)} <input id="pg-${id}" value="${esc(value)}"></label>`;
  return `<h1>Playground</h1>
<div class="shop-playground">
<section aria-label="Settings">
<label for="pg-options">wpwlOptions (JSON)</label>
<textarea id="pg-options" rows="8">${doubles ? esc(walletOptions) : '{ "showCVVHint": true }'}</textarea>
<ul id="pg-messages" aria-live="polite"></ul>
${input('brands', 'Brands', doubles ? 'VISA MASTER APPLEPAY GOOGLEPAY' : 'VISA MASTER AMEX DIRECTDEBIT_SEPA PAYPAL')}
<label>Language <select id="pg-locale">${LANGUAGES.map(([code, name]) => `<option value="${code}">${esc(name)}</option>`).join('')}</select></label>
<label>Style <select id="pg-style"><option>card</option><option>plain</option><option>logos</option><option>none</option></select></label>
${input('text', '--wpwl-text', '#1d2330')}
${input('background', '--wpwl-background', '#ffffff')}
${input('button', '--wpwl-button', '#1d4ed8')}
${input('border', '--wpwl-border', '#c5cad3')}
${input('radius', '--wpwl-radius', '6px')}
<p><button type="button" id="pg-apply">Apply</button> <a id="pg-share" href="/playground">Share this configuration</a>
${doubles ? '<a href="/playground">Without the wallet doubles</a>' : '<a href="/playground?walletDoubles=1">Show the wallets (test doubles)</a>'}</p>
</section>
<section aria-label="Widget"><div id="pg-widget"></div></section>
</div>
`;
}

export function shopAppRoutes(config: GatewayConfig) {
  /** An app's page names the gateway for the app to reach. */
  const withGateway = (html: string) => html.replace('<body>', `<body data-gateway="${esc(config.gatewayUrl)}">`);
  return (
    new Hono()
      // The designers' playground (src/shop/spa/playground.ts).
      .get('/playground', async (c) => {
        const nonce = newNonce();
        // ?walletDoubles=1: both wallet buttons, through the e2e doubles (no Apple Pay or Google here);
        // the widget takes the stand-in google.payments.api already on the page instead of loading pay.js.
        const doubles = c.req.query('walletDoubles') === '1';
        const scripts = doubles
          ? `<script nonce="${nonce}" src="/doubles/apple-pay.js"></script>\n<script nonce="${nonce}" src="/doubles/google-pay.js"></script>\n`
          : '';
        const body = `${playgroundBody(config, doubles)}${scripts}${await appScript(config, 'playground', nonce)}`;
        // A designer may list GOOGLEPAY: the page allows Google's pay.js as a merchant's page would.
        c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce, { googlePay: true }));
        c.header('Cache-Control', 'no-store');
        return c.html(withGateway(page('Playground', body)));
      })
      .get('/spa', async (c) => {
        const nonce = newNonce();
        const trustedTypes = c.req.query('csp') === 'trusted-types';
        const body = `<h1>Single-page checkout</h1>
<p class="shop-spa-controls"><button type="button" id="spa-mount">Mount</button> <button type="button" id="spa-unmount">Unmount</button> <button type="button" id="spa-remount">Remount</button> <span id="spa-status" role="status"></span></p>
<div id="spa-widget"></div>
${await appScript(config, 'spa', nonce)}`;
        c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce, { trustedTypes }));
        c.header('Cache-Control', 'no-store');
        return c.html(withGateway(page('Single-page checkout', body)));
      })
  );
}
