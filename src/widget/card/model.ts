// State of one card form, as signals, and the named transitions that change it. Unions, not flag
// piles: a form is loading, ready or failed; a submission is idle, in flight, in a 3-D Secure step
// or redirecting.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { FormMessage } from '../../page-kit/messages.ts';
import type { Settled } from '../../page-kit/outcome.ts';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { BILLING_FIELDS, BILLING_KEYS, checkPageField, type PageField } from './fields.ts';

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

/** The form's state, writable: only this module's transitions change it. */
function createCardState(brands: readonly string[], options: WidgetOptions) {
  const fields = fieldsFor(options);
  const initial: Partial<Record<PageField, string>> = {};
  for (const field of BILLING_FIELDS) {
    const value = options.billingAddress?.[BILLING_KEYS[field]];
    if (value) initial[field] = value;
  }
  return {
    /** the card brands the form offers: data-brands, narrowed by the checkout */
    brands: signal<readonly string[]>([...brands]),
    /** every field of the form in visual (and tab) order */
    fields,
    frameFields: fields.filter((f): f is FrameField => isFrameField(f, options)),
    pageFields: fields.filter((f): f is PageField => !isFrameField(f, options)),
    load: signal<Load>({ status: 'loading' }),
    /** selected or detected card brand */
    brand: signal<string | null>(brands[0] ?? null),
    /** brands the number typed so far may belong to, as last reported (onDetectBrand) */
    candidates: signal<readonly string[]>([]),
    frames: {
      cardNumber: signal(initialFrame),
      cvv: signal(initialFrame),
      expiry: signal(initialFrame),
      cardHolder: signal(initialFrame),
    } satisfies Record<FrameField, Signal<FrameState>>,
    values: signal<Partial<Record<PageField, string>>>(initial),
    touched: signal<ReadonlySet<CardField>>(new Set()),
    submission: signal<Submission>({ status: 'idle' }),
    /**
     * form-level message as a code, translated where it is shown: a message set before the
     * language file arrived then reads in that language once it is there
     */
    message: signal<FormMessage | null>(null),
  };
}

type CardState = ReturnType<typeof createCardState>;

/** The state as the rest of the form sees it: signals to read, which only the transitions change. */
type ReadOnly<S> = {
  readonly [K in keyof S]: S[K] extends Signal<infer T>
    ? ReadonlySignal<T>
    : S[K] extends Record<FrameField, Signal<infer F>>
      ? Record<FrameField, ReadonlySignal<F>>
      : S[K];
};

function touch(state: CardState, ...names: CardField[]): void {
  const next = new Set(state.touched.value);
  for (const f of names) next.add(f);
  if (next.size !== state.touched.value.size) state.touched.value = next;
}

function setFrame(state: CardState, field: FrameField, change: Partial<FrameState>): void {
  state.frames[field].value = { ...state.frames[field].value, ...change };
}

/** What follows from the state: the fields' errors, those the shopper sees, the frames' readiness. */
function derivedState(state: CardState, options: WidgetOptions, now: () => Date) {
  const { frames, frameFields, pageFields, values, touched } = state;
  /** errors of each shown field, whether or not the shopper has been shown them yet */
  const errors = computed(() => {
    const out: Partial<Record<CardField, FieldError>> = {};
    if (!options.validation) return out;
    for (const field of frameFields) {
      const error = frames[field].value.error;
      if (error) out[field] = error;
    }
    for (const field of pageFields) {
      const error = checkPageField(field, values.value[field] ?? '', options, now);
      if (error) out[field] = error;
    }
    return out;
  });
  return {
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
  };
}

/** The checkout's configuration, or why there is none. */
function loadTransitions({ brands: offered, brand, load, message }: CardState) {
  return {
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
  };
}

/** What the shopper does in the fields, the frames' and the page's. */
function fieldTransitions(state: CardState) {
  return {
    frameReady(field: FrameField) {
      setFrame(state, field, { ready: true });
    },
    frameFocused(field: FrameField, focused: boolean) {
      setFrame(state, field, { focused });
    },
    /** A frame reported its field; `left`: the shopper left it or it was validated. */
    frameChanged(field: FrameField, frame: { empty: boolean; error: FieldError | null }, left: boolean) {
      batch(() => {
        setFrame(state, field, frame);
        if (left) touch(state, field);
      });
    },
    /** The shopper typed in a page field. */
    fieldChanged(field: PageField, value: string) {
      state.values.value = { ...state.values.value, [field]: value };
    },
    /** The shopper left a field: its error shows from now on. */
    fieldLeft(field: CardField) {
      touch(state, field);
    },
  };
}

/** The card's brand: the ones its number may be, the one detected or chosen. */
function brandTransitions({ candidates, brand }: CardState) {
  return {
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
  };
}

/** The gateway's answer, as the outcome contract settled it (page-kit/outcome.ts). */
function settle(state: CardState, result: Settled): void {
  const { submission, message, load } = state;
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
      touch(state, 'cardNumber', 'cvv');
      return;
  }
}

/** A press of pay and the payment it starts, up to the gateway's answer and its step. */
function submissionTransitions(state: CardState) {
  return {
    /** Pay was pressed: every field shows its error from now on. */
    validated() {
      touch(state, ...state.fields);
    },
    /** The submission `id` went to the gateway. */
    submitted(id: string) {
      batch(() => {
        state.message.value = null;
        state.submission.value = { status: 'submitting', id };
      });
    },
    /** The gateway's answer, as the outcome contract settled it (page-kit/outcome.ts). */
    settled(result: Settled) {
      batch(() => settle(state, result));
    },
    /** The 3-D Secure or provider step ended: the browser goes to the result. */
    stepDone() {
      state.submission.value = { status: 'redirecting' };
    },
  };
}

export function createCardModel(brands: readonly string[], options: WidgetOptions, now: () => Date) {
  const state = createCardState(brands, options);
  // The state is read-only outside: what changes it are the named transitions, each one batch, so
  // a view never sees half of one.
  return {
    ...(state as ReadOnly<CardState>),
    ...derivedState(state, options, now),
    ...loadTransitions(state),
    ...fieldTransitions(state),
    ...brandTransitions(state),
    ...submissionTransitions(state),
  };
}

export type CardModel = ReturnType<typeof createCardModel>;
