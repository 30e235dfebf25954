// Catalogue 2.15 (cart items) and 2.16 (cart payments).
import { z } from 'zod';
import { amount, an, bool, country2, countryNumeric, currency, date, digits, email, oneOf, url } from '../formats.ts';
import type { Field, Structure } from '../types.ts';

const QUANTITY = 'must be up to 12 digits, optionally a dot and up to 3 decimals, e.g. 2 or 1.125';
const quantity: Field = z.string().regex(/^\d{1,12}(\.\d{1,3})?$/, QUANTITY);

const TAX = 'must be a percentage 0-100 with up to 2 decimals, e.g. 19 or 7.25';
const taxPercent: Field = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, TAX)
  .refine((v) => Number(v) <= 100, TAX);

// "1-999" reads as a number, so leading zeros (e.g. 007) are refused.
const itemNumber: Field = z.string().regex(/^[1-9]\d{0,2}$/, 'must be a whole number 1-999 without leading zeros');

// The catalogue allows either country notation here.
const countryA2orN3: Field = z
  .string()
  .refine(
    (v) => country2.safeParse(v).success || countryNumeric.safeParse(v).success,
    'must be an ISO 3166-1 alpha-2 (e.g. DE) or numeric (e.g. 276) country code',
  );

/** N10.2 in the catalogue: 2 decimals are part of the format. */
const money: Field = amount(10, true);

const item = (field: string) => `cart.items[n].${field}`;
const payment = (field: string) => `cart.payments[n].${field}`;

export const CART: Structure = {
  [item('name')]: an(1, 255),
  [item('merchantItemId')]: an(1, 255),
  [item('quantity')]: quantity,
  [item('type')]: oneOf(['PHYSICAL', 'DIGITAL', 'MIXED', 'ANONYMOUS_DONATION', 'AUTHORITIES_PAYMENT']),
  [item('sku')]: an(1, 255),
  [item('currency')]: currency,
  [item('description')]: an(1, 2048),
  [item('commodityCode')]: digits(8, 8),
  [item('commodityDescription')]: an(1, 50),
  // No format is given for originalPrice; it is a price like the others, decimals optional.
  [item('originalPrice')]: amount(),
  [item('price')]: money,
  [item('totalAmount')]: money,
  [item('taxAmount')]: money,
  [item('totalTaxAmount')]: money,
  [item('tax')]: taxPercent,
  [item('taxCategory')]: oneOf(['AA', 'S', 'E', 'Z']),
  [item('shipping')]: money,
  [item('discount')]: money,
  [item('giftMessage')]: an(1, 255),
  [item('shippingMethod')]: an(1, 255),
  [item('shippingInstructions')]: an(1, 255),
  [item('shippingTrackingNumber')]: an(1, 255),
  [item('quantityUnit')]: oneOf(['M', 'CM', 'KG', 'G', 'COUNT']),
  [item('productUrl')]: url(1, 2048),
  [item('imageUrl')]: url(1, 2048),
  [item('totalDiscountAmount')]: money,
  [item('productCode')]: an(1, 30),
  [item('partNumber')]: an(1, 30),
  [item('vatReferenceNumber')]: an(1, 30),
  [item('itemNumber')]: itemNumber,
  [item('sellerId')]: an(1, 255),
  [item('deliveryDate')]: date,
  [item('recipient.salutation')]: an(1, 5),
  [item('recipient.firstName')]: an(1, 48),
  [item('recipient.lastName')]: an(1, 48),
  [item('recipient.middleName')]: an(1, 50),
  [item('recipient.apartment')]: an(1, 100),
  [item('recipient.street')]: an(1, 100),
  [item('recipient.address')]: an(1, 100),
  [item('recipient.city')]: an(1, 80),
  [item('recipient.state')]: an(1, 50),
  [item('recipient.postcode')]: an(1, 16),
  [item('recipient.country')]: countryA2orN3,
  [item('recipient.phone')]: digits(1, 25),
  [item('recipient.email')]: email(1, 128),

  [payment('name')]: an(1, 255),
  [payment('type')]: oneOf(['GIFTCARD', 'PROMOTION']),
  [payment('amount')]: money,
  [payment('currency')]: currency,
  [payment('status')]: oneOf(['pending', 'authorized', 'captured']),
  [payment('brand')]: an(1, 255),
  [payment('primary')]: bool,
};
