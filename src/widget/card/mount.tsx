// One card form: the model, the frames (taking those paymentWidgets.js started), the flow and the
// view, after the merchant's form; ready once the configuration is in and every frame answered.

import { computed, signal } from '@preact/signals';
import { options as preactOptions, render } from 'preact';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import type { FormMessage } from '../../shared/messages.ts';
import { watchPresses } from '../../shared/ui/press.ts';
import { hideMerchantForm, type MerchantForm } from '../forms.ts';
import type { EarlyFrames } from '../frames/early.ts';
import { FrameHost } from '../frames/host.ts';
import type { Mount, MountState } from '../mounts/mount.ts';
import { pageScheme } from '../scheme.ts';
import type { Session } from '../session.ts';
import { type CardFlow, createCardFlow } from './flow.ts';
import { type CardField, createCardModel } from './model.ts';
import { CardForm } from './view.tsx';

// @preact/signals runs the effects of components (class toggles, bound attributes) on the next
// animation frame, and Preact's hooks after paint: a form's state would reach the page a frame
// late, after onReady, and a merchant's onReady change (a button it disables) could be overwritten
// by it; in a background tab, frames do not come at all. The widget's own Preact (the merchant's
// page has its own, if any) settles in microtasks instead: onReady, a task later, sees it done.
preactOptions.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);

/** How long the card frames may take to answer before the shopper and the merchant are told. */
const FRAME_TIMEOUT_MS = 10_000;
/**
 * How long a card frame whose document has loaded may take to say it is ready. It says so while its
 * script runs, before the load event: only the message's way across processes is left, so a frame
 * still silent after this is the browser's error page (gateway unreachable, frame blocked).
 */
const FRAME_ANSWER_MS = 2_500;

export interface CardMount extends Mount {
  /** the widget's container, after the merchant's form (stored cards go before it) */
  container: HTMLElement;
  focusField(field: CardField): void;
  /** the checkout's configuration arrived: this form offers what it allows */
  configure(config: WidgetConfig): void;
}

/** `key` tells this form's frames apart from another form's (1 for the first card form). */
export function mountCardForm(session: Session, form: MerchantForm, key: string, early: EarlyFrames | undefined): CardMount {
  const { win, doc, options, i18n, reportError } = session;
  const container = doc.createElement('div');
  form.element.after(container);
  hideMerchantForm(form.element, true);
  session.initialForms.push(container);
  const state = signal<MountState>('shown');
  const model = createCardModel(form.cardBrands, options, () => new Date());
  let formElement: HTMLFormElement | null = null;

  // Frames that never answer (blocked, offline gateway, a proxy in the way): say so instead of
  // leaving a form that cannot be filled; soon after a silent frame loaded, at the latest after
  // FRAME_TIMEOUT_MS.
  let frameFailed = false;
  const checkFrames = () => {
    if (session.destroyed || frameFailed || model.framesReady.value || state.value !== 'shown') return;
    frameFailed = true;
    model.failed({ key: 'frameError' }, false);
    reportError('PciIframeCommunicationError', 'the card fields did not load from the gateway');
  };
  const host = new FrameHost(
    win,
    session.base,
    session.checkoutId,
    key,
    (message) => flow.onFrameMessage(message),
    (field) => {
      if (field !== 'target') session.setTimer(() => model.frames[field].value.ready || checkFrames(), FRAME_ANSWER_MS);
    },
    early,
  );
  // Before any field can be left: a press of pay holds back the errors shown on leaving one (press.ts).
  watchPresses(doc);
  const flow: CardFlow = createCardFlow({
    model,
    host,
    options,
    t: i18n.t,
    base: session.base,
    checkoutId: session.checkoutId,
    shopperResultUrl: form.shopperResultUrl,
    now: () => new Date(),
    navigate: (url, target) => {
      // A frame the merchant named as paymentTarget hands the outcome back like ours does.
      const named = target && !target.startsWith('_') ? doc.querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(target)}"]`) : null;
      if (named) host.attach('target', named);
      session.navigate(url, target);
    },
    reportError,
    form: () => formElement,
    merchantForm: form.element,
    computedStyle: (el) => win.getComputedStyle(el),
    setTimer: session.setTimer,
    scheme: () => scheme.value,
    pay: session.pay,
  });
  session.onRestyle(flow.restyle);
  // The page's scheme (scheme.ts); when the system switches and the page offers both, the form and
  // its frames follow.
  const scheme = signal(pageScheme(win, form.element, form.scheme));
  const onSystemScheme = () => {
    scheme.value = pageScheme(win, form.element, form.scheme);
    // Once the container shows the new scheme: the frames take the styles computed from it.
    session.setTimer(flow.restyle, 0);
  };
  const schemeQuery = win.matchMedia?.('(prefers-color-scheme: dark)');
  schemeQuery?.addEventListener('change', onSystemScheme);

  // Rendered once: the signals it shows are bound to their nodes (view.tsx).
  render(
    <CardForm
      id={`wpwl-container-card-${key}`}
      model={model}
      flow={flow}
      host={host}
      options={options}
      t={i18n.t}
      i18n={i18n}
      scheme={scheme}
      formRef={(el) => {
        formElement = el;
      }}
    />,
    container,
  );
  session.setTimer(checkFrames, FRAME_TIMEOUT_MS);

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    schemeQuery?.removeEventListener('change', onSystemScheme);
    render(null, container);
    container.remove();
    hideMerchantForm(form.element, false);
    host.destroy();
  };

  return {
    state,
    ready: computed(() => state.value === 'notOffered' || (state.value === 'shown' && flow.ready.value)),
    container,
    focusField: flow.focusField,
    configure(config) {
      const brands = session.offered(model.brands.value, config.brands);
      if (brands.length === 0) {
        // None of this form's card brands may be offered to this shopper: no card form.
        destroy();
        hideMerchantForm(form.element, true);
        state.value = 'notOffered';
        return;
      }
      const narrowed = brands.length < model.brands.value.length;
      model.configLoaded(config, brands);
      // The frames learn the brands they may accept.
      if (narrowed) flow.restyle();
    },
    fail(message: FormMessage) {
      model.failed(message, true);
    },
    submit(containerClass) {
      if (container.firstElementChild?.classList.contains(containerClass)) flow.submit();
    },
    destroy,
  };
}
