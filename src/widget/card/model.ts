// State of one card form, as signals, and the named transitions that change it. Unions, not flag
// piles: a form is loading, ready or failed; a submission is idle, in flight, in a 3-D Secure step
// or redirecting.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import { checkExpiry, checkHolder } from '../../shared/card-fields.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { FormMessage } from '../../shared/messages.ts';
import type { Settled } from '../../shared/outcome.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { BILLING_FIELDS, BILLING_KEYS, checkBilling, checkName, checkTaxNumber, type PageField } from './fields.ts';

export type { FormMessage };

export type CardField = FrameField | PageField;

export type Load = { status: 'loading' } | { status: 'ready'; config: WidgetConfig } | { status: 'failed' };
/**
 * `threeDSecure`: the ACS or provider step runs in the widget's target frame; `elsewhere`: in the
 * window or frame the merchant named (paymentTarget).
 */
export type Submission =
  | { status: 'idle' }
  | { status: 'submitting'; id: string }
  | { status: 'threeDSecure'; url: string }
  | { status: 'elsewhere' }
  | { status: 'redirecting' };

export interface FrameState {
  ready: boolean;
  focused: boolean;
  empty: boolean;
  error: FieldError | null;
}

const initialFrame: FrameState = { ready: false, focused: false, empty: true, error: null };

/** enableSAQACompliance puts expiry and holder into frames too (names stay on the page when split). */
export const saqa = (options: WidgetOptions): boolean => options.enableSAQACompliance === true;
const holderInFrame = (options: WidgetOptions): boolean => saqa(options) && !options.forceCardHolderEqualsBillingName;

/** Every field of the form in visual (and tab) order, given the merchant's options. */
export function fieldsFor(options: WidgetOptions): CardField[] {
  const names: CardField[] = options.forceCardHolderEqualsBillingName ? ['givenName', 'surname'] : ['cardHolder'];
  const tax: CardField[] = options.showTaxNumberField ? ['taxNumber'] : [];
  const billing = options.billingAddress ? [...BILLING_FIELDS] : [];
  return ['cardNumber', 'expiry', ...(options.requireCvv ? (['cvv'] as const) : []), ...names, ...tax, ...billing];
}

/** Which fields are frames on the gateway origin. */
export function isFrameField(field: CardField, options: WidgetOptions): field is FrameField {
  return field === 'cardNumber' || field === 'cvv' || (saqa(options) && field === 'expiry') || (holderInFrame(options) && field === 'cardHolder');
}

export function createCardModel(brands: readonly string[], options: WidgetOptions, now: () => Date) {
  const frames: Record<FrameField, Signal<FrameState>> = {
    cardNumber: signal(initialFrame),
    cvv: signal(initialFrame),
    expiry: signal(initialFrame),
    cardHolder: signal(initialFrame),
  };
  const fields = fieldsFor(options);
  const frameFields = fields.filter((f): f is FrameField => isFrameField(f, options));
  const pageFields = fields.filter((f): f is PageField => !isFrameField(f, options));
  const initial: Partial<Record<PageField, string>> = {};
  for (const field of BILLING_FIELDS) {
    const value = options.billingAddress?.[BILLING_KEYS[field]];
    if (value) initial[field] = value;
  }
  const values = signal<Partial<Record<PageField, string>>>(initial);
  const touched = signal<ReadonlySet<CardField>>(new Set());

  const pageError = (field: PageField, value: string): FieldError | null => {
    switch (field) {
      case 'expiry':
        return checkExpiry(value, now(), options.disableCardExpiryDateValidation).error;
      case 'cardHolder':
        // A tax number goes with the holder's names, so the holder is required then.
        return checkHolder(value, !options.allowEmptyCardHolderName || options.showTaxNumberField === true);
      case 'taxNumber':
        return checkTaxNumber(value);
      case 'givenName':
      case 'surname':
        return checkName(field, value);
      default:
        return checkBilling(field, value, options.mandatoryBillingFields?.[BILLING_KEYS[field]] === true);
    }
  };

  /** errors of each shown field, whether or not the shopper has been shown them yet */
  const errors = computed(() => {
    const out: Partial<Record<CardField, FieldError>> = {};
    if (!options.validation) return out;
    for (const field of frameFields) {
      const error = frames[field].value.error;
      if (error) out[field] = error;
    }
    for (const field of pageFields) {
      const error = pageError(field, values.value[field] ?? '');
      if (error) out[field] = error;
    }
    return out;
  });

  const offered = signal<readonly string[]>([...brands]);
  const brand = signal<string | null>(brands[0] ?? null);
  const load = signal<Load>({ status: 'loading' });
  const candidates = signal<readonly string[]>([]);
  const submission = signal<Submission>({ status: 'idle' });
  const message = signal<FormMessage | null>(null);

  const touch = (...names: CardField[]) => {
    const next = new Set(touched.value);
    for (const f of names) next.add(f);
    if (next.size !== touched.value.size) touched.value = next;
  };
  const setFrame = (field: FrameField, change: Partial<FrameState>) => {
    frames[field].value = { ...frames[field].value, ...change };
  };

  // The state is read-only outside: what changes it are the named transitions below, each one
  // batch, so a view never sees half of one.
  return {
    /** the card brands the form offers: data-brands, narrowed by the checkout */
    brands: offered as ReadonlySignal<readonly string[]>,
    /** every field of the form in visual (and tab) order */
    fields,
    frameFields,
    pageFields,
    load: load as ReadonlySignal<Load>,
    /** selected or detected card brand */
    brand: brand as ReadonlySignal<string | null>,
    /** brands the number typed so far may belong to, as last reported (onDetectBrand) */
    candidates: candidates as ReadonlySignal<readonly string[]>,
    frames: frames as Record<FrameField, ReadonlySignal<FrameState>>,
    values: values as ReadonlySignal<Partial<Record<PageField, string>>>,
    touched: touched as ReadonlySignal<ReadonlySet<CardField>>,
    errors,
    /** errors the shopper sees: only for fields they left or tried to submit */
    visibleErrors: computed(() => {
      const all = errors.value;
      const out: Partial<Record<CardField, FieldError>> = {};
      for (const field of touched.value) {
        const error = all[field];
        if (error) out[field] = error;
      }
      return out;
    }),
    framesReady: computed(() => frameFields.every((f) => frames[f].value.ready)),
    submission: submission as ReadonlySignal<Submission>,
    /**
     * form-level message as a code, translated where it is shown: a message set before the
     * language file arrived then reads in that language once it is there
     */
    message: message as ReadonlySignal<FormMessage | null>,

    /** The checkout's configuration arrived; `allowed`: the card brands it lets this shopper use. */
    configLoaded(config: WidgetConfig, allowed: readonly string[]) {
      batch(() => {
        const kept = offered.value.filter((b) => allowed.includes(b));
        if (kept.length !== offered.value.length) offered.value = kept;
        if (brand.value !== null && !kept.includes(brand.value)) brand.value = kept[0] ?? null;
        load.value = { status: 'ready', config };
      });
    },
    /** The checkout cannot be paid (unknown, expired, unreachable), or its frames never answered. */
    failed(reason: FormMessage, ended: boolean) {
      batch(() => {
        if (ended) load.value = { status: 'failed' };
        message.value = reason;
      });
    },
    frameReady(field: FrameField) {
      setFrame(field, { ready: true });
    },
    frameFocused(field: FrameField, focused: boolean) {
      setFrame(field, { focused });
    },
    /** A frame reported its field; `left`: the shopper left it or it was validated. */
    frameChanged(field: FrameField, state: { empty: boolean; error: FieldError | null }, left: boolean) {
      batch(() => {
        setFrame(field, state);
        if (left) touch(field);
      });
    },
    /** The shopper typed in a page field. */
    fieldChanged(field: PageField, value: string) {
      values.value = { ...values.value, [field]: value };
    },
    /** The shopper left a field: its error shows from now on. */
    fieldLeft(field: CardField) {
      touch(field);
    },
    /** The number typed so far may belong to these brands; returns whether that changed. */
    brandsDetected(detected: readonly string[]): boolean {
      if (detected.join() === candidates.value.join()) return false;
      candidates.value = detected;
      return true;
    },
    /** Detected, or chosen by the shopper; returns whether it changed. */
    brandChosen(next: string): boolean {
      if (next === brand.value) return false;
      brand.value = next;
      return true;
    },
    /** Pay was pressed: every field shows its error from now on. */
    validated() {
      touch(...fields);
    },
    /** The submission `id` went to the gateway. */
    submitted(id: string) {
      batch(() => {
        message.value = null;
        submission.value = { status: 'submitting', id };
      });
    },
    /** The gateway's answer, as the outcome contract settled it (shared/outcome.ts). */
    settled(result: Settled) {
      batch(() => {
        switch (result.kind) {
          case 'left':
            submission.value = { status: 'redirecting' };
            return;
          case 'elsewhere':
            submission.value = { status: 'elsewhere' };
            return;
          case 'inline':
            submission.value = { status: 'threeDSecure', url: result.url };
            return;
          case 'message':
            submission.value = { status: 'idle' };
            message.value = result.message;
            if (result.checkoutGone) load.value = { status: 'failed' };
            return;
          case 'invalidCard':
            submission.value = { status: 'idle' };
            touch('cardNumber', 'cvv');
            return;
        }
      });
    },
    /** The 3-D Secure or provider step ended: the browser goes to the result. */
    stepDone() {
      submission.value = { status: 'redirecting' };
    },
  };
}

export type CardModel = ReturnType<typeof createCardModel>;
