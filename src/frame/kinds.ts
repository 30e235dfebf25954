// What each field frame does with its input: how it checks and formats the value, and what it
// hands the number frame at submission. Card number and code always live in frames; expiry and
// holder do too with enableSAQACompliance.
import { cardBrand } from '../shared/brands.ts';
import { checkExpiry, checkHolder, formatExpiry } from '../shared/card-fields.ts';
import type { FieldError } from '../shared/errors.ts';
import type { FrameField } from '../shared/protocol.ts';
import { checkCvv, checkNumber, digitsOf, formatNumber } from './validate.ts';

export interface KindContext {
  accepted: readonly string[];
  brand: string | null;
  cvvRequired: boolean;
  holderRequired: boolean;
  expiryPast: boolean;
  formatting: boolean;
}

export interface FieldState {
  valid: boolean;
  empty: boolean;
  error: FieldError | null;
  brand?: string | null;
  candidates?: string[];
}

export interface FieldKind {
  check(value: string, ctx: KindContext): FieldState;
  /** the value as it should read; null leaves it (and the caret) alone */
  format(value: string, ctx: KindContext, deleting: boolean): string | null;
}

const state = (error: FieldError | null, empty: boolean): FieldState => ({ valid: error === null, empty, error });

export const KINDS: Record<FrameField, FieldKind> = {
  cardNumber: {
    check(value, ctx) {
      const r = checkNumber(value, ctx.accepted);
      return { ...state(r.error, r.digits.length === 0), brand: r.brand, candidates: r.candidates };
    },
    format(value, ctx) {
      const r = checkNumber(value, ctx.accepted);
      const digits = r.digits.slice(0, r.maxLength);
      return ctx.formatting ? formatNumber(digits, r.gaps) : digits;
    },
  },
  cvv: {
    check: (value, ctx) => state(checkCvv(value, ctx.brand, ctx.cvvRequired), value.length === 0),
    format: (value, ctx) => digitsOf(value).slice(0, cardBrand(ctx.brand ?? '')?.cvvLength ?? 4),
  },
  expiry: {
    check: (value, ctx) => state(checkExpiry(value, new Date(), ctx.expiryPast).error, value.trim().length === 0),
    format: (value, _ctx, deleting) => formatExpiry(value, deleting),
  },
  cardHolder: {
    check: (value, ctx) => state(checkHolder(value, ctx.holderRequired), value.trim().length === 0),
    format: () => null,
  },
};
