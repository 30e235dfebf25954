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

// mada, Saudi Arabia's scheme: issuer ranges (BINs) of its own and on Visa and Mastercard numbers,
// a published list of which these are a part; the development gateway's test cards use them.
creditCardType.addCard({
  niceType: 'mada',
  type: 'mada',
  patterns: [
    440647, 440795, 446404, 457865, 968208, 588845, 588846, 588847, 588848, 588849, 588850, 588851, 604906, 636120, 543357, 535825, 535989, 536023, 521076,
    529415, 524130, 549760,
  ],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
});

/** credit-card-type's description of one of our brands: its patterns, lengths, gaps, code size. */
export function typeInfo(brand: Pick<CardBrand, 'cardType'>) {
  return creditCardType.getTypeInfo(brand.cardType);
}

/**
 * How the digits match the brand, as credit-card-type matches (its first pattern that fits, a start
 * of a range counting): undefined when none does, else the pattern's length once the digits cover
 * it (its match strength), 0 before.
 */
function strength(digits: string, brand: CardBrand): number | undefined {
  for (const pattern of typeInfo(brand).patterns) {
    if (!matches(digits, pattern)) continue;
    const length = String(Array.isArray(pattern) ? pattern[0] : pattern).length;
    return digits.length >= length ? length : 0;
  }
  return undefined;
}

/**
 * The international schemes the digits may belong to, narrowed as credit-card-type narrows them:
 * once every candidate's pattern is covered, the most specific one (6011 is Discover, not the
 * Maestro range 6).
 */
function schemes(digits: string): CardBrand[] {
  const found: Array<{ brand: CardBrand; strength: number }> = [];
  for (const brand of CARD_BRANDS as readonly CardBrand[]) {
    const s = brand.domestic ? undefined : strength(digits, brand);
    if (s !== undefined) found.push({ brand, strength: s });
  }
  if (found.length < 2 || found.some((f) => f.strength === 0)) return found.map((f) => f.brand);
  const best = Math.max(...found.map((f) => f.strength));
  return [found.find((f) => f.strength === best)?.brand].filter((b): b is CardBrand => b !== undefined);
}

/** A domestic scheme once one of its BINs is complete, so a co-badge choice does not flicker. */
const domesticFits = (digits: string, brand: CardBrand): boolean => (strength(digits, brand) ?? 0) > 0;

/** The scheme of a number: the one international brand of ours the digits may belong to. */
export function detectedBrand(digits: string): CardBrandCode | undefined {
  if (digits.length === 0) return undefined;
  const [only, ...more] = schemes(digits);
  return only && more.length === 0 ? (only.code as CardBrandCode) : undefined;
}

/** Every brand the digits may belong to: the scheme(s), then a co-badged domestic one. */
export function candidateBrands(digits: string): CardBrandCode[] {
  if (digits.length === 0) return [];
  return [...schemes(digits), ...CARD_BRANDS.filter((b) => b.domestic && domesticFits(digits, b))].map((b) => b.code as CardBrandCode);
}

/** The check digit is right (card-validator's Luhn). */
export const passesLuhn = (digits: string): boolean => luhn10(digits);

/**
 * A complete number of its scheme's length whose check digit is right (where the scheme uses one).
 * A number of a domestic scheme alone (mada's own ranges) is judged by that scheme.
 */
export function isValidNumber(digits: string): boolean {
  const detected = detectedBrand(digits);
  const brand = CARD_BRANDS.find((b) => b.code === detected) ?? (detected ? undefined : CARD_BRANDS.find((b) => b.domestic && domesticFits(digits, b)));
  return brand !== undefined && typeInfo(brand).lengths.includes(digits.length) && (!brand.luhn || passesLuhn(digits));
}
