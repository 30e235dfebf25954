// Which brands a card number (or its first digits) may belong to, for the number frame and the
// gateway alike. card-validator knows the international schemes; co-badged domestic schemes are
// known by their BIN ranges here. (Not imported by the widget, which never sees a number.)
import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import { brandForDetectedType, type CardBrandCode } from './brands.ts';

/** BIN prefixes of Cartes Bancaires co-badged cards the development gateway knows (test ranges). */
const CARTES_BANCAIRES_BINS = ['4970', '5134'];

/** The brand card-validator detects for a complete number. */
export function detectedBrand(digits: string): CardBrandCode | undefined {
  return brandForDetectedType(cardValidator.number(digits).card?.type);
}

/** Every brand the digits may belong to: the scheme(s) that match, then a co-badged domestic one. */
export function candidateBrands(digits: string): CardBrandCode[] {
  if (digits.length === 0) return [];
  const schemes = creditCardType(digits)
    .map((t) => brandForDetectedType(t.type))
    .filter((b): b is CardBrandCode => b !== undefined);
  const cobadged = CARTES_BANCAIRES_BINS.some((bin) => digits.startsWith(bin) || (digits.length < bin.length && bin.startsWith(digits)));
  return cobadged && digits.length >= 4 ? [...schemes, 'CARTEBANCAIRE'] : schemes;
}
