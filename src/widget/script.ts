// paymentWidgets.js, the classic script on the merchant's tag. Small on purpose: it finds where it
// came from, defines `wpwl` at once (as the original does), preloads the widget's modules with
// their integrity and starts them. The build writes the manifest in (vite.config.ts), so the
// integrity value a merchant puts on this one tag covers every script the widget runs.
// It imports only modules nothing else imports (types aside): this file must stay one self-contained
// classic script (the build checks).
import { CSP_BLOCKED, MODULES_FAILED, SCRIPT_REMOVED } from '../shared/error-catalogue/script.ts';
import type { ReportArgs, ReportedError } from '../shared/errors.ts';
import type { WidgetManifest } from '../shared/manifest.ts';
import { languageFile } from './early-language.ts';
import type { EarlyFrames, EarlyLanguage, StartEnv } from './main.ts';
import type { Wpwl } from './options/types.ts';

// A copy of src/shared/checkout-paths.ts's pattern, so this script imports nothing (held equal by its test).
const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;

declare const __WPWL_MANIFEST__: WidgetManifest;
// A copy of src/widget/take-over.ts's TAKE_OVER (the same symbol: Symbol.for), so this script imports nothing.
const TAKE_OVER = Symbol.for('wpwl.takeOver');

(() => {
  const current = document.currentScript;
  // A tag the page removed before its script ran (React's StrictMode runs an effect, its cleanup and
  // the effect again; a plugin replaces its tag for a new checkout) still runs in the browser: that
  // run is not wanted, and must not take over from the widget of the tag that replaced it.
  if (current instanceof HTMLScriptElement && !current.isConnected) {
    console.info(`[paymentWidgets] ${SCRIPT_REMOVED.message()}`);
    return;
  }
  const src = current instanceof HTMLScriptElement ? current.src : document.querySelector<HTMLScriptElement>('script[src*="paymentWidgets.js"]')?.src;
  const win = window as PageWindow;
  const manifest = __WPWL_MANIFEST__;
  const early = earlyState();
  const wpwl = takeThePage(win, early, checkoutIdOf(src), manifest.version);
  if (!src) {
    // SCRIPT_ADDRESS_UNKNOWN, which the widget reports too: a copy (held equal by its test), as its entry ships in the widget's core.
    console.error('[paymentWidgets] WidgetError: cannot find the address of paymentWidgets.js; load it with a <script src> tag');
    return;
  }
  const base = new URL('.', src);
  // Before the first request, frame and module: each may be what the page's policy blocks.
  early.stopWatching = watchPolicy(base.origin, () => win.wpwl === wpwl);
  const valid = wpwl.checkout.id && CHECKOUT_ID.test(wpwl.checkout.id) ? wpwl.checkout.id : null;
  // The requests go first and the frames after them: creating the two frames holds this script
  // some 10-30 ms (the browser sets up a frame of another site), which delayed the modules' and
  // the configuration's requests by as much when the frames came first.
  const requests = valid ? startRequests(base, manifest, valid, win, early) : {};
  startModules(base, early, { win: window, scriptSrc: src, wpwl, manifest, ...requests, leave: early.cleanUp });
  early.frames = startFrames(base, valid);
  // A page's first Intl.NumberFormat costs 12-18 ms in Chromium (ICU sets itself up once, then
  // any locale and currency takes 0.1 ms), and the pay button's amount needs one while the form
  // mounts. Made in the next task, while the modules download (they arrive 60-90 ms later): an
  // idle callback came too late at times, just as the modules arrived; in this task it made one
  // long task of the script and the frames' creation.
  setTimeout(() => new Intl.NumberFormat().format(0), 0);
})();

type PageWindow = Window & { wpwl?: Wpwl; wpwlOptions?: unknown };

/** What this script holds until the widget's modules start, and what unload undoes. */
interface Early {
  unloaded: boolean;
  frames?: EarlyFrames | undefined;
  stylesheet?: HTMLLinkElement | undefined;
  stopWatching: () => void;
  /** removes what this script leaves on the page besides the frames: gone with the widget */
  cleanUp: () => void;
}

function earlyState(): Early {
  const early: Early = {
    unloaded: false,
    stopWatching: () => {},
    cleanUp: () => {
      early.stylesheet?.remove();
      early.stopWatching();
      // Once: unload and a newer script's take-over may both come.
      early.stopWatching = () => {};
    },
  };
  return early;
}

/**
 * The checkout id on the script's address. `{id}/registration` (a checkout that only stores a card,
 * as the original's guides load it): the id.
 */
function checkoutIdOf(src: string | undefined): string | null {
  return src && URL.canParse(src) ? (new URL(src).searchParams.get('checkoutId')?.replace(/\/registration$/, '') ?? null) : null;
}

/**
 * One live widget per page: the script added again (a new checkout, with or without wpwl.unload()
 * first) takes over from the widget already there, which leaves and gives the merchant's forms back
 * for this one to render into (src/widget/options/types.ts names the key). Then this script's `wpwl`
 * until the modules arrive: the checkout id, and an unload that stops them from starting (an SPA may
 * unmount before then). The widget then fills in the same object.
 */
function takeThePage(win: PageWindow, early: Early, checkoutId: string | null, version: string): Wpwl {
  const leave = (win.wpwl as Record<symbol, unknown> | undefined)?.[TAKE_OVER];
  if (typeof leave === 'function') leave.call(win.wpwl);
  // The original defines wpwlOptions when it runs: integrations test for it in the script's load
  // handler and assign their options into it. A page's own object stays as it is.
  win.wpwlOptions ??= {};
  // Until the modules start: then the widget's own (boot.ts) take their place and call cleanUp.
  const stop = () => {
    early.unloaded = true;
    early.frames?.done();
    early.cleanUp();
  };
  const wpwl = {
    checkout: { id: checkoutId },
    cacheVersion: version,
    isReady: false,
    executePayment() {},
    changeLanguage: async () => undefined,
    unload: stop,
    [TAKE_OVER]: stop,
  };
  win.wpwl = wpwl;
  return wpwl;
}

/**
 * The checkout's configuration, the page's language file and the stylesheet, asked for now, beside
 * the frames and the modules: waiting for the modules to run before asking was the last round trip
 * in sequence before onReady on a phone's network (BENCHMARKS.md, the waterfall). checkout.ts asks
 * the same address when there is no early request. Only a checkout's page asks: without one the
 * widget shows an error in English.
 */
function startRequests(base: URL, manifest: WidgetManifest, checkoutId: string, win: PageWindow, early: Early): Pick<StartEnv, 'config' | 'language'> {
  const config = fetch(new URL(`checkouts/${encodeURIComponent(checkoutId)}/widget-config`, base), { credentials: 'omit' });
  // Handled here too: a page whose modules never start must not log an unhandled rejection.
  config.catch(() => undefined);
  const language = requestLanguage(base, manifest, win.wpwlOptions);
  early.stylesheet = preloadStylesheet(base, manifest, win.wpwlOptions);
  return { config, language };
}

/**
 * The widget's modules, with i18next's chunk and the pay chunk beside them (the widget imports
 * them when it starts), preloaded with their integrity and started unless the page unloaded first.
 * An absolute URL: a classic script from another origin has no base URL for import().
 */
function startModules(base: URL, early: Early, env: Omit<StartEnv, 'preloaded' | 'frames'>): void {
  const { widget, i18n, pay } = env.manifest.entries;
  const preloaded = preloader(base, env.manifest);
  const files = [...new Set([widget.file, ...widget.imports, i18n.file, ...i18n.imports, pay.file, ...pay.imports])];
  preloaded(files, () => import(/* @vite-ignore */ new URL(widget.file, base).href)).then(
    (module: { start: (env: StartEnv) => void }) => {
      if (!early.unloaded) module.start({ ...env, preloaded, frames: early.frames ?? startFrames(base, null) });
    },
    (error: unknown) => modulesFailed(base, error),
  );
}

/**
 * Runs `load` (an import) with `<link rel="modulepreload" integrity>` for these build files. A
 * module preloaded with its integrity is the one import() takes from the module map: the browser
 * refuses a file that does not match, and nothing runs from it. The links go once the import
 * settled (the module map keeps the modules), so reloads leave nothing behind.
 */
function preloader(base: URL, manifest: WidgetManifest): StartEnv['preloaded'] {
  const doc = document;
  return <T>(files: readonly string[], load: () => Promise<T>): Promise<T> => {
    const links = files.map((file) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      link.integrity = manifest.integrity[file] ?? '';
      link.crossOrigin = 'anonymous';
      return doc.head.appendChild(link);
    });
    const done = load();
    const remove = () => {
      for (const link of links) link.remove();
    };
    done.then(remove, remove);
    return done;
  };
}

/**
 * The language file the widget will show, asked for now: `wpwlOptions.locale` as the page set it
 * before this script (else English), mapped onto the 25 files as src/widget/i18n/locales.ts maps
 * it (held equal by its test). A page that sets another locale later costs one file more; the
 * widget takes this answer only for the code it resolves itself.
 */
function requestLanguage(base: URL, manifest: WidgetManifest, options: unknown): EarlyLanguage {
  const code = languageFile(optionString(options, 'locale') ?? 'en', manifest.locales);
  const response = fetch(new URL(`locales/${code}.json?v=${encodeURIComponent(manifest.version)}`, base), { credentials: 'omit' });
  // Handled here too: a page whose modules never start must not log an unhandled rejection.
  response.catch(() => undefined);
  return { code, response };
}

/**
 * `<link rel="preload" as="style">` of the widget's stylesheet with its integrity, unless the page
 * already said `style: 'none'`: the widget's `<link rel="stylesheet">` (same address, CORS mode and
 * integrity) then takes the preloaded response instead of asking again.
 */
function preloadStylesheet(base: URL, manifest: WidgetManifest, options: unknown): HTMLLinkElement | undefined {
  const css = manifest.entries.widget.css[0];
  if (!css || optionString(options, 'style') === 'none') return undefined;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = new URL(css, base).href;
  link.integrity = manifest.integrity[css] ?? '';
  link.crossOrigin = 'anonymous';
  return document.head.appendChild(link);
}

/** A string option as the page set it so far; anything else (a getter that throws, another type) is none. */
function optionString(options: unknown, name: string): string | undefined {
  try {
    const value = options !== null && typeof options === 'object' ? (options as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The widget's modules blocked, offline, or refused for their integrity: the merchant hears of it as of any failure. */
function modulesFailed(base: URL, error: unknown): void {
  reportWidgetError(MODULES_FAILED, { origin: base.origin, error });
}

/**
 * An error before (or without) the widget's modules, told as the widget tells its own (boot.ts):
 * the console, and the onError wpwlOptions holds now.
 */
function reportWidgetError<P>({ code, name, message: say }: ReportedError<P>, ...[params]: ReportArgs<P>): void {
  const message = say(params as P);
  console.error(`[paymentWidgets] ${name}: ${message}`);
  const onError = (window as Window & { wpwlOptions?: { onError?: unknown } }).wpwlOptions?.onError;
  try {
    if (typeof onError === 'function') onError.call(undefined, Object.assign(new Error(message), { name, code }));
  } catch (thrown) {
    console.error('[paymentWidgets] onError threw', thrown);
  }
}

/**
 * A page policy that leaves the gateway out of a directive blocks the configuration, the frames,
 * the stylesheet or the modules, and the browser's own line does not say what to change: the
 * merchant hears the directive and the origin to add, once per directive, from this script (the
 * modules may be what is blocked). Only what the policy enforces, only for the gateway's origin
 * (the page's other violations are the page's), and only while this script's widget is the page's
 * (`live`: a newer script listens for itself).
 */
function watchPolicy(origin: string, live: () => boolean): () => void {
  const said = new Set<string>();
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (event.disposition !== 'enforce' || !live() || !`${event.blockedURI}/`.startsWith(`${origin}/`)) return;
    const directive = policyDirective(event);
    if (said.has(directive)) return;
    said.add(directive);
    reportWidgetError(CSP_BLOCKED, { origin, directive });
  };
  addEventListener('securitypolicyviolation', listener);
  // Gone with the widget (unload, a newer script): the listener holds this script's wpwl, and with
  // it the whole widget, which twenty reloads would otherwise keep alive.
  return () => removeEventListener('securitypolicyviolation', listener);
}

/**
 * The directive of the page's policy that decided, which is the one to change: the browser names
 * the effective one (style-src-elem), which the policy may leave to style-src, or to default-src.
 */
function policyDirective({ effectiveDirective: effective, originalPolicy }: SecurityPolicyViolationEvent): string {
  const named = originalPolicy.split(/\s*;\s*/).map((d) => d.split(' ')[0]);
  return [effective, effective.replace(/-(elem|attr)$/, '')].find((d) => named.includes(d)) ?? 'default-src';
}

/**
 * The card number and security code frames of the first card form (key 1), started now and hidden
 * while the modules load. Only where the browser can move a frame without loading it again
 * (Element.moveBefore); elsewhere the form creates its frames as it renders.
 */
function startFrames(base: URL, checkoutId: string | null): EarlyFrames {
  const doc = document;
  const started = new Map<string, HTMLIFrameElement>();
  const kept: MessageEvent[] = [];
  const loaded = new WeakSet<HTMLIFrameElement>();
  // Sources the widget took: it listens to them itself from then on.
  const heard = new WeakSet<MessageEventSource>();
  const keep = (event: MessageEvent) => {
    if (event.origin === base.origin && event.source && !heard.has(event.source)) kept.push(event);
  };
  let holder: HTMLElement | null = null;
  let listening = false;
  if (checkoutId && 'moveBefore' in Element.prototype) {
    addEventListener('message', keep);
    listening = true;
    holder = doc.createElement('div');
    holder.hidden = true;
    for (const field of ['cardNumber', 'cvv']) {
      // The address the widget's FrameHost.src gives this field of the first form, parameter for parameter.
      const url = new URL(`frames/${field}.html`, base);
      url.searchParams.set('checkoutId', checkoutId);
      url.searchParams.set('origin', location.origin);
      url.searchParams.set('key', '1');
      const iframe = doc.createElement('iframe');
      iframe.src = url.href;
      iframe.addEventListener('load', () => loaded.add(iframe), { once: true });
      started.set(url.href, holder.appendChild(iframe));
    }
    // A script in <head> runs before <body> exists: the root element holds the frames until then.
    (doc.body ?? doc.documentElement).appendChild(holder);
  }
  return {
    take(src) {
      const iframe = started.get(src) ?? null;
      started.delete(src);
      return iframe;
    },
    messagesFrom(source) {
      heard.add(source);
      const from = kept.filter((event) => event.source === source);
      for (const event of from) kept.splice(kept.indexOf(event), 1);
      return from;
    },
    loaded: (iframe) => loaded.has(iframe),
    done() {
      // Called when the forms are mounted and again on unload: the listener goes once.
      if (listening) removeEventListener('message', keep);
      listening = false;
      kept.length = 0;
      for (const iframe of started.values()) iframe.remove();
      started.clear();
      holder?.remove();
    },
  };
}
