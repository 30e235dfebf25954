// Card fields the widget and the frames both check (the frames when enableSAQACompliance puts
// expiry and holder inside them): expiry formatting and rules, the holder's name.
import type { FieldError } from './errors.ts';

/** "0" -> "0", "12" -> "12 / ", "1228" -> "12 / 28"; a leading 2-9 means a single-digit month. */
export function formatExpiry(raw: string, deleting: boolean): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits} / `;
  return digits;
}

export interface ExpiryCheck {
  error: FieldError | null;
  month?: string;
  year?: string;
}

/** Valid from the current month up to 20 years ahead (the past is allowed when `allowPast`). */
export function checkExpiry(value: string, now: Date, allowPast = false): ExpiryCheck {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return { error: 'expiryEmptyError' };
  const match = /^(\d{2})(\d{2})$/.exec(digits);
  if (!match) return { error: 'expiryMonthError' };
  const month = match[1] ?? '';
  const year = `20${match[2] ?? ''}`;
  const m = Number(month);
  if (m < 1 || m > 12) return { error: 'expiryMonthError' };
  const monthsAhead = (Number(year) - now.getFullYear()) * 12 + (m - (now.getMonth() + 1));
  if (monthsAhead < 0 && !allowPast) return { error: 'expiryYearError' };
  if (monthsAhead > 20 * 12) return { error: 'expiryMonthError' };
  return { error: null, month, year };
}

/** a name as the catalogue's holder and name parameters take it: letters, spaces, . ' - */
export const NAME = /^[\p{L}][\p{L} .'-]*$/u;

/** 3-128 letters as the catalogue's card.holder says; empty is fine unless required. */
export function checkHolder(value: string, required = false): FieldError | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return required ? 'cardHolderError' : null;
  return trimmed.length >= 3 && trimmed.length <= 128 && NAME.test(trimmed) ? null : 'cardHolderError';
}
