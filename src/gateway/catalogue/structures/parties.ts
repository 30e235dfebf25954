// 2.12 Sender (the party who pays) and 2.13 recipient (the party whose debt is paid), all optional.
import { an, country3, date, lettersDigitsSpace, oneOf, phone } from '../formats.ts';
import type { Structure } from '../types.ts';

export const SENDER: Structure = {
  'sender.name': lettersDigitsSpace(1, 100),
  'sender.givenName': lettersDigitsSpace(1, 50),
  'sender.middleName': lettersDigitsSpace(1, 50),
  'sender.surname': lettersDigitsSpace(1, 50),
  'sender.birthDate': date,
  'sender.accountNumber': an(1, 32),
  'sender.street': an(1, 100),
  'sender.city': lettersDigitsSpace(1, 50),
  'sender.state': lettersDigitsSpace(1, 50),
  'sender.country': country3,
  'sender.postcode': an(1, 30),
  'sender.accountNumberType': oneOf(['OTHER', 'RTN_AND_BANK_ACCOUNT', 'IBAN', 'IBAN_AND_BIC', 'CARD_ACCOUNT']),
  // 01 credit, 02 debit, 03 prepaid, 04 cash, 05 other debit/deposit access, 06 other credit,
  // 07 deposit account, 08 mobile money, 09 other.
  'sender.sourceOfFunds': oneOf(['01', '02', '03', '04', '05', '06', '07', '08', '09']),
};

export const RECIPIENT: Structure = {
  'recipient.givenName': lettersDigitsSpace(1, 48),
  'recipient.middleName': lettersDigitsSpace(1, 48),
  'recipient.surname': lettersDigitsSpace(1, 48),
  'recipient.birthDate': date,
  'recipient.phone': phone(8, 26),
  'recipient.accountNumber': an(1, 32),
  'recipient.street': an(1, 100),
  'recipient.city': lettersDigitsSpace(1, 50),
  'recipient.state': lettersDigitsSpace(1, 50),
  'recipient.country': country3,
  'recipient.postcode': an(1, 30),
  // BAN_AND_BIC is kept as the catalogue spells it.
  'recipient.accountNumberType': oneOf(['OTHER', 'RTN_AND_BANK_ACCOUNT', 'IBAN', 'PHONE_NUMBER', 'BAN_AND_BIC', 'WALLET_ID', 'SOCIAL_NETWORK_ID']),
};
