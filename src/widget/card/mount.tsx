// One card form: the model, the frames (taking those paymentWidgets.js started), the flow and the
// view, after the merchant's form. The outline renders at once, in the task that mounts the page's
// forms (it never waits for the words or the checkout's configuration); then the configuration
// decides which brands it offers, or none, or the form says why the checkout cannot be paid. Ready
// once the configuration is in and every frame answered.

import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { options as preactOptions, render } from 'preact';
import { watchPresses } from '../../page-kit/ui/press.ts';
import { carryMerchantContent, type MerchantForm } from '../forms.ts';
import type { EarlyFrames } from '../frames/early.ts';
import { FrameHost, type HostedFrame } from '../frames/host.ts';
import type { Mount, MountState } from '../mounts/mount.ts';
import { pageScheme, type Scheme } from '../scheme.ts';
import type { Session } from '../session.ts';
import { type CardFlow, createCardFlow } from './flow.ts';
import { type CardField, type CardModel, createCardModel } from './model.ts';
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
  readonly container: HTMLElement;
  focusField(field: CardField): void;
}

/** `key` tells this form's frames apart from another form's (1 for the first card form). */
export function mountCardForm(session: Session, form: MerchantForm, key: string, early: EarlyFrames | undefined): CardMount {
  const container = placeContainer(session, form);
  const state = signal<MountState>('shown');
  const model = createCardModel(form.cardBrands, session.options, () => new Date());
  let formElement: HTMLFormElement | null = null;
  const frames = watchFrames(session, model, state);
  const host = new FrameHost(session.win, session.base, session.checkoutId, key, (message) => flow.onFrameMessage(message), frames.loaded, early);
  // Before any field can be left: a press of pay holds back the errors shown on leaving one (press.ts).
  watchPresses(session.doc);
  const flow = startFlow(
    session,
    form,
    model,
    host,
    () => formElement,
    () => scheme.value,
  );
  session.onRestyle(flow.restyle);
  const { scheme, stop: stopScheme } = followScheme(session, form, flow.restyle);

  // Rendered once: the signals it shows are bound to their nodes (view.tsx).
  render(
    <CardForm
      id={`wpwl-container-card-${key}`}
      model={model}
      flow={flow}
      host={host}
      options={session.options}
      t={session.i18n.t}
      i18n={session.i18n}
      scheme={scheme}
      formRef={(el) => {
        formElement = el;
      }}
    />,
    container,
  );
  frames.watch();
  const carriedBack = formElement ? carryMerchantContent(form, formElement) : () => undefined;

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    stopScheme();
    // What the merchant wrote in its form goes back there (its other forms still send it).
    carriedBack();
    render(null, container);
    container.remove();
    host.destroy();
  };
  followConfiguration(session, model, flow, () => {
    // None of this form's card brands may be offered to this shopper: no card form.
    destroy();
    state.value = 'notOffered';
  });

  return {
    state,
    ready: computed(() => state.value === 'notOffered' || (state.value === 'shown' && flow.ready.value)),
    container,
    focusField: flow.focusField,
    forms: () => (state.value === 'shown' ? [{ container: container.firstElementChild, submit: flow.submit }] : []),
    destroy,
  };
}

/** The widget's container where the merchant's form was (forms.ts: takeMerchantForm). */
function placeContainer(session: Session, form: MerchantForm): HTMLElement {
  const container = session.doc.createElement('div');
  form.anchor.after(container);
  session.untilStyled(container);
  session.initialForms.push(container);
  return container;
}

/**
 * Frames that never answer (blocked, offline gateway, a proxy in the way): say so instead of
 * leaving a form that cannot be filled; soon after a silent frame loaded (`loaded`), at the latest
 * FRAME_TIMEOUT_MS after the form rendered (`watch`).
 */
function watchFrames(session: Session, model: CardModel, state: ReadonlySignal<MountState>) {
  let frameFailed = false;
  const checkFrames = () => {
    if (session.destroyed || frameFailed || model.framesReady.value || state.value !== 'shown') return;
    frameFailed = true;
    model.failed({ key: 'frameError' }, false);
    session.reportError('PciIframeCommunicationError', 'the card fields did not load from the gateway');
  };
  return {
    loaded: (field: HostedFrame) => {
      if (field !== 'target') session.setTimer(() => model.frames[field].value.ready || checkFrames(), FRAME_ANSWER_MS);
    },
    watch: () => session.setTimer(checkFrames, FRAME_TIMEOUT_MS),
  };
}

/** The form's flow: its frames' messages, the pay decision, and where the shopper goes. */
function startFlow(
  session: Session,
  form: MerchantForm,
  model: CardModel,
  host: FrameHost,
  formElement: () => HTMLFormElement | null,
  scheme: () => Scheme,
): CardFlow {
  const { doc, options } = session;
  return createCardFlow({
    model,
    host,
    options,
    t: session.i18n.t,
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
    reportError: session.reportError,
    form: formElement,
    merchantForm: form.element,
    computedStyle: (el) => session.win.getComputedStyle(el),
    setTimer: session.setTimer,
    scheme,
    language: () => session.i18n.lang.peek(),
    pay: session.pay,
  });
}

/**
 * The page's scheme (scheme.ts); when the system switches and the page offers both, the form and
 * its frames follow. `stop` stops following it.
 */
function followScheme(session: Session, form: MerchantForm, restyle: () => void): { scheme: Signal<Scheme>; stop: () => void } {
  // Read where the form was: the merchant's form itself is out of the page.
  const where = () => form.anchor.parentElement ?? session.doc.documentElement;
  const scheme = signal(pageScheme(session.win, where(), form.scheme));
  const onSystemScheme = () => {
    scheme.value = pageScheme(session.win, where(), form.scheme);
    // Once the container shows the new scheme: the frames take the styles computed from it.
    session.setTimer(restyle, 0);
  };
  const schemeQuery = session.win.matchMedia?.('(prefers-color-scheme: dark)');
  schemeQuery?.addEventListener('change', onSystemScheme);
  return { scheme, stop: () => schemeQuery?.removeEventListener('change', onSystemScheme) };
}

/**
 * The checkout's configuration, once here, decides: the form offers the card brands it lets this
 * shopper use, or, with none, leaves (`notOffered`); a checkout that cannot be paid (unknown,
 * expired, unreachable) the form shows, for good (the page tells the merchant once: mounts/reports.ts).
 */
function followConfiguration(session: Session, model: CardModel, flow: CardFlow, notOffered: () => void): void {
  void session.config.then((result) =>
    batch(() => {
      if (session.destroyed) return;
      if (result.status !== 'ok') {
        model.failed({ key: result.status === 'invalid' ? 'invalidCheckoutError' : 'networkError' }, true);
        return;
      }
      const brands = session.offered(model.brands.value, result.config.brands);
      if (brands.length === 0) return notOffered();
      const narrowed = brands.length < model.brands.value.length;
      model.configLoaded(result.config, brands);
      // The frames learn the brands they may accept.
      if (narrowed) flow.restyle();
    }),
  );
}
