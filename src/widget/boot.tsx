// Starts the widget on a merchant page: options, checkout configuration, one card form per
// `form.paymentWidgets`, the `wpwl` global, and the callbacks. Everything it needs from the page
// comes in through `env`, so it can be exercised in tests without a real script tag.
import { effect } from '@preact/signals-core';
import { render } from 'preact';
import type { WidgetErrorName } from '../shared/errors.ts';
import { fetchWidgetConfig, parseScriptUrl } from './checkout.ts';
import { createCardFlow, type CardFlow } from './flows/card.ts';
import { readMerchantForm } from './forms.ts';
import { FrameHost } from './frames/host.ts';
import { createTranslator } from './i18n/index.ts';
import { createCardModel } from './model/card.ts';
import { parseOptions, type WidgetErrorLike } from './options/schema.ts';
import { CardForm } from './ui/CardForm.tsx';

export interface BootEnv {
  win: Window & { wpwlOptions?: unknown; wpwl?: unknown };
  scriptSrc: string | undefined;
}

interface Mounted {
  container: HTMLElement;
  merchantForm: HTMLFormElement;
  flow: CardFlow;
  host: FrameHost;
}

export interface WpwlGlobal {
  checkout: { id: string | null };
  isReady: boolean;
  executePayment(containerClass?: string): void;
  unload(): void;
}

const PREFIX = '[paymentWidgets]';

export function boot({ win, scriptSrc }: BootEnv): WpwlGlobal {
  const doc = win.document;
  const script = parseScriptUrl(scriptSrc);
  const options = parseOptions(win.wpwlOptions, (m) => console.warn(`${PREFIX} ${m}`));
  const t = createTranslator(options.locale, { ...options.errorMessages, ...options.labels });
  const mounted: Mounted[] = [];
  const cleanups: Array<() => void> = [];

  const reportError = (name: WidgetErrorName, message: string, extra: Partial<WidgetErrorLike> = {}) => {
    const error: WidgetErrorLike = Object.assign(new Error(message), { name }, extra);
    console.error(`${PREFIX} ${name}: ${message}`);
    try {
      options.onError?.call(undefined, error);
    } catch (thrown) {
      console.error(`${PREFIX} onError threw`, thrown);
    }
  };

  const wpwl: WpwlGlobal = {
    checkout: { id: script?.checkoutId ?? null },
    isReady: false,
    executePayment(containerClass = 'wpwl-container-card') {
      for (const m of mounted) if (m.container.classList.contains(containerClass)) m.flow.submit();
    },
    unload() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const m of mounted.splice(0)) {
        render(null, m.container);
        m.container.remove();
        m.merchantForm.hidden = false;
        m.host.destroy();
      }
      wpwl.isReady = false;
    },
  };

  if (!script) {
    reportError('WidgetError', 'cannot find the address of paymentWidgets.js; load it with a <script src> tag');
    return wpwl;
  }
  const { base, checkoutId } = script;
  if (!checkoutId) {
    reportError('InvalidCheckoutIdError', 'the script URL has no valid checkoutId (32-48 characters of a-z A-Z 0-9 . -)');
    return wpwl;
  }

  // The stylesheet first, so it loads while the checkout configuration is fetched.
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('paymentWidgets.css', base).href;
  doc.head.appendChild(link);
  cleanups.push(() => link.remove());

  const config = fetchWidgetConfig(win.fetch.bind(win), base, checkoutId);

  const mountAll = () => {
    const forms = [...doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets')].map(readMerchantForm);
    if (forms.length === 0) console.warn(`${PREFIX} no <form class="paymentWidgets"> on the page: nothing to render`);
    forms.forEach((form, index) => {
      if (form.unsupported.length > 0) console.warn(`${PREFIX} brands not supported yet, left out: ${form.unsupported.join(' ')}`);
      if (form.nested) {
        reportError('WidgetError', 'form.paymentWidgets is inside another <form>: nested forms are invalid HTML and browsers drop their fields. Move it out of the enclosing form.');
      }
      if (form.cardBrands.length === 0) return;
      const key = `${index + 1}`;
      const container = doc.createElement('div');
      form.element.after(container);
      form.element.hidden = true;
      const model = createCardModel(form.cardBrands, () => new Date());
      if (!options.requireCvv) model.frames.cvv.value = { ...model.frames.cvv.value, ready: true };
      let formElement: HTMLFormElement | null = null;
      const host = new FrameHost(win, base, checkoutId, key, (message) => flow.onFrameMessage(message));
      const flow = createCardFlow({
        model,
        host,
        options,
        t,
        checkoutId,
        shopperResultUrl: form.shopperResultUrl,
        now: () => new Date(),
        navigate: (url) => win.location.assign(url),
        reportError,
        form: () => formElement,
        computedStyle: (el) => win.getComputedStyle(el),
        setTimer: (fn, ms) => win.setTimeout(fn, ms),
      });
      const props = { id: `wpwl-container-card-${key}`, model, flow, host, options, t, base, formRef: (el: HTMLFormElement | null) => (formElement = el) };
      cleanups.push(effect(() => render(<CardForm {...props} />, container)));
      mounted.push({ container, merchantForm: form.element, flow, host });

      void config.then((result) => {
        if (result.status === 'ok') {
          model.load.value = { status: 'ready', config: result.config };
          return;
        }
        model.load.value = { status: 'failed' };
        model.message.value = t(result.status === 'invalid' ? 'invalidCheckoutError' : 'networkError');
        if (index === 0) {
          if (result.status === 'invalid') reportError('InvalidCheckoutIdError', `checkout ${checkoutId} is unknown or has expired; create a new checkout`);
          else reportError('WidgetError', 'the checkout configuration could not be loaded from the gateway');
        }
      });
    });

    // onReady fires once: every form has its configuration and its frames have answered.
    if (mounted.length === 0) return;
    const readyFlags = mounted.map(() => false);
    mounted.forEach((m, i) => {
      const dispose = effect(() => {
        if (readyFlags[i] || !m.flow.ready.value) return;
        readyFlags[i] = true;
        if (readyFlags.every(Boolean)) {
          wpwl.isReady = true;
          try {
            options.onReady?.call(undefined, mounted.map((x) => x.container.firstElementChild as HTMLElement));
          } catch (thrown) {
            reportError('WidgetError', `onReady threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
          }
        }
      });
      cleanups.push(dispose);
    });
  };

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', mountAll, { once: true });
  else mountAll();
  return wpwl;
}
