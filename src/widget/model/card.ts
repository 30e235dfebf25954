// State of one card form, as signals. Unions, not flag piles: a form is loading, ready or failed;
// a submission is idle, in flight or redirecting.
import { computed, signal } from '@preact/signals-core';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { FrameField } from '../../shared/protocol.ts';
import { checkExpiry, checkHolder } from './fields.ts';

export type CardField = FrameField | 'expiry' | 'cardHolder';

export type Load = { status: 'loading' } | { status: 'ready'; config: WidgetConfig } | { status: 'failed' };
/** `threeDSecure`: the ACS or provider step runs in the widget's target frame. */
export type Submission = { status: 'idle' } | { status: 'submitting'; id: string } | { status: 'threeDSecure' } | { status: 'redirecting' };

export interface FrameState {
  ready: boolean;
  focused: boolean;
  empty: boolean;
  error: FieldError | null;
}

const initialFrame: FrameState = { ready: false, focused: false, empty: true, error: null };

export function createCardModel(brands: readonly string[], now: () => Date) {
  const frames = { cardNumber: signal<FrameState>(initialFrame), cvv: signal<FrameState>(initialFrame) };
  const expiry = signal('');
  const holder = signal('');
  const touched = signal<ReadonlySet<CardField>>(new Set());
  /** errors of each field, whether or not the shopper has been shown them yet */
  const errors = computed<Record<CardField, FieldError | null>>(() => ({
    cardNumber: frames.cardNumber.value.error,
    cvv: frames.cvv.value.error,
    expiry: checkExpiry(expiry.value, now()).error,
    cardHolder: checkHolder(holder.value),
  }));
  return {
    brands,
    load: signal<Load>({ status: 'loading' }),
    /** selected or detected card brand */
    brand: signal<string | null>(brands[0] ?? null),
    frames,
    expiry,
    holder,
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
    framesReady: computed(() => frames.cardNumber.value.ready && frames.cvv.value.ready),
    submission: signal<Submission>({ status: 'idle' }),
    /** form-level message, already translated */
    message: signal<string | null>(null),
  };
}

export type CardModel = ReturnType<typeof createCardModel>;

export function touch(model: CardModel, ...fields: CardField[]): void {
  const next = new Set(model.touched.value);
  for (const f of fields) next.add(f);
  model.touched.value = next;
}
