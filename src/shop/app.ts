// The demo merchant. Like a real one it creates the checkout server-side with its Bearer token,
// serves the checkout page (under a strict CSP) and, on the result page, asks the gateway for the
// outcome. It never sees card data: the card fields live in the gateway's frames.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { readBuild } from '../gateway/assets/build.ts';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { esc } from '../shared/html.ts';
import { classify } from './classify.ts';
import { corpusRoutes } from './corpus.ts';
import { shopCsp } from './csp.ts';
import { cspReportRoutes, REPORT_ID } from './csp-reports.ts';
import { SHOP_CSS } from './styles.ts';

export interface ShopDeps {
  config: GatewayConfig;
  /** how the shop reaches the gateway server-side (fetch, or app.request in tests) */
  fetchGateway?: (path: string, init?: RequestInit) => Promise<Response>;
}

const RESOURCE_PATH = /^\/v1\/checkouts\/[A-Za-z0-9.-]{32,48}\/(payment|registration)$/;
const DEFAULT_BRANDS = 'VISA MASTER AMEX';

/** The widget's 25 languages with their names, for the shop's language switch (QA). */
const LANGUAGES: ReadonlyArray<[string, string]> = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['dk', 'Dansk'],
  ['fi', 'Suomi'],
  ['se', 'Svenska'],
  ['tr', 'Türkçe'],
  ['ja', '日本語'],
  ['sl', 'Slovenščina'],
  ['pt', 'Português'],
  ['pl', 'Polski'],
  ['cz', 'Čeština'],
  ['hu', 'Magyar'],
  ['bg', 'Български'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['cn', '中文'],
  ['gr', 'Ελληνικά'],
  ['no', 'Norsk'],
  ['sk', 'Slovenčina'],
  ['ar', 'العربية'],
  ['ko', '한국어'],
];

/**
 * The QA switcher changes the widget's language in place (wpwl.changeLanguage): the forms, the
 * frames and what the tester typed stay. The address keeps the language for a reload; without
 * the widget the form still reloads the page in that language.
 */
const SWITCH_IN_PLACE = `document.querySelector('.shop-locale').addEventListener('submit', function (event) {
  var locale = event.currentTarget.elements.locale.value;
  if (!window.wpwl || !window.wpwl.isReady) return;
  event.preventDefault();
  window.wpwl.changeLanguage(locale).then(function () {
    var url = new URL(location.href);
    url.searchParams.set('locale', locale);
    history.replaceState(null, '', url);
    document.documentElement.lang = locale.split(/[-_]/)[0];
  });
});`;

/**
 * On a page that requires Trusted Types, the shop writes markup through a policy of its own
 * (`shop`), as a merchant's page would, beside the widget's `wpwl`.
 */
const trustedTypesNote = (nonce: string) => `<p class="shop-note" id="shop-tt"></p>
<script nonce="${nonce}">(function () {
  var policy = window.trustedTypes.createPolicy('shop', { createHTML: function (text) { return text.replace(/<(?![/]?strong>)/g, '&lt;'); } });
  document.getElementById('shop-tt').innerHTML = policy.createHTML('<strong>Trusted Types</strong> are required on this page.');
})();</script>`;

/** The shop's icon: a card, in the shop's colours. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="7" width="28" height="18" rx="3" fill="#1f4fd1"/><rect x="2" y="11" width="28" height="4" fill="#0b1f55"/></svg>';

function page(title: string, body: string, head = '', lang = 'en'): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Demo shop</title>
<link rel="stylesheet" href="/shop.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
</head>
<body>
<header class="shop-header"><a href="/">Demo shop</a></header>
<main class="shop-main">
${body}
</main>
</body>
</html>
`;
}

export function createShopApp({ config, fetchGateway = (path, init) => fetch(`${config.gatewayUrl}${path}`, init) }: ShopDeps) {
  const auth = { Authorization: `Bearer ${config.accessToken}` };
  const app = new Hono();

  app.get('/shop.css', (c) => c.body(SHOP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  // The shop's own icon, which every page names and its policy allows (img-src 'self'): a browser
  // that asks for /favicon.ico by itself meets a policy without img-src and reports a violation.
  app.get('/favicon.svg', (c) => c.body(FAVICON, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }));
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

  app.get('/', (c) => c.redirect('/checkout'));

  // Merchant pages as integrations written for the original widget are (src/shop/integrations,
  // docs/integrate.md "Migrating from the original widget"): their own jQuery from the shop's origin, their code in a file of the shop.
  app.get('/vendor/jquery.js', async (c) => {
    try {
      const file = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');
      return c.body(await readFile(file, 'utf8'), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    } catch {
      return c.text('jQuery is not installed: run "npm install"', 404);
    }
  });
  // The wallets' test doubles (e2e/doubles: a scripted ApplePaySession, a stand-in for Google's
  // pay.js), for the playground's demo of both buttons in a browser that has neither wallet.
  app.get('/doubles/:file{(apple|google)-pay\\.js}', async (c) => {
    const code = await readFile(resolve(import.meta.dirname, '../../e2e/doubles', c.req.param('file')), 'utf8');
    return c.body(code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  app.get('/integrations/:file{[a-z0-9-]+\\.js}', async (c) => {
    try {
      const code = await readFile(resolve(import.meta.dirname, 'integrations', c.req.param('file')), 'utf8');
      return c.body(code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    } catch {
      return c.notFound();
    }
  });

  /** Creates a checkout server-side, as a merchant does, with the shop's Bearer token. */
  const createCheckout = async (
    amount: string,
    currency: string,
    {
      registrations = [],
      integrity = false,
      riskToken,
      params = {},
      paymentType = 'DB',
    }: { registrations?: readonly string[]; integrity?: boolean; riskToken?: string; params?: Record<string, string>; paymentType?: string } = {},
  ) => {
    const body = new URLSearchParams({
      entityId: config.entityId,
      amount,
      currency,
      paymentType,
      merchantTransactionId: `order-${randomBytes(6).toString('hex')}`,
    });
    // Further parameters a merchant's server sends (the corpus pages' customer and billing data).
    for (const [name, value] of Object.entries(params)) body.set(name, value);
    if (integrity) body.set('integrity', 'true');
    // The shopper's risk data: the gateway's risk profile decides which brands they are offered.
    if (riskToken) body.set('risk.accountToken', riskToken);
    // Stored cards of this shopper, offered for one-click payment.
    for (const [n, id] of registrations.entries()) body.set(`registrations[${n}].id`, id);
    const created = await fetchGateway('/v1/checkouts', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      // A merchant reference per order, as real shops send, for reconciliation and queries.
      body,
    });
    const json = (await created.json()) as { id?: string; integrity?: string; result?: { code: string; description: string } };
    return { ok: created.ok && json.id !== undefined, status: created.status, json };
  };

  app.route('/', cspReportRoutes());

  // The corpus of public integrations of the original widget (e2e/corpus), each on its own page.
  app.route('/', corpusRoutes(config, createCheckout));

  // For pages that create the checkout when the widget asks (wpwlOptions.createCheckout) or reload
  // the widget with a new one; the browser never sees the token.
  app.post('/checkout-id', async (c) => {
    const created = await createCheckout('49.99', 'EUR');
    return created.ok ? c.json({ id: created.json.id }) : c.json({ error: created.json.result?.description ?? 'checkout failed' }, 502);
  });

  app.get('/checkout', async (c) => {
    const amount = c.req.query('amount') ?? '49.99';
    const currency = c.req.query('currency') ?? 'EUR';
    const brands = (c.req.query('brands') ?? DEFAULT_BRANDS).replace(/[^A-Z_ ]/g, '');
    // ?lazy=1: the script loads without checkoutId and wpwlOptions.createCheckout supplies one.
    const lazy = c.req.query('lazy') === '1';
    const second = (c.req.query('second') ?? '').replace(/[^A-Z_ ]/g, '');
    // ?locale=de (or a tag such as de-AT): the widget's language, switched from the page for QA.
    const locale = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(c.req.query('locale') ?? '') ? (c.req.query('locale') ?? 'en') : 'en';
    const embedded = c.req.query('embed') === '1';
    // ?scheme=light|dark: the merchant fixes the widget's colour scheme (data-color-scheme).
    const scheme = c.req.query('scheme') === 'light' || c.req.query('scheme') === 'dark' ? ` data-color-scheme="${c.req.query('scheme')}"` : '';
    let checkoutId = '';
    // ?integrity=1: load the script with Subresource Integrity, as merchants who asked for it do;
    // ?integrity=bad: with a wrong hash, to see the browser refuse it.
    const sri = c.req.query('integrity');
    // ?csp=strict-dynamic: the page's policy trusts its nonce and what the nonced script loads.
    const strictDynamic = c.req.query('csp') === 'strict-dynamic';
    // ?csp=trusted-types: the page requires Trusted Types, with a policy of its own beside the widget's.
    const trustedTypes = c.req.query('csp') === 'trusted-types';
    // ?cspReport=ID: violations reported to /csp-reports/ID (csp-reports.ts), read back by a test.
    const reportId = c.req.query('cspReport') ?? '';
    const reportUri = REPORT_ID.test(reportId) ? `/csp-reports/${reportId}` : '';
    let integrity = '';
    if (!lazy) {
      const registrations = (c.req.query('registrations') ?? '').split(',').filter((id) => /^[a-zA-Z0-9]{32}$/.test(id));
      // ?risk=RISK_REVIEW (docs/test-data.md "Risk profiles"): a shopper whose risk profile narrows the brands.
      const risk = c.req.query('risk') ?? '';
      const created = await createCheckout(amount, currency, {
        registrations,
        integrity: sri === '1' || sri === 'bad',
        ...(/^[A-Z_]{1,32}$/.test(risk) ? { riskToken: risk } : {}),
      });
      if (!created.ok || !created.json.id) {
        return c.html(
          page(
            'Checkout failed',
            `<h1>Could not create the checkout</h1><p class="shop-error">${esc(created.json.result?.code ?? String(created.status))}: ${esc(created.json.result?.description ?? 'no description')}</p>`,
          ),
          502,
        );
      }
      checkoutId = created.json.id;
      if (sri === '1') integrity = created.json.integrity ?? '';
      if (sri === 'bad') integrity = `sha384-${Buffer.from('not the script').toString('base64')}`;
    }
    const nonce = randomBytes(16).toString('base64');
    // The shop's options, with any the page already defined (the e2e tests do) taking precedence.
    const defaults = `{ style: 'card', locale: ${JSON.stringify(locale)}${lazy ? ", createCheckout: function () { return fetch('/checkout-id', { method: 'POST' }).then(function (r) { return r.json(); }).then(function (j) { return j.id; }); }" : ''} }`;
    const options = `window.wpwlOptions = Object.assign(${defaults}, window.wpwlOptions);`;
    const src = `${config.gatewayUrl}/v1/paymentWidgets.js${lazy ? '' : `?checkoutId=${encodeURIComponent(checkoutId)}`}`;
    const keep = Object.entries(c.req.query())
      .filter(([k]) => k !== 'locale')
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    const switcher = embedded
      ? ''
      : `<form class="shop-locale" method="get" action="/checkout">${keep}<label for="shop-locale">Language</label>
<select id="shop-locale" name="locale">${LANGUAGES.map(([code, name]) => `<option value="${code}"${code === locale ? ' selected' : ''}>${esc(name)}</option>`).join('')}</select>
<button type="submit">Switch</button> <a href="/gallery">All languages</a></form>
<script nonce="${nonce}">${SWITCH_IN_PLACE}</script>`;
    // ?integration=store-card: a merchant's own code (with its jQuery) before the widget's tag, as
    // plugins put it; ?after=late-options: code after the tag and the form (options set late).
    const named = (name: string | undefined) => (name && /^[a-z0-9-]{1,40}$/.test(name) ? name : undefined);
    const before = named(c.req.query('integration'));
    const after = named(c.req.query('after'));
    const merchantScript = (name: string | undefined) => (name ? `<script nonce="${nonce}" src="/integrations/${name}.js"></script>\n` : '');
    const jquery = before || after ? `<script nonce="${nonce}" src="/vendor/jquery.js"></script>\n` : '';
    const body = `${switcher}${trustedTypes ? trustedTypesNote(nonce) : ''}<h1>Checkout</h1>
<p class="shop-total">Total: <strong>${esc(amount)} ${esc(currency)}</strong></p>
<script nonce="${nonce}">${options}</script>
${jquery}${merchantScript(before)}<script src="${esc(src)}"${integrity ? ` integrity="${esc(integrity)}" crossorigin="anonymous"` : ''}${strictDynamic ? ` nonce="${nonce}"` : ''}></script>
<form action="${config.shopUrl}/result" class="paymentWidgets" data-brands="${esc(brands)}"${scheme}></form>${
      // ?second=AMEX: a second form on the same page (brand groups, as some shops show them)
      second ? `\n<form action="${config.shopUrl}/result" class="paymentWidgets" data-brands="${esc(second)}"></form>` : ''
    }
${merchantScript(after)}`;
    c.header(
      'Content-Security-Policy',
      shopCsp(config.gatewayUrl, nonce, { strictDynamic, trustedTypes, reportUri, googlePay: `${brands} ${second}`.includes('GOOGLEPAY') }),
    );
    c.header('Cache-Control', 'no-store');
    // ?colorScheme=light dark: the page opts in to a dark scheme, as a merchant's page may
    // (<meta name="color-scheme">); the widget follows it (src/widget/scheme.ts).
    const colorScheme = c.req.query('colorScheme') ?? '';
    const meta = /^(light|dark)( (light|dark))?$/.test(colorScheme) ? `<meta name="color-scheme" content="${colorScheme}">` : '';
    return c.html(page('Checkout', body, meta, locale.split(/[-_]/)[0]));
  });

  /**
   * The shop's own apps (src/shop/spa) are modules of the one browser build, which the
   * gateway serves: the page loads them from there, as a merchant loads a library from a CDN, and
   * its CSP stays the strictest one (the gateway is named in it anyway).
   */
  const appScript = async (entry: 'spa' | 'playground', nonce: string) => {
    const file = (await readBuild())?.entries[entry].file;
    return file
      ? `<script type="module" src="${esc(config.gatewayUrl)}/v1/${esc(file)}" nonce="${nonce}"></script>`
      : `<p>The shop's ${entry} app is not built: run "npm run build".</p>`;
  };

  // The designers' playground (src/shop/spa/playground.ts).
  app.get('/playground', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    // ?walletDoubles=1: both wallet buttons, through the e2e doubles (no Apple Pay or Google here);
    // the widget takes the stand-in google.payments.api already on the page instead of loading pay.js.
    const doubles = c.req.query('walletDoubles') === '1';
    const walletOptions = JSON.stringify({ applePay: { countryCode: 'DE', displayName: 'Demo shop' }, googlePay: { gatewayMerchantId: config.entityId } });
    const input = (id: string, label: string, value: string) => `<label>${esc(label)} <input id="pg-${id}" value="${esc(value)}"></label>`;
    const body = `<h1>Playground</h1>
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
${doubles ? `<script nonce="${nonce}" src="/doubles/apple-pay.js"></script>\n<script nonce="${nonce}" src="/doubles/google-pay.js"></script>\n` : ''}${await appScript('playground', nonce)}`;
    // A designer may list GOOGLEPAY: the page allows Google's pay.js as a merchant's page would.
    c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce, { googlePay: true }));
    c.header('Cache-Control', 'no-store');
    return c.html(page('Playground', body).replace('<body>', `<body data-gateway="${esc(config.gatewayUrl)}">`));
  });
  app.get('/spa', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const trustedTypes = c.req.query('csp') === 'trusted-types';
    const body = `<h1>Single-page checkout</h1>
<p class="shop-spa-controls"><button type="button" id="spa-mount">Mount</button> <button type="button" id="spa-unmount">Unmount</button> <button type="button" id="spa-remount">Remount</button> <span id="spa-status" role="status"></span></p>
<div id="spa-widget"></div>
${await appScript('spa', nonce)}`;
    c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce, { trustedTypes }));
    c.header('Cache-Control', 'no-store');
    return c.html(page('Single-page checkout', body).replace('<body>', `<body data-gateway="${esc(config.gatewayUrl)}">`));
  });

  // The benchmark's yardsticks (scripts/bench/browser.ts): the same shop page with nothing on it but
  // cross-origin frames of the gateway's, created by a script as the widget creates its frames.
  //   /bare-frame                 one empty document: the browser's own floor for a frame
  //   /bare-frame?frames=floor    the floor of any two-frame widget (design.md section 3): one classic
  //                               script of the gateway's in the head makes a form with two frames, one
  //                               running a one-line module that posts 'ready' (routes/assets.ts);
  //                               until the page holds that message and the other frame's load
  //   /bare-frame?frames=2        two empty documents (no longer measured: the floor says more)
  //   /bare-frame?frames=cards    the widget's own two card frames of a new checkout, without the
  //                               widget: until both say they are ready
  // window.__frameLoadedAt is when the last of them loaded (or said ready).
  app.get('/bare-frame', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const kind = c.req.query('frames');
    c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce));
    c.header('Cache-Control', 'no-store');
    if (kind === 'floor') {
      const script = `<script src="${esc(config.gatewayUrl)}/v1/bench/floor.js"></script>`;
      return c.html(page('Floor', '<h1>The floor of any two-frame widget</h1>', script));
    }
    let sources = [`${config.gatewayUrl}/v1/frames/blank.html`];
    if (kind === '2') sources = [...sources, ...sources];
    if (kind === 'cards') {
      const created = await createCheckout('49.99', 'EUR');
      if (!created.ok || !created.json.id) return c.text('could not create the checkout', 502);
      const query = `checkoutId=${encodeURIComponent(created.json.id)}&origin=${encodeURIComponent(new URL(c.req.url).origin)}&key=1`;
      sources = ['cardNumber', 'cvv'].map((field) => `${config.gatewayUrl}/v1/frames/${field}.html?${query}`);
    }
    // Blank frames count at their load event; card frames when they post 'ready' (as the widget hears them).
    const script = `var left = ${sources.length}; var done = function () { if (--left === 0) window.__frameLoadedAt = performance.now(); };
${kind === 'cards' ? `addEventListener('message', function (e) { if (e.origin === ${JSON.stringify(new URL(config.gatewayUrl).origin)} && e.data && e.data.t === 'ready') done(); });` : ''}
${JSON.stringify(sources)}.forEach(function (src, n) { var f = document.createElement('iframe'); f.title = 'frame ' + n; ${kind === 'cards' ? '' : 'f.onload = done; '}f.src = src; document.body.append(f); });`;
    return c.html(page('Bare frame', `<h1>Cross-origin frames of the gateway</h1><script nonce="${nonce}">${script}</script>`));
  });

  // QA: the card form in all 25 languages at once, each in its own frame of the checkout page.
  app.get('/gallery', (c) => {
    const brands = (c.req.query('brands') ?? DEFAULT_BRANDS).replace(/[^A-Z_ ]/g, '');
    const frames = LANGUAGES.map(
      ([code, name]) =>
        `<figure class="shop-gallery-item"><figcaption>${esc(name)} (${code})</figcaption><iframe title="${esc(name)}" src="/checkout?embed=1&amp;locale=${code}&amp;brands=${encodeURIComponent(brands)}"></iframe></figure>`,
    ).join('');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'self'; img-src 'self'; frame-src 'self'; base-uri 'none'");
    return c.html(page('All languages', `<h1>The card form in 25 languages</h1><div class="shop-gallery">${frames}</div>`));
  });

  app.get('/result', async (c) => {
    const resourcePath = c.req.query('resourcePath') ?? '';
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'");
    if (!RESOURCE_PATH.test(resourcePath)) {
      return c.html(page('Result', `<h1>Unknown payment</h1><p class="shop-error">resourcePath is missing or malformed.</p>`), 400);
    }
    const res = await fetchGateway(`${resourcePath}?entityId=${config.entityId}`, { headers: auth });
    const json = (await res.json()) as {
      id?: string;
      merchantTransactionId?: string;
      result?: { code?: string; description?: string };
      amount?: string;
      currency?: string;
    };
    const code = json.result?.code ?? 'unknown';
    const { outcome, family } = classify(code);
    const heading = {
      success: 'Thank you, payment successful',
      review: 'Payment under review',
      pending: 'Payment pending',
      rejected: 'Payment declined',
      error: 'Payment failed',
    }[outcome];
    const body = `<h1 class="shop-result-${outcome}">${esc(heading)}</h1>
<dl class="shop-result" data-outcome="${outcome}">
<dt>Result code</dt><dd data-testid="result-code">${esc(code)}</dd>
<dt>Description</dt><dd data-testid="result-description">${esc(json.result?.description ?? '')}</dd>
<dt>Meaning</dt><dd>${esc(family)}</dd>
${json.amount ? `<dt>Amount</dt><dd>${esc(json.amount)} ${esc(json.currency ?? '')}</dd>` : ''}
${json.merchantTransactionId ? `<dt>Order</dt><dd data-testid="merchant-transaction-id">${esc(json.merchantTransactionId)}</dd>` : ''}
${json.id ? `<dt>Payment id</dt><dd data-testid="payment-id">${esc(json.id)}</dd>` : ''}
</dl>
<p><a href="/checkout">Pay again</a></p>`;
    return c.html(page('Result', body));
  });

  return app;
}
