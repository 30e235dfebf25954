// Which brands a card number (or its first digits) may belong to, for the number frame and the
// gateway alike: the schemes' issuer ranges (brands.ts), then a co-badged domestic scheme by BIN.
// (Not imported by the widget, which never sees a number.)
import luhn10 from 'card-validator/dist/luhn-10.js';
import { CARD_BRANDS, type CardBrand, type CardBrandCode, type PrefixRange } from './brands.ts';

/** BIN prefixes of Cartes Bancaires co-badged cards the development gateway knows (test ranges). */
const CARTES_BANCAIRES_BINS = ['4970', '5134'];

/**
 * Whether digits may start a number in the range: a complete prefix inside it, or a shorter start
 * that some prefix of the range begins with ('2' and '27' may still become 2221-2720, '28' not).
 */
export function mayStartWith(digits: string, [low, high]: PrefixRange): boolean {
  const width = String(low).length;
  if (digits.length >= width) {
    const prefix = Number(digits.slice(0, width));
    return prefix >= low && prefix <= high;
  }
  const scale = 10 ** (width - digits.length);
  const from = Number(digits) * scale;
  return from <= high && from + scale - 1 >= low;
}

const matches = (digits: string, brand: CardBrand) => brand.prefixes.some((range) => mayStartWith(digits, range));

/** The scheme of a number: the one brand whose ranges it falls in. */
export function detectedBrand(digits: string): CardBrandCode | undefined {
  if (digits.length === 0) return undefined;
  const found = CARD_BRANDS.filter((b) => matches(digits, b));
  const [only, ...more] = found;
  return only && more.length === 0 ? only.code : undefined;
}

/** Every brand the digits may belong to: the scheme(s) that match, then a co-badged domestic one. */
export function candidateBrands(digits: string): CardBrandCode[] {
  if (digits.length === 0) return [];
  const schemes: CardBrandCode[] = CARD_BRANDS.filter((b) => matches(digits, b)).map((b) => b.code);
  const cobadged = CARTES_BANCAIRES_BINS.some((bin) => digits.startsWith(bin));
  return cobadged ? [...schemes, 'CARTEBANCAIRE'] : schemes;
}

/** The check digit is right (card-validator's Luhn). */
export const passesLuhn = (digits: string): boolean => luhn10(digits);

/** A complete number of its scheme's length whose check digit is right. */
export function isValidNumber(digits: string): boolean {
  const brand = CARD_BRANDS.find((b) => b.code === detectedBrand(digits));
  return brand !== undefined && (brand.lengths as readonly number[]).includes(digits.length) && passesLuhn(digits);
}
