// What every shopper's engine must do, in WebKit (Safari's engine): Debian's WebKitGTK MiniBrowser
// under Xvfb, driven through WebKitWebDriver (webdriver.ts says why not Playwright). The same flows
// as engines.spec.ts, against the same gateway and shop: a card paid and declined, 3-D Secure in the
// page and in the whole tab, a redirect brand, SEPA, inline errors, a payment by keyboard alone
// across the frames, Arabic right to left, unload and a remount. Keys are typed into the
// cross-origin frames through the driver, as a person's. The page's policy reports violations to
// the shop, the card frames' policy to the gateway (GET /v1/csp-reports), and each test ends with
// none in either: WebDriver cannot listen inside a frame of another site.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import axe from 'axe-core';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL, SHOP_URL } from '../env.ts';
import { WCAG22_AA_TAGS } from '../pages/axe.ts';
import { type ElementRef, type Session, startWebKit, until } from './webdriver.ts';

const TAB = '\uE004';
const ENTER = '\uE007';

const test = base.extend<{ shop: Shop }, { webkit: Session }>({
  webkit: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const { session, stop } = await startWebKit();
      await use(session);
      await stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  shop: async ({ webkit, request }, use) => {
    const shop = new Shop(webkit, randomBytes(6).toString('hex'));
    await use(shop);
    const reports = (await (await request.get(`${SHOP_URL}/csp-reports/${shop.reportId}`)).json()) as string[];
    expect(reports, 'Content-Security-Policy violations').toEqual([]);
    await shop.noteCheckout();
    for (const checkoutId of [...shop.checkouts].filter((id) => !shop.violationsWanted.has(id))) {
      expect(await frameViolations(request, checkoutId), `Content-Security-Policy violations in the frames of ${checkoutId}`).toEqual([]);
    }
  },
});

/** What the card frames of a checkout reported to the gateway (their policy's report-uri). */
async function frameViolations(request: APIRequestContext, checkoutId: string): Promise<unknown[]> {
  const res = await request.get(`${GATEWAY_URL}/v1/csp-reports?checkoutId=${encodeURIComponent(checkoutId)}`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reports: unknown[] }).reports;
}

class Shop {
  /** every checkout whose widget this test showed: their frames' reports are read at the end */
  readonly checkouts = new Set<string>();
  /** checkouts whose frames a test made violate their policy on purpose */
  readonly violationsWanted = new Set<string>();

  constructor(
    readonly s: Session,
    readonly reportId: string,
  ) {}

  /** The shop's checkout with the widget ready; `query` adds to the address. */
  async open(query = '') {
    await this.s.frame(null);
    await this.s.goto(`${SHOP_URL}/checkout?cspReport=${this.reportId}${query ? `&${query}` : ''}`);
    await until('the widget', () => this.s.execute<boolean>('return !!(window.wpwl && window.wpwl.isReady)'));
    await this.noteCheckout();
  }

  /** The checkout of the widget on the page now, if there is one. */
  async noteCheckout() {
    await this.s.frame(null);
    const id = await this.s.execute<string | null>('return (window.wpwl && window.wpwl.checkout && window.wpwl.checkout.id) || null');
    if (id) this.checkouts.add(id);
  }

  el(css: string): Promise<ElementRef> {
    return until(css, () => this.s.find(css));
  }

  /** Types into an input of the page, or of a frame the widget put on it. */
  async type(css: string, text: string, frame?: string) {
    if (frame) await this.s.frame(await this.el(frame));
    const input = await this.el(css);
    await this.s.click(input);
    await this.s.type(input, text);
    if (frame) await this.s.frame(null);
  }

  async fill(card: { number: string; expiry: string; cvv: string }) {
    await this.type('input', card.number, 'iframe.wpwl-control-cardNumber');
    await this.type('input.wpwl-control-expiry', card.expiry);
    await this.type('input.wpwl-control-cardHolder', 'Jane Doe');
    await this.type('input', card.cvv, 'iframe.wpwl-control-cvv');
  }

  async click(css: string) {
    await this.s.click(await this.el(css));
  }

  /** The result page's code, once the shopper is there. */
  async result(): Promise<string> {
    await until('the result page', async () => (await this.s.url()).includes('/result?'));
    return this.s.text(await this.el('[data-testid="result-code"]'));
  }

  /** Clicks the button named `label` on a simulator page, in the widget's frame or the whole tab. */
  async simulator(label: string, inFrame: boolean) {
    if (inFrame) await this.s.frame(await this.el('iframe.wpwl-target'));
    const button = await until(label, () =>
      this.s.execute<ElementRef | null>(
        `return [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(label)}) || null`,
      ),
    );
    await this.s.click(button);
    if (inFrame) await this.s.frame(null);
  }
}

const VISA = { number: '4200000000000000', expiry: '1230', cvv: '123' };

test('a card pays', async ({ shop }) => {
  await shop.open();
  await shop.fill(VISA);
  await shop.click('button.wpwl-button-pay');
  expect(await shop.result()).toBe('000.100.110');
});

test('a declined card says so', async ({ shop }) => {
  await shop.open();
  await shop.fill({ ...VISA, number: '4000000000000002' });
  await shop.click('button.wpwl-button-pay');
  expect(await shop.result()).toBe('800.100.152');
});

test('3-D Secure inside the widget', async ({ shop }) => {
  await shop.open();
  await shop.fill({ ...VISA, number: '4000000000000036' });
  await shop.click('button.wpwl-button-pay');
  await shop.simulator('Authenticate', true);
  expect(await shop.result()).toBe('000.100.110');
});

test("3-D Secure in the whole tab (paymentTarget: '_top')", async ({ shop }) => {
  await shop.open('integration=top-target');
  await shop.fill({ ...VISA, number: '4000000000000036' });
  await shop.click('button.wpwl-button-pay');
  await until('the ACS page', async () => (await shop.s.url()).includes('/simulators/acs/'));
  await shop.simulator('Fail authentication', false);
  expect(await shop.result()).toBe('100.380.401');
});

test('a redirect brand through its provider', async ({ shop }) => {
  await shop.open(`brands=${encodeURIComponent('VISA PAYPAL')}`);
  await shop.click('button.wpwl-button-brand-PAYPAL');
  await until('the provider page', async () => (await shop.s.url()).includes('/simulators/providers/'));
  await shop.simulator('Approve payment', false);
  expect(await shop.result()).toBe('000.100.110');
});

test('SEPA with holder and IBAN', async ({ shop }) => {
  await shop.open('brands=DIRECTDEBIT_SEPA');
  await shop.type('.wpwl-form-directDebit .wpwl-control-accountHolder', 'Jane Doe');
  await shop.type('.wpwl-form-directDebit .wpwl-control-accountIban', 'DE89370400440532013000');
  await shop.click('.wpwl-form-directDebit .wpwl-button-pay');
  expect(await shop.result()).toBe('000.100.110');
});

test('inline errors: a wrong number and a short code are named, and nothing is paid', async ({ shop }) => {
  await shop.open();
  await shop.fill({ ...VISA, number: '4200000000000001', cvv: '12' });
  await shop.click('button.wpwl-button-pay');
  await shop.el('.wpwl-hint-cardNumberError');
  await shop.el('.wpwl-hint-cvvError');
  expect(await shop.s.url()).toContain('/checkout?');
});

test('by keyboard alone: Tab walks page and frame fields in order, Enter pays', async ({ shop }) => {
  await shop.open();
  await shop.s.click(await shop.el('input.wpwl-control-expiry'));
  await shop.s.keys('1', '2', '3', '0');
  // Back to the number's frame and through the form: Shift+Tab, then Tab after Tab.
  const focused = () =>
    shop.s.execute<string>(
      "var el = document.activeElement; return el && el.tagName === 'IFRAME' ? 'iframe:' + el.getAttribute('name') : (el && (el.getAttribute('name') || el.tagName)) || ''",
    );
  await shop.s.command('POST', '/actions', {
    actions: [
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: '\uE008' },
          { type: 'keyDown', value: TAB },
          { type: 'keyUp', value: TAB },
          { type: 'keyUp', value: '\uE008' },
        ],
      },
    ],
  });
  expect(await focused()).toBe('iframe:card.number');
  await shop.s.keys(...VISA.number);
  const order: string[] = [];
  for (let i = 0; i < 6 && !order.includes('pay'); i++) {
    await shop.s.keys(TAB);
    const name = await focused();
    order.push(name);
    if (name === 'iframe:card.cvv') await shop.s.keys(...VISA.cvv);
    if (name === 'card.holder') await shop.s.keys(...'Jane Doe');
  }
  expect(order).toEqual(['card.expiry', 'iframe:card.cvv', 'card.holder', 'pay']);
  await shop.s.keys(ENTER);
  expect(await shop.result()).toBe('000.100.110');
});

test('Arabic lays out right to left, card data left to right, and pays', async ({ shop }) => {
  await shop.open('locale=ar');
  expect(await shop.s.execute<string>("return document.querySelector('.wpwl-container-card').getAttribute('dir')")).toBe('rtl');
  expect(await shop.s.execute<string>("return getComputedStyle(document.querySelector('input.wpwl-control-expiry')).direction")).toBe('ltr');
  await shop.fill(VISA);
  await shop.click('button.wpwl-button-pay');
  expect(await shop.result()).toBe('000.100.110');
});

test('wpwl.unload and a widget again with a new checkout, which pays', async ({ shop }) => {
  await shop.open();
  for (let i = 0; i < 2; i++) {
    await shop.s.command('POST', '/execute/async', {
      script: `var gateway = arguments[0];
        var done = arguments[arguments.length - 1];
        // As the original's guides show: a new form where the widget stood (it replaced the old one).
        var form = document.createElement('form');
        form.action = '/result';
        form.className = 'paymentWidgets';
        form.setAttribute('data-brands', 'VISA MASTER AMEX');
        document.querySelector('.wpwl-container').parentElement.before(form);
        window.wpwl.unload();
        document.querySelectorAll('script[src*="paymentWidgets.js"]').forEach(function (s) { s.remove(); });
        fetch('/checkout-id', { method: 'POST' }).then(function (r) { return r.json(); }).then(function (j) {
          var script = document.createElement('script');
          script.src = gateway + '/v1/paymentWidgets.js?checkoutId=' + encodeURIComponent(j.id);
          document.body.appendChild(script);
          done(true);
        });`,
      args: [GATEWAY_URL],
    });
    await until('the widget again', () => shop.s.execute<boolean>('return !!(window.wpwl && window.wpwl.isReady)'));
    await shop.noteCheckout();
  }
  expect(await shop.s.execute<number>("return document.querySelectorAll('.wpwl-container').length")).toBe(1);
  await shop.fill(VISA);
  await shop.click('button.wpwl-button-pay');
  expect(await shop.result()).toBe('000.100.110');
});

test('axe finds no WCAG 2.2 A/AA violation in the card form, page and frames', async ({ shop }) => {
  await shop.open();
  // axe-core's own source, run by the driver in the page and then in each card frame (the pages'
  // policies do not govern it); a frame is a document of its own, analysed whole.
  const run = async (context: string) => {
    await shop.s.execute(axe.source);
    return shop.s.command<string[]>('POST', '/execute/async', {
      script: `var done = arguments[arguments.length - 1];
        axe.run(${context}, { runOnly: ${JSON.stringify(WCAG22_AA_TAGS)} })
          .then(function (r) { done(r.violations.map(function (v) { return v.id; }).concat(r.passes.length ? [] : ['nothing analysed'])); }, function (e) { done(['axe failed: ' + e]); });`,
      args: [],
    });
  };
  const found: Record<string, string[]> = { page: await run("document.querySelector('.wpwl-container')") };
  for (const frame of ['iframe.wpwl-control-cardNumber', 'iframe.wpwl-control-cvv']) {
    await shop.s.frame(await shop.el(frame));
    found[frame] = await run('document');
    await shop.s.frame(null);
  }
  expect(found).toEqual({ page: [], 'iframe.wpwl-control-cardNumber': [], 'iframe.wpwl-control-cvv': [] });
});

test('on a page that requires Trusted Types, 3-D Secure inside the widget pays', async ({ shop }) => {
  await shop.open('csp=trusted-types');
  expect(await shop.s.execute<string>("return document.querySelector('#shop-tt strong').textContent")).toBe('Trusted Types');
  // This WebKit has Trusted Types (it refuses a string at a script sink under this policy: tried by
  // hand, since a refusal is a violation this test would fail on).
  expect(await shop.s.execute<string>('return typeof window.trustedTypes')).toBe('object');
  await shop.fill({ ...VISA, number: '4000000000000036' });
  await shop.click('button.wpwl-button-pay');
  await shop.simulator('Authenticate', true);
  expect(await shop.result()).toBe('000.100.110');
});

test('a stored card pays with its security code typed into its frame', async ({ shop, request }) => {
  const res = await request.post(`${GATEWAY_URL}/v1/registrations`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    form: {
      entityId: ENTITY_ID,
      paymentBrand: 'VISA',
      'card.number': '4200000000000000',
      'card.holder': 'Jane Doe',
      'card.expiryMonth': '12',
      'card.expiryYear': '2031',
    },
  });
  const { id } = (await res.json()) as { id: string };
  await shop.open(`registrations=${id}&integration=require-cvv`);
  await shop.type('input', '123', '.wpwl-wrapper-registration-cvv iframe.wpwl-control-cvv');
  await shop.click('form.wpwl-form-registrations button.wpwl-button-pay');
  expect(await shop.result()).toBe('000.100.110');
});

test('the language switched in place keeps what was typed; Arabic reads right to left', async ({ shop }) => {
  await shop.open();
  await shop.type('input.wpwl-control-expiry', '1230');
  await shop.s.execute("var s = document.getElementById('shop-locale'); s.value = 'ar'; return 1");
  await shop.click('.shop-locale button[type="submit"]');
  await until('Arabic', () => shop.s.execute<boolean>("return document.querySelector('.wpwl-container-card').getAttribute('dir') === 'rtl'"));
  expect(await shop.s.execute<string>("return document.querySelector('input.wpwl-control-expiry').value")).toBe('12 / 30');
  // The address follows once the language is shown (history.replaceState after changeLanguage).
  await until('locale=ar in the address', async () => (await shop.s.url()).includes('locale=ar'));
});

test("the card frames look like the page's fields and carry the card's autocomplete names", async ({ shop }) => {
  await shop.open();
  const page = await shop.s.execute<{ height: number; font: string; frames: number[]; autocomplete: string[] }>(`
    var expiry = document.querySelector('input.wpwl-control-expiry');
    var cs = getComputedStyle(expiry);
    return {
      height: Math.round(expiry.getBoundingClientRect().height),
      font: cs.fontSize + ' ' + cs.fontFamily + ' ' + cs.color,
      frames: [...document.querySelectorAll('iframe.wpwl-control-cardNumber, iframe.wpwl-control-cvv')].map(function (f) { return Math.round(f.getBoundingClientRect().height); }),
      autocomplete: [expiry.autocomplete, document.querySelector('input.wpwl-control-cardHolder').autocomplete],
    };`);
  expect(page.frames).toEqual([page.height, page.height]);
  expect(page.autocomplete).toEqual(['cc-exp', 'cc-name']);
  for (const [frame, name] of [
    ['iframe.wpwl-control-cardNumber', 'cc-number'],
    ['iframe.wpwl-control-cvv', 'cc-csc'],
  ] as const) {
    await shop.s.frame(await shop.el(frame));
    const inside = await shop.s.execute<{ font: string; autocomplete: string }>(
      "var i = document.querySelector('input'); var cs = getComputedStyle(i); return { font: cs.fontSize + ' ' + cs.fontFamily + ' ' + cs.color, autocomplete: i.autocomplete };",
    );
    await shop.s.frame(null);
    expect(inside).toEqual({ font: page.font, autocomplete: name });
  }
});

// The frames' reports are heard: a violation made inside the card number frame on purpose (an image
// from an address its policy does not allow) reaches the gateway under the checkout's id, so the
// empty lists every other test ends with are not a deaf ear.
test('a violation inside a card frame reaches the gateway', async ({ shop, request }) => {
  await shop.open();
  const checkoutId = [...shop.checkouts][0] ?? '';
  await shop.s.frame(await shop.el('iframe.wpwl-control-cardNumber'));
  await shop.s.execute("var i = document.createElement('img'); i.src = 'http://127.0.0.2:9/probe.png'; document.body.appendChild(i); return true;");
  await shop.s.frame(null);
  const reports = await until('the report', async () => {
    const found = (await frameViolations(request, checkoutId)) as Array<Record<string, string>>;
    return found.length > 0 ? found : null;
  });
  expect(reports[0]?.['blocked-uri']).toContain('127.0.0.2');
  // The fixture would fail this test for it: the violation was wanted here.
  shop.violationsWanted.add(checkoutId);
});
