// 2.5 Bank account (direct debit, SEPA, bank transfer).
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { an, charset, country2, date } from '../formats.ts';
import type { Field, ParameterError, Params, Rule, Structure } from '../types.ts';

// Format first (the catalogue's shape), then the checksum and country length from ibantools.
// Lower case is accepted: ibantools compares the electronic (upper-case) form.
const iban: Field = z
  .string()
  .regex(/^[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,27}$/, 'must be an IBAN: 2 letters, 2 digits and 11-27 letters or digits, without spaces')
  .refine(
    (v) => isValidIBAN(electronicFormatIBAN(v) ?? ''),
    'must be a valid IBAN: the check digits, length or account number do not match the country (e.g. DE89370400440532013000)',
  );

const bic: Field = z
  .string()
  .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/, 'must be 8 or 11 characters (letters and digits)')
  .refine((v) => isValidBIC(v), 'must be a valid BIC: 4 letters (bank), 2 letters (country), 2 and optionally 3 letters or digits, e.g. DEUTDEFF');

export const BANK_ACCOUNT: Structure = {
  'bankAccount.holder': an(4, 128),
  'bankAccount.bankName': an(1, 255),
  'bankAccount.number': an(3, 64),
  'bankAccount.iban': iban,
  'bankAccount.bankCode': an(1, 12),
  'bankAccount.bic': bic,
  'bankAccount.country': country2,
  'bankAccount.mandate.id': charset('a-zA-Z-', 1, 256, 'letters a-z A-Z and hyphens'),
  'bankAccount.mandate.dateOfSignature': date,
  transactionDueDate: date,
};

/** An empty value counts as absent, as the engine does for required parameters. */
const present = (params: Params, name: string): boolean => (params[name] ?? '') !== '';

const error = (params: Params, name: string, message: string): ParameterError => ({ name, value: params[name] ?? '', message });

// The rules hold only for requests that use a bank account at all.
const usesBankAccount = (params: Params): boolean => Object.keys(params).some((n) => n.startsWith('bankAccount.') && present(params, n));

const numberOrIban: Rule = (params) =>
  usesBankAccount(params) && !present(params, 'bankAccount.number') && !present(params, 'bankAccount.iban')
    ? [error(params, 'bankAccount.iban', 'is required when bankAccount.number is absent (send the account number or the IBAN)')]
    : [];

// An IBAN already identifies the bank (its BBAN holds the bank code), so with an IBAN neither
// bankCode nor BIC is demanded: SEPA payments have not needed the BIC since 2016.
const bankCodeOrBic: Rule = (params) =>
  usesBankAccount(params) && !present(params, 'bankAccount.iban') && !present(params, 'bankAccount.bankCode') && !present(params, 'bankAccount.bic')
    ? [error(params, 'bankAccount.bic', 'is required when bankAccount.bankCode and bankAccount.iban are absent (send the bank code or the BIC)')]
    : [];

const holder: Rule = (params) =>
  usesBankAccount(params) && !present(params, 'bankAccount.holder')
    ? [error(params, 'bankAccount.holder', 'is required when bank account parameters are sent')]
    : [];

export const BANK_ACCOUNT_RULES: Rule[] = [numberOrIban, bankCodeOrBic, holder];
