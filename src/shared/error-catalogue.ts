// The one catalogue of what the widget tells the merchant, as Braintree's errors.js keeps one: each
// error's code (its export's name), type (whose mistake or trouble: merchant, shopper, network),
// how it is told (onError's name, or the console) and message. Call sites import the entry by its
// code. The entries live in parts by the chunk that says them (a message the widget's first
// download need not carry stays in the chunk that uses it) and hold what runs: code, onError's
// name and details, message. What only the docs read (type, console method) is ABOUT below. This
// module joins them for docs/errors.md (scripts/errors-doc.ts) and the tests, and ships in nothing.

import * as methods from './error-catalogue/methods.ts';
import * as pay from './error-catalogue/pay.ts';
import * as script from './error-catalogue/script.ts';
import * as widget from './error-catalogue/widget.ts';
import type { ConsoleNote, ErrorType, ReportedError } from './errors.ts';

/** The parts, in the order docs/errors.md lists them, with what each covers. */
export const PARTS = [
  { title: 'paymentWidgets.js', about: "the script on the tag, before or without the widget's modules", entries: script },
  { title: 'The widget', about: "start-up, the checkout, the page's forms, wpwlOptions, the texts", entries: widget },
  { title: 'Paying', about: 'the submission of any form', entries: pay },
  { title: 'The on-demand forms', about: 'bank, redirect and wallet forms, Apple Pay and Google Pay', entries: methods },
] as const;

/** Every entry by its code. */
export const CATALOGUE = { ...script, ...widget, ...pay, ...methods };
export type ErrorCode = keyof typeof CATALOGUE;
/** Any entry, whatever its message's parameters. */
export type CatalogueEntry = ReportedError<never> | ConsoleNote<never>;
/** The parameters an entry's message takes (undefined for none). */
export type ParamsOf<C extends ErrorCode> = Parameters<(typeof CATALOGUE)[C]['message']>[0];

/**
 * What docs/errors.md says of each entry and nothing at run time reads, kept here so that the
 * entries the bundles carry do not hold it: its type (whose it is to act on) and, for a console
 * line, the console method its call site uses. The type holds it complete; a test holds `console`
 * to the console lines.
 */
export const ABOUT: {
  [C in ErrorCode]: { type: ErrorType } & ((typeof CATALOGUE)[C] extends ReportedError<never> ? { console?: never } : { console: 'warn' | 'info' });
} = {
  SCRIPT_REMOVED: { type: 'merchant', console: 'info' },
  MODULES_FAILED: { type: 'network' },
  CSP_BLOCKED: { type: 'merchant' },
  SCRIPT_ADDRESS_UNKNOWN: { type: 'merchant' },
  CHECKOUT_ID_MISSING: { type: 'merchant' },
  CHECKOUT_ID_INVALID: { type: 'merchant' },
  CHECKOUT_CREATE_FAILED: { type: 'merchant' },
  CHECKOUT_UNKNOWN: { type: 'merchant' },
  CHECKOUT_CONFIG_UNREACHABLE: { type: 'network' },
  CALLBACK_THREW: { type: 'merchant' },
  FORM_BRANDS_MISSING: { type: 'merchant' },
  FORM_BRANDS_UNSUPPORTED: { type: 'merchant' },
  BRANDS_NONE_OFFERED: { type: 'merchant' },
  EXECUTE_PAYMENT_NO_FORM: { type: 'merchant' },
  EXECUTE_PAYMENT_NOT_A_CLASS: { type: 'merchant' },
  STYLESHEET_FAILED: { type: 'network' },
  CARD_FRAMES_FAILED: { type: 'network' },
  PAY_MODULE_FAILED: { type: 'network' },
  METHODS_FAILED: { type: 'network' },
  NO_FORMS: { type: 'merchant', console: 'warn' },
  FORM_BRANDS_LEFT_OUT: { type: 'merchant', console: 'warn' },
  BRANDS_NOT_OFFERED: { type: 'merchant', console: 'info' },
  STYLESHEET_FAILED_NO_CHECKOUT: { type: 'network', console: 'warn' },
  OPTIONS_NOT_AN_OBJECT: { type: 'merchant', console: 'warn' },
  OPTIONS_UNREADABLE: { type: 'merchant', console: 'warn' },
  OPTIONS_UNKNOWN_OPTION: { type: 'merchant', console: 'warn' },
  OPTIONS_OPTION_UNREADABLE: { type: 'merchant', console: 'warn' },
  OPTIONS_TEXT_AS_BOOLEAN: { type: 'merchant', console: 'warn' },
  OPTIONS_INVALID_VALUE: { type: 'merchant', console: 'warn' },
  TEXT_MISSING: { type: 'merchant', console: 'warn' },
  ENGLISH_TEXTS_FAILED: { type: 'network', console: 'warn' },
  ENGLISH_BUILT_IN_FAILED: { type: 'network', console: 'warn' },
  LOCALE_FAILED: { type: 'network', console: 'warn' },
  CARD_FRAME_NO_ANSWER: { type: 'network' },
  PAYMENT_NO_ANSWER: { type: 'network' },
  CARD_PAYMENT_NO_ANSWER: { type: 'network' },
  CARD_DATA_INPUTS_REFUSED: { type: 'merchant' },
  FORM_FAILED: { type: 'network' },
  APPLEPAY_COUNTRY_MISSING: { type: 'merchant' },
  APPLEPAY_VALIDATION_FAILED: { type: 'merchant' },
  APPLEPAY_REQUEST_REFUSED: { type: 'merchant' },
  GOOGLEPAY_MERCHANT_ID_MISSING: { type: 'merchant' },
  GOOGLEPAY_UNAVAILABLE: { type: 'network' },
  GOOGLEPAY_SHEET_CLOSED: { type: 'shopper' },
  GOOGLEPAY_REFUSED: { type: 'merchant' },
  WALLET_OPTION_UNKNOWN: { type: 'merchant', console: 'warn' },
  WALLET_OPTION_INVALID: { type: 'merchant', console: 'warn' },
  WALLET_LEFT_OUT: { type: 'shopper', console: 'info' },
  APPLEPAY_VERSION_RAISED: { type: 'merchant', console: 'info' },
  TRUSTED_TYPES_POLICY_REFUSED: { type: 'merchant', console: 'warn' },
};
