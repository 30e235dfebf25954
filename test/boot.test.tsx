// @vitest-environment happy-dom
// boot() on a merchant page: the forms it finds, what it reports, and the wpwl global. Only the
// gateway's answer is faked (fetch); the widget code under test is the real one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootEnv, boot as bootWidget, type WidgetAssets } from '../src/widget/boot.ts';
import type { Wpwl } from '../src/widget/options/types.ts';
import { must } from './support/must.ts';
import { answerGatewayDocuments } from './support/widget-page.ts';

const ID = 'ABCDEF0123456789ABCDEF0123456789.dev01-gw01';
const SRC = `http://localhost:8080/v1/paymentWidgets.js?checkoutId=${ID}`;
/** The build's files as the manifest names them; the on-demand forms are the real module. */
const ASSETS: WidgetAssets = {
  stylesheet: { href: 'assets/widget-0123.css', integrity: undefined },
  loadMethods: () => import('../src/methods/main.ts'),
  loadI18n: () => import('../src/widget/i18n/engine.ts'),
  loadPay: () => import('../src/widget/on-demand/pay-entry.ts'),
  loadEnglish: () => import('../locales/en.json').then((texts) => texts.default),
};

/** The gateway's language file of a locales/{code}.json address, as the gateway serves it; else null. */
function localeFile(url: unknown): Response | null {
  const code = /\/locales\/([a-z]{2})\.json/.exec(String(url))?.[1];
  return code ? Response.json(JSON.parse(readFileSync(resolve(import.meta.dirname, `../locales/${code}.json`), 'utf8'))) : null;
}

function page(
  html: string,
  options?: unknown,
  answer: (url?: unknown) => Promise<Response> = async () =>
    Response.json({ id: ID, amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '2030-01-01T00:00:00Z' }),
) {
  document.body.innerHTML = html;
  const fetchMock = vi.fn((url?: unknown) => Promise.resolve(localeFile(url) ?? answer(url)));
  const win = window as unknown as BootEnv['win'];
  win.wpwlOptions = options;
  vi.stubGlobal('fetch', fetchMock);
  window.fetch = fetchMock as unknown as typeof fetch;
  return { win, fetchMock };
}

/** The widgets a test started: each leaves with its test (a live widget watches the page for new forms). */
const live: Wpwl[] = [];
const boot = (env: BootEnv): Wpwl => {
  const wpwl = bootWidget(env);
  live.push(wpwl);
  return wpwl;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Frames and stylesheet point at the gateway; happy-dom gets empty answers instead of network
  // requests (the real frames are exercised in e2e).
  answerGatewayDocuments();
});

afterEach(() => {
  for (const wpwl of live.splice(0)) wpwl.unload();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('boot', () => {
  it('renders one card form per form.paymentWidgets, with the frames on the gateway origin', async () => {
    const { win } = page('<form action="https://shop.example/result" class="paymentWidgets" data-brands="VISA MASTER FOOPAY"></form>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wpwl = boot({ win, scriptSrc: SRC, assets: ASSETS });
    expect(wpwl.checkout.id).toBe(ID);
    // Forms render once the language is ready (English: right away, but asynchronously).
    await vi.waitFor(() => expect(document.querySelector('.wpwl-container')).not.toBeNull());
    const frames = [...document.querySelectorAll('iframe')].map((f) => new URL(f.getAttribute('src') ?? ''));
    expect(frames.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      'http://localhost:8080/v1/frames/cardNumber.html',
      'http://localhost:8080/v1/frames/cvv.html',
    ]);
    expect(frames[0]?.searchParams.get('origin')).toBe(window.location.origin);
    expect([...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'))).toEqual(['VISA', 'MASTER']);
    // The widget stands in for the merchant's form, which leaves the page (forms.ts: takeMerchantForm).
    expect(document.querySelectorAll('form.paymentWidgets')).toHaveLength(0);
    expect(document.head.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('http://localhost:8080/v1/assets/widget-0123.css');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brands not supported yet, left out: FOOPAY'));
    wpwl.unload();
    expect(document.querySelector('.wpwl-container')).toBeNull();
    // Nothing of it is left, and the old form does not come back beside the one a page adds next.
    expect(document.querySelectorAll('form.paymentWidgets')).toHaveLength(0);
    expect(document.body.innerHTML.trim()).toBe('');
  });

  it('reads the brands of a legacy form from its text', async () => {
    const { win } = page('<form action="/r" class="paymentWidgets">AMEX VISA</form>');
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(document.querySelector('.wpwl-container')).not.toBeNull());
    expect([...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'))).toEqual(['AMEX', 'VISA']);
  });

  it('reports an unknown or expired checkout through onError and on the form', async () => {
    const onError = vi.fn();
    const { win } = page('<form action="/r" class="paymentWidgets" data-brands="VISA"></form>', { onError }, async () =>
      Response.json({ result: { code: '200.300.404' } }, { status: 404 }),
    );
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'InvalidCheckoutIdError', code: 'checkout.unknown' });
    await vi.waitFor(() => expect(document.querySelector('.wpwl-message')?.textContent).toContain('expired or is unknown'));
    expect(document.querySelector<HTMLButtonElement>('.wpwl-button-pay')?.disabled).toBe(true);
  });

  it('takes the configuration from the request paymentWidgets.js sent, and asks no second time', async () => {
    const { win, fetchMock } = page('<form action="/r" class="paymentWidgets" data-brands="VISA MASTER"></form>');
    const early = Promise.resolve(
      Response.json({ id: ID, amount: '12.34', currency: 'EUR', paymentType: 'DB', expiresAt: '2030-01-01T00:00:00Z', brands: ['MASTER'] }),
    );
    const wpwl = boot({ win, scriptSrc: SRC, assets: ASSETS, config: early });
    await vi.waitFor(() => expect(wpwl.checkout.config?.amount).toBe('12.34'));
    await vi.waitFor(() => expect([...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'))).toEqual(['MASTER']));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('widget-config'))).toEqual([]);
  });

  it("takes a checkout that only stores a card at the guides' address ({id}/registration): the form saves, it does not pay €0.00", async () => {
    const { win, fetchMock } = page('<form action="/r" class="paymentWidgets" data-brands="VISA MASTER"></form>', undefined, async () =>
      Response.json({ id: ID, amount: '0.00', currency: 'EUR', paymentType: 'RG', expiresAt: '2030-01-01T00:00:00Z' }),
    );
    const wpwl = boot({ win, scriptSrc: `${SRC}/registration`, assets: ASSETS });
    expect(wpwl.checkout.id).toBe(ID);
    await vi.waitFor(() => expect(document.querySelector('.wpwl-button-pay')?.textContent).toBe('Save card'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('widget-config'))).toEqual([
      `http://localhost:8080/v1/checkouts/${ID}/widget-config`,
    ]);
  });

  it('asks itself for a checkout created later (createCheckout): the early request was for no checkout', async () => {
    const { win, fetchMock } = page('<form action="/r" class="paymentWidgets" data-brands="VISA"></form>', { createCheckout: () => ID });
    const early = Promise.reject(new Error('must not be used'));
    early.catch(() => undefined);
    const wpwl = boot({ win, scriptSrc: 'http://localhost:8080/v1/paymentWidgets.js', assets: ASSETS, config: early });
    await vi.waitFor(() => expect(wpwl.checkout.config?.amount).toBe('10.00'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/locales/'))).toEqual([
      expect.stringContaining(`/v1/checkouts/${ID}/widget-config`),
    ]);
  });

  it('says an unknown checkout once for the page, and every card form shows it', async () => {
    const onError = vi.fn();
    const { win } = page(
      '<form action="/r" class="paymentWidgets" data-brands="VISA"></form><form action="/r2" class="paymentWidgets" data-brands="MASTER"></form>',
      { onError },
      async () => Response.json({ result: { code: '200.300.404' } }, { status: 404 }),
    );
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('.wpwl-message')].map((m) => m.textContent)).toEqual([
        expect.stringContaining('expired or is unknown'),
        expect.stringContaining('expired or is unknown'),
      ]),
    );
    expect(onError.mock.calls.map(([e]) => (e as Error).name)).toEqual(['InvalidCheckoutIdError']);
  });

  it('fires onReady once, after the checkout allows some of the brands; a form with none leaves the page', async () => {
    const onReady = vi.fn();
    const { win } = page(
      '<form action="/r" class="paymentWidgets" data-brands="AMEX"></form><form action="/r2" class="paymentWidgets" data-brands="VISA MASTER"></form>',
      { onReady },
      async () => Response.json({ id: ID, amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '2030-01-01T00:00:00Z', brands: ['VISA'] }),
    );
    const wpwl = boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(document.querySelectorAll('.wpwl-container-card')).toHaveLength(1));
    await vi.waitFor(() => expect(document.querySelector('.wpwl-container-card iframe')).not.toBeNull());
    // The frames answer as the gateway's would: onReady waits for them, then fires once.
    expect(onReady).not.toHaveBeenCalled();
    for (const iframe of document.querySelectorAll<HTMLIFrameElement>('.wpwl-container-card iframe')) {
      const field = new URL(iframe.src).pathname.includes('cvv') ? 'cvv' : 'cardNumber';
      window.dispatchEvent(new MessageEvent('message', { data: { v: 1, t: 'ready', field }, origin: 'http://localhost:8080', source: iframe.contentWindow }));
    }
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(wpwl.isReady).toBe(true);
    expect([...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'))).toEqual(['VISA']);
  });

  it('shows a checkout error in the language that arrives after it, not in no language', async () => {
    const de = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales/de.json'), 'utf8')) as Record<string, string>;
    let deliver: () => void = () => undefined;
    const german = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const { win } = page('<form action="/r" class="paymentWidgets" data-brands="VISA"></form>', { locale: 'de', onError: () => undefined }, async () => {
      throw new Error('answered per URL below');
    });
    // The configuration answers 404 at once; the German texts arrive later.
    const fetchMock = vi.fn(async (url: URL | string) => {
      if (String(url).includes('/locales/de.json')) {
        await german;
        return Response.json(de);
      }
      return localeFile(url) ?? Response.json({ result: { code: '200.300.404' } }, { status: 404 });
    });
    window.fetch = fetchMock as unknown as typeof fetch;
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('widget-config'))).toBe(true));
    deliver();
    await vi.waitFor(() => expect(document.querySelector('.wpwl-message')?.textContent).toBe(de.invalidCheckoutError));
  });

  it('tells the merchant through onError when no brand of a form can be offered', async () => {
    const onError = vi.fn();
    const { win } = page('<form action="/r" class="paymentWidgets" data-brands="FOOPAY BARPAY"></form>', { onError });
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      name: 'WidgetError',
      message: 'no brand of form.paymentWidgets can be offered: FOOPAY BARPAY are not supported (data-brands)',
    });
  });

  it('renders and says nothing of a form inside another form (a checkout block), where its forms work', async () => {
    const onError = vi.fn();
    const { win } = page('<div id="outer"></div>', { onError });
    // The HTML parser drops a nested <form>, so a page holds one only by DOM calls, and those
    // nest the widget's form too: it keeps its fields and submits on its own (the Nochex
    // WooCommerce block's page, e2e/corpus/ncx-woo-blocks-switch, shows its onError to shoppers).
    const outer = document.createElement('form');
    const inner = document.createElement('form');
    inner.className = 'paymentWidgets';
    inner.dataset.brands = 'VISA';
    outer.append(inner);
    document.getElementById('outer')?.append(outer);
    boot({ win, scriptSrc: SRC, assets: ASSETS });
    await vi.waitFor(() => expect(outer.querySelector('form.wpwl-form-card')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a script URL without a valid checkoutId instead of throwing', () => {
    const onError = vi.fn();
    const { win } = page('<form class="paymentWidgets" data-brands="VISA"></form>', { onError });
    let wpwl: ReturnType<typeof boot> | undefined;
    expect(() => {
      wpwl = boot({ win, scriptSrc: 'http://localhost:8080/v1/paymentWidgets.js?checkoutId=bad', assets: ASSETS });
    }).not.toThrow();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ name: 'InvalidCheckoutIdError' });
    expect(document.querySelector('iframe')).toBeNull();
    wpwl?.unload();
  });

  it.each([
    ['missing', 'http://localhost:8080/v1/paymentWidgets.js', undefined],
    ['malformed', 'http://localhost:8080/v1/paymentWidgets.js?checkoutId=bad', undefined],
    ['not given by createCheckout', 'http://localhost:8080/v1/paymentWidgets.js', () => 'not-an-id'],
    ['refused by createCheckout', 'http://localhost:8080/v1/paymentWidgets.js', () => Promise.reject(new Error('shop offline'))],
  ])('shows a short translated message where the form would be when the checkout id is %s, and tells onError', async (_case, scriptSrc, createCheckout) => {
    const onError = vi.fn();
    const de = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales/de.json'), 'utf8')) as Record<string, string>;
    const { win } = page('<form action="/r" class="paymentWidgets" data-brands="VISA"></form>', { onError, locale: 'de', createCheckout });
    const wpwl = boot({ win, scriptSrc, assets: ASSETS });
    await vi.waitFor(() => expect(document.querySelector('.wpwl-container-error .wpwl-message')?.textContent).toBe(de.invalidCheckoutError));
    expect(document.querySelector('.wpwl-container-error [role=alert]')).not.toBeNull();
    expect(document.querySelectorAll('form.paymentWidgets')).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    // An SPA that unloads the widget is left with nothing of it, and no old form beside its next one.
    wpwl.unload();
    expect(document.querySelector('.wpwl-container-error')).toBeNull();
    expect(document.querySelectorAll('form.paymentWidgets')).toHaveLength(0);
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
  });

  it('renders the card form once: typing, an error and a language change touch only the nodes that show them, and keep what the merchant changed', async () => {
    const de = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales/de.json'), 'utf8')) as Record<string, string>;
    const { win } = page('<form action="/r" class="paymentWidgets" data-brands="VISA MASTER"></form>');
    window.fetch = vi.fn(async (url: URL | string) =>
      String(url).includes('/locales/de.json')
        ? Response.json(de)
        : (localeFile(url) ?? Response.json({ id: ID, amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '2030-01-01T00:00:00Z' })),
    ) as unknown as typeof fetch;
    const wpwl = boot({ win, scriptSrc: SRC, assets: ASSETS });
    const $ = <T extends Element = HTMLElement>(selector: string) => must(document.querySelector<T>(selector), selector);
    await vi.waitFor(() => expect(document.querySelector('button.wpwl-button-pay')?.textContent).toBe('Pay €10.00'));

    // What merchants' scripts do in onReady: a class, a moved group, an inserted element, their own button text.
    const form = $('form.wpwl-form-card');
    $('.wpwl-group-expiry').classList.add('merchant-row');
    form.insertBefore($('.wpwl-group-cardHolder'), $('.wpwl-group-expiry'));
    $('.wpwl-group-expiry').after(Object.assign(document.createElement('p'), { className: 'merchant-note', textContent: 'Secure' }));
    $('button.wpwl-button-pay').textContent = 'Buy now';
    const numberGroup = $('.wpwl-group-cardNumber');
    const brandGroup = $('.wpwl-group-brand');

    const changed = new Set<Node>();
    const observer = new MutationObserver((records) => {
      for (const r of records) changed.add(r.target);
    });
    observer.observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
    const expiry = $<HTMLInputElement>('input.wpwl-control-expiry');
    expiry.value = '01 / 2';
    expiry.dispatchEvent(new Event('input', { bubbles: true }));
    expiry.dispatchEvent(new Event('blur'));
    await vi.waitFor(() => expect($('.wpwl-group-expiry').classList.contains('wpwl-has-error')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    observer.disconnect();
    // Only the expiry group, the button's error class and the screen-reader summary changed: not
    // the number's group, not the brand's, not the labels (an incomplete expiry leaves the hidden
    // month and year empty).
    const places = [...changed].map((node) => {
      const el = node instanceof Element ? node : node.parentElement;
      if (el?.closest('.wpwl-group-expiry')) return 'expiry group';
      if (el?.matches('input[type=hidden]')) return 'hidden input';
      if (el?.closest('button.wpwl-button-pay')) return 'button';
      if (el?.closest('.wpwl-sr-only[aria-live]')) return 'live region';
      return el?.outerHTML.slice(0, 80) ?? String(node);
    });
    expect([...new Set(places)].sort()).toEqual(['button', 'expiry group', 'live region']);
    expect(numberGroup.isConnected && brandGroup.isConnected).toBe(true);
    expect($('.wpwl-hint-expiryError').textContent).toBe('Invalid expiry date');

    await wpwl.changeLanguage('de');
    expect($('.wpwl-label-expiry').textContent).toBe(de.expiryDate);
    expect($('.wpwl-hint-expiryError').textContent).toBe(de.expiryMonthError);
    // The merchant's changes and what the shopper typed are all still there.
    expect($('.wpwl-group-expiry').className).toContain('merchant-row');
    expect($('.wpwl-group-expiry').className).toContain('wpwl-has-error');
    expect($('.wpwl-group-cardHolder').nextElementSibling).toBe($('.wpwl-group-expiry'));
    expect($('.wpwl-group-expiry').nextElementSibling?.className).toBe('merchant-note');
    expect($('button.wpwl-button-pay').textContent).toBe('Buy now');
    expect(expiry.value).toBe('01 / 2');
    expect($('.wpwl-group-cardNumber')).toBe(numberGroup);
    wpwl.unload();
  });
});
