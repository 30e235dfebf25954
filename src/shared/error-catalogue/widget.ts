// The widget's own errors and console lines (its core chunk: boot, the checkout, the page's forms,
// the options, the texts). Part of the one catalogue, src/shared/error-catalogue.ts; a part of its
// own so that each message ships in the chunk that says it, not in the widget's first download.
// Each export's name is its code; messages are functions of what they name.
import { type ConsoleNote, type ReportedError, reason } from '../errors.ts';

const CHECKOUT_ID_RULE = '32-48 characters of a-z A-Z 0-9 . -';

export const SCRIPT_ADDRESS_UNKNOWN: ReportedError = {
  code: 'script.address.unknown',
  name: 'WidgetError',
  message: () => 'cannot find the address of paymentWidgets.js; load it with a <script src> tag',
};

export const CHECKOUT_ID_MISSING: ReportedError = {
  code: 'checkout.id.missing',
  name: 'InvalidCheckoutIdError',
  message: () => `the script URL has no valid checkoutId (${CHECKOUT_ID_RULE}), and wpwlOptions.createCheckout is not set`,
};

export const CHECKOUT_ID_INVALID: ReportedError<{ returned: unknown }> = {
  code: 'checkout.id.invalid',
  name: 'InvalidCheckoutIdError',
  message: (p) => `createCheckout returned ${JSON.stringify(p.returned)}, not a checkout id (${CHECKOUT_ID_RULE})`,
};

export const CHECKOUT_CREATE_FAILED: ReportedError<{ error: unknown }> = {
  code: 'checkout.create.failed',
  name: 'WidgetError',
  message: (p) => `createCheckout failed: ${reason(p.error)}`,
};

export const CHECKOUT_UNKNOWN: ReportedError<{ checkoutId: string }> = {
  code: 'checkout.unknown',
  name: 'InvalidCheckoutIdError',
  message: (p) => `checkout ${p.checkoutId} is unknown or has expired; create a new checkout`,
};

export const CHECKOUT_CONFIG_UNREACHABLE: ReportedError = {
  code: 'checkout.config.unreachable',
  name: 'WidgetError',
  message: () => 'the checkout configuration could not be loaded from the gateway',
};

export const CALLBACK_THREW: ReportedError<{ callback: string; error: unknown }> = {
  code: 'callback.threw',
  name: 'WidgetError',
  message: (p) => `${p.callback} threw: ${reason(p.error)}`,
};

export const FORM_BRANDS_MISSING: ReportedError = {
  code: 'form.brands.missing',
  name: 'WidgetError',
  message: () => 'form.paymentWidgets lists no brands: add data-brands="VISA MASTER …"',
};

export const FORM_BRANDS_UNSUPPORTED: ReportedError<{ unsupported: readonly string[] }> = {
  code: 'form.brands.unsupported',
  name: 'WidgetError',
  message: ({ unsupported: u }) =>
    `no brand of form.paymentWidgets can be offered: ${u.join(' ')} ${u.length === 1 ? 'is' : 'are'} not supported (data-brands)`,
};

export const BRANDS_NONE_OFFERED: ReportedError<{ allowed: readonly string[] | undefined }> = {
  code: 'brands.none.offered',
  name: 'WidgetError',
  message: (p) => `none of the page's brands may be offered to this shopper: the checkout allows ${p.allowed?.join(' ') || 'none'}`,
};

/** The classes of each form on the page, as executePayment's reports list them. */
type PageForms = { given: unknown; forms: readonly string[] };
const pageForms = (p: PageForms, why: string) =>
  `wpwl.executePayment(${JSON.stringify(p.given)}) ${why}; the page's forms: ${p.forms.map((f) => `"${f}"`).join(', ') || 'none yet (call it once onReady has run)'}`;

export const EXECUTE_PAYMENT_NO_FORM: ReportedError<PageForms> = {
  code: 'execute.payment.no.form',
  name: 'WidgetError',
  message: (p) => pageForms(p, 'names no payment form on the page'),
};

export const EXECUTE_PAYMENT_NOT_A_CLASS: ReportedError<PageForms> = {
  code: 'execute.payment.not.a.class',
  name: 'WidgetError',
  message: (p) => pageForms(p, 'is not a container class (a class, or a class list joined by dots)'),
};

export const STYLESHEET_FAILED: ReportedError<{ href: string }> = {
  code: 'stylesheet.failed',
  name: 'WidgetError',
  message: (p) => `the widget's stylesheet did not load from ${p.href}: the forms show without it`,
};

export const CARD_FRAMES_FAILED: ReportedError = {
  code: 'card.frames.failed',
  name: 'PciIframeCommunicationError',
  message: () => 'the card fields did not load from the gateway',
};

export const PAY_MODULE_FAILED: ReportedError<{ error: unknown }> = {
  code: 'pay.module.failed',
  name: 'WidgetError',
  message: (p) => `the widget's pay module did not load (${reason(p.error)})`,
};

export const METHODS_FAILED: ReportedError<{ why: string; what: string }> = {
  code: 'methods.failed',
  name: 'WidgetError',
  message: (p) => `${p.why}: ${p.what} cannot be shown`,
};

// Console lines: the widget's prefix is the caller's.

export const NO_FORMS: ConsoleNote = {
  message: () => 'no <form class="paymentWidgets"> on the page: nothing to render',
};

export const FORM_BRANDS_LEFT_OUT: ConsoleNote<{ unsupported: readonly string[] }> = {
  message: (p) => `brands not supported yet, left out: ${p.unsupported.join(' ')}`,
};

export const BRANDS_NOT_OFFERED: ConsoleNote<{ allowed: readonly string[]; left: readonly string[] }> = {
  message: (p) => `not offered to this shopper (the checkout allows ${p.allowed.join(' ') || 'none'}): ${p.left.join(' ')}`,
};

export const STYLESHEET_FAILED_NO_CHECKOUT: ConsoleNote<{ href: string }> = {
  message: (p) => `the widget's stylesheet did not load from ${p.href}`,
};

export const OPTIONS_NOT_AN_OBJECT: ConsoleNote<{ got: string }> = {
  message: (p) => `wpwlOptions must be an object; got ${p.got}. Using the defaults.`,
};

export const OPTIONS_UNREADABLE: ConsoleNote = {
  message: () => 'wpwlOptions cannot be read; using the defaults.',
};

export const OPTIONS_UNKNOWN_OPTION: ConsoleNote<{ key: string; hint: string }> = {
  message: (p) => `wpwlOptions.${p.key} is not a known option and is ignored.${p.hint}`,
};

export const OPTIONS_OPTION_UNREADABLE: ConsoleNote<{ key: string; fallback: string }> = {
  message: (p) => `wpwlOptions.${p.key} cannot be read; using the default (${p.fallback}).`,
};

export const OPTIONS_TEXT_AS_BOOLEAN: ConsoleNote<{ path: string; taken: boolean }> = {
  message: (p) => `wpwlOptions.${p.path} is the text "${p.taken}"; taken as ${p.taken}, as the original widget takes it. Write ${p.taken} without quotes.`,
};

export const OPTIONS_INVALID_VALUE: ConsoleNote<{ path: string; why: string; got: string; fallback: string }> = {
  message: (p) => `wpwlOptions.${p.path} ${p.why} (got ${p.got}); using the default (${p.fallback}).`,
};

export const TEXT_MISSING: ConsoleNote<{ key: string; languages: readonly string[] }> = {
  message: (p) => `no text for "${p.key}" in ${p.languages.join(', ')}`,
};

export const ENGLISH_TEXTS_FAILED: ConsoleNote<{ why: string }> = {
  message: (p) => `the English texts could not be loaded (${p.why}); showing the English built in`,
};

export const ENGLISH_BUILT_IN_FAILED: ConsoleNote<{ why: string }> = {
  message: (p) => `the English built in could not be loaded (${p.why}); the forms show the texts' keys`,
};

export const LOCALE_FAILED: ConsoleNote<{ code: string; why: string }> = {
  message: (p) => `locale "${p.code}" could not be loaded (${p.why}); showing English`,
};
