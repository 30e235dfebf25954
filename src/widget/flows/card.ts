// The card flow: frame messages in, model updates, and the submission from validation through
// `onBeforeSubmitCard` to the gateway's outcome and the shopper result URL.
import { batch, computed } from '@preact/signals-core';
import type { WidgetErrorName } from '../../shared/errors.ts';
import { FORWARDED_STYLES, type FromFrameMessage, type FrameField, type PaymentOutcome } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import type { Translate } from '../i18n/index.ts';
import { checkExpiry } from '../model/fields.ts';
import { touch, type CardField, type CardModel } from '../model/card.ts';
import type { WidgetOptions } from '../options/schema.ts';

/** How long a submission may take before the shopper is told and may retry. */
export const SUBMIT_TIMEOUT_MS = 60_000;

export interface CardFlowDeps {
  model: CardModel;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  checkoutId: string;
  shopperResultUrl: string;
  now: () => Date;
  navigate: (url: string) => void;
  reportError: (name: WidgetErrorName, message: string) => void;
  /** the widget's form element, `this` of onBeforeSubmitCard */
  form: () => HTMLFormElement | null;
  /** computed style of an iframe element, so the input inside can match the page */
  computedStyle: (element: Element) => CSSStyleDeclaration;
  setTimer: (fn: () => void, ms: number) => unknown;
}

/** shopperResultUrl?id={checkoutId}&resourcePath=..., keeping the merchant's own parameters. */
export function resultUrl(shopperResultUrl: string, checkoutId: string, resourcePath: string): string {
  const url = new URL(shopperResultUrl);
  url.searchParams.set('id', checkoutId);
  url.searchParams.set('resourcePath', resourcePath);
  return url.href;
}

const FIELD_ORDER: CardField[] = ['cardNumber', 'expiry', 'cvv', 'cardHolder'];

export function createCardFlow(deps: CardFlowDeps) {
  const { model, host, options, t } = deps;
  let counter = 0;

  const setBrand = (brand: string) => {
    if (brand === model.brand.value) return;
    model.brand.value = brand;
    host.send('cvv', { t: 'brand', brand });
    options.onChangeBrand?.call(undefined, brand);
  };

  const initFrame = (field: FrameField) => {
    const iframe = host.frame(field);
    const style: Partial<Record<(typeof FORWARDED_STYLES)[number], string>> = {};
    if (iframe) {
      const computed = deps.computedStyle(iframe);
      for (const prop of FORWARDED_STYLES) style[prop] = computed.getPropertyValue(prop).slice(0, 256);
    }
    host.send(field, {
      t: 'init',
      label: t(field),
      placeholder: t(field === 'cardNumber' ? 'cardNumberPlaceholder' : 'cvvPlaceholder'),
      brands: [...model.brands],
      ...(field === 'cardNumber' ? { cvvFrame: host.name('cvv') } : {}),
      cvvRequired: options.requireCvv,
      style,
    });
    if (field === 'cvv' && model.brand.value) host.send('cvv', { t: 'brand', brand: model.brand.value });
  };

  const onOutcome = (outcome: PaymentOutcome) => {
    batch(() => {
      if (outcome.kind === 'final') {
        model.submission.value = { status: 'redirecting' };
        deps.navigate(resultUrl(deps.shopperResultUrl, deps.checkoutId, outcome.resourcePath));
        return;
      }
      if (outcome.kind === 'redirect') {
        model.submission.value = { status: 'threeDSecure' };
        return;
      }
      model.submission.value = { status: 'idle' };
      if (outcome.kind === 'rejected') {
        model.message.value = t('paymentRejectedError', { description: outcome.description });
      } else if (outcome.reason === 'network') {
        model.message.value = t('networkError');
        deps.reportError('PciIframeSubmitError', 'the payment request failed; the shopper may retry');
      } else if (outcome.reason === 'invalidCheckout') {
        model.load.value = { status: 'failed' };
        model.message.value = t('invalidCheckoutError');
        deps.reportError('InvalidCheckoutIdError', `checkout ${deps.checkoutId} is unknown or expired`);
      } else {
        touch(model, 'cardNumber', 'cvv');
      }
    });
  };

  const submit = () => {
    if (model.submission.value.status !== 'idle' || model.load.value.status !== 'ready') return;
    touch(model, ...FIELD_ORDER);
    host.send('cardNumber', { t: 'validate' });
    host.send('cvv', { t: 'validate' });
    const errors = model.errors.value;
    const firstInvalid = FIELD_ORDER.find((f) => errors[f] !== null && !(f === 'cvv' && !options.requireCvv));
    if (firstInvalid) {
      if (firstInvalid === 'cardNumber' || firstInvalid === 'cvv') host.send(firstInvalid, { t: 'focus' });
      else deps.form()?.querySelector<HTMLInputElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    const form = deps.form();
    if (options.onBeforeSubmitCard && form) {
      const event = new Event('submit', { cancelable: true });
      try {
        if (options.onBeforeSubmitCard.call(form, event) === false || event.defaultPrevented) return;
      } catch (error) {
        // The merchant's check failed, so we do not know whether it wanted to stop: do not pay.
        deps.reportError('WidgetError', `onBeforeSubmitCard threw: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    const expiry = checkExpiry(model.expiry.value, deps.now());
    const holder = model.holder.value.trim();
    const id = `${Date.now().toString(36)}-${++counter}`;
    batch(() => {
      model.message.value = null;
      model.submission.value = { status: 'submitting', id };
    });
    host.send('cardNumber', {
      t: 'submit',
      id,
      fields: {
        'card.expiryMonth': expiry.month ?? '',
        'card.expiryYear': expiry.year ?? '',
        ...(holder ? { 'card.holder': holder } : {}),
        shopperResultUrl: deps.shopperResultUrl,
      },
    });
    deps.setTimer(() => {
      const current = model.submission.value;
      if (current.status === 'submitting' && current.id === id) onOutcome({ kind: 'failed', reason: 'network' });
    }, SUBMIT_TIMEOUT_MS);
  };

  const onFrameMessage = (message: FromFrameMessage) => {
    switch (message.t) {
      case 'ready':
        model.frames[message.field].value = { ...model.frames[message.field].value, ready: true };
        initFrame(message.field);
        return;
      case 'state': {
        const frame = model.frames[message.field];
        batch(() => {
          frame.value = { ...frame.value, empty: message.empty, error: message.error };
          if (message.trigger !== 'input') touch(model, message.field);
          if (message.brand && model.brands.includes(message.brand)) setBrand(message.brand);
        });
        return;
      }
      case 'focus':
      case 'blur': {
        const frame = model.frames[message.field];
        frame.value = { ...frame.value, focused: message.t === 'focus' };
        return;
      }
      case 'enter':
        submit();
        return;
      case 'result': {
        const current = model.submission.value;
        if (current.status === 'submitting' && current.id === message.id) onOutcome(message.outcome);
        return;
      }
      case 'redirectDone':
        if (model.submission.value.status !== 'threeDSecure') return;
        model.submission.value = { status: 'redirecting' };
        deps.navigate(resultUrl(deps.shopperResultUrl, deps.checkoutId, message.resourcePath));
        return;
    }
  };

  /** configuration loaded and every frame answered: what onReady waits for */
  const ready = computed(() => model.load.value.status === 'ready' && model.framesReady.value);

  return { submit, setBrand, onFrameMessage, ready };
}

export type CardFlow = ReturnType<typeof createCardFlow>;
