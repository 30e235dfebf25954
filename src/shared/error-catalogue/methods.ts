// What the on-demand forms (src/methods: bank, redirect, wallets) report: part of the one
// catalogue, src/shared/error-catalogue.ts, in a module of their own so that it ships with their
// chunk. Each export's name is its code.
import { type ConsoleNote, type ReportedError, reason } from '../errors.ts';

export const FORM_FAILED: ReportedError<{ error: unknown }> = {
  code: 'form.failed',
  name: 'WidgetError',
  message: (p) => `a form could not be shown: ${reason(p.error)}`,
};

export const APPLEPAY_COUNTRY_MISSING: ReportedError = {
  code: 'applepay.country.missing',
  name: 'WidgetError',
  details: { brand: 'APPLEPAY' },
  message: () => "APPLEPAY is left out: wpwlOptions.applePay.countryCode (the merchant's two-letter country, such as DE) is required",
};

export const APPLEPAY_VALIDATION_FAILED: ReportedError<{ error: unknown }> = {
  code: 'applepay.validation.failed',
  name: 'WidgetError',
  details: { brand: 'APPLEPAY' },
  message: (p) => `Apple Pay merchant validation failed: ${reason(p.error)}`,
};

export const APPLEPAY_REQUEST_REFUSED: ReportedError<{ error: unknown }> = {
  code: 'applepay.request.refused',
  name: 'WidgetError',
  details: { brand: 'APPLEPAY' },
  message: (p) => `Apple Pay refused the payment request: ${reason(p.error)}`,
};

export const GOOGLEPAY_MERCHANT_ID_MISSING: ReportedError = {
  code: 'googlepay.merchant.id.missing',
  name: 'WidgetError',
  details: { brand: 'GOOGLEPAY' },
  message: () => 'GOOGLEPAY is left out: wpwlOptions.googlePay.gatewayMerchantId (your entity id) is required',
};

export const GOOGLEPAY_UNAVAILABLE: ReportedError<{ error: unknown }> = {
  code: 'googlepay.unavailable',
  name: 'WidgetError',
  details: { brand: 'GOOGLEPAY' },
  message: (p) => `GOOGLEPAY is left out: ${reason(p.error)}`,
};

/** As the original reports it: a WidgetError for the brand, with the event `closed`. */
export const GOOGLEPAY_SHEET_CLOSED: ReportedError = {
  code: 'googlepay.sheet.closed',
  name: 'WidgetError',
  details: { brand: 'GOOGLEPAY', event: 'closed' },
  message: () => 'the shopper closed the Google Pay sheet',
};

export const GOOGLEPAY_REFUSED: ReportedError<{ status: string | undefined; why: string }> = {
  code: 'googlepay.refused',
  name: 'WidgetError',
  details: { brand: 'GOOGLEPAY' },
  message: (p) => `Google Pay refused the payment request (${p.status ?? 'error'}): ${p.why}`,
};

// Console lines: the widget's prefix is the caller's.

export const WALLET_OPTION_UNKNOWN: ConsoleNote<{ wallet: string; key: string }> = {
  message: (p) => `wpwlOptions.${p.wallet}.${p.key} is not a known ${p.wallet} option and is ignored.`,
};

export const WALLET_OPTION_INVALID: ConsoleNote<{ path: string; why: string }> = {
  message: (p) => `wpwlOptions.${p.path} ${p.why}; it is left out.`,
};

/** A wallet this browser cannot pay with: the usual case on most browsers, so a notice, not an error. */
export const WALLET_LEFT_OUT: ConsoleNote<{ brand: string; why: string }> = {
  message: (p) => `${p.brand} left out: ${p.why}.`,
};

export const APPLEPAY_VERSION_RAISED: ConsoleNote<{ given: number; needed: number }> = {
  message: ({ given, needed }) =>
    `wpwlOptions.applePay.version ${given} is raised to ${needed}: the widget uses the update objects of Apple Pay version 3${needed === 5 ? ' and mada needs 5' : ''}.`,
};

export const TRUSTED_TYPES_POLICY_REFUSED: ConsoleNote<{ policy: string }> = {
  message: (p) => `the page's Content-Security-Policy does not allow the Trusted Types policy "${p.policy}": add ${p.policy} to its trusted-types directive`,
};
