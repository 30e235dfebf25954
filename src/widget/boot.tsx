// Starts the widget on a merchant page: options, checkout (from the script URL or createCheckout),
// configuration, one card form per `form.paymentWidgets`, the `wpwl` global and the callbacks.
// Everything it needs from the page comes in through `env`, so tests run it without a script tag.
import { effect, signal } from '@preact/signals';
import { render } from 'preact';
import type { WidgetErrorName } from '../shared/errors.ts';
import { invoke } from './callbacks.ts';
import { fetchWidgetConfig, parseScriptUrl } from './checkout.ts';
import { createCardFlow, type CardFlow } from './flows/card.ts';
import type { FlowsBundle, MountedFlows } from './flows-api.ts';
import { createFlowsLoader } from './flows-loader.ts';
import { readMerchantForm } from './forms.ts';
import { FrameHost } from './frames/host.ts';
import { createI18n, type I18n, type LoadI18n } from './i18n/index.ts';
import { createCardModel, type CardField } from './model/card.ts';
import { parseOptions, type WidgetErrorLike } from './options/schema.ts';
import type { EarlyFrames } from './main.ts';
import type { Wpwl } from './options/types.ts';
import { CardForm } from './ui/CardForm.tsx';

export interface BootEnv {
  win: Window & { wpwlOptions?: unknown; wpwl?: unknown };
  scriptSrc: string | undefined;
  /** the `wpwl` object paymentWidgets.js defined; the widget fills it in */
  wpwl?: Wpwl;
  /** card frames paymentWidgets.js started before the modules arrived */
  frames?: EarlyFrames;
  assets: WidgetAssets;
}

/** Where the widget's other files come from (the build's manifest, or a test's stand-ins). */
export interface WidgetAssets {
  /** paymentWidgets' stylesheet, relative to the script's folder */
  stylesheet: { href: string; integrity: string | undefined } | undefined;
  /** the bank-account, redirect and stored-card forms, loaded when a form needs them */
  loadFlows: () => Promise<FlowsBundle>;
  /** i18next with the English texts (i18n/engine.ts), loaded beside the widget */
  loadI18n: LoadI18n['engine'];
}

interface Mounted {
  container: HTMLElement;
  merchantForm: HTMLFormElement;
  flow: CardFlow;
  host: FrameHost;
}

const PREFIX = '[paymentWidgets]';
/** Build of the widget, for asset URLs (wpwl.cacheVersion); set by the build. */
const CACHE_VERSION = typeof __WPWL_VERSION__ === 'string' ? __WPWL_VERSION__ : 'dev';
const CHECKOUT_ID = /^[A-Za-z0-9.-]{32,48}$/;
/** How long the card frames may take to answer before the shopper and the merchant are told. */
const FRAME_TIMEOUT_MS = 10_000;
/**
 * How long a card frame whose document has loaded may take to say it is ready. It says so while its
 * script runs, before the load event: only the message's way across processes is left, so a frame
 * still silent after this is the browser's error page (gateway unreachable, frame blocked).
 */
const FRAME_ANSWER_MS = 2_500;

const AUTOFOCUS: Record<string, CardField> = { 'card.number': 'cardNumber', 'card.expiry': 'expiry', 'card.holder': 'cardHolder', 'card.cvv': 'cvv' };

export function boot({ win, scriptSrc, wpwl: given, assets, frames: early }: BootEnv): Wpwl {
  const doc = win.document;
  const script = parseScriptUrl(scriptSrc);
  const options = parseOptions(win.wpwlOptions, (m) => console.warn(`${PREFIX} ${m}`));
  const mounted: Mounted[] = [];
  const flows: MountedFlows[] = [];
  const cleanups: Array<() => void> = [];
  let unloaded = false;

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
      for (const m of mounted) if (m.container.firstElementChild?.classList.contains(containerClass)) m.flow.submit();
      for (const f of flows) for (const s of f.submitters) if (s.containerClass === containerClass) void s.submit();
    },
    changeLanguage(locale: string) {
      // Before the forms exist the language is the one the widget starts in.
      return language ? language(locale) : Promise.resolve();
    },
    unload() {
      unloaded = true;
      early?.done();
      for (const f of flows.splice(0)) f.destroy();
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const m of mounted.splice(0)) {
        render(null, m.container);
        m.container.remove();
        m.merchantForm.hidden = false;
        m.host.destroy();
      }
      wpwl.isReady = false;
    },
  });

  let language: ((locale: string) => Promise<void>) | undefined;

  /** paymentTarget, shopperResultTarget: this tab, or the window or frame the merchant named. */
  const navigate = (url: string, target?: string) => {
    if (!target || target === '_self') win.location.assign(url);
    else win.open(url, target);
  };

  const start = (base: URL, checkoutId: string) => {
    wpwl.checkout.id = checkoutId;
    const { stylesheet } = assets;
    if (options.style !== 'none' && stylesheet) {
      // The stylesheet first, so it loads while the checkout configuration is fetched.
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(stylesheet.href, base).href;
      if (stylesheet.integrity) {
        link.integrity = stylesheet.integrity;
        link.crossOrigin = 'anonymous';
      }
      // Frames that answered before it arrived took the page's look without it: once more with it.
      link.addEventListener('load', () => restyleFrames(), { once: true });
      doc.head.appendChild(link);
      cleanups.push(() => link.remove());
    }
    const config = fetchWidgetConfig(win.fetch.bind(win), base, checkoutId);
    let loadedConfig: { amount: string; currency: string } | null = null;
    void config.then((result) => {
      if (result.status !== 'ok') return;
      wpwl.checkout.config = { ...result.config };
      loadedConfig = { amount: result.config.amount, currency: result.config.currency };
    });

    // Bank-account, redirect and wallet brands and stored cards live in a second file, fetched
    // only when a form needs it.
    /** registrations.hideInitialPaymentForms: the forms besides the stored cards, hidden at first */
    const initialForms: HTMLElement[] = [];
    const showInitialForms = (show: boolean) => {
      for (const el of initialForms) el.hidden = !show;
    };

    /** flows bundles still to be mounted; onReady waits for them */
    const flowsPending = signal(0);
    /** a card form left the page (no brand of it allowed); onReady looks again */
    const formsChanged = signal(0);
    /** Active payment method selection: the page's brands this checkout lets the shopper use. */
    const offered = (brands: readonly string[], allowed: readonly string[] | undefined) => {
      if (!allowed) return [...brands];
      const kept = brands.filter((b) => allowed.includes(b));
      const left = brands.filter((b) => !allowed.includes(b));
      if (left.length > 0) console.info(`${PREFIX} not offered to this shopper (the checkout allows ${allowed.join(' ') || 'none'}): ${left.join(' ')}`);
      return kept;
    };
    // Every language but English is a file on the gateway. Nothing waits for it: the forms' outline
    // and the frames appear at once, and the words fill in when the file is here (t reads a signal),
    // so the shopper never sees English first and the frames load while the file does.
    const i18n: I18n = createI18n({
      locale: options.locale,
      engine: assets.loadI18n,
      // a text missing from every file shows its key: development builds say so
      reportMissing: import.meta.env.DEV,
      overrides: { ...options.errorMessages, ...options.labels },
      load: async (code) => {
        const res = await win.fetch(new URL(`locales/${code}.json?v=${encodeURIComponent(CACHE_VERSION)}`, base), { credentials: 'omit' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<unknown>;
      },
      warn: (m) => console.warn(`${PREFIX} ${m}`),
    });
    const restyleFrames = () => {
      // Frames that answered before the words arrived get their label, placeholder and title now,
      // and again in another language.
      if (!unloaded) for (const m of mounted) m.flow.restyle();
    };
    void i18n.ready.then(restyleFrames);
    language = (locale) => i18n.changeLanguage(locale).then(restyleFrames);

    const mountAll = () => {
      if (unloaded) return;
      const { t } = i18n;
      const loader = createFlowsLoader({
        win,
        base,
        loadFlows: assets.loadFlows,
        checkoutId,
        options,
        t,
        i18n,
        reportError,
        navigate,
        amount: () => loadedConfig,
        onUnload: (cleanup) => cleanups.push(cleanup),
      });

      const forms = [...doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets')].map(readMerchantForm);
      if (forms.length === 0) console.warn(`${PREFIX} no <form class="paymentWidgets"> on the page: nothing to render`);
      const firstCardForm = forms.findIndex((f) => f.cardBrands.length > 0);
      forms.forEach((form, index) => {
        if (form.unsupported.length > 0) console.warn(`${PREFIX} brands not supported yet, left out: ${form.unsupported.join(' ')}`);
        if (form.nested) {
          reportError(
            'WidgetError',
            'form.paymentWidgets is inside another <form>: nested forms are invalid HTML and browsers drop their fields. Move it out of the enclosing form.',
          );
        }
        if (form.otherBrands.length > 0) {
          const target = doc.createElement('div');
          target.className = 'wpwl-flows';
          form.element.after(target);
          form.element.hidden = true;
          cleanups.push(() => target.remove());
          initialForms.push(target);
          flowsPending.value += 1;
          // The bundle loads while the configuration does; the forms wait for both, since the
          // checkout may allow this shopper fewer brands than the page lists.
          Promise.all([loader.load(), config]).then(
            ([bundle, result]) => {
              const brands = result.status === 'ok' ? offered(form.otherBrands, result.config.brands) : form.otherBrands;
              if (!unloaded && brands.length > 0) flows.push(bundle.brands(target, brands, loader.services(form.shopperResultUrl, showInitialForms)));
              flowsPending.value -= 1;
            },
            (error: Error) => {
              flowsPending.value -= 1;
              reportError('WidgetError', `${error.message}: the ${form.otherBrands.join(', ')} forms cannot be shown`);
            },
          );
        }
        if (form.cardBrands.length === 0) return;
        const key = `${index + 1}`;
        const container = doc.createElement('div');
        form.element.after(container);
        form.element.hidden = true;
        initialForms.push(container);
        const model = createCardModel(form.cardBrands, options, () => new Date());
        let formElement: HTMLFormElement | null = null;
        // Frames that never answer (blocked, offline gateway, a proxy in the way): say so instead of
        // leaving a form that cannot be filled; soon after a silent frame loaded, at the latest
        // after FRAME_TIMEOUT_MS.
        let frameFailed = false;
        const checkFrames = () => {
          if (unloaded || frameFailed || model.framesReady.value) return;
          frameFailed = true;
          model.message.value = { key: 'frameError' };
          reportError('PciIframeCommunicationError', 'the card fields did not load from the gateway');
        };
        const host = new FrameHost(
          win,
          base,
          checkoutId,
          key,
          (message) => flow.onFrameMessage(message),
          (field) => {
            if (field === 'target') return;
            const timer = win.setTimeout(() => {
              if (!model.frames[field].value.ready) checkFrames();
            }, FRAME_ANSWER_MS);
            cleanups.push(() => win.clearTimeout(timer));
          },
          early,
        );
        const flow = createCardFlow({
          model,
          host,
          options,
          t,
          base,
          checkoutId,
          shopperResultUrl: form.shopperResultUrl,
          now: () => new Date(),
          navigate: (url, target) => {
            // A frame the merchant named as paymentTarget hands the outcome back like ours does.
            const named = target && !target.startsWith('_') ? doc.querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(target)}"]`) : null;
            if (named) host.attach('target', named);
            navigate(url, target);
          },
          reportError,
          form: () => formElement,
          computedStyle: (el) => win.getComputedStyle(el),
          setTimer: (fn, ms) => {
            const timer = win.setTimeout(fn, ms);
            cleanups.push(() => win.clearTimeout(timer));
          },
        });
        const props = {
          id: `wpwl-container-card-${key}`,
          model,
          flow,
          host,
          options,
          t,
          i18n,
          scheme: form.scheme,
          formRef: (el: HTMLFormElement | null) => (formElement = el),
        };
        // The system switching between light and dark changes the theme: the frames follow.
        const schemeQuery = win.matchMedia?.('(prefers-color-scheme: dark)');
        const onScheme = () => flow.restyle();
        schemeQuery?.addEventListener('change', onScheme);
        cleanups.push(() => schemeQuery?.removeEventListener('change', onScheme));
        // Rendered once: the signals it shows are bound to their nodes (ui/CardForm.tsx).
        render(<CardForm {...props} />, container);
        mounted.push({ container, merchantForm: form.element, flow, host });
        const frameCheck = win.setTimeout(checkFrames, FRAME_TIMEOUT_MS);
        cleanups.push(() => win.clearTimeout(frameCheck));

        void config.then((result) => {
          if (unloaded) return;
          if (result.status === 'ok') {
            const stored = result.config.registrations ?? [];
            if (index === firstCardForm && stored.length > 0) {
              // Stored cards (one-click) go above the first card form, as in the original widget.
              const target = doc.createElement('div');
              container.before(target);
              cleanups.push(() => target.remove());
              flowsPending.value += 1;
              loader.load().then(
                (bundle) => {
                  if (!unloaded) flows.push(bundle.registrations(target, stored, loader.services(form.shopperResultUrl, showInitialForms)));
                  flowsPending.value -= 1;
                },
                (error: Error) => {
                  flowsPending.value -= 1;
                  reportError('WidgetError', `${error.message}: the stored cards cannot be shown`);
                },
              );
            }
            const cardBrands = offered(model.brands.value, result.config.brands);
            if (cardBrands.length === 0) {
              // None of this form's card brands may be offered to this shopper: no card form.
              render(null, container);
              container.remove();
              host.destroy();
              mounted.splice(
                mounted.findIndex((m) => m.container === container),
                1,
              );
              formsChanged.value += 1;
              if (mounted.length === 0 && flows.length === 0 && flowsPending.value === 0) {
                reportError(
                  'WidgetError',
                  `none of the page's brands may be offered to this shopper: the checkout allows ${result.config.brands?.join(' ') || 'none'}`,
                );
              }
              return;
            }
            if (cardBrands.length < model.brands.value.length) {
              model.offerOnly(cardBrands);
              flow.restyle();
            }
            model.load.value = { status: 'ready', config: result.config };
            return;
          }
          model.load.value = { status: 'failed' };
          model.message.value = { key: result.status === 'invalid' ? 'invalidCheckoutError' : 'networkError' };
          if (index === 0) {
            if (result.status === 'invalid') reportError('InvalidCheckoutIdError', `checkout ${checkoutId} is unknown or has expired; create a new checkout`);
            else reportError('WidgetError', 'the checkout configuration could not be loaded from the gateway');
          }
        });
      });
      // Every card form took its frames: the early ones nobody took (another form's, no security
      // code) leave the page.
      early?.done();

      // onReady fires once: every card form has its configuration and its frames have answered,
      // and the other brands' forms are on the page.
      const dispose = effect(() => {
        void formsChanged.value; // read, so a card form leaving the page runs this again
        if (wpwl.isReady || !i18n.loaded() || flowsPending.value > 0 || !mounted.every((m) => m.flow.ready.value)) return;
        if (mounted.length === 0 && flows.length === 0) return;
        wpwl.isReady = true;
        const autofocus = options.autofocus ? AUTOFOCUS[options.autofocus] : undefined;
        if (autofocus) mounted[0]?.flow.focusField(autofocus);
        invoke(reportError, 'onReady', options.onReady, undefined, [...doc.querySelectorAll<HTMLElement>('.wpwl-container')]);
      });
      cleanups.push(dispose);
    };

    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', mountAll, { once: true });
      cleanups.push(() => doc.removeEventListener('DOMContentLoaded', mountAll));
    } else mountAll();
  };

  if (!script) {
    reportError('WidgetError', 'cannot find the address of paymentWidgets.js; load it with a <script src> tag');
  } else if (script.checkoutId) {
    start(script.base, script.checkoutId);
  } else if (options.createCheckout) {
    // A script loaded without checkoutId: the merchant creates the checkout when the widget asks.
    const { threw, value } = invoke(reportError, 'createCheckout', options.createCheckout, undefined, {});
    if (!threw) {
      void Promise.resolve(value).then(
        (id) => {
          if (unloaded) return;
          if (typeof id === 'string' && CHECKOUT_ID.test(id)) start(script.base, id);
          else reportError('InvalidCheckoutIdError', `createCheckout returned ${JSON.stringify(id)}, not a checkout id (32-48 characters of a-z A-Z 0-9 . -)`);
        },
        (error: unknown) => reportError('WidgetError', `createCheckout failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
  } else {
    reportError(
      'InvalidCheckoutIdError',
      'the script URL has no valid checkoutId (32-48 characters of a-z A-Z 0-9 . -), and wpwlOptions.createCheckout is not set',
    );
  }
  return wpwl;
}
