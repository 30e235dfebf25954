// Which brands a card number (or its first digits) may belong to, for the number frame and the
// gateway alike, from credit-card-type's table (card-validator's brand detection), with the
// domestic schemes it does not know added to it through its own addCard. (Not imported by the
// widget, which never sees a number.)
import luhn10 from 'card-validator/dist/luhn-10.js';
import creditCardType from 'credit-card-type';
import { matches } from 'credit-card-type/dist/lib/matches.js';
import { CARD_BRANDS, type CardBrand, type CardBrandCode } from './brands.ts';

// Cartes Bancaires rides on Visa and Mastercard numbers; the development gateway knows it by these
// test BIN ranges.
creditCardType.addCard({
  niceType: 'Cartes Bancaires',
  type: 'cartes-bancaires',
  patterns: [4970, 5134],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});

/** credit-card-type's description of one of our brands: its patterns, lengths, gaps, code size. */
export function typeInfo(brand: Pick<CardBrand, 'cardType'>) {
  return creditCardType.getTypeInfo(brand.cardType);
}

/**
 * The digits may belong to the brand: credit-card-type's own match (a start of a range counts). A
 * domestic scheme only once one of its BINs is complete, so a co-badge choice does not flicker.
 */
function fits(digits: string, brand: CardBrand): boolean {
  return typeInfo(brand).patterns.some((pattern) => matches(digits, pattern) && (!brand.domestic || digits.length >= String(pattern).length));
}

/** The scheme of a number: the one international brand of ours the digits may belong to. */
export function detectedBrand(digits: string): CardBrandCode | undefined {
  if (digits.length === 0) return undefined;
  const [only, ...more] = CARD_BRANDS.filter((b) => !b.domestic && fits(digits, b));
  return only && more.length === 0 ? only.code : undefined;
}

/** Every brand the digits may belong to: the scheme(s), then a co-badged domestic one. */
export function candidateBrands(digits: string): CardBrandCode[] {
  if (digits.length === 0) return [];
  return [...CARD_BRANDS.filter((b) => !b.domestic), ...CARD_BRANDS.filter((b) => b.domestic)].filter((b) => fits(digits, b)).map((b) => b.code);
}

/** The check digit is right (card-validator's Luhn). */
export const passesLuhn = (digits: string): boolean => luhn10(digits);

/** A complete number of its scheme's length whose check digit is right. */
export function isValidNumber(digits: string): boolean {
  const brand = CARD_BRANDS.find((b) => b.code === detectedBrand(digits));
  return brand !== undefined && typeInfo(brand).lengths.includes(digits.length) && passesLuhn(digits);
}
