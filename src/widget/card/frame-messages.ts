// The frames' messages and the page fields' events into the model's transitions, and the merchant
// callbacks they call (onReadyIframeCommunication, onDetectBrand, onChangeBrand, the blur and focus
// callbacks). The payment's answers go on to the pay path (pay.ts).
import { batch } from '@preact/signals';
import { afterPress } from '../../page-kit/ui/press.ts';
import { cardBrand } from '../../shared/brands.ts';
import type { FrameField, FromFrameMessage } from '../../shared/protocol.ts';
import { type Invoked, wrapped } from '../callbacks.ts';
import type { FrameHost } from '../frames/host.ts';
import type { WidgetOptions } from '../options/schema.ts';
import type { PageField } from './fields.ts';
import type { CardModel } from './model.ts';
import type { WithPay } from './pay-chunk.ts';

export interface FrameMessageDeps {
  model: CardModel;
  host: FrameHost;
  options: WidgetOptions;
  /** the widget's form element */
  form: () => HTMLFormElement | null;
  /** calls a merchant callback (callbacks.ts) */
  call: (name: string, fn: unknown, self: unknown, ...args: unknown[]) => Invoked;
  /** a frame is ready (and was sent nothing yet): its init (frame-setup.ts) */
  initFrame: (field: FrameField) => void;
  /** a press of pay (pay-decision.ts) */
  submit: () => void;
  /** a frame answered a press's 'validate' (pay-decision.ts) */
  frameAnswered: (field: FrameField) => void;
  withPay: WithPay;
}

type StateMessage = Extract<FromFrameMessage, { t: 'state' }>;

const BLUR_CALLBACKS = { cardNumber: 'onBlurCardNumber', cvv: 'onBlurSecurityCode', expiry: 'onBlurExpiryDate', cardHolder: 'onBlurCardHolder' } as const;

/** `this` of the frame callbacks: the iframe element, plain and as the original gives it. */
function iframeContext(host: FrameHost, field: FrameField) {
  const iframe = host.frame(field);
  return { iframe, field, $iframe: iframe ? wrapped(iframe) : [] };
}

/** `this` of the blur callbacks: the widget's form, plain and as the original gives it. */
function blurContext(form: HTMLFormElement | null) {
  return { form, $form: form ? wrapped(form) : [] };
}

/** An error shown on leaving a field moves the layout: not between a press of pay and its click (press.ts). */
function afterAnyPress(form: HTMLFormElement | null, work: () => void): void {
  const doc = form?.ownerDocument;
  if (doc) afterPress(doc, work);
  else work();
}

/**
 * Of the brands a number may be, the first the merchant prefers: brandDetectionPriority, then a
 * scheme that goes first when co-badged (mada), then data-brands order.
 */
function preferred(model: CardModel, options: WidgetOptions, candidates: readonly string[]): string | undefined {
  const first = model.brands.value.filter((b) => cardBrand(b)?.firstWhenCoBadged);
  const order = [...(options.brandDetectionPriority ?? []), ...first, ...model.brands.value];
  return order.find((b) => candidates.includes(b) && model.brands.value.includes(b));
}

/** The shopper chose a brand, or the number's was detected: the code frame checks its length by it. */
export function setBrand(deps: FrameMessageDeps, brand: string): void {
  if (!deps.model.brandChosen(brand)) return;
  deps.host.send('cvv', { t: 'brand', brand });
  deps.call('onChangeBrand', deps.options.onChangeBrand, undefined, brand);
}

/** The shopper left a page field: show its error from now on, and tell the merchant. */
export function pageFieldLeft(deps: FrameMessageDeps, field: PageField): void {
  const { model, options, call } = deps;
  afterAnyPress(deps.form(), () => model.fieldLeft(field));
  const valid = model.errors.value[field] === undefined;
  if (field === 'expiry') call('onBlurExpiryDate', options.onBlurExpiryDate, blurContext(deps.form()), valid);
  if (field === 'cardHolder') call('onBlurCardHolder', options.onBlurCardHolder, blurContext(deps.form()), valid);
}

/** A frame reported its field: its state, the brands its number may be, and the shopper leaving it. */
function frameState(deps: FrameMessageDeps, message: StateMessage): void {
  const { model, options, call } = deps;
  // At once, even for a blur during a press of pay: the submission's check of the frames follows
  // their answers in order, and an older state applied after it could undo what it found. The page
  // fields' errors are the ones that wait for the press (pageFieldLeft).
  batch(() => {
    model.frameChanged(message.field, { empty: message.empty, error: message.error }, message.trigger !== 'input');
    const candidates = message.candidates;
    if (candidates && model.brandsDetected(candidates)) call('onDetectBrand', options.onDetectBrand, undefined, [...candidates]);
    const brand = candidates ? preferred(model, options, candidates) : message.brand && model.brands.value.includes(message.brand) ? message.brand : undefined;
    if (options.brandDetection && brand) setBrand(deps, brand);
  });
  if (message.trigger === 'blur') {
    const name = BLUR_CALLBACKS[message.field];
    call(name, options[name], blurContext(deps.form()), message.valid);
  }
  if (message.trigger === 'validate') deps.frameAnswered(message.field);
}

/** A frame took or lost the focus. */
function frameFocus(deps: FrameMessageDeps, field: FrameField, focused: boolean): void {
  const { model, options, call } = deps;
  model.frameFocused(field, focused);
  const callback = focused ? options.onFocusIframeCommunication : options.onBlurIframeCommunication;
  call(focused ? 'onFocusIframeCommunication' : 'onBlurIframeCommunication', callback, iframeContext(deps.host, field));
}

/** One message from one of the form's frames. */
export function onFrameMessage(deps: FrameMessageDeps, message: FromFrameMessage): void {
  const { model, options } = deps;
  switch (message.t) {
    case 'ready':
      model.frameReady(message.field);
      deps.initFrame(message.field);
      // Once per frame: a restyle sends init again but the frame was ready before.
      deps.call('onReadyIframeCommunication', options.onReadyIframeCommunication, iframeContext(deps.host, message.field));
      return;
    case 'state':
      frameState(deps, message);
      return;
    case 'focus':
    case 'blur':
      frameFocus(deps, message.field, message.t === 'focus');
      return;
    case 'enter':
      if (!options.disableSubmitOnEnter) deps.submit();
      return;
    case 'result': {
      const current = model.submission.value;
      if (current.status !== 'submitting' || current.id !== message.id) return;
      const outcome = message.outcome;
      deps.withPay((pay) => pay.onOutcome(outcome));
      return;
    }
    case 'redirectDone':
      if (model.submission.value.status !== 'threeDSecure' && model.submission.value.status !== 'elsewhere') return;
      deps.withPay((pay) => pay.stepDone(message.resourcePath));
      return;
  }
}
