// One widget start for one checkout: the merchant's options, the texts (i18next), the stylesheet,
// the checkout's configuration, the pay chunk and the on-demand forms' loader, each asked for once,
// and everything to undo on unload. The forms are mounted on it (mounts/page.ts), each on its own.
import { signal } from '@preact/signals';
import { isRegistrationCheckout } from '../shared/api/checkout.ts';
import type { ReportError } from '../shared/errors.ts';
import type { ConfigResult } from './checkout.ts';
import { createI18n, type I18n, type LoadI18n } from './i18n/index.ts';
import { withOriginalKeys } from './i18n/original-keys.ts';
import type { CheckoutAmount, MethodsBundle } from './on-demand/contract.ts';
import { createMethodsLoader } from './on-demand/loader.ts';
import type * as Pay from './on-demand/pay-entry.ts';
import type { WidgetOptions } from './options/schema.ts';

export const PREFIX = '[paymentWidgets]';
/** Build of the widget, for asset URLs (wpwl.cacheVersion); set by the build. */
export const CACHE_VERSION = typeof __WPWL_VERSION__ === 'string' ? __WPWL_VERSION__ : 'dev';

/** Where the widget's other files come from (the build's manifest, or a test's stand-ins). */
export interface WidgetAssets {
  /** paymentWidgets' stylesheet, relative to the script's folder */
  stylesheet: { href: string; integrity: string | undefined } | undefined;
  /** the bank-account, redirect and stored-card forms, loaded when a form needs them */
  loadMethods: () => Promise<MethodsBundle>;
  /** i18next (i18n/engine.ts), loaded beside the widget */
  loadI18n: LoadI18n['engine'];
  /** the English texts built in (locales/en.json as a chunk), loaded only when no language file can be */
  loadEnglish: LoadI18n['english'];
  /** what a form needs to pay but not to show (on-demand/pay-entry.ts), loaded beside the widget */
  loadPay: () => Promise<typeof Pay>;
  /** the answer for this language file that paymentWidgets.js asked for early, once; undefined for any other */
  earlyLanguageFile?: (code: string) => Promise<Response> | undefined;
}

export interface SessionEnv {
  win: Window;
  base: URL;
  checkoutId: string;
  options: WidgetOptions;
  assets: WidgetAssets;
  /** the checkout's configuration, fetched once for every form */
  config: Promise<ConfigResult>;
  reportError: ReportError;
  /** paymentTarget, shopperResultTarget: this tab, or the window or frame the merchant named */
  navigate: (url: string, target?: string) => void;
}

export interface Session extends SessionEnv {
  doc: Document;
  i18n: I18n;
  /** the checkout's amount and currency, once loaded; whether it only stores a card (RG) */
  amount: () => CheckoutAmount | null;
  loader: ReturnType<typeof createMethodsLoader>;
  /** the pay chunk, imported once (a failed import is asked for again next time) */
  pay: () => Promise<typeof Pay>;
  /** undone on unload, last registered first */
  onCleanup: (cleanup: () => void) => void;
  /** a timer that unload clears */
  setTimer: (fn: () => void, ms: number) => void;
  /** frames take the page's look again (words arrived, the stylesheet loaded, the language changed) */
  onRestyle: (restyle: () => void) => void;
  restyle: () => void;
  /** the widget's stylesheet loaded, failed, or is not used (style: 'none'); reads a signal */
  styled: () => boolean;
  /** keeps one of the widget's containers out of the layout until the stylesheet has settled (see stylesheetSettled) */
  untilStyled: (container: HTMLElement) => void;
  /** registrations.hideInitialPaymentForms: the forms besides the stored cards */
  initialForms: HTMLElement[];
  showInitialForms: (show: boolean) => void;
  /** Active payment method selection: the page's brands this checkout lets the shopper use. */
  offered: (brands: readonly string[], allowed: readonly string[] | undefined) => string[];
  readonly destroyed: boolean;
  destroy(): void;
}

/**
 * The widget's stylesheet, linked with its integrity; `onLoad` or `onError` once it is settled.
 * Unless style is 'none' (then null).
 */
export function linkStylesheet(
  doc: Document,
  base: URL,
  options: Pick<WidgetOptions, 'style'>,
  assets: Pick<WidgetAssets, 'stylesheet'>,
  onLoad: () => void,
  onError: (href: string) => void,
): HTMLLinkElement | null {
  if (options.style === 'none' || !assets.stylesheet) return null;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(assets.stylesheet.href, base).href;
  if (assets.stylesheet.integrity) {
    link.integrity = assets.stylesheet.integrity;
    link.crossOrigin = 'anonymous';
  }
  link.addEventListener('load', onLoad, { once: true });
  link.addEventListener('error', () => onError(link.href), { once: true });
  return doc.head.appendChild(link);
}

/**
 * The widget's texts: i18next with the merchant's overrides, each language a file on the gateway.
 * Nothing waits for it: the forms' outline and the frames appear at once, and the words fill in
 * when the file is here (t reads a signal), so the shopper never sees English first.
 */
export function widgetTexts(
  win: Window,
  base: URL,
  options: WidgetOptions,
  assets: Pick<WidgetAssets, 'loadI18n' | 'earlyLanguageFile' | 'loadEnglish'>,
): I18n {
  return createI18n({
    locale: options.locale,
    engine: assets.loadI18n,
    english: assets.loadEnglish,
    // a text missing from every file shows its key: development builds say so
    reportMissing: import.meta.env.DEV,
    overrides: withOriginalKeys({ ...options.errorMessages, ...options.labels }),
    load: async (code) => {
      const res = await (assets.earlyLanguageFile?.(code) ??
        win.fetch(new URL(`locales/${code}.json?v=${encodeURIComponent(CACHE_VERSION)}`, base), { credentials: 'omit' }));
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    },
    warn: (m) => console.warn(`${PREFIX} ${m}`),
  });
}

export function createSession(env: SessionEnv): Session {
  const { win, base, checkoutId, options, assets, config } = env;
  const doc = win.document;
  const cleanups = cleanupList();
  const { onCleanup } = cleanups;
  const restylers = new Set<() => void>();
  const restyle = () => {
    if (!cleanups.destroyed) for (const r of restylers) r();
  };

  // First, so the stylesheet loads while the checkout configuration is fetched.
  const { styled, untilStyled } = stylesheetSettled(env, restyle, onCleanup);
  const amount = checkoutAmount(config);
  const i18n = widgetTexts(win, base, options, assets);
  // Frames that answered before the words arrived get their label, placeholder and title now.
  void i18n.ready.then(restyle);
  const pay = importOnce(assets.loadPay);

  const initialForms: HTMLElement[] = [];
  const loader = createMethodsLoader({
    win,
    base,
    loadMethods: assets.loadMethods,
    pay,
    checkoutId,
    options,
    i18n,
    reportError: env.reportError,
    navigate: env.navigate,
    amount,
    onUnload: onCleanup,
  });

  return {
    ...env,
    doc,
    i18n,
    amount,
    loader,
    pay,
    onCleanup,
    setTimer: (fn, ms) => {
      const timer = win.setTimeout(fn, ms);
      onCleanup(() => win.clearTimeout(timer));
    },
    onRestyle: (r) => {
      restylers.add(r);
      onCleanup(() => restylers.delete(r));
    },
    restyle,
    styled,
    untilStyled,
    initialForms,
    showInitialForms: (show) => {
      for (const el of initialForms) el.hidden = !show;
    },
    offered: offeredBrands,
    get destroyed() {
      return cleanups.destroyed;
    },
    destroy: cleanups.destroy,
  };
}

/** What unload undoes, last registered first; `destroyed` once it has. */
function cleanupList() {
  const cleanups: Array<() => void> = [];
  let destroyed = false;
  return {
    onCleanup: (cleanup: () => void) => {
      cleanups.push(cleanup);
    },
    get destroyed() {
      return destroyed;
    },
    destroy: () => {
      destroyed = true;
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}

/**
 * The widget's stylesheet, linked now; answers whether it is settled (reads a signal). onReady
 * waits for it: a form that takes its look after onReady moves under the merchant's code and the
 * shopper's pointer.
 *
 * Until then the widget's containers stay out of the layout (display: none, set through CSSOM: a
 * style attribute would need 'unsafe-inline'). Unstyled, the form would flash the browser's
 * defaults, its card frames 300 x 150 boxes over the place where the pay button comes later, and
 * Chromium can route a click by that layout: in one suite run a press of pay went into the
 * security-code frame at the point where the unstyled layout, painted 1.7 s before, had put that
 * frame (to 0.2 px; docs/testing.md).
 */
function stylesheetSettled(env: SessionEnv, restyle: () => void, onCleanup: (cleanup: () => void) => void) {
  const styled = signal(true);
  const veiled: HTMLElement[] = [];
  const unveil = () => {
    for (const container of veiled.splice(0)) container.style.display = '';
  };
  const link = linkStylesheet(
    env.win.document,
    env.base,
    env.options,
    env.assets,
    () => {
      unveil();
      styled.value = true;
      // Frames that answered before it arrived took the page's look without it: once more with it.
      restyle();
    },
    (href) => {
      unveil();
      styled.value = true;
      env.reportError('WidgetError', `the widget's stylesheet did not load from ${href}: the forms show without it`);
    },
  );
  if (link) {
    styled.value = false;
    onCleanup(() => link.remove());
  }
  return {
    styled: () => styled.value,
    untilStyled: (container: HTMLElement) => {
      if (styled.peek()) return;
      container.style.display = 'none';
      veiled.push(container);
    },
  };
}

/** The checkout's amount and currency, once its configuration is here. */
function checkoutAmount(config: Promise<ConfigResult>): () => CheckoutAmount | null {
  let amount: CheckoutAmount | null = null;
  void config.then((result) => {
    if (result.status === 'ok')
      amount = { amount: result.config.amount, currency: result.config.currency, registration: isRegistrationCheckout(result.config) };
  });
  return () => amount;
}

/** `load` once; a load that failed is asked for again next time. */
function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/** Active payment method selection: the page's brands this checkout lets the shopper use. */
function offeredBrands(brands: readonly string[], allowed: readonly string[] | undefined): string[] {
  if (!allowed) return [...brands];
  const kept = brands.filter((b) => allowed.includes(b));
  const left = brands.filter((b) => !allowed.includes(b));
  if (left.length > 0) console.info(`${PREFIX} not offered to this shopper (the checkout allows ${allowed.join(' ') || 'none'}): ${left.join(' ')}`);
  return kept;
}
