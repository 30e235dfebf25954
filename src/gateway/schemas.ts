// One zod schema per request kind the gateway accepts. Parameter names are the catalogue's
// dotted names (request-parameters.md), so an error names exactly what the merchant sent.
import { z } from 'zod';
import { CARD_BRAND_CODES } from '../shared/brands.ts';
import { ISO_4217 } from './currencies.ts';

const amount = z.string().regex(/^\d{1,10}(\.\d{2})?$/, 'must be N10.N2: up to 10 digits, a dot and 2 decimals, e.g. 10.00');
const currency = z.string().refine((c) => ISO_4217.has(c), 'must be an ISO 4217 currency code in upper case, e.g. EUR');
const entityId = z.string().regex(/^[0-9a-f]{32}$/, 'must be 32 lowercase hexadecimal characters');
const url = z
  .string()
  .min(6, 'must be 6-2048 characters')
  .max(2048, 'must be 6-2048 characters')
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an absolute http(s) URL');

export const PAYMENT_TYPES = ['DB', 'PA', 'CD', 'RG'] as const;

export const checkoutRequest = z.object({
  entityId,
  amount,
  currency,
  paymentType: z.enum(PAYMENT_TYPES, `must be one of ${PAYMENT_TYPES.join(', ')}`),
  merchantTransactionId: z.string().min(8, 'must be 8-255 characters').max(255, 'must be 8-255 characters').optional(),
  shopperResultUrl: url.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const statusQuery = z.object({ entityId });

/** Luhn check, so a mistyped number is refused as a parameter, not declined as a payment. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const browserField = (max: number) => z.string().min(1).max(max).optional();

/** What the number frame submits to POST /v1/checkouts/{id}/payment. */
export const cardSubmission = z.object({
  paymentBrand: z.enum(CARD_BRAND_CODES, `must be one of ${CARD_BRAND_CODES.join(', ')}`),
  'card.number': z
    .string()
    .regex(/^\d{8,32}$/, 'must be 8-32 digits')
    .refine(luhn, 'fails the Luhn check'),
  'card.holder': z
    .string()
    .min(3, 'must be 3-128 letters')
    .max(128, 'must be 3-128 letters')
    .regex(/^[\p{L}][\p{L} .'-]*$/u, 'must contain letters (spaces, dots, apostrophes and hyphens between them)')
    .optional(),
  'card.expiryMonth': z.string().regex(/^(0[1-9]|1[0-2])$/, 'must be 01-12'),
  'card.expiryYear': z.string().regex(/^(19|20)\d{2}$/, 'must be four digits, 19xx or 20xx'),
  'card.cvv': z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits').optional(),
  'customer.browser.acceptHeader': browserField(2048),
  'customer.browser.language': browserField(8),
  'customer.browser.screenHeight': z.string().regex(/^\d{1,6}$/).optional(),
  'customer.browser.screenWidth': z.string().regex(/^\d{1,6}$/).optional(),
  'customer.browser.timezone': z.string().regex(/^-?\d{1,4}$/).optional(),
  'customer.browser.userAgent': browserField(2048),
  'customer.browser.javaEnabled': z.enum(['true', 'false']).optional(),
  'customer.browser.screenColorDepth': z.string().regex(/^\d{1,2}$/).optional(),
});
export type CardSubmission = z.infer<typeof cardSubmission>;

export interface ParameterError {
  name: string;
  value: string;
  message: string;
}

/** Turns zod issues into the catalogue's parameter errors, one per bad parameter. */
export function parameterErrors(error: z.ZodError, input: Record<string, string>): ParameterError[] {
  const seen = new Set<string>();
  const out: ParameterError[] = [];
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (seen.has(name)) continue;
    seen.add(name);
    const value = input[name];
    out.push({ name, value: value === undefined ? '' : redact(name, value), message: value === undefined ? 'is required' : issue.message });
  }
  return out;
}

/** Card data never goes back out in an error, nor into a log. */
export function redact(name: string, value: string): string {
  if (name === 'card.number') return value.length > 10 ? `${value.slice(0, 6)}…${value.slice(-4)}` : '…';
  if (name === 'card.cvv') return '***';
  return value;
}
