// Building blocks for catalogue fields, in the catalogue's own notation (AN, N, A, N10.N2, …).
// Each validates one form value (always a string) and says in plain words what it expects.
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { ISO_4217 } from './currencies.ts';
import type { Field } from './types.ts';

const range = (min: number, max: number, what = 'characters') =>
  min === max ? `exactly ${min} ${what}` : min <= 1 ? `1-${max} ${what}` : `${min}-${max} ${what}`;

/** AN min-max: any characters. */
export const an = (min: number, max: number): Field =>
  z
    .string()
    .min(min, `must be ${range(min, max)}`)
    .max(max, `must be ${range(min, max)}`);

/** N min-max: digits only. */
export const digits = (min: number, max: number): Field => z.string().regex(new RegExp(`^\\d{${min},${max}}$`), `must be ${range(min, max, 'digits')}`);

/** A min-max: letters only (any script), spaces, dots, apostrophes and hyphens between them. */
export const letters = (min: number, max: number): Field =>
  an(min, max).pipe(z.string().regex(/^[\p{L}][\p{L} .'-]*$/u, 'must contain letters only (spaces, dots, apostrophes and hyphens between them)'));

/** Letters, digits and spaces up to max (sender and recipient names). */
export const lettersDigitsSpace = (min: number, max: number): Field =>
  an(min, max).pipe(z.string().regex(/^[\p{L}\p{N} ]+$/u, 'must contain letters, digits and spaces only'));

/** Only the characters of `pattern` (a character class body), min-max long. */
export const charset = (pattern: string, min: number, max: number, describe: string): Field =>
  z.string().regex(new RegExp(`^[${pattern}]{${min},${max}}$`), `must be ${range(min, max)} of ${describe}`);

/** N10.N2: up to `int` digits, and optionally (or, when `decimalsRequired`, always) a dot and 2 decimals. */
export const amount = (int = 10, decimalsRequired = false): Field =>
  z
    .string()
    .regex(
      new RegExp(`^\\d{1,${int}}${decimalsRequired ? '\\.\\d{2}' : '(\\.\\d{2})?'}$`),
      `must be N${int}.N2: up to ${int} digits${decimalsRequired ? ', a dot and exactly 2 decimals' : ', optionally a dot and 2 decimals'}, e.g. 10.00`,
    );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T): Field =>
  z.string().refine((v) => (values as readonly string[]).includes(v), `must be one of ${values.join(', ')}`);

export const bool: Field = oneOf(['true', 'false']);

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** yyyy-MM-dd with year 19xx or 20xx, a real calendar day. */
export const date: Field = z.string().refine((v) => {
  const m = /^((?:19|20)\d{2})-(\d{2})-(\d{2})$/.exec(v);
  return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
}, 'must be a date yyyy-MM-dd (year 19xx or 20xx)');

/** yyyy-MM-dd HH:mm:ss (24h), optionally followed by a zone offset when `zone` is allowed. */
export const dateTime = (zone = false): Field =>
  z.string().refine(
    (v) => {
      const m = new RegExp(`^((?:19|20)\\d{2})-(\\d{2})-(\\d{2}) ([01]\\d|2[0-3]):([0-5]\\d):([0-5]\\d)${zone ? '( ?[+-]\\d{2}:?\\d{2})?' : ''}$`).exec(v);
      return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
    `must be yyyy-MM-dd HH:mm:ss${zone ? ' with an optional zone offset' : ''}`,
  );

const alpha2 = new Set(Object.keys(countries.getAlpha2Codes()));
const alpha3 = new Set(Object.keys(countries.getAlpha3Codes()));
const numeric3 = new Set(Object.keys(countries.getNumericCodes()));

/** A2 uppercase, ISO 3166-1 alpha-2. */
export const country2: Field = z.string().refine((v) => alpha2.has(v), 'must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE');
/** ISO 3166-1 alpha-3. */
export const country3: Field = z.string().refine((v) => alpha3.has(v), 'must be an ISO 3166-1 alpha-3 country code in upper case, e.g. DEU');
/** ISO 3166-1 numeric (N3). */
export const countryNumeric: Field = z.string().refine((v) => numeric3.has(v), 'must be an ISO 3166-1 numeric country code, e.g. 276');

/** A3 uppercase, ISO 4217. */
export const currency: Field = z.string().refine((c) => ISO_4217.has(c), 'must be an ISO 4217 currency code in upper case, e.g. EUR');

/** An absolute http(s) URL, min-max characters. */
export const url = (min = 6, max = 2048): Field =>
  an(min, max).pipe(z.string().refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an absolute http(s) URL'));

/** Phone: starts with + or a digit, min-max characters. */
export const phone = (min: number, max: number): Field => an(min, max).pipe(z.string().regex(/^[+\d]/, 'must start with + or a digit'));

/** AN min-max that looks like an e-mail address. */
export const email = (min = 6, max = 128): Field => an(min, max).pipe(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'));
