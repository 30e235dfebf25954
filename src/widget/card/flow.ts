// The card flow: frame messages in, model updates, merchant callbacks, and a press of pay up to
// fields known valid; from there the pay chunk (pay.ts) takes over: onBeforeSubmitCard, the
// submission, the gateway's outcome and the shopper result URL.

import { batch, computed } from '@preact/signals';
import { cardBrand } from '../../shared/brands.ts';
import { FORWARDED_STYLES, type FrameField, type FromFrameMessage } from '../../shared/protocol.ts';
import { afterPress } from '../../shared/ui/press.ts';
import { invoke, wrapped } from '../callbacks.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';
import type * as Pay from '../pay/index.ts';
import type { PageField } from './fields.ts';
import type { CardField } from './model.ts';
import type { CardPay, CardPayDeps } from './pay.ts';

/** How long a press of pay waits for the frames to answer its 'validate' before it decides without them. */
const FRAME_ANSWER_MS = 1500;

/** What the pay path needs (pay.ts), but the callback caller the flow makes, and the view's parts. */
export interface CardFlowDeps extends Omit<CardPayDeps, 'call'> {
  t: Translate;
  /** computed style of an iframe element, so the input inside can match the page */
  computedStyle: (element: Element) => CSSStyleDeclaration;
  /** the form's colour scheme, which the frames' documents take so they paint like the page */
  scheme: () => 'light' | 'dark';
  /** the pay chunk (pay/index.ts): what the form needs once the shopper pays */
  pay: () => Promise<typeof Pay>;
}

const BLUR_CALLBACKS = { cardNumber: 'onBlurCardNumber', cvv: 'onBlurSecurityCode', expiry: 'onBlurExpiryDate', cardHolder: 'onBlurCardHolder' } as const;

/** Label and placeholder of each frame field, by message key. */
export const FRAME_TEXTS: Record<FrameField, { label: MessageKey; placeholder: MessageKey; title: MessageKey }> = {
  cardNumber: { label: 'cardNumber', placeholder: 'cardNumberPlaceholder', title: 'cardNumberFrameTitle' },
  cvv: { label: 'cvv', placeholder: 'cvvPlaceholder', title: 'cvvFrameTitle' },
  expiry: { label: 'expiryDate', placeholder: 'mmyy', title: 'expiryDate' },
  cardHolder: { label: 'cardHolder', placeholder: 'cardHolderPlaceholder', title: 'cardHolder' },
};

export function createCardFlow(deps: CardFlowDeps) {
  const { model, host, options, t } = deps;
  const call = (name: string, fn: unknown, self: unknown, ...args: unknown[]) => invoke(deps.reportError, name, fn, self, ...args);

  const setBrand = (brand: string) => {
    if (!model.brandChosen(brand)) return;
    host.send('cvv', { t: 'brand', brand });
    call('onChangeBrand', options.onChangeBrand, undefined, brand);
  };

  /**
   * Of the brands a number may be, the first the merchant prefers: brandDetectionPriority, then a
   * scheme that goes first when co-badged (mada), then data-brands order.
   */
  const preferred = (candidates: readonly string[]): string | undefined => {
    const first = model.brands.value.filter((b) => cardBrand(b)?.firstWhenCoBadged);
    const order = [...(options.brandDetectionPriority ?? []), ...first, ...model.brands.value];
    return order.find((b) => candidates.includes(b) && model.brands.value.includes(b));
  };

  const frameCss = (field: FrameField) => {
    const iframe = host.frame(field);
    const input: Record<string, string> = {};
    if (iframe) {
      const computed = deps.computedStyle(iframe);
      for (const prop of FORWARDED_STYLES) {
        const value = computed.getPropertyValue(prop);
        if (value && !/[;{}<>\\]/.test(value)) input[prop] = value.slice(0, 200);
      }
    }
    // iframeStyles names the number and code frames; expiry and holder frames (enableSAQACompliance)
    // dress like the number.
    const key = field === 'cvv' ? 'cvv' : 'card-number';
    // The theme's placeholder colour (--wpwl-placeholder), so both sides of the frame boundary match.
    const placeholder = iframe ? deps.computedStyle(iframe).getPropertyValue('--wpwl-placeholder').trim() : '';
    return {
      input: { ...input, ...options.iframeStyles?.[key] },
      placeholder: { ...(placeholder && !/[;{}<>\\]/.test(placeholder) ? { color: placeholder } : {}), ...options.iframeStyles?.[`${key}-placeholder`] },
    };
  };

  const iframeContext = (field: FrameField) => {
    const iframe = host.frame(field);
    return { iframe, field, $iframe: iframe ? wrapped(iframe) : [] };
  };
  /** `this` of the blur callbacks: the widget's form, plain and as the original gives it. */
  const blurContext = () => {
    const form = deps.form();
    return { form, $form: form ? wrapped(form) : [] };
  };

  const initFrame = (field: FrameField) => {
    host.send(field, {
      t: 'init',
      label: t(FRAME_TEXTS[field].label),
      placeholder: options.showPlaceholders ? t(FRAME_TEXTS[field].placeholder) : '',
      brands: [...model.brands.value],
      // The number frame collects the other frames' values when it submits.
      siblings: field === 'cardNumber' ? model.frameFields.filter((f) => f !== 'cardNumber') : [],
      holderRequired: options.validation && (!options.allowEmptyCardHolderName || options.showTaxNumberField === true),
      expiryPast: options.disableCardExpiryDateValidation || !options.validation,
      cvvRequired: options.requireCvv && !options.allowEmptyCvv && options.validation,
      validate: options.validation,
      mask: options.maskCvv,
      formatting: options.numberFormatting,
      submitOnEnter: !options.disableSubmitOnEnter,
      css: frameCss(field),
      scheme: deps.scheme(),
    });
    if (field === 'cvv' && model.brand.value) host.send('cvv', { t: 'brand', brand: model.brand.value });
  };

  /** The pay path (pay.ts), made once its chunk is here: preloaded beside the widget's modules. */
  let cardPay: CardPay | null = null;
  /** a press of pay waiting for the pay chunk: another press meanwhile does not pay twice */
  let loadingPay = false;
  const makePay = (module: typeof Pay) => {
    cardPay ??= module.createCardPay({ ...deps, call });
    return cardPay;
  };
  // Asked for at once, so the pay path is usually here before the shopper could press pay; a
  // failure here is met again, and reported, at the press.
  deps.pay().then(makePay, () => undefined);
  const withPay = (use: (pay: CardPay) => void) => {
    if (cardPay) return use(cardPay);
    if (loadingPay) return;
    loadingPay = true;
    deps.pay().then(
      (module) => {
        loadingPay = false;
        use(makePay(module));
      },
      (error: unknown) => {
        loadingPay = false;
        deps.reportError('WidgetError', `the widget's pay module did not load (${error instanceof Error ? error.message : String(error)})`);
        model.settled({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
      },
    );
  };

  const focusField = (field: CardField) => {
    if ((model.frameFields as CardField[]).includes(field)) host.send(field as FrameField, { t: 'focus' });
    else deps.form()?.querySelector<HTMLInputElement>(`[data-field="${field}"]`)?.focus();
  };

  /** A press of pay waiting for the frames' answers to its 'validate' (the fields not yet answered). */
  let checking: { waiting: Set<FrameField>; decide: () => void } | null = null;

  /** Nothing in flight and the checkout payable: a press of pay may go on. */
  const payable = () => model.submission.value.status === 'idle' && model.load.value.status === 'ready';

  /**
   * A value a merchant's script wrote into a page field without an input event (jQuery's `.val()`,
   * `input.value = …`, as pages prefill the holder) counts: the original reads the form when paying.
   */
  const takePageValues = () => {
    const form = deps.form();
    for (const field of model.pageFields) {
      const input = form?.querySelector<HTMLInputElement>(`[data-field="${field}"]`);
      if (input && input.value !== (model.values.peek()[field] ?? '')) model.fieldChanged(field, input.value);
    }
  };

  const submit = () => {
    if (checking || !payable()) return;
    takePageValues();
    model.validated();
    for (const field of model.frameFields) host.send(field, { t: 'validate' });
    const errors = model.errors.value;
    // A frame's last report can be older than what it holds: what the shopper typed last may still
    // be on its way. When only a frame stands in the way, the press waits for the frames' answers to
    // this 'validate' and decides on those, so pay is never refused (focus moved, nothing sent, no
    // hint left) on old news. A frame that does not answer leaves the decision to what is known.
    if (model.pageFields.every((f) => errors[f] === undefined) && model.frameFields.some((f) => errors[f] !== undefined)) {
      const pending = {
        waiting: new Set(model.frameFields),
        decide: () => {
          if (checking !== pending) return;
          checking = null;
          proceed();
        },
      };
      checking = pending;
      deps.setTimer(pending.decide, FRAME_ANSWER_MS);
      return;
    }
    proceed();
  };

  /** Pay, once the fields are known valid: onBeforeSubmitCard, the summary page, or the number frame. */
  const proceed = () => {
    // Again after a wait: the checkout may have ended meanwhile.
    if (!payable()) return;
    const errors = model.errors.value;
    const firstInvalid = model.fields.find((f) => errors[f] !== undefined);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    withPay((pay) => {
      // Again once the pay chunk is here: what the shopper did meanwhile counts.
      if (payable()) pay.pay();
    });
  };

  /** An error shown on leaving a field moves the layout: not between a press of pay and its click (press.ts). */
  const afterAnyPress = (work: () => void) => {
    const doc = deps.form()?.ownerDocument;
    if (doc) afterPress(doc, work);
    else work();
  };

  /** The shopper left a page field: show its error from now on, and tell the merchant. */
  const blurPage = (field: PageField) => {
    afterAnyPress(() => model.fieldLeft(field));
    const valid = model.errors.value[field] === undefined;
    if (field === 'expiry') call('onBlurExpiryDate', options.onBlurExpiryDate, blurContext(), valid);
    if (field === 'cardHolder') call('onBlurCardHolder', options.onBlurCardHolder, blurContext(), valid);
  };

  const onFrameMessage = (message: FromFrameMessage) => {
    switch (message.t) {
      case 'ready':
        model.frameReady(message.field);
        initFrame(message.field);
        // Once per frame: a restyle sends init again but the frame was ready before.
        call('onReadyIframeCommunication', options.onReadyIframeCommunication, iframeContext(message.field));
        return;
      case 'state': {
        // At once, even for a blur during a press of pay: the submission's check of the frames
        // follows their answers in order, and an older state applied after it could undo what it
        // found. The page fields' errors are the ones that wait for the press (blurPage).
        batch(() => {
          model.frameChanged(message.field, { empty: message.empty, error: message.error }, message.trigger !== 'input');
          const candidates = message.candidates;
          if (candidates && model.brandsDetected(candidates)) call('onDetectBrand', options.onDetectBrand, undefined, [...candidates]);
          const brand = candidates ? preferred(candidates) : message.brand && model.brands.value.includes(message.brand) ? message.brand : undefined;
          if (options.brandDetection && brand) setBrand(brand);
        });
        if (message.trigger === 'blur') {
          const name = BLUR_CALLBACKS[message.field];
          call(name, options[name], blurContext(), message.valid);
        }
        if (message.trigger === 'validate' && checking?.waiting.delete(message.field) && checking.waiting.size === 0) checking.decide();
        return;
      }
      case 'focus':
      case 'blur': {
        model.frameFocused(message.field, message.t === 'focus');
        const callback = message.t === 'focus' ? options.onFocusIframeCommunication : options.onBlurIframeCommunication;
        call(message.t === 'focus' ? 'onFocusIframeCommunication' : 'onBlurIframeCommunication', callback, iframeContext(message.field));
        return;
      }
      case 'enter':
        if (!options.disableSubmitOnEnter) submit();
        return;
      case 'result': {
        const current = model.submission.value;
        if (current.status !== 'submitting' || current.id !== message.id) return;
        const outcome = message.outcome;
        withPay((pay) => pay.onOutcome(outcome));
        return;
      }
      case 'redirectDone':
        if (model.submission.value.status !== 'threeDSecure' && model.submission.value.status !== 'elsewhere') return;
        withPay((pay) => pay.stepDone(message.resourcePath));
        return;
    }
  };

  /** configuration loaded and every frame answered: what onReady waits for */
  const ready = computed(() => model.load.value.status === 'ready' && model.framesReady.value);

  /** The security-code hint for the selected brand (showCVVHint). */
  const cvvHint = computed(() => (cardBrand(model.brand.value ?? '')?.cvvLength === 4 ? t('cvvHintAmex') : t('cvvHint')));

  /** A co-badged card's brands the merchant accepts, when there is a choice to make. */
  const brandChoices = computed(() => {
    const choices = model.candidates.value.filter((b) => model.brands.value.includes(b));
    return choices.length > 1 ? choices : [];
  });

  /** The page's look changed (dark scheme switched, theme variables edited): restyle the frames. */
  const restyle = () => {
    for (const field of model.frameFields) if (model.frames[field].value.ready) initFrame(field);
  };

  return { submit, setBrand, onFrameMessage, ready, blurPage, focusField, cvvHint, brandChoices, restyle, call };
}

export type CardFlow = ReturnType<typeof createCardFlow>;
