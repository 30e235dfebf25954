// The card brands the widget and the gateway know. Recognising them in a number (issuer ranges,
// lengths, digit grouping) is credit-card-type's job, in the frame and at the gateway (detect.ts);
// the widget, which never sees a number, needs only their names and security-code length, and does
// not ship that table.

export interface CardBrand {
  readonly code: string;
  readonly label: string;
  /** its name in credit-card-type's table (detect.ts adds the ones it does not know) */
  readonly cardType: string;
  /** a domestic scheme co-badged on an international one's numbers, known by its BIN ranges */
  readonly domestic: boolean;
  /** security code length (credit-card-type's code.size; a test keeps them equal) */
  readonly cvvLength: number;
  /** the scheme's numbers carry a Luhn check digit (UnionPay's need not) */
  readonly luhn: boolean;
  /**
   * A co-badged card is this scheme's by default where the page accepts it: Saudi Arabia's rules
   * have a mada card go as mada where mada is accepted (brandDetectionPriority still comes first).
   */
  readonly firstWhenCoBadged?: boolean;
}

export const CARD_BRANDS = [
  { code: 'VISA', label: 'Visa', cardType: 'visa', domestic: false, cvvLength: 3, luhn: true },
  { code: 'MASTER', label: 'Mastercard', cardType: 'mastercard', domestic: false, cvvLength: 3, luhn: true },
  { code: 'AMEX', label: 'American Express', cardType: 'american-express', domestic: false, cvvLength: 4, luhn: true },
  { code: 'DINERS', label: 'Diners Club', cardType: 'diners-club', domestic: false, cvvLength: 3, luhn: true },
  { code: 'DISCOVER', label: 'Discover', cardType: 'discover', domestic: false, cvvLength: 3, luhn: true },
  { code: 'JCB', label: 'JCB', cardType: 'jcb', domestic: false, cvvLength: 3, luhn: true },
  { code: 'MAESTRO', label: 'Maestro', cardType: 'maestro', domestic: false, cvvLength: 3, luhn: true },
  { code: 'UNIONPAY', label: 'UnionPay', cardType: 'unionpay', domestic: false, cvvLength: 3, luhn: false },
  // The French domestic scheme, co-badged on Visa and Mastercard cards.
  { code: 'CARTEBANCAIRE', label: 'Cartes Bancaires', cardType: 'cartes-bancaires', domestic: true, cvvLength: 3, luhn: true },
  // Saudi Arabia's domestic scheme, on Visa and Mastercard numbers and ranges of its own.
  { code: 'MADA', label: 'mada', cardType: 'mada', domestic: true, cvvLength: 3, luhn: true, firstWhenCoBadged: true },
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
  // buy now, pay later in the Gulf states, listed by HyperPay pages
  'TABBY',
  'TAMARA',
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
