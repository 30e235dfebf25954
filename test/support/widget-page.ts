// A merchant page for the widget's unit tests (happy-dom): a session as start.ts makes one, with
// only what lies outside the widget faked: the checkout's configuration (a promise the test
// settles), the gateway's language files (read from locales/), and the documents of the frames and
// the stylesheet (empty answers; the real frames are exercised in e2e).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import type { WidgetConfig } from '../../src/shared/api/checkout.ts';
import type { ConfigResult } from '../../src/widget/checkout.ts';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../../src/widget/options/schema.ts';
import { createSession, type Session, type SessionEnv, type WidgetAssets } from '../../src/widget/session.ts';
// The widget's entry, for what it sets on load: its Preact settles in microtasks (options.requestAnimationFrame), as on a page.
import '../../src/widget/main.ts';

export const CHECKOUT_ID = 'ABCDEF0123456789ABCDEF0123456789.dev01-gw01';
export const BASE = new URL('http://localhost:8080/v1/');

/** The build's files as the manifest names them; i18next, the pay chunk and the on-demand forms are the real modules. */
export const ASSETS: WidgetAssets = {
  stylesheet: { href: 'assets/widget-0123.css', integrity: undefined },
  loadMethods: () => import('../../src/methods/main.ts'),
  loadI18n: () => import('../../src/widget/i18n/engine.ts'),
  loadPay: () => import('../../src/widget/on-demand/pay-entry.ts'),
  loadEnglish: () => import('../../locales/en.json').then((texts) => texts.default),
};

/** The gateway's language file of a locales/{code}.json address; else null. */
export function localeFile(url: unknown): Response | null {
  const code = /\/locales\/([a-z]{2})\.json/.exec(String(url))?.[1];
  return code ? Response.json(JSON.parse(readFileSync(resolve(import.meta.dirname, `../../locales/${code}.json`), 'utf8'))) : null;
}

/** The texts of a language as the gateway serves them. */
export const texts = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../locales/${code}.json`), 'utf8')) as Record<string, string>;

type HappyDomWindow = { happyDOM: { settings: { fetch: { interceptor: unknown } } }; Response: typeof Response };

/** The stylesheet and the frames' documents answer empty instead of going to the network. */
export function answerGatewayDocuments(): void {
  const w = window as unknown as HappyDomWindow;
  w.happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }: { request: Request }) =>
      request.url.endsWith('.css')
        ? new w.Response('', { headers: { 'Content-Type': 'text/css' } })
        : new w.Response('<!doctype html><title>frame</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
}

/**
 * Each test of the file on a page of its own: the gateway's documents answered (above), the
 * widget's console notes kept quiet (a test that reads them finds them on console's spies), and
 * the page emptied after.
 */
export function aFreshPageEachTest(): void {
  beforeEach(() => {
    answerGatewayDocuments();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
}

/** A checkout's configuration as the gateway answers it. */
export function configured(config: Partial<WidgetConfig> = {}): ConfigResult {
  return { status: 'ok', config: { id: CHECKOUT_ID, amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '2030-01-01T00:00:00Z', ...config } };
}

/** A configuration the test hands over when it likes (`settle`). */
export function pendingConfig(): { config: Promise<ConfigResult>; settle: (result: ConfigResult) => void } {
  let settle: (result: ConfigResult) => void = () => undefined;
  const config = new Promise<ConfigResult>((resolve) => {
    settle = resolve;
  });
  return { config, settle };
}

/** The gateway as far as the widget's texts go: every locales/{code}.json, nothing else. */
export const gatewayTexts = () => vi.fn(async (url: URL | string) => localeFile(url) ?? new Response(null, { status: 404 }));

/**
 * A session on this page. Its language files come through `window.fetch`: `fetch` (by default
 * gatewayTexts()) is put there, where the test can read what was asked.
 */
export function testSession(env: Partial<Omit<SessionEnv, 'options'>> & { options?: Partial<WidgetOptions>; fetch?: typeof fetch } = {}): Session {
  const { fetch = gatewayTexts() as unknown as typeof window.fetch, options, ...rest } = env;
  window.fetch = fetch;
  return createSession({
    win: window,
    base: BASE,
    checkoutId: CHECKOUT_ID,
    assets: ASSETS,
    config: Promise.resolve(configured()),
    reportError: vi.fn(),
    navigate: vi.fn(),
    ...rest,
    options: { ...DEFAULT_OPTIONS, ...options },
  });
}

/** A form.paymentWidgets on the page, with these brands. */
export function merchantForm(brands: string): HTMLFormElement {
  const form = document.createElement('form');
  form.className = 'paymentWidgets';
  form.action = 'https://shop.example/result';
  form.dataset.brands = brands;
  document.body.append(form);
  return form;
}

/** Every card frame in `root` says it is ready, as the gateway's would. */
export function framesAnswer(root: ParentNode): void {
  for (const iframe of root.querySelectorAll<HTMLIFrameElement>('iframe')) {
    const field = new URL(iframe.src).pathname.includes('cvv') ? 'cvv' : 'cardNumber';
    window.dispatchEvent(new MessageEvent('message', { data: { v: 1, t: 'ready', field }, origin: BASE.origin, source: iframe.contentWindow }));
  }
}
