// 2.1 Basic payment, plus the checkout/payment URLs and registration ids defined in the API documents.
import { z } from 'zod';
import { amount, an, bool, charset, currency, digits, oneOf, url } from '../formats.ts';
import type { Field, Rule, Structure } from '../types.ts';

/** The payment types the simulator knows; A2 codes plus the one code with a digit, 3D. */
export const PAYMENT_TYPES = [
  'CB',
  'CD',
  'CR',
  'DB',
  'CP',
  'IV',
  'PA',
  'RB',
  'RC',
  'RF',
  'RL',
  'RV',
  'AD',
  'IN',
  'FI',
  'CL',
  'CF',
  'DR',
  'RG',
  'RR',
  'TE',
  'CT',
  'DS',
  'RS',
  'SD',
  'AC',
  'MD',
  'EA',
  'RI',
  '3D',
  'SA',
  'EN',
  'ID',
  'IC',
  'DP',
  'CG',
  'TG',
  'SF',
  'IS',
  'VD',
  'DV',
  'AF',
  'GK',
  'RD',
  'TM',
  'FT',
  'KT',
  'AR',
  'AL',
  'PL',
  'FN',
  'FZ',
  'RE',
  'RX',
  'FO',
  'CS',
  'EX',
  'SE',
  'AU',
  'TK',
  'TF',
  'ER',
] as const;

// Shape first, so a malformed value gets a short message rather than the whole list.
const paymentType: Field = z
  .string()
  .regex(/^([A-Z]{2}|3D)$/, 'must be a payment type: two uppercase letters (or 3D), e.g. DB or PA')
  .refine((v) => (PAYMENT_TYPES as readonly string[]).includes(v), `must be one of the payment types ${PAYMENT_TYPES.join(', ')}`);

const alnum = (min: number, max: number): Field => charset('a-zA-Z0-9', min, max, 'a-z A-Z 0-9');

/** N2, 1-98: one or two digits with a value from 1 to 98. */
const numberOfCaptures: Field = digits(1, 2).pipe(z.string().refine((v) => Number(v) >= 1 && Number(v) <= 98, 'must be a number from 1 to 98'));

export const BASIC: Structure = {
  amount: amount(),
  taxAmount: amount(),
  discountAmount: amount(),
  currency,
  paymentBrand: charset('a-zA-Z0-9_', 1, 32, 'a-z A-Z 0-9 _'),
  paymentType,
  integrity: bool,
  'overridePaymentType[brand]': paymentType,
  descriptor: an(1, 127),
  merchantTransactionId: an(8, 255),
  merchantInvoiceId: an(8, 255),
  merchantMemo: an(8, 255),
  transactionCategory: alnum(1, 32),
  sequence: an(1, 255),
  numberOfCaptures,
  promotionCode: alnum(1, 15),
  locale: an(1, 10),
  transactionPurposeCode: an(1, 12),
  integrationType: an(1, 10),
  // The catalogue's number is a maximum length: AN2 and AN3 are up to 2 and up to 3 characters.
  transactionBai: an(1, 2),
  transactionTti: an(1, 3),
  transactionProcessingCode: oneOf(['PURCHASE', 'FUNDING', 'PAYMENT']),
  lifecycleId: an(1, 35),
  // Transaction UUIDs are 32 alphanumerics without hyphens, so the length is exact.
  referenceUuid: alnum(32, 32),
  testMode: oneOf(['INTERNAL', 'EXTERNAL']),
  entityId: charset('0-9a-f', 32, 32, 'lowercase hex digits 0-9 a-f'),
  'forex.amount': amount(),
  'forex.currency': currency,
  createRegistration: bool,
  overrideHolder: bool,
  'customParameters[name]': an(1, 2048),
  shopperResultUrl: url(6, 2048),
  notificationUrl: url(6, 2048),
  'registrations[n].id': alnum(32, 32),
};

// numberOfCaptures (1-98) is enforced by its field; 2.1 states no other cross-parameter rule.
export const BASIC_RULES: Rule[] = [];
