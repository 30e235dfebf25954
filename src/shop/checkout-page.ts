// The checkout page, as a merchant serves it under a strict CSP: the checkout created server-side,
// the widget's script tag and form, and the QA switches its address takes (language, SRI, CSP
// variants, a second form, a merchant's own integration code, colour scheme).
import { type Context, Hono } from 'hono';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { esc } from '../shared/html.ts';
import { GATEWAY_DIRECTIVES, shopCsp } from './csp.ts';
import { REPORT_ID } from './csp-reports.ts';
import type { CreateCheckout } from './merchant-server.ts';
import { DEFAULT_BRANDS, LANGUAGES, newNonce, page } from './page.ts';

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

/** What the checkout page's address asks for, each value checked before it reaches the page. */
function checkoutQuery(c: Context) {
  const query = (name: string) => c.req.query(name);
  // ?locale=de (or a tag such as de-AT): the widget's language, switched from the page for QA.
  const locale = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(query('locale') ?? '') ? (query('locale') ?? 'en') : 'en';
  // ?cspReport=ID: violations reported to /csp-reports/ID (csp-reports.ts), read back by a test.
  const reportId = query('cspReport') ?? '';
  // ?integration=store-card: a merchant's own code (with its jQuery) before the widget's tag, as
  // plugins put it; ?after=late-options: code after the tag and the form (options set late).
  const named = (name: string | undefined) => (name && /^[a-z0-9-]{1,40}$/.test(name) ? name : undefined);
  // ?colorScheme=light dark: the page opts in to a dark scheme, as a merchant's page may
  // (<meta name="color-scheme">); the widget follows it (src/widget/scheme.ts).
  const colorScheme = query('colorScheme') ?? '';
  const scheme = query('scheme');
  return {
    amount: query('amount') ?? '49.99',
    currency: query('currency') ?? 'EUR',
    brands: (query('brands') ?? DEFAULT_BRANDS).replace(/[^A-Z_ ]/g, ''),
    // ?lazy=1: the script loads without checkoutId and wpwlOptions.createCheckout supplies one.
    lazy: query('lazy') === '1',
    // ?second=AMEX: a second form on the same page (brand groups, as some shops show them)
    second: (query('second') ?? '').replace(/[^A-Z_ ]/g, ''),
    locale,
    embedded: query('embed') === '1',
    // ?scheme=light|dark: the merchant fixes the widget's colour scheme (data-color-scheme).
    scheme: scheme === 'light' || scheme === 'dark' ? ` data-color-scheme="${scheme}"` : '',
    // ?integrity=1: load the script with Subresource Integrity, as merchants who asked for it do;
    // ?integrity=bad: with a wrong hash, to see the browser refuse it.
    sri: query('integrity'),
    // ?csp=strict-dynamic: the page's policy trusts its nonce and what the nonced script loads.
    strictDynamic: query('csp') === 'strict-dynamic',
    // ?csp=trusted-types: the page requires Trusted Types, with a policy of its own beside the widget's.
    trustedTypes: query('csp') === 'trusted-types',
    reportUri: REPORT_ID.test(reportId) ? `/csp-reports/${reportId}` : '',
    // ?cspMissing=connect-src (or style-src, frame-src, script-src): a merchant's policy that leaves
    // the gateway out of that directive, for the widget's console error naming it (docs/csp.md).
    cspMissing: GATEWAY_DIRECTIVES.find((d) => d === query('cspMissing')),
    before: named(query('integration')),
    // ?optionsModule=typed-options: the merchant's options in a module file with the page's nonce
    // (docs/options.md "TypeScript"), before the widget's tag.
    optionsModule: named(query('optionsModule')),
    after: named(query('after')),
    colorSchemeMeta: /^(light|dark)( (light|dark))?$/.test(colorScheme) ? `<meta name="color-scheme" content="${colorScheme}">` : '',
    registrations: (query('registrations') ?? '').split(',').filter((id) => /^[a-zA-Z0-9]{32}$/.test(id)),
    // ?risk=RISK_REVIEW (docs/test-data.md "Risk profiles"): a shopper whose risk profile narrows the brands.
    risk: query('risk') ?? '',
    // ?store=standalone: a checkout that only stores the card, as the original's registration-token
    // guides prepare and load it (createRegistration=true, the script at checkoutId={id}/registration);
    // ?store=RG: the same with paymentType RG.
    // ?paymentType=PA: a pre-authorisation instead of a debit; ?createRegistration=1: a payment that
    // also stores the card. The contract matrix (e2e/contract) drives every kind of checkout.
    paymentType: query('paymentType') === 'PA' ? ('PA' as const) : ('DB' as const),
    createRegistration: query('createRegistration') === '1',
    storeOnly: query('store') === 'standalone' ? ('standalone' as const) : query('store') === 'RG' ? ('RG' as const) : undefined,
  };
}

type CheckoutQuery = ReturnType<typeof checkoutQuery>;

/** The language switch above the form: every other query parameter kept, the language chosen. */
function languageSwitch(c: Context, locale: string, nonce: string): string {
  const keep = Object.entries(c.req.query())
    .filter(([k]) => k !== 'locale')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<form class="shop-locale" method="get" action="/checkout">${keep}<label for="shop-locale">Language</label>
<select id="shop-locale" name="locale">${LANGUAGES.map(([code, name]) => `<option value="${code}"${code === locale ? ' selected' : ''}>${esc(name)}</option>`).join('')}</select>
<button type="submit">Switch</button> <a href="/gallery">All languages</a></form>
<script nonce="${nonce}">${SWITCH_IN_PLACE}</script>`;
}

/** The page's body: the total, the shop's options, the merchant's own scripts, the widget's tag and form(s). */
function checkoutBody(config: GatewayConfig, q: CheckoutQuery, parts: { checkoutId: string; integrity: string; nonce: string; switcher: string }): string {
  const { nonce } = parts;
  // The shop's options, with any the page already defined (the e2e tests do) taking precedence.
  const defaults = `{ style: 'card', locale: ${JSON.stringify(q.locale)}${q.lazy ? ", createCheckout: function () { return fetch('/checkout-id', { method: 'POST' }).then(function (r) { return r.json(); }).then(function (j) { return j.id; }); }" : ''} }`;
  const options = `window.wpwlOptions = Object.assign(${defaults}, window.wpwlOptions);`;
  const registration = q.storeOnly === 'standalone' ? '/registration' : '';
  const src = `${config.gatewayUrl}/v1/paymentWidgets.js${q.lazy ? '' : `?checkoutId=${encodeURIComponent(parts.checkoutId)}${registration}`}`;
  const merchantScript = (name: string | undefined) => (name ? `<script nonce="${nonce}" src="/integrations/${name}.js"></script>\n` : '');
  const optionsModule = q.optionsModule ? `<script type="module" nonce="${nonce}" src="/integrations/${q.optionsModule}.js"></script>\n` : '';
  const jquery = q.before || q.after ? `<script nonce="${nonce}" src="/vendor/jquery.js"></script>\n` : '';
  const integrity = parts.integrity ? ` integrity="${esc(parts.integrity)}" crossorigin="anonymous"` : '';
  return `${parts.switcher}${q.trustedTypes ? trustedTypesNote(nonce) : ''}<h1>Checkout</h1>
${q.storeOnly ? '<p class="shop-total">Save a card for later payments: nothing is charged now.</p>' : `<p class="shop-total">Total: <strong>${esc(q.amount)} ${esc(q.currency)}</strong></p>`}
<script nonce="${nonce}">${options}</script>
${jquery}${merchantScript(q.before)}${optionsModule}<script src="${esc(src)}"${integrity}${q.strictDynamic || q.cspMissing === 'script-src' ? ` nonce="${nonce}"` : ''}></script>
<form action="${config.shopUrl}/result" class="paymentWidgets" data-brands="${esc(q.brands)}"${q.scheme}></form>${
    q.second ? `\n<form action="${config.shopUrl}/result" class="paymentWidgets" data-brands="${esc(q.second)}"></form>` : ''
  }
${merchantScript(q.after)}`;
}

/** The page when the gateway refused the checkout: its result code and description. */
function checkoutFailed(json: { result?: { code: string; description: string } }, status: number): string {
  return page(
    'Checkout failed',
    `<h1>Could not create the checkout</h1><p class="shop-error">${esc(json.result?.code ?? String(status))}: ${esc(json.result?.description ?? 'no description')}</p>`,
  );
}

export function checkoutPageRoutes(config: GatewayConfig, createCheckout: CreateCheckout) {
  return (
    new Hono()
      // For pages that create the checkout when the widget asks (wpwlOptions.createCheckout) or reload
      // the widget with a new one; the browser never sees the token.
      .post('/checkout-id', async (c) => {
        const created = await createCheckout('49.99', 'EUR');
        return created.ok ? c.json({ id: created.json.id }) : c.json({ error: created.json.result?.description ?? 'checkout failed' }, 502);
      })
      .get('/checkout', async (c) => {
        const q = checkoutQuery(c);
        let checkoutId = '';
        let integrity = '';
        if (!q.lazy) {
          const created = await createCheckout(q.amount, q.currency, {
            registrations: q.registrations,
            integrity: q.sri === '1' || q.sri === 'bad',
            ...(/^[A-Z_]{1,32}$/.test(q.risk) ? { riskToken: q.risk } : {}),
            ...(q.storeOnly ? { storeOnly: q.storeOnly } : {}),
            paymentType: q.paymentType,
            createRegistration: q.createRegistration,
          });
          if (!created.ok || !created.json.id) return c.html(checkoutFailed(created.json, created.status), 502);
          checkoutId = created.json.id;
          if (q.sri === '1') integrity = created.json.integrity ?? '';
          if (q.sri === 'bad') integrity = `sha384-${Buffer.from('not the script').toString('base64')}`;
        }
        const nonce = newNonce();
        const switcher = q.embedded ? '' : languageSwitch(c, q.locale, nonce);
        const body = checkoutBody(config, q, { checkoutId, integrity, nonce, switcher });
        const googlePay = `${q.brands} ${q.second}`.includes('GOOGLEPAY');
        c.header(
          'Content-Security-Policy',
          shopCsp(config.gatewayUrl, nonce, {
            strictDynamic: q.strictDynamic,
            trustedTypes: q.trustedTypes,
            reportUri: q.reportUri,
            googlePay,
            missing: q.cspMissing,
          }),
        );
        c.header('Cache-Control', 'no-store');
        return c.html(page('Checkout', body, q.colorSchemeMeta, q.locale.split(/[-_]/)[0]));
      })
  );
}
