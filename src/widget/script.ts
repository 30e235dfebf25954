// paymentWidgets.js, the classic script on the merchant's tag. Small on purpose: it finds where it
// came from, defines `wpwl` at once (as the original does), preloads the widget's modules with
// their integrity and starts them. The build writes the manifest in (vite.config.ts), so the
// integrity value a merchant puts on this one tag covers every script the widget runs.
// No imports but types: this file must stay one self-contained classic script (the build checks).
import type { WidgetManifest } from '../shared/manifest.ts';
import type { StartEnv } from './main.ts';
import type { Wpwl } from './options/types.ts';

declare const __WPWL_MANIFEST__: WidgetManifest;

(() => {
  const doc = document;
  const current = doc.currentScript;
  const src = current instanceof HTMLScriptElement ? current.src : doc.querySelector<HTMLScriptElement>('script[src*="paymentWidgets.js"]')?.src;
  const manifest = __WPWL_MANIFEST__;
  let unloaded = false;
  // Until the modules arrive: the checkout id, and an unload that stops them from starting (an
  // SPA may unmount before then). The widget then fills in the same object.
  const checkoutId = src && URL.canParse(src) ? new URL(src).searchParams.get('checkoutId') : null;
  const wpwl: Wpwl = {
    checkout: { id: checkoutId },
    cacheVersion: manifest.version,
    isReady: false,
    executePayment() {},
    unload() {
      unloaded = true;
    },
  };
  (window as Window & { wpwl?: Wpwl }).wpwl = wpwl;
  if (!src) {
    console.error('[paymentWidgets] WidgetError: cannot find the address of paymentWidgets.js; load it with a <script src> tag');
    return;
  }
  const base = new URL('.', src);
  const { widget } = manifest.entries;
  // A module preloaded with its integrity is the one import() takes from the module map: the
  // browser refuses a file that does not match, and nothing runs from it. The links go once the
  // import settled (the module map keeps the modules), so reloads leave nothing behind.
  const preloaded = <T>(files: readonly string[], load: () => Promise<T>): Promise<T> => {
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
  // An absolute URL: a classic script from another origin has no base URL for import().
  preloaded([widget.file, ...widget.imports], () => import(/* @vite-ignore */ new URL(widget.file, base).href)).then(
    (module: { start: (env: StartEnv) => void }) => {
      if (!unloaded) module.start({ win: window, scriptSrc: src, wpwl, manifest, preloaded });
    },
    (error: unknown) => {
      // Blocked, offline, or refused for its integrity: the merchant hears of it as of any failure.
      const message = `the widget's modules did not load from ${base.origin} (${String(error)})`;
      console.error(`[paymentWidgets] WidgetError: ${message}`);
      const onError = (window as Window & { wpwlOptions?: { onError?: unknown } }).wpwlOptions?.onError;
      try {
        if (typeof onError === 'function') onError.call(undefined, Object.assign(new Error(message), { name: 'WidgetError' }));
      } catch (thrown) {
        console.error('[paymentWidgets] onError threw', thrown);
      }
    },
  );
})();
