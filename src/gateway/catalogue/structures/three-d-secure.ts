// Catalogue 2.21: 3-D Secure authentication-message fields, external proof of authentication
// for payments, exemption flags and domestic-network scheme data.
import { z } from 'zod';
import { amount, an, bool, country3, currency, digits, oneOf, url } from '../formats.ts';
import type { Field, ParameterError, Params, Rule, Structure } from '../types.ts';

/** Two-digit codes 01..max, the way the 3-D Secure specification writes them. */
const code = (max: number): Field => {
  const values = Array.from({ length: max }, (_, i) => String(i + 1).padStart(2, '0'));
  return oneOf(values as [string, ...string[]]);
};

// N2 with a value 1-99: "1" and "01" both name channel 1.
const CHANNEL = 'must be a number 1-99 (1 or 2 digits)';
const channel: Field = z
  .string()
  .regex(/^\d{1,2}$/, CHANNEL)
  .refine((v) => Number(v) >= 1, CHANNEL);

const version: Field = z.string().regex(/^[12]\.\d\.\d$/, 'must be a version digit.digit.digit starting with 1 or 2, e.g. 2.2.0');

export const THREE_D_SECURE: Structure = {
  // Authentication-message fields.
  'threeDSecure.amount': amount(9, true),
  'threeDSecure.currency': currency,
  // No length is published for the SDK's encrypted device data; the catalogue default applies.
  // Encrypted device data from a mobile SDK runs to a few kilobytes.
  'threeDSecure.deviceInfo': an(1, 65536),
  'threeDSecure.merchant.name': an(1, 100),
  'threeDSecure.merchant.url': url(1, 2048),
  'threeDSecure.merchant.country': country3,
  'threeDSecure.v2.[network].requestorId': an(1, 100),
  'threeDSecure.v2.[network].requestorName': an(1, 100),
  'threeDSecure.channel': channel,
  'threeDSecure.npa': bool,
  'threeDSecure.decoupled': bool,
  'threeDSecure.threeRIInd': oneOf(['RECURRING', 'SPLIT_SHIPMENT', 'DELAYED_SHIPMENT']),
  // _DELAYED_SHIPMENT keeps the leading underscore as published.
  'threeDSecure.authenticationInd': oneOf([
    'PAYMENT',
    'RECURRING',
    'INSTALLMENT',
    'ADD_CARD',
    'MAINTAIN_CARD',
    'EMV_ID',
    'BILLING_AGREEMENT',
    'SPLIT_SHIPMENT',
    '_DELAYED_SHIPMENT',
    'SPLIT_PAYMENT',
  ]),
  'threeDSecure.disable': bool,

  // Payment-transaction fields: proof of authentication by an external server.
  'threeDSecure.eci': code(8),
  'threeDSecure.verificationId': an(28, 28),
  'threeDSecure.authenticationStatus': oneOf(['Y', 'A', 'U', 'N']),
  'threeDSecure.dsTransactionId': an(36, 36),
  'threeDSecure.acsTransactionId': an(36, 36),
  'threeDSecure.challengeMandatedIndicator': oneOf(['Y', 'N']),
  'threeDSecure.version': version,
  'threeDSecure.authType': code(4),
  'threeDSecure.transactionStatusReason': digits(2, 2),

  // Exemption requests, usable in either step.
  'threeDSecure.challengeIndicator': code(9),
  'threeDSecure.exemptionFlag': code(4),

  // XX-ITEMSNB and XX-USECASE are N2, XX-SCORE_MERCHANT up to 20 characters: AN 1-20 covers all three.
  'threeDSecure.schemeData[item]': an(1, 20),
};

const sent = (params: Params, name: string): boolean => params[name] !== undefined && params[name] !== '';

const ECI = 'threeDSecure.eci';
const VERIFICATION_ID = 'threeDSecure.verificationId';

/**
 * Our reading of "C" for eci and verificationId: external proof of authentication is the pair, so
 * one without the other cannot be passed through to the acquirer. The missing one is named.
 */
const eciWithVerificationId: Rule = (params) => {
  const errors: ParameterError[] = [];
  if (sent(params, ECI) && !sent(params, VERIFICATION_ID)) {
    errors.push({ name: VERIFICATION_ID, value: params[VERIFICATION_ID] ?? '', message: `is required when ${ECI} is sent (external 3-D Secure proof)` });
  }
  if (sent(params, VERIFICATION_ID) && !sent(params, ECI)) {
    errors.push({ name: ECI, value: params[ECI] ?? '', message: `is required when ${VERIFICATION_ID} is sent (external 3-D Secure proof)` });
  }
  return errors;
};

export const THREE_D_SECURE_RULES: Rule[] = [eciWithVerificationId];
