import { describe, expect, it } from 'vitest';
import { RECIPIENT, SENDER } from './parties.ts';
import { fieldError } from './test-kit.ts';

describe('sender and recipient fields', () => {
  it.each([
    [SENDER, 'sender.name', 'Jane Doe 2nd'],
    [SENDER, 'sender.birthDate', '1985-12-01'],
    [SENDER, 'sender.country', 'DEU'],
    [SENDER, 'sender.accountNumberType', 'IBAN_AND_BIC'],
    [SENDER, 'sender.sourceOfFunds', '01'],
    [SENDER, 'sender.sourceOfFunds', '09'],
    [RECIPIENT, 'recipient.givenName', 'G'.repeat(48)],
    [RECIPIENT, 'recipient.phone', '+4930123456'],
    [RECIPIENT, 'recipient.postcode', 'SW1A 1AA'],
    [RECIPIENT, 'recipient.accountNumberType', 'BAN_AND_BIC'],
  ])('accepts %#: %s = %s', (structure, name, value) => {
    expect(fieldError(structure, name, value)).toBeUndefined();
  });

  it.each([
    [SENDER, 'sender.name', 'n'.repeat(101), 'must be 1-100 characters'],
    [SENDER, 'sender.surname', "O'Neil", 'letters, digits and spaces only'],
    [SENDER, 'sender.city', 'Frankfurt/Main', 'letters, digits and spaces only'],
    [SENDER, 'sender.country', 'DE', 'ISO 3166-1 alpha-3'],
    [SENDER, 'sender.accountNumber', '1'.repeat(33), 'must be 1-32 characters'],
    [SENDER, 'sender.accountNumberType', 'WALLET_ID', 'must be one of OTHER, RTN_AND_BANK_ACCOUNT'],
    [SENDER, 'sender.sourceOfFunds', '1', 'must be one of 01, 02'],
    [SENDER, 'sender.sourceOfFunds', '10', 'must be one of 01, 02'],
    [RECIPIENT, 'recipient.surname', 'S'.repeat(49), 'must be 1-48 characters'],
    [RECIPIENT, 'recipient.phone', '+493012', 'must be 8-26 characters'],
    [RECIPIENT, 'recipient.birthDate', '2100-01-01', 'yyyy-MM-dd (year 19xx or 20xx)'],
    [RECIPIENT, 'recipient.postcode', 'p'.repeat(31), 'must be 1-30 characters'],
    [RECIPIENT, 'recipient.accountNumberType', 'IBAN_AND_BIC', 'must be one of OTHER'],
  ])('rejects %#: %s = %s', (structure, name, value, message) => {
    expect(fieldError(structure, name, value)).toContain(message);
  });
});
