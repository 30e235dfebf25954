// The fields that live on the merchant page (expiry, holder or given name and surname, billing
// address): formatting, validation rules and the catalogue parameters they become.
import { checkExpiry, checkHolder, type ExpiryCheck, NAME } from '../../shared/card-fields.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { SUBMITTED_FIELDS } from '../../shared/protocol.ts';
import type { WidgetOptions } from '../options/schema.ts';
import type { BillingAddress } from '../options/types.ts';

export const BILLING_FIELDS = ['billingCountry', 'billingState', 'billingCity', 'billingPostCode', 'billingStreet1', 'billingStreet2'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
export type PageField = 'expiry' | 'cardHolder' | 'givenName' | 'surname' | 'taxNumber' | BillingField;

/** billingAddress keys (the option) for each billing field. */
export const BILLING_KEYS: Record<BillingField, keyof BillingAddress> = {
  billingCountry: 'country',
  billingState: 'state',
  billingCity: 'city',
  billingPostCode: 'postcode',
  billingStreet1: 'street1',
  billingStreet2: 'street2',
};

/** Given name and surname (forceCardHolderEqualsBillingName): required, up to 50 letters. */
export function checkName(field: 'givenName' | 'surname', value: string): FieldError | null {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 50 && NAME.test(trimmed) ? null : field === 'givenName' ? 'givenNameError' : 'surnameError';
}

/** A Brazilian CPF (showTaxNumberField): 11 digits whose last two are its check digits. */
export function checkTaxNumber(value: string): FieldError | null {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return 'taxNumberError';
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? null : 'taxNumberError';
}

const BILLING_RULES: Record<BillingField, { pattern: RegExp; error: FieldError }> = {
  billingCountry: { pattern: /^[A-Z]{2}$/, error: 'billingCountryError' },
  billingState: { pattern: /^[a-zA-Z0-9.]{1,50}$/, error: 'billingStateError' },
  billingCity: { pattern: /^.{1,80}$/u, error: 'billingCityError' },
  billingPostCode: { pattern: /^[a-zA-Z0-9]{1,16}$/, error: 'billingPostCodeError' },
  billingStreet1: { pattern: /^.{1,100}$/u, error: 'billingStreetError' },
  billingStreet2: { pattern: /^.{1,100}$/u, error: 'billingStreet2Error' },
};

/** A billing field: checked against the catalogue's format when filled, required when mandatory. */
export function checkBilling(field: BillingField, value: string, mandatory: boolean): FieldError | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return mandatory ? BILLING_RULES[field].error : null;
  return BILLING_RULES[field].pattern.test(trimmed) ? null : BILLING_RULES[field].error;
}

/** A page field's error under the merchant's options, or null when it is valid. */
export function checkPageField(field: PageField, value: string, options: WidgetOptions, now: () => Date): FieldError | null {
  switch (field) {
    case 'expiry':
      return checkExpiry(value, now(), options.disableCardExpiryDateValidation).error;
    case 'cardHolder':
      // A tax number goes with the holder's names, so the holder is required then.
      return checkHolder(value, !options.allowEmptyCardHolderName || options.showTaxNumberField === true);
    case 'taxNumber':
      return checkTaxNumber(value);
    case 'givenName':
    case 'surname':
      return checkName(field, value);
    default:
      return checkBilling(field, value, options.mandatoryBillingFields?.[BILLING_KEYS[field]] === true);
  }
}

type Submitted = Partial<Record<(typeof SUBMITTED_FIELDS)[number], string>>;

/** The catalogue parameters the page fields become. */
export function submittedFields(values: Partial<Record<PageField, string>>, expiry: ExpiryCheck): Submitted {
  const out: Submitted = { 'card.expiryMonth': expiry.month ?? '', 'card.expiryYear': expiry.year ?? '' };
  const holder = values.givenName?.trim() && values.surname?.trim() ? `${values.givenName.trim()} ${values.surname.trim()}` : values.cardHolder?.trim();
  if (holder) out['card.holder'] = holder;
  const taxNumber = values.taxNumber?.replace(/[.\-\s]/g, '');
  // The catalogue wants the customer's names beside an identification: given, or from the holder.
  const [given = '', ...rest] = (holder ?? '').split(/\s+/);
  const names =
    values.givenName?.trim() && values.surname?.trim()
      ? [values.givenName.trim(), values.surname.trim()]
      : taxNumber && rest.length > 0
        ? [given, rest.join(' ')]
        : null;
  if (names) Object.assign(out, { 'customer.givenName': names[0], 'customer.surname': names[1] });
  if (taxNumber) Object.assign(out, { 'customer.identificationDocType': 'TAXSTATEMENT', 'customer.identificationDocId': taxNumber });
  const billing: Record<BillingField, keyof Submitted> = {
    billingCountry: 'billing.country',
    billingState: 'billing.state',
    billingCity: 'billing.city',
    billingPostCode: 'billing.postcode',
    billingStreet1: 'billing.street1',
    billingStreet2: 'billing.street2',
  };
  for (const [field, name] of Object.entries(billing) as Array<[BillingField, keyof Submitted]>) {
    const value = values[field]?.trim();
    if (value) out[name] = value;
  }
  return out;
}
