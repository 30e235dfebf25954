// One widget start for one checkout: the merchant's options, the texts (i18next), the stylesheet,
// the checkout's configuration, the pay chunk and the on-demand forms' loader, each asked for once,
// and everything to undo on unload. The forms are mounted on it (mounts/page.ts), each on its own.
import { signal } from '@preact/signals';
import { isRegistrationCheckout } from '../shared/api/checkout.ts';
import { STYLESHEET_FAILED } from '../shared/error-catalogue/widget.ts';
import type { ReportError } from '../shared/errors.ts';
import type { ConfigResult } from './checkout.ts';
import { createI18n, type I18n, type LoadI18n } from './i18n/index.ts';
import { withOriginalKeys } from './i18n/original-keys.ts';
import type { CheckoutAmount, MethodsBundle } from './on-demand/contract.ts';
import { createMethodsLoader, type MethodsLoader } from './on-demand/loader.ts';
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

/**
 * What a mount needs of the widget start, by part: the page, the checkout, the words and the look,
 * the chunks it loads, the forms the stored cards may hide, and the lifetime it ends with.
 */
export interface Session {
  readonly page: SessionPage;
  readonly checkout: SessionCheckout;
  readonly look: SessionLook;
  readonly chunks: SessionChunks;
  readonly initialForms: InitialForms;
  readonly life: Lifetime;
}

/** The merchant's page: its window and document, its options, and where errors and the shopper go. */
export interface SessionPage {
  win: Window;
  doc: Document;
  options: WidgetOptions;
  reportError: ReportError;
  /** paymentTarget, shopperResultTarget: this tab, or the window or frame the merchant named */
  navigate: (url: string, target?: string) => void;
}

/** The checkout: the gateway, the checkout's id and its configuration. */
export interface SessionCheckout {
  base: URL;
  checkoutId: string;
  /** the checkout's configuration, fetched once for every form */
  config: Promise<ConfigResult>;
}

/** The words and the stylesheet, and the frames' look that follows them. */
export interface SessionLook {
  i18n: I18n;
  /** the widget's stylesheet loaded, failed, or is not used (style: 'none'); reads a signal */
  styled: () => boolean;
  /** keeps one of the widget's containers out of the layout until the stylesheet has settled (see stylesheetSettled) */
  untilStyled: (container: HTMLElement) => void;
  /** frames take the page's look again (words arrived, the stylesheet loaded, the language changed) */
  onRestyle: (restyle: () => void) => void;
  restyle: () => void;
}

/** The chunks a form loads, each asked for once (a failed import is asked for again next time). */
export interface SessionChunks {
  /** the pay chunk (on-demand/pay-entry.ts) */
  pay: () => Promise<typeof Pay>;
  /** the on-demand forms and their services */
  forms: MethodsLoader;
}

/** The widget's forms besides the stored cards, which registrations.hideInitialPaymentForms hides. */
export interface InitialForms {
  /** a container for one, after `anchor` (where the merchant's form was), out of the layout until the stylesheet settled */
  place: (anchor: ChildNode) => HTMLElement;
  show: (show: boolean) => void;
}

/** What unload undoes, last registered first, and whether it has. */
export interface Lifetime {
  onCleanup: (cleanup: () => void) => void;
  /** a timer that unload clears */
  setTimer: (fn: () => void, ms: number) => void;
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
  const life = lifetime(win);
  const restylers = new Set<() => void>();
  const restyle = () => {
    if (!life.destroyed) for (const r of restylers) r();
  };

  // First, so the stylesheet loads while the checkout configuration is fetched.
  const { styled, untilStyled } = stylesheetSettled(env, restyle, life.onCleanup);
  const i18n = widgetTexts(win, base, options, assets);
  // Frames that answered before the words arrived get their label, placeholder and title now.
  void i18n.ready.then(restyle);
  const pay = importOnce(assets.loadPay);

  const page: SessionPage = { win, doc: win.document, options, reportError: env.reportError, navigate: env.navigate };
  const checkout: SessionCheckout = { base, checkoutId, config };
  const initial = initialForms(win.document, untilStyled);
  const forms = createMethodsLoader({
    loadMethods: assets.loadMethods,
    pay,
    page,
    checkout,
    i18n,
    amount: checkoutAmount(config),
    onUnload: life.onCleanup,
    showInitialForms: initial.show,
  });
  return {
    page,
    checkout,
    look: {
      i18n,
      styled,
      untilStyled,
      onRestyle: (r) => {
        restylers.add(r);
        life.onCleanup(() => restylers.delete(r));
      },
      restyle,
    },
    chunks: { pay, forms },
    initialForms: initial,
    life,
  };
}

/** What unload undoes, last registered first; `destroyed` once it has; timers it clears. */
function lifetime(win: Window): Lifetime {
  const cleanups: Array<() => void> = [];
  let destroyed = false;
  const onCleanup = (cleanup: () => void) => {
    cleanups.push(cleanup);
  };
  return {
    onCleanup,
    setTimer: (fn, ms) => {
      const timer = win.setTimeout(fn, ms);
      onCleanup(() => win.clearTimeout(timer));
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

/** The forms registrations.hideInitialPaymentForms hides until the shopper asks for them. */
function initialForms(doc: Document, untilStyled: SessionLook['untilStyled']): InitialForms {
  const forms: HTMLElement[] = [];
  return {
    place: (anchor) => {
      const container = doc.createElement('div');
      anchor.after(container);
      untilStyled(container);
      forms.push(container);
      return container;
    },
    show: (show) => {
      for (const el of forms) el.hidden = !show;
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
      env.reportError(STYLESHEET_FAILED, { href });
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
