// The card brands the widget and the gateway know, with what the number frame needs to recognise
// them while the shopper types: issuer number ranges, lengths and digit grouping. Four schemes do
// not justify shipping credit-card-type's table of fifteen in every frame (a third of its weight);
// the gateway still checks every submitted number with card-validator.

/** A range of issuer number prefixes, e.g. [51, 55] or [2221, 2720]; both ends included, same length. */
export type PrefixRange = readonly [number, number];

export interface CardBrand {
  readonly code: string;
  readonly label: string;
  /** issuer number prefixes; empty for a domestic scheme recognised by BIN only (detect.ts) */
  readonly prefixes: readonly PrefixRange[];
  readonly lengths: readonly number[];
  /** where the number frame puts a space */
  readonly gaps: readonly number[];
  /** security code length */
  readonly cvvLength: number;
}

export const CARD_BRANDS = [
  { code: 'VISA', label: 'Visa', prefixes: [[4, 4]], lengths: [16, 18, 19], gaps: [4, 8, 12], cvvLength: 3 },
  {
    code: 'MASTER',
    label: 'Mastercard',
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  {
    code: 'AMEX',
    label: 'American Express',
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    lengths: [15],
    gaps: [4, 10],
    cvvLength: 4,
  },
  // The French domestic scheme, co-badged on Visa and Mastercard cards: detected by BIN (detect.ts).
  { code: 'CARTEBANCAIRE', label: 'Cartes Bancaires', prefixes: [], lengths: [16], gaps: [4, 8, 12], cvvLength: 3 },
] as const satisfies readonly CardBrand[];

export type CardBrandCode = (typeof CARD_BRANDS)[number]['code'];

export const CARD_BRAND_CODES = CARD_BRANDS.map((b) => b.code) as [CardBrandCode, ...CardBrandCode[]];

export function cardBrand(code: string): CardBrand | undefined {
  return CARD_BRANDS.find((b) => b.code === code);
}

export function isCardBrand(code: string): code is CardBrandCode {
  return CARD_BRANDS.some((b) => b.code === code);
}

/** Brands paid on a provider's page (virtual accounts): a logo button, then a redirect or an in-page step. */
export const REDIRECT_BRANDS: readonly string[] = [
  'PAYPAL',
  'SOFORTUEBERWEISUNG',
  'GIROPAY',
  'IDEAL',
  'EPS',
  'KLARNA_PAYMENTS_PAYLATER',
  'KLARNA_PAYMENTS_SLICEIT',
];
/** Redirect brands that are bank transfers (the original's "online transfer" forms and callback). */
export const ONLINE_TRANSFER_BRANDS: readonly string[] = ['SOFORTUEBERWEISUNG', 'GIROPAY', 'IDEAL', 'EPS'];
/** Brands with an inline bank-account form. */
export const BANK_BRANDS: readonly string[] = ['DIRECTDEBIT_SEPA'];
/** Wallets: shown only where the browser can pay with them. */
export const WALLET_BRANDS: readonly string[] = ['APPLEPAY', 'GOOGLEPAY'];

export const isRedirectBrand = (code: string): boolean => REDIRECT_BRANDS.includes(code);
export const isBankBrand = (code: string): boolean => BANK_BRANDS.includes(code);
export const isWalletBrand = (code: string): boolean => WALLET_BRANDS.includes(code);
