// One card form: the model, the frames (taking those paymentWidgets.js started), the flow and the
// view, after the merchant's form. The outline renders at once, in the task that mounts the page's
// forms (it never waits for the words or the checkout's configuration); then the configuration
// decides which brands it offers, or none, or the form says why the checkout cannot be paid. Ready
// once the configuration is in and every frame answered.

import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { render } from 'preact';
import { watchPresses } from '../../page-kit/ui/press.ts';
import { CARD_FRAMES_FAILED } from '../../shared/error-catalogue/widget.ts';
import { carryMerchantContent, type MerchantForm } from '../forms.ts';
import type { EarlyFrames } from '../frames/early.ts';
import { FrameHost, type HostedFrame } from '../frames/host.ts';
import type { Mount, MountState } from '../mounts/mount.ts';
import { offeredBrands } from '../offered.ts';
import { pageScheme, type Scheme } from '../scheme.ts';
import type { Session, SessionPage } from '../session.ts';
import { type CardFlow, createCardFlow } from './flow.ts';
import { type CardField, type CardModel, createCardModel } from './model.ts';
import { CardForm } from './view.tsx';

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

/**
 * `key` tells this form's frames apart from another form's (1 for the first card form). Its parts
 * are made in the order they are needed: the container, the model, the frames' host, the flow that
 * answers the frames, the view; then the configuration decides.
 */
export function mountCardForm(session: Session, form: MerchantForm, key: string, early: EarlyFrames | undefined): CardMount {
  // Where the merchant's form was (forms.ts: takeMerchantForm).
  const container = session.initialForms.place(form.anchor);
  const state = signal<MountState>('shown');
  const model = createCardModel(form.cardBrands, session.page.options, () => new Date());
  const frames = watchFrames(session, model, state);
  const host = new FrameHost(session.page.win, session.checkout.base, session.checkout.checkoutId, key, frames.loaded, early);
  const scheme = signal(schemeWhere(session.page, form));
  // Before any field can be left: a press of pay holds back the errors shown on leaving one (press.ts).
  watchPresses(session.page.doc);
  /** the widget's form element, once rendered */
  let formElement: HTMLFormElement | null = null;
  const flow = startFlow(
    session,
    form,
    model,
    host,
    () => formElement,
    () => scheme.value,
  );
  host.listen(flow.onFrameMessage);
  session.look.onRestyle(flow.restyle);
  const stopScheme = followScheme(session, form, scheme, flow.restyle);

  // Rendered once: the signals it shows are bound to their nodes (view.tsx).
  render(
    <CardForm
      id={`wpwl-container-card-${key}`}
      model={model}
      flow={flow}
      host={host}
      options={session.page.options}
      t={session.look.i18n.t}
      i18n={session.look.i18n}
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

/**
 * Frames that never answer (blocked, offline gateway, a proxy in the way): say so instead of
 * leaving a form that cannot be filled; soon after a silent frame loaded (`loaded`), at the latest
 * FRAME_TIMEOUT_MS after the form rendered (`watch`).
 */
function watchFrames(session: Session, model: CardModel, state: ReadonlySignal<MountState>) {
  let frameFailed = false;
  const checkFrames = () => {
    if (session.life.destroyed || frameFailed || model.framesReady.value || state.value !== 'shown') return;
    frameFailed = true;
    model.failed({ key: 'frameError' }, false);
    session.page.reportError(CARD_FRAMES_FAILED);
  };
  return {
    loaded: (field: HostedFrame) => {
      if (field !== 'target') session.life.setTimer(() => model.frames[field].value.ready || checkFrames(), FRAME_ANSWER_MS);
    },
    watch: () => session.life.setTimer(checkFrames, FRAME_TIMEOUT_MS),
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
  const { win, doc } = session.page;
  return createCardFlow({
    model,
    host,
    options: session.page.options,
    t: session.look.i18n.t,
    base: session.checkout.base,
    checkoutId: session.checkout.checkoutId,
    shopperResultUrl: form.shopperResultUrl,
    now: () => new Date(),
    navigate: (url, target) => {
      // A frame the merchant named as paymentTarget hands the outcome back like ours does.
      const named = target && !target.startsWith('_') ? doc.querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(target)}"]`) : null;
      if (named) host.attach('target', named);
      session.page.navigate(url, target);
    },
    reportError: session.page.reportError,
    form: formElement,
    merchantForm: form.element,
    computedStyle: (el) => win.getComputedStyle(el),
    setTimer: session.life.setTimer,
    scheme,
    language: () => session.look.i18n.lang.peek(),
    pay: session.chunks.pay,
  });
}

/** The page's scheme (scheme.ts), read where the form was: the merchant's form itself is out of the session.page. */
const schemeWhere = (page: SessionPage, form: MerchantForm): Scheme => pageScheme(page.win, form.anchor.parentElement ?? page.doc.documentElement, form.scheme);

/**
 * When the system switches and the page offers both schemes, the form and its frames follow
 * (`restyle` restyles them). Returns what stops following it.
 */
function followScheme(session: Session, form: MerchantForm, scheme: Signal<Scheme>, restyle: () => void): () => void {
  const onSystemScheme = () => {
    scheme.value = schemeWhere(session.page, form);
    // Once the container shows the new scheme: the frames take the styles computed from it.
    session.life.setTimer(restyle, 0);
  };
  const schemeQuery = session.page.win.matchMedia?.('(prefers-color-scheme: dark)');
  schemeQuery?.addEventListener('change', onSystemScheme);
  return () => schemeQuery?.removeEventListener('change', onSystemScheme);
}

/**
 * The checkout's configuration, once here, decides: the form offers the card brands it lets this
 * shopper use, or, with none, leaves (`notOffered`); a checkout that cannot be paid (unknown,
 * expired, unreachable) the form shows, for good (the page tells the merchant once: mounts/reports.ts).
 */
function followConfiguration(session: Session, model: CardModel, flow: CardFlow, notOffered: () => void): void {
  void session.checkout.config.then((result) =>
    batch(() => {
      if (session.life.destroyed) return;
      if (result.status !== 'ok') {
        model.failed({ key: result.status === 'invalid' ? 'invalidCheckoutError' : 'networkError' }, true);
        return;
      }
      const brands = offeredBrands(model.brands.value, result.config.brands);
      if (brands.length === 0) return notOffered();
      const narrowed = brands.length < model.brands.value.length;
      model.configLoaded(result.config, brands);
      // The frames learn the brands they may accept.
      if (narrowed) flow.restyle();
    }),
  );
}
