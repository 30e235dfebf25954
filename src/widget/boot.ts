// Starts the widget on a merchant page: options, the checkout (from the script URL or
// createCheckout), a session for it (session.ts) and a mount per form (mounts/), the `wpwl` global,
// and onReady from the mounts' ready signals.
// Everything it needs from the page comes in through `env`, so tests run it without a script tag.
import { batch, computed, effect, signal } from '@preact/signals';
import { mountOtherBrands, mountStoredCards } from '../methods/mount.ts';
import type { WidgetErrorName } from '../shared/errors.ts';
import { invoke } from './callbacks.ts';
import type { CardField } from './card/model.ts';
import { type CardMount, mountCardForm } from './card/mount.tsx';
import { fetchWidgetConfig, parseScriptUrl } from './checkout.ts';
import { type MerchantForm, readMerchantForm } from './forms.ts';
import type { EarlyFrames } from './frames/early.ts';
import { showCheckoutError } from './mounts/checkout-error.tsx';
import type { Mount } from './mounts/mount.ts';
import { parseOptions, type WidgetErrorLike } from './options/schema.ts';
import type { Wpwl } from './options/types.ts';
import { CACHE_VERSION, createSession, PREFIX, type Session, type WidgetAssets } from './session.ts';

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
}

const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;
const AUTOFOCUS: Record<string, CardField> = { 'card.number': 'cardNumber', 'card.expiry': 'expiry', 'card.holder': 'cardHolder', 'card.cvv': 'cvv' };

export function boot({ win, scriptSrc, wpwl: given, assets, frames: early, config: earlyConfig }: BootEnv): Wpwl {
  const doc = win.document;
  const script = parseScriptUrl(scriptSrc);
  // Options are read twice (now, and when the forms are built): each warning is said once.
  const warned = new Set<string>();
  const warn = (m: string) => {
    if (warned.has(m)) return;
    warned.add(m);
    console.warn(`${PREFIX} ${m}`);
  };
  let options = parseOptions(win.wpwlOptions, warn);
  /** the widget started for a checkout, and its forms; none before the checkout is known */
  let session: Session | null = null;
  const mounts = signal<readonly Mount[]>([]);
  let firstCard: CardMount | undefined;
  let unloaded = false;
  /** undoes what start() did before the forms were built (a pending DOMContentLoaded listener) */
  let beforeMount: () => void = () => undefined;
  /** undoes the message shown where the forms would be when there is no checkout */
  let undoCheckoutError: () => void = () => undefined;

  const reportError = (name: WidgetErrorName, message: string, extra: Partial<WidgetErrorLike> = {}) => {
    const error = Object.assign(new Error(message), { name }, extra) as WidgetErrorLike;
    console.error(`${PREFIX} ${name}: ${message}`);
    try {
      options.onError?.call(undefined, error);
    } catch (thrown) {
      console.error(`${PREFIX} onError threw`, thrown);
    }
  };

  const wpwl: Wpwl = Object.assign(given ?? {}, {
    checkout: { id: script?.checkoutId ?? null },
    cacheVersion: CACHE_VERSION,
    isReady: false,
    executePayment(containerClass = 'wpwl-container-card') {
      for (const m of mounts.value) m.submit(containerClass);
    },
    changeLanguage(locale: string) {
      // Before the checkout is known the language is the one the widget starts in.
      const current = session;
      return current ? current.i18n.changeLanguage(locale).then(current.restyle) : Promise.resolve();
    },
    unload() {
      unloaded = true;
      beforeMount();
      undoCheckoutError();
      early?.done();
      for (const m of mounts.value) m.destroy();
      mounts.value = [];
      session?.destroy();
      session = null;
      wpwl.isReady = false;
    },
  });

  /** paymentTarget, shopperResultTarget: this tab, or the window or frame the merchant named. */
  const navigate = (url: string, target?: string) => {
    if (!target || target === '_self') win.location.assign(url);
    else win.open(url, target);
  };

  /**
   * Runs `fn` a task after the DOM is ready: DOM-ready handlers (jQuery's run in a task of their
   * own) that define wpwlOptions have run by then. Returns what cancels it.
   */
  const afterDomReady = (fn: () => void): (() => void) => {
    let timer = 0;
    const soon = () => {
      timer = win.setTimeout(fn, 0);
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', soon, { once: true });
    else soon();
    return () => {
      doc.removeEventListener('DOMContentLoaded', soon);
      win.clearTimeout(timer);
    };
  };

  /** No checkout to pay (reported already): a short message where the forms would be, never an empty box. */
  const noCheckout = (base: URL) => {
    beforeMount = afterDomReady(() => {
      if (unloaded) return;
      options = parseOptions(win.wpwlOptions, warn);
      undoCheckoutError = showCheckoutError({ win, base, options, assets });
    });
  };

  const start = (base: URL, checkoutId: string) => {
    wpwl.checkout.id = checkoutId;
    // The configuration does not depend on the options: it is on its way while the page loads.
    const config = fetchWidgetConfig(win.fetch.bind(win), base, checkoutId, checkoutId === script?.checkoutId ? earlyConfig : undefined);
    void config.then((result) => {
      if (result.status === 'ok') wpwl.checkout.config = { ...result.config };
    });

    const mountAll = () => {
      if (unloaded) return;
      // Options are read when the forms are built, as the original does: pages that define
      // wpwlOptions after the script tag, or in a DOM-ready handler, are honoured.
      options = parseOptions(win.wpwlOptions, warn);
      const current = createSession({ win, base, checkoutId, options, assets, config, reportError, navigate });
      session = current;
      const forms = [...doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets')].map(readMerchantForm);
      if (forms.length === 0) console.warn(`${PREFIX} no <form class="paymentWidgets"> on the page: nothing to render`);
      const mounted: Mount[] = [];
      const cards: Array<{ mount: CardMount; form: MerchantForm }> = [];
      forms.forEach((form, index) => {
        if (form.cardBrands.length === 0 && form.otherBrands.length === 0) {
          // Nothing of this form can be shown: the merchant hears of it, not only the console.
          reportError(
            'WidgetError',
            form.unsupported.length > 0
              ? `no brand of form.paymentWidgets can be offered: ${form.unsupported.join(' ')} ${form.unsupported.length === 1 ? 'is' : 'are'} not supported (data-brands)`
              : 'form.paymentWidgets lists no brands: add data-brands="VISA MASTER …"',
          );
        } else if (form.unsupported.length > 0) console.warn(`${PREFIX} brands not supported yet, left out: ${form.unsupported.join(' ')}`);
        if (form.nested) {
          reportError(
            'WidgetError',
            'form.paymentWidgets is inside another <form>: nested forms are invalid HTML and browsers drop their fields. Move it out of the enclosing form.',
          );
        }
        if (form.otherBrands.length > 0) mounted.push(mountOtherBrands(current, form));
        if (form.cardBrands.length > 0) {
          const mount = mountCardForm(current, form, `${index + 1}`, early);
          cards.push({ mount, form });
          mounted.push(mount);
        }
      });
      firstCard = cards[0]?.mount;
      mounts.value = mounted;
      // Every card form took its frames: the early ones nobody took (another form's, no security
      // code) leave the page.
      early?.done();

      // One batch: onReady looks again once the forms are configured and the stored cards are on their way.
      void current.config.then((result) =>
        batch(() => {
          if (current.destroyed) return;
          if (result.status !== 'ok') {
            // Said once for the page, shown by every card form.
            if (result.status === 'invalid') reportError('InvalidCheckoutIdError', `checkout ${checkoutId} is unknown or has expired; create a new checkout`);
            else reportError('WidgetError', 'the checkout configuration could not be loaded from the gateway');
            for (const m of mounts.value) m.fail({ key: result.status === 'invalid' ? 'invalidCheckoutError' : 'networkError' });
            return;
          }
          for (const { mount } of cards) mount.configure(result.config);
          const stored = result.config.registrations ?? [];
          const first = cards[0];
          if (first && stored.length > 0) {
            // Stored cards (one-click) go above the first card form, as in the original widget, or
            // where it would be when the checkout offers none of its brands.
            const place = (target: HTMLElement) =>
              first.mount.state.value === 'shown' ? first.mount.container.before(target) : first.form.element.after(target);
            mounts.value = [...mounts.value, mountStoredCards(current, place, stored, first.form)];
          }
          if (mounts.value.length > 0 && mounts.value.every((m) => m.state.value === 'notOffered')) {
            reportError(
              'WidgetError',
              `none of the page's brands may be offered to this shopper: the checkout allows ${result.config.brands?.join(' ') || 'none'}`,
            );
          }
        }),
      );

      // onReady fires once: every form is settled, each card form has its configuration and its
      // frames answered, the words and the stylesheet are here, and at least one form is on the page.
      const ready = computed(
        () =>
          current.i18n.loaded() &&
          current.styled() &&
          mounts.value.length > 0 &&
          mounts.value.every((m) => m.ready.value) &&
          mounts.value.some((m) => m.state.value === 'shown'),
      );
      current.onCleanup(
        effect(() => {
          if (!ready.value || wpwl.isReady) return;
          wpwl.isReady = true;
          // A task later: Preact's renders and the nodes bound to signals settle in microtasks after
          // this flush, and what the merchant's onReady changes (a button it disables) must not be
          // overwritten by them.
          win.setTimeout(() => {
            if (current.destroyed) return;
            const autofocus = options.autofocus ? AUTOFOCUS[options.autofocus] : undefined;
            if (autofocus && firstCard?.state.peek() === 'shown') firstCard.focusField(autofocus);
            invoke(reportError, 'onReady', options.onReady, undefined, [...doc.querySelectorAll<HTMLElement>('.wpwl-container')]);
          }, 0);
        }),
      );
    };

    beforeMount = afterDomReady(mountAll);
  };

  if (!script) {
    reportError('WidgetError', 'cannot find the address of paymentWidgets.js; load it with a <script src> tag');
  } else if (script.checkoutId) {
    start(script.base, script.checkoutId);
  } else if (options.createCheckout) {
    // A script loaded without checkoutId: the merchant creates the checkout when the widget asks.
    const { threw, value } = invoke(reportError, 'createCheckout', options.createCheckout, undefined, {});
    if (threw) noCheckout(script.base);
    else {
      void Promise.resolve(value).then(
        (id) => {
          if (unloaded) return;
          if (typeof id === 'string' && CHECKOUT_ID.test(id)) return start(script.base, id);
          reportError('InvalidCheckoutIdError', `createCheckout returned ${JSON.stringify(id)}, not a checkout id (32-48 characters of a-z A-Z 0-9 . -)`);
          noCheckout(script.base);
        },
        (error: unknown) => {
          if (unloaded) return;
          reportError('WidgetError', `createCheckout failed: ${error instanceof Error ? error.message : String(error)}`);
          noCheckout(script.base);
        },
      );
    }
  } else {
    reportError(
      'InvalidCheckoutIdError',
      'the script URL has no valid checkoutId (32-48 characters of a-z A-Z 0-9 . -), and wpwlOptions.createCheckout is not set',
    );
    noCheckout(script.base);
  }
  return wpwl;
}
