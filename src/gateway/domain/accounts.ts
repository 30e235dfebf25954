// What a payment is made with, as the gateway keeps it: masked card and bank data, never the whole
// number (a registration keeps that apart, registrations.ts).
import { detectedBrand } from '../../shared/detect.ts';
import type { Params } from '../catalogue/types.ts';
import type { Account } from './types.ts';

export const last4 = (s: string) => s.slice(-4);

export const detectCardBrand = detectedBrand;

export function cardAccount(params: Params, number: string): Account {
  return {
    kind: 'card',
    bin: number.slice(0, 6),
    last4: last4(number),
    ...(params['card.holder'] ? { holder: params['card.holder'] } : {}),
    expiryMonth: params['card.expiryMonth'] ?? '',
    expiryYear: params['card.expiryYear'] ?? '',
  };
}

export function bankAccount(params: Params): Account {
  const iban = params['bankAccount.iban'];
  const number = params['bankAccount.number'];
  return {
    kind: 'bank',
    holder: params['bankAccount.holder'] ?? '',
    ...(iban ? { ibanLast4: last4(iban), country: iban.slice(0, 2) } : {}),
    ...(number ? { numberLast4: last4(number) } : {}),
    ...(params['bankAccount.bic'] ? { bic: params['bankAccount.bic'] } : {}),
    ...(params['bankAccount.bankCode'] ? { bankCode: params['bankAccount.bankCode'] } : {}),
    ...(params['bankAccount.country'] ? { country: params['bankAccount.country'] } : {}),
  };
}

/** A provider's account or none: what a payment without card or bank data is made with. */
export const virtualAccount = (params: Params): Account => ({
  kind: 'virtual',
  ...(params['virtualAccount.accountId'] ? { accountId: params['virtualAccount.accountId'] } : {}),
});
