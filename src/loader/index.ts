// loadPaymentWidget: the widget for single-page applications (React, Vue, …). It mounts the
// original widget's script into a container, resolves when the form is ready, and returns a handle
// whose unload() removes everything. Safe to call twice (React StrictMode): a second load unloads
// the first. Nothing here touches window at import time.
import type { Wpwl, WpwlError, WpwlOptions } from '../widget/options/types.ts';
import { widgetScriptURL } from './trusted-types.ts';

export type { Wpwl, WpwlError, WpwlOptions };

export interface LoadPaymentWidget {
  /** the gateway's origin, e.g. https://gateway.example */
  gateway: string;
  checkoutId: string;
  /** where the widget renders; the loader adds its form.paymentWidgets here */
  container: HTMLElement;
  /** where the shopper lands afterwards (the form's action) */
  shopperResultUrl: string;
  /** data-brands, e.g. "VISA MASTER" */
  brands?: string;
  options?: WpwlOptions;
}

export interface PaymentWidgetHandle {
  wpwl: Wpwl;
  unload(): void;
}

type WidgetWindow = Window & { wpwlOptions?: WpwlOptions; wpwl?: Wpwl };

let current: PaymentWidgetHandle | null = null;

export function loadPaymentWidget(load: LoadPaymentWidget): Promise<PaymentWidgetHandle> {
  current?.unload();
  const doc = load.container.ownerDocument;
  const win = doc.defaultView as WidgetWindow | null;
  if (!win) return Promise.reject(new Error('loadPaymentWidget: the container is not in a document with a window'));

  const form = doc.createElement('form');
  form.className = 'paymentWidgets';
  form.action = load.shopperResultUrl;
  form.dataset.brands = load.brands ?? 'VISA MASTER AMEX';
  load.container.appendChild(form);
  const script = doc.createElement('script');
  // Through the wpwl policy: on a page that requires Trusted Types, a script's src is a sink.
  script.src = widgetScriptURL(win, `${load.gateway.replace(/\/$/, '')}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(load.checkoutId)}`);

  let unloaded = false;
  const handle: PaymentWidgetHandle = {
    get wpwl(): Wpwl {
      if (!win.wpwl) throw new Error('loadPaymentWidget: the widget is not loaded');
      return win.wpwl;
    },
    unload() {
      if (unloaded) return;
      unloaded = true;
      win.wpwl?.unload();
      script.remove();
      form.remove();
      delete win.wpwl;
      delete win.wpwlOptions;
      if (current === handle) current = null;
    },
  };
  current = handle;

  return new Promise<PaymentWidgetHandle>((resolve, reject) => {
    const given = load.options ?? {};
    win.wpwlOptions = {
      ...given,
      onReady(containers) {
        resolve(handle);
        return given.onReady?.call(this, containers);
      },
      onError(error) {
        // A checkout that cannot be loaded fails the promise; later errors go to the merchant only.
        if (error.name === 'InvalidCheckoutIdError') reject(error);
        return given.onError?.call(this, error);
      },
    };
    script.onerror = () => {
      handle.unload();
      reject(new Error(`loadPaymentWidget: ${script.src} did not load`));
    };
    doc.head.appendChild(script);
  });
}
