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

// mada, Saudi Arabia's scheme: its published BIN list (as HyperPay's merchants and shop plugins
// carry it, HyperPay's test card 4464 0400 0000 0007 among them), on Visa and Mastercard numbers
// and ranges of its own (588845…, 968201…).
creditCardType.addCard({
  niceType: 'mada',
  type: 'mada',
  patterns: [
    400861, 401757, 407197, 407395, 409201, 410685, 412565, 417633, 419593, 422817, 422818, 422819, 428331, 428671, 428672, 428673, 431361, 432328, 434107,
    439954, 440533, 440647, 440795, 445564, 446393, 446404, 446672, 455036, 455708, 457865, 458456, 462220, 468540, 468541, 468542, 468543, 483010, 483011,
    483012, 484783, 486094, 486095, 486096, 489317, 489318, 489319, 493428, 504300, 506968, 508160, 513213, 520058, 521076, 524130, 524514, 529415, 529741,
    530060, 530906, 531095, 531196, 532013, 535825, 535989, 536023, 537767, 539931, 543085, 543357, 549760, 554180, 557606, 558848, 585265, 588845, 588846,
    588847, 588848, 588849, 588850, 588851, 588982, 588983, 589005, 589206, 604906, 605141, 636120, 968201, 968202, 968203, 968204, 968205, 968206, 968207,
    968208, 968209, 968210, 968211,
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
