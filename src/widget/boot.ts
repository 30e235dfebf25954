// Starts the widget on a merchant page: the merchant's options, the checkout's id (from the script
// URL or createCheckout), the `wpwl` global and unload. With an id, start.ts runs the widget for
// that checkout (its configuration, a session, the forms, onReady); without one, the page shows why
// (mounts/checkout-error.tsx).
// Everything it needs from the page comes in through `env`, so tests run it without a script tag.

import { CHECKOUT_ID } from '../shared/checkout-paths.ts';
import { CHECKOUT_CREATE_FAILED, CHECKOUT_ID_INVALID, CHECKOUT_ID_MISSING, SCRIPT_ADDRESS_UNKNOWN } from '../shared/error-catalogue/widget.ts';
import type { ReportArgs, ReportError, ReportedError } from '../shared/errors.ts';
import { invoke } from './callbacks.ts';
import { parseScriptUrl } from './checkout.ts';
import type { EarlyFrames } from './frames/early.ts';
import { showCheckoutErrorWhenReady } from './mounts/checkout-error.tsx';
import { executePayment } from './mounts/execute-payment.ts';
import { withLiveCallbacks } from './options/live-callbacks.ts';
import { parseOptions, type WidgetErrorLike, type WidgetOptions } from './options/schema.ts';
import type { Wpwl } from './options/types.ts';
import { CACHE_VERSION, PREFIX, type WidgetAssets } from './session.ts';
import { type Started, startCheckout } from './start.ts';
import { TAKE_OVER } from './take-over.ts';

export type { WidgetAssets };

export interface BootEnv {
  win: Window & { wpwlOptions?: unknown; wpwl?: unknown };
  scriptSrc: string | undefined;
  /** the `wpwl` object paymentWidgets.js defined; the widget fills it in */
  wpwl?: Wpwl;
  /** card frames paymentWidgets.js started before the modules arrived */
  frames?: EarlyFrames;
  /** the request for the configuration of the script URL's checkout, sent by paymentWidgets.js */
  config?: Promise<Response> | undefined;
  assets: WidgetAssets;
  /** undoes what paymentWidgets.js itself left on the page (its policy listener, its preload), when the widget goes */
  leave?: () => void;
}

export function boot({ win, scriptSrc, wpwl: given, assets, frames: early, config: earlyConfig, leave }: BootEnv): Wpwl {
  const script = parseScriptUrl(scriptSrc);
  const merchant = merchantOptions(win);
  /** the widget started for a checkout; none before the checkout is known */
  let started: Started | null = null;
  /** undoes the message shown where the forms would be when there is no checkout */
  let undoCheckoutError: (giveBack: boolean) => void = () => undefined;
  let unloaded = false;

  const wpwl: Wpwl = Object.assign(given ?? {}, {
    checkout: { id: script?.checkoutId ?? null },
    cacheVersion: CACHE_VERSION,
    isReady: false,
    executePayment(containerClass: unknown = 'wpwl-container-card') {
      executePayment(
        containerClass,
        (started?.mounts ?? []).flatMap((m) => m.forms()),
        merchant.reportError,
      );
    },
    changeLanguage(locale: string) {
      // Before the checkout is known the language is the one the widget starts in.
      const session = started?.session;
      return session ? session.look.i18n.changeLanguage(locale).then(session.look.restyle) : Promise.resolve();
    },
    unload() {
      stop(false);
    },
    // A newer paymentWidgets.js on the page (script.ts): this widget leaves, and the merchant's forms go back where they were for the newer one to render into.
    [TAKE_OVER]() {
      stop(true);
    },
  });
  function stop(giveBack: boolean) {
    unloaded = true;
    undoCheckoutError(giveBack);
    early?.done();
    leave?.();
    started?.stop(giveBack);
    started = null;
    wpwl.isReady = false;
  }

  if (!script) {
    merchant.reportError(SCRIPT_ADDRESS_UNKNOWN);
    return wpwl;
  }
  resolveCheckout(script.checkoutId, merchant.options, merchant.reportError, () => unloaded, {
    found(checkoutId) {
      wpwl.checkout.id = checkoutId;
      const start = (first: boolean) => {
        started = startCheckout({
          win,
          base: script.base,
          checkoutId,
          assets,
          wpwl,
          early: first ? early : undefined,
          // The request paymentWidgets.js sent is for its script URL's checkout only, and used once.
          earlyConfig: first && checkoutId === script.checkoutId ? earlyConfig : undefined,
          readOptions: merchant.read,
          reportError: merchant.reportError,
          // A framework rendered form.paymentWidgets again: the widget starts again for this checkout on the page's forms, as a newer
          // script would take over (the forms it stood in for that are still in the page come back to be rendered again; onReady follows).
          onNewForm: () => {
            started?.stop(true);
            wpwl.isReady = false;
            start(false);
          },
        });
      };
      start(true);
    },
    // No checkout to pay (reported already): a short message where the forms would be, never an empty box.
    none() {
      undoCheckoutError = showCheckoutErrorWhenReady({ win, base: script.base, assets }, merchant.read);
    },
  });
  return wpwl;
}

/**
 * The merchant's wpwlOptions, read now and again when the forms are built (`read`): each warning
 * is said once. `reportError` tells the console and the onError of the options last read.
 */
function merchantOptions(win: BootEnv['win']) {
  const warned = new Set<string>();
  const warn = (m: string) => {
    if (warned.has(m)) return;
    warned.add(m);
    console.warn(`${PREFIX} ${m}`);
  };
  const parse = () => withLiveCallbacks(parseOptions(win.wpwlOptions, warn), () => win.wpwlOptions);
  let options = parse();
  const reportError: ReportError = <P>({ code, name, details, message: say }: ReportedError<P>, ...[params]: ReportArgs<P>) => {
    const message = say(params as P);
    const error = Object.assign(new Error(message), { name, code }, details) as WidgetErrorLike;
    console.error(`${PREFIX} ${name}: ${message}`);
    try {
      options.onError?.call(undefined, error);
    } catch (thrown) {
      console.error(`${PREFIX} onError threw`, thrown);
    }
  };
  return {
    get options() {
      return options;
    },
    read: () => {
      options = parse();
      return options;
    },
    reportError,
  };
}

/**
 * The checkout to pay: the script URL's (`found` at once), else the one createCheckout gives (a
 * script loaded without checkoutId: the merchant creates the checkout when the widget asks). With
 * none, says why, then `none`. Nothing after unload.
 */
function resolveCheckout(
  fromScript: string | null,
  options: WidgetOptions,
  reportError: ReportError,
  unloaded: () => boolean,
  then: { found: (checkoutId: string) => void; none: () => void },
): void {
  if (fromScript) {
    then.found(fromScript);
    return;
  }
  if (!options.createCheckout) {
    reportError(CHECKOUT_ID_MISSING);
    then.none();
    return;
  }
  const { threw, value } = invoke(reportError, 'createCheckout', options.createCheckout, undefined, {});
  if (threw) {
    then.none();
    return;
  }
  void Promise.resolve(value).then(
    (id) => {
      if (unloaded()) return;
      if (typeof id === 'string' && CHECKOUT_ID.test(id)) {
        then.found(id);
        return;
      }
      reportError(CHECKOUT_ID_INVALID, { returned: id });
      then.none();
    },
    (error: unknown) => {
      if (unloaded()) return;
      reportError(CHECKOUT_CREATE_FAILED, { error });
      then.none();
    },
  );
}
