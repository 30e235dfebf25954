// The widget's module entry, started by paymentWidgets.js (script.ts) with what only a classic
// script can know: its own address, the `wpwl` object it already defined, and the build's files.

// biome-ignore-all assist/source/organizeImports: Preact after the widget's modules: the bundle keeps the entry's import order, and Preact first gives it the shortest minified names (64 B more gzip in the outline)
import type { WidgetManifest } from '../shared/manifest.ts';
import { type BootEnv, boot } from './boot.ts';
import type { EarlyFrames } from './frames/early.ts';
import type { MethodsBundle } from './on-demand/contract.ts';
import type { Wpwl } from './options/types.ts';
import { options } from 'preact';

export type { EarlyFrames };

// @preact/signals runs the effects of components (class toggles, bound attributes) on the next
// animation frame, and Preact's hooks after paint: a form's state would reach the page a frame
// late, after onReady, and a merchant's onReady change (a button it disables) could be overwritten
// by it; in a background tab, frames do not come at all. The widget's own Preact (the merchant's
// page has its own, if any) settles in microtasks instead: onReady, a task later, sees it done.
options.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);

export interface StartEnv {
  win: BootEnv['win'];
  scriptSrc: string;
  wpwl: Wpwl;
  manifest: WidgetManifest;
  /** runs `load` (an import) with `<link rel="modulepreload" integrity>` for these build files */
  preloaded: <T>(files: readonly string[], load: () => Promise<T>) => Promise<T>;
  /** the first card form's frames, which paymentWidgets.js started before the modules arrived */
  frames: EarlyFrames;
  /** the request for the checkout's configuration paymentWidgets.js sent (its checkoutId's) */
  config?: Promise<Response> | undefined;
  /** the language file paymentWidgets.js asked for, before the modules arrived */
  language?: EarlyLanguage | undefined;
  /** undoes what paymentWidgets.js left on the page: called when the widget goes (unload, a newer script) */
  leave?: () => void;
}

/** A language file asked for early: its code (de, dk, …) and the answer on its way. */
export interface EarlyLanguage {
  code: string;
  response: Promise<Response>;
}

export function start({ win, scriptSrc, wpwl, manifest, preloaded, frames, config, language, leave }: StartEnv): void {
  const { widget, i18n, methods, pay, english } = manifest.entries;
  const css = widget.css[0];
  boot({
    win,
    scriptSrc,
    wpwl,
    frames,
    config,
    leave,
    assets: {
      stylesheet: css ? { href: css, integrity: manifest.integrity[css] } : undefined,
      earlyLanguageFile: takeOnce(language),
      // i18next and the pay chunk: paymentWidgets.js preloaded them beside this module, so these
      // imports take them from the module map (or wait for that download), never a second time.
      loadI18n: () => preloaded([i18n.file, ...i18n.imports], () => import('./i18n/engine.ts')),
      loadPay: () => preloaded([pay.file, ...pay.imports], () => import('./on-demand/pay-entry.ts')),
      // Only when no language file can be loaded: a module, which the page's script-src allows
      // where its connect-src may have blocked the files.
      loadEnglish: () => preloaded([english.file], () => import('../../locales/en.json')).then((texts) => texts.default),
      // The on-demand forms, preloaded with their integrity first so that import() takes those files.
      loadMethods: () => preloaded([methods.file, ...methods.imports], () => import('../methods/main.ts') satisfies Promise<MethodsBundle>),
    },
  });
}

/** The early answer, handed over once and only for its own code: a later language, or a remount, asks anew. */
function takeOnce(language: EarlyLanguage | undefined): (code: string) => Promise<Response> | undefined {
  let left = language;
  return (code) => {
    if (left?.code !== code) return undefined;
    const { response } = left;
    left = undefined;
    return response;
  };
}
