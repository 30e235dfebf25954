import { describe, expect, it } from 'vitest';
import type { Params } from '../types.ts';
import { BANK_ACCOUNT, BANK_ACCOUNT_RULES } from './bank-account.ts';
import { fieldError } from './test-kit.ts';

const rules = (params: Params) => BANK_ACCOUNT_RULES.flatMap((rule) => rule(params));

describe('BANK_ACCOUNT', () => {
  it.each([
    ['bankAccount.holder', 'Jane Doe'],
    ['bankAccount.number', '0532013000'],
    ['bankAccount.iban', 'DE89370400440532013000'],
    ['bankAccount.iban', 'GB82WEST12345698765432'],
    ['bankAccount.iban', 'de89370400440532013000'],
    ['bankAccount.bic', 'DEUTDEFF'],
    ['bankAccount.bic', 'DEUTDEFF500'],
    ['bankAccount.bankCode', '37040044'],
    ['bankAccount.country', 'DE'],
    ['bankAccount.mandate.id', 'Mandate-ABC'],
    ['bankAccount.mandate.dateOfSignature', '2024-02-29'],
    ['transactionDueDate', '2025-12-31'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(BANK_ACCOUNT, name, value)).toBeUndefined();
  });

  it.each([
    ['bankAccount.holder', 'Joe', 'must be 4-128 characters'],
    ['bankAccount.number', '12', 'must be 3-64 characters'],
    ['bankAccount.iban', 'DE89370400440532013001', 'must be a valid IBAN'],
    ['bankAccount.iban', 'DE89 3704 0044 0532 0130 00', '2 letters, 2 digits and 11-27 letters or digits'],
    ['bankAccount.iban', 'DE8937040044', '2 letters, 2 digits and 11-27 letters or digits'],
    ['bankAccount.iban', '1289370400440532013000', '2 letters, 2 digits'],
    ['bankAccount.bic', 'DEUTDEFF5', 'must be 8 or 11 characters'],
    ['bankAccount.bic', 'DEUTXXFF', 'must be a valid BIC'],
    ['bankAccount.bankCode', '1234567890123', 'must be 1-12 characters'],
    ['bankAccount.country', 'DEU', 'ISO 3166-1 alpha-2'],
    ['bankAccount.mandate.id', 'MANDATE-2024', 'letters a-z A-Z and hyphens'],
    ['bankAccount.mandate.id', 'M'.repeat(257), 'letters a-z A-Z and hyphens'],
    ['bankAccount.mandate.dateOfSignature', '2023-02-29', 'yyyy-MM-dd'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(BANK_ACCOUNT, name, value)).toContain(message);
  });
});

describe('BANK_ACCOUNT_RULES', () => {
  it('ignore requests without bank account parameters', () => {
    expect(rules({ amount: '10.00', transactionDueDate: '2025-01-01' })).toEqual([]);
  });

  it('accept holder, number and bank code', () => {
    expect(rules({ 'bankAccount.holder': 'Jane Doe', 'bankAccount.number': '0532013000', 'bankAccount.bankCode': '37040044' })).toEqual([]);
  });

  it('accept holder and IBAN without bank code or BIC: the IBAN identifies the bank', () => {
    expect(rules({ 'bankAccount.holder': 'Jane Doe', 'bankAccount.iban': 'DE89370400440532013000' })).toEqual([]);
  });

  it('require the IBAN when the account number is absent', () => {
    expect(rules({ 'bankAccount.holder': 'Jane Doe', 'bankAccount.bic': 'DEUTDEFF' })).toEqual([
      { name: 'bankAccount.iban', value: '', message: 'is required when bankAccount.number is absent (send the account number or the IBAN)' },
    ]);
  });

  it('require the BIC when neither bank code nor IBAN is sent', () => {
    expect(rules({ 'bankAccount.holder': 'Jane Doe', 'bankAccount.number': '0532013000' })).toEqual([
      {
        name: 'bankAccount.bic',
        value: '',
        message: 'is required when bankAccount.bankCode and bankAccount.iban are absent (send the bank code or the BIC)',
      },
    ]);
  });

  it('require the holder when any bank account parameter is sent, an empty value counting as absent', () => {
    expect(rules({ 'bankAccount.holder': '', 'bankAccount.iban': 'DE89370400440532013000' })).toEqual([
      { name: 'bankAccount.holder', value: '', message: 'is required when bank account parameters are sent' },
    ]);
  });
});
