// State of one card form, as signals. Unions, not flag piles: a form is loading, ready or failed;
// a submission is idle, in flight, in a 3-D Secure step or redirecting.
import { computed, type ReadonlySignal, signal, type Signal } from '@preact/signals';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { checkExpiry, checkHolder } from '../../shared/card-fields.ts';
import { BILLING_FIELDS, BILLING_KEYS, checkBilling, checkName, checkTaxNumber, type PageField } from './fields.ts';
import type { FormMessage } from '../../shared/messages.ts';

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
  | { status: 'threeDSecure' }
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

  return {
    /** the card brands the form offers: data-brands, narrowed by offerOnly */
    brands: offered as ReadonlySignal<readonly string[]>,
    /** Active payment method selection: the checkout allows only some brands to this shopper. */
    offerOnly(allowed: readonly string[]) {
      const kept = offered.value.filter((b) => allowed.includes(b));
      offered.value = kept;
      if (brand.value !== null && !kept.includes(brand.value)) brand.value = kept[0] ?? null;
    },
    /** every field of the form in visual (and tab) order */
    fields,
    frameFields,
    pageFields,
    load: signal<Load>({ status: 'loading' }),
    /** selected or detected card brand */
    brand,
    /** brands the number typed so far may belong to, as last reported (onDetectBrand) */
    candidates: signal<readonly string[]>([]),
    frames,
    values,
    touched,
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
    submission: signal<Submission>({ status: 'idle' }),
    /**
     * form-level message as a code, translated where it is shown: a message set before the
     * language file arrived then reads in that language once it is there
     */
    message: signal<FormMessage | null>(null),
  };
}

export type CardModel = ReturnType<typeof createCardModel>;

export function touch(model: CardModel, ...fields: CardField[]): void {
  const next = new Set(model.touched.value);
  for (const f of fields) next.add(f);
  model.touched.value = next;
}

export function setValue(model: CardModel, field: PageField, value: string): void {
  model.values.value = { ...model.values.value, [field]: value };
}
