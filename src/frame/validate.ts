// Validation of the two card fields inside the frames. Errors are codes (shared/errors.ts); the
// widget translates them on the page.
import { CARD_BRANDS, cardBrand } from '../shared/brands.ts';
import { candidateBrands, detectedBrand, isValidNumber, passesLuhn, typeInfo } from '../shared/detect.ts';
import type { FieldError } from '../shared/errors.ts';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export interface NumberCheck {
  digits: string;
  brand: string | null;
  /** every known brand the digits so far may belong to */
  candidates: string[];
  /** the detected scheme's gaps, for grouping */
  gaps: number[];
  maxLength: number;
  error: FieldError | null;
}

export function checkNumber(value: string, accepted: readonly string[]): NumberCheck {
  const digits = digitsOf(value);
  const brand = detectedBrand(digits) ?? null;
  const scheme = CARD_BRANDS.find((b) => b.code === brand);
  const info = scheme ? typeInfo(scheme) : undefined;
  const candidates = candidateBrands(digits);
  const gaps = [...(info?.gaps ?? [4, 8, 12])];
  const maxLength = Math.max(...(info?.lengths ?? [19]));
  let error: FieldError | null = null;
  if (digits.length === 0) error = 'cardNumberEmptyError';
  // A well-formed number of a scheme we do not take (Discover, JCB…) is told apart from a typo.
  else if (!isValidNumber(digits))
    error = candidates.length === 0 && digits.length >= 12 && passesLuhn(digits) ? 'cardBrandNotAcceptedError' : 'cardNumberError';
  // A co-badged card is accepted when any of its brands is.
  else if (accepted.length > 0 && !candidates.some((b) => accepted.includes(b))) error = 'cardBrandNotAcceptedError';
  return { digits, brand, candidates, gaps, maxLength, error };
}

/** Groups digits at the scheme's gaps: 4242 4242 4242 4242, 3777 777777 77770. */
export function formatNumber(digits: string, gaps: readonly number[]): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

export function cvvLength(brand: string | null): readonly number[] {
  const known = brand ? cardBrand(brand)?.cvvLength : undefined;
  return known ? [known] : [3, 4];
}

export function checkCvv(value: string, brand: string | null, required: boolean): FieldError | null {
  const digits = digitsOf(value);
  if (digits.length === 0) return required ? 'cvvEmptyError' : null;
  return cvvLength(brand).includes(digits.length) && digits === value ? null : 'cvvError';
}
