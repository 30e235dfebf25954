// Every structure of the catalogue (request-parameters.md section 2) and its conditional rules.

import type { Rule, Structure } from '../types.ts';
import { ADDRESS_RULES, BILLING, MERCHANT_BILLING, MERCHANT_SHIPPING, SHIPPING } from './address.ts';
import { AIRLINE } from './airline.ts';
import { BANK_ACCOUNT, BANK_ACCOUNT_RULES } from './bank-account.ts';
import { BASIC, BASIC_RULES } from './basic.ts';
import { CARD } from './card.ts';
import { CART } from './cart.ts';
import { CHARGEBACK } from './chargeback.ts';
import { CORPORATE } from './corporate.ts';
import { CUSTOMER, CUSTOMER_RULES, SHIPPING_CUSTOMER } from './customer.ts';
import { GIFT_CARD } from './gift-card.ts';
import { MARKETPLACE } from './marketplace.ts';
import { MERCHANT } from './merchant.ts';
import { RECIPIENT, SENDER } from './parties.ts';
import { POS, POS_RULES } from './pos.ts';
import { RECURRING_MIGRATION, RECURRING_RULES, STANDING_INSTRUCTION } from './recurring.ts';
import { RISK } from './risk.ts';
import { SCHEDULING, SCHEDULING_RULES } from './scheduling.ts';
import { THREE_D_SECURE, THREE_D_SECURE_RULES } from './three-d-secure.ts';
import { TOKEN_ACCOUNT } from './token-account.ts';
import { VIRTUAL_ACCOUNT } from './virtual-account.ts';
import { WALLETS } from './wallets.ts';
import { WIDGET_SUBMISSION } from './widget.ts';

export const STRUCTURES: readonly Structure[] = [
  BASIC,
  CARD,
  WALLETS,
  VIRTUAL_ACCOUNT,
  BANK_ACCOUNT,
  TOKEN_ACCOUNT,
  CUSTOMER,
  SHIPPING_CUSTOMER,
  BILLING,
  SHIPPING,
  MERCHANT_BILLING,
  MERCHANT_SHIPPING,
  CORPORATE,
  SENDER,
  RECIPIENT,
  MERCHANT,
  CART,
  MARKETPLACE,
  AIRLINE,
  RECURRING_MIGRATION,
  STANDING_INSTRUCTION,
  THREE_D_SECURE,
  POS,
  GIFT_CARD,
  RISK,
  SCHEDULING,
  CHARGEBACK,
  WIDGET_SUBMISSION,
];

export const RULES: readonly Rule[] = [
  ...BASIC_RULES,
  ...BANK_ACCOUNT_RULES,
  ...CUSTOMER_RULES,
  ...ADDRESS_RULES,
  ...RECURRING_RULES,
  ...THREE_D_SECURE_RULES,
  ...POS_RULES,
  ...SCHEDULING_RULES,
];
