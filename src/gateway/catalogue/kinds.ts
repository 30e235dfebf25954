// The request kinds the gateway accepts, each one zod schema over the whole catalogue plus what
// that kind requires, forbids and checks across fields.
import cardValidator from 'card-validator';
import { cardBrand } from '../../shared/brands.ts';
import { candidateBrands, detectedBrand } from '../../shared/detect.ts';
import { isMobileWalletBrand, saudiMobile } from '../../shared/mobile-wallet.ts';
import type { Clock } from '../platform/clock.ts';
import { Catalogue, type RequestKind, requestSchema, type Validation, validate } from './engine.ts';
import { isProviderBrand } from './provider-brands.ts';
import { isRegistrationCheckout } from './registration-checkout.ts';
import { RULES, STRUCTURES } from './structures/index.ts';
import { isWalletBrandCode } from './structures/wallets.ts';
import type { ParameterError, Params, Rule } from './types.ts';
import { hasWalletToken, walletRules } from './wallet-rules.ts';

export const catalogue = new Catalogue(STRUCTURES);

const ONLY_ON_CHECKOUTS = { pattern: /^overridePaymentType\[/, message: 'is accepted only when creating a checkout' };
const ONLY_FROM_THE_FORM = {
  pattern: /^registrationId$/,
  message: 'is sent by the payment form only; server-to-server, use POST /v1/registrations/{id}/payments',
};
/** A wallet token is good for one payment: it belongs to the payment, not to a checkout that keeps its parameters. */
const ONLY_ON_PAYMENTS = {
  pattern: /^wallet[ABC]\.(paymentToken|source)$/,
  message: "is sent with the payment (the widget's submission, or POST /v1/payments), not when creating a checkout",
};
/** The widget offers Apple Pay (walletA) and Google Pay (walletB) only. */
const NO_THIRD_WALLET = {
  pattern: /^walletC\.paymentToken$/,
  message: 'is not offered by the widget: a page sends walletA.paymentToken (APPLEPAY) or walletB.paymentToken (GOOGLEPAY)',
};
/** The decrypted form is the merchant server's: a browser sends the wallet's token as it received it. */
const DECRYPTED_FORM_ONLY = {
  pattern: /^wallet[ABC]\.source$/,
  message: "belongs to the decrypted form, which only the merchant's server sends (POST /v1/payments); the page sends the wallet's paymentToken",
};

/**
 * What a shopper's browser may send to a checkout: what the widget and the inputs merchants add to
 * the form send to the original (account data, brand, the shopper's data, SHOPPER_ custom
 * parameters, createRegistration, installments, a stored card), and the token Apple Pay (walletA) or
 * Google Pay (walletB) gave the merchant page. Whatever the merchant owns (order reference,
 * descriptor, amounts, 3-D Secure, POS, test mode, the decrypted wallet form) comes from the
 * checkout or the merchant's server only.
 */
export const FROM_THE_BROWSER = {
  pattern:
    /^(card\.(number|cvv|expiryMonth|expiryYear|holder)|bankAccount\.[\w.]+|virtualAccount\.[\w.]+|paymentBrand|customer\.[\w.]+|billing\.[\w.]+|shipping\.[\w.]+|customParameters\[[^\]]+\]|createRegistration|recurring\.numberOfInstallments|registrationId|shopperResultUrl|walletA\.(paymentToken|cardNetwork|cardType)|walletB\.paymentToken)$/,
  message: "is the merchant's to set when creating the checkout; the shopper's browser may not send it",
};

const paymentTypeIn =
  (allowed: readonly string[]): Rule =>
  (p) =>
    p.paymentType !== undefined && !allowed.includes(p.paymentType)
      ? [{ name: 'paymentType', value: p.paymentType, message: `must be one of ${allowed.join(', ')} for this request` }]
      : [];

const requiredUnless =
  (names: readonly string[], unless: (p: Params) => boolean): Rule =>
  (p) =>
    unless(p) ? [] : names.filter((n) => p[n] === undefined).map((name) => ({ name, value: '', message: 'is required' }));

/** A payment checkout names its payment type; one that only stores a card may say createRegistration=true alone. */
const paymentTypeOrRegistration: Rule = (p) =>
  p.paymentType === undefined && !isRegistrationCheckout(p)
    ? [
        {
          name: 'paymentType',
          value: '',
          message: 'is required (DB, PA, CD or RG), or send createRegistration=true alone for a checkout that only stores the card',
        },
      ]
    : [];

const hasCard = (p: Params) => p['card.number'] !== undefined;
const hasBank = (p: Params) => p['bankAccount.iban'] !== undefined || p['bankAccount.number'] !== undefined;
const hasToken = (p: Params) => p['tokenAccount.number'] !== undefined;
const hasRegistration = (p: Params) => p.registrationId !== undefined;
const hasVirtual = (p: Params) => p['virtualAccount.accountId'] !== undefined || isProviderBrand(p.paymentBrand ?? '');

/** A payment needs something to pay with. */
const accountRequired =
  (allowed: { card?: boolean; bank?: boolean; token?: boolean; virtual?: boolean; registration?: boolean; wallet?: boolean }): Rule =>
  (p) => {
    const present =
      (allowed.wallet && hasWalletToken(p)) ||
      (allowed.card && hasCard(p)) ||
      (allowed.bank && hasBank(p)) ||
      (allowed.token && hasToken(p)) ||
      (allowed.virtual && hasVirtual(p)) ||
      (allowed.registration && hasRegistration(p));
    if (present) return [];
    const options = [
      allowed.card && 'card.number',
      allowed.bank && 'bankAccount.iban',
      allowed.token && 'tokenAccount.number',
      allowed.virtual && 'a redirect paymentBrand',
      allowed.wallet && 'walletA.paymentToken (APPLEPAY) or walletB.paymentToken (GOOGLEPAY)',
    ].filter(Boolean);
    return [{ name: allowed.card ? 'card.number' : 'bankAccount.iban', value: '', message: `is required: send ${options.join(' or ')}` }];
  };

/**
 * Card data checked together: brand against number, expiry against today, code length per brand.
 * `walletBrands`: a payment's decrypted wallet form pays with the card under the wallet's brand.
 */
const cardRules =
  (clock: Clock, walletBrands: boolean): Rule =>
  (p) => {
    const number = p['card.number'];
    if (number === undefined) return [];
    const errors: ParameterError[] = [];
    const detected = detectedBrand(number);
    const possible = candidateBrands(number);
    const wallet = walletBrands && p.paymentBrand !== undefined && isWalletBrandCode(p.paymentBrand);
    const cardBrandCode = wallet ? detected : (p.paymentBrand ?? detected);
    if (p.paymentBrand && !wallet && detected && !possible.includes(p.paymentBrand as (typeof possible)[number])) {
      errors.push({ name: 'paymentBrand', value: p.paymentBrand, message: `does not match the card number, which is ${possible.join(' or ')}` });
    }
    if (!cardValidator.number(number).isValid && /^\d+$/.test(number)) errors.push({ name: 'card.number', value: '', message: 'fails the Luhn check' });
    const month = Number(p['card.expiryMonth']);
    const year = Number(p['card.expiryYear']);
    const now = clock.now();
    if (month && year && (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))) {
      errors.push({ name: 'card.expiryYear', value: p['card.expiryYear'] ?? '', message: `card expired (${p['card.expiryMonth']}/${year})` });
    }
    const expected = cardBrand(cardBrandCode ?? '')?.cvvLength;
    const cvv = p['card.cvv'];
    if (cvv !== undefined && expected !== undefined && cvv.length !== expected) {
      errors.push({ name: 'card.cvv', value: '***', message: `must be ${expected} digits for ${cardBrandCode}` });
    }
    for (const name of ['card.expiryMonth', 'card.expiryYear'] as const)
      if (p[name] === undefined) errors.push({ name, value: '', message: 'is required with card.number' });
    return errors;
  };

/** From the hosted form, custom parameters must be the shopper's (request-parameters.md 2.1). */
const shopperCustomParameters: Rule = (p) =>
  Object.entries(p)
    .filter(([k]) => /^customParameters\[/.test(k) && !/^customParameters\[SHOPPER_/.test(k))
    .map(([name, value]) => ({ name, value, message: 'must start with SHOPPER_ when sent from the payment form' }));

/** A mobile wallet paid by number (STC_PAY) needs a mobile number its wallet can be registered to. */
const mobileWalletNumber: Rule = (p) => {
  const number = p['virtualAccount.accountId'];
  if (!isMobileWalletBrand(p.paymentBrand ?? '') || number === undefined || saudiMobile(number)) return [];
  return [{ name: 'virtualAccount.accountId', value: number, message: `must be a Saudi mobile number for ${p.paymentBrand} (05 and 8 digits, or +966 5…)` }];
};

const paymentBrandRequired: Rule = (p) =>
  p.paymentBrand === undefined && !hasCard(p) && !hasRegistration(p)
    ? [{ name: 'paymentBrand', value: '', message: 'is required unless card.number lets the gateway detect it' }]
    : [];

export function requestKinds(clock: Clock) {
  const card = cardRules(clock, false);
  const kinds = {
    checkout: {
      required: ['entityId'],
      forbidden: [ONLY_FROM_THE_FORM, ONLY_ON_PAYMENTS],
      rules: [...RULES, paymentTypeOrRegistration, paymentTypeIn(['DB', 'PA', 'CD', 'RG']), requiredUnless(['amount', 'currency'], isRegistrationCheckout)],
    },
    payment: {
      required: ['entityId', 'amount', 'currency', 'paymentType'],
      forbidden: [ONLY_ON_CHECKOUTS, ONLY_FROM_THE_FORM],
      rules: [
        ...RULES,
        paymentTypeIn(['DB', 'PA', 'CD']),
        accountRequired({ card: true, bank: true, token: true, virtual: true, wallet: true }),
        mobileWalletNumber,
        walletRules(clock, 'server'),
        paymentBrandRequired,
        cardRules(clock, true),
      ],
    },
    followUp: {
      required: ['entityId', 'paymentType'],
      forbidden: [ONLY_ON_CHECKOUTS, ONLY_FROM_THE_FORM],
      rules: [paymentTypeIn(['CP', 'RF', 'RV']), requiredUnless(['amount', 'currency'], (p) => p.paymentType === 'RV')],
    },
    registration: {
      required: ['entityId'],
      forbidden: [ONLY_ON_CHECKOUTS, ONLY_FROM_THE_FORM],
      rules: [...RULES, accountRequired({ card: true, bank: true }), card],
    },
    registrationPayment: {
      required: ['entityId', 'amount', 'currency', 'paymentType'],
      forbidden: [ONLY_ON_CHECKOUTS, ONLY_FROM_THE_FORM],
      rules: [...RULES, paymentTypeIn(['DB', 'PA'])],
    },
    /** a standalone risk check (POST /v1/risk): nothing is charged, so no account is needed */
    risk: {
      required: ['entityId'],
      forbidden: [ONLY_ON_CHECKOUTS, ONLY_FROM_THE_FORM],
      rules: [...RULES, paymentTypeIn(['RI'])],
    },
    /**
     * what the widget's number frame (or a bank/redirect form) submits to a checkout: the
     * catalogue's conditional rules apply to the checkout's parameters and the submission's
     * together (the payment is made of both); what only the browser sends is checked on its own
     */
    submission: {
      forbidden: [ONLY_ON_CHECKOUTS, DECRYPTED_FORM_ONLY, NO_THIRD_WALLET],
      allowed: FROM_THE_BROWSER,
      rulesWithContext: RULES,
      rules: [
        shopperCustomParameters,
        accountRequired({ card: true, bank: true, virtual: true, registration: true, wallet: true }),
        mobileWalletNumber,
        walletRules(clock, 'browser'),
        paymentBrandRequired,
        card,
      ],
    },
  } satisfies Record<string, RequestKind>;
  const schemas = Object.fromEntries(Object.entries(kinds).map(([k, kind]) => [k, requestSchema(catalogue, kind)])) as {
    [K in keyof typeof kinds]: ReturnType<typeof requestSchema>;
  };
  return {
    schemas,
    /** `context`: what the request completes (a submission's checkout parameters), for the rules that apply to both */
    validate: (kind: keyof typeof kinds, params: Params, context?: Params): Validation => validate(catalogue, schemas[kind], params, context),
  };
}

export type RequestValidator = ReturnType<typeof requestKinds>;
