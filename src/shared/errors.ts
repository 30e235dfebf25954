// Errors are data: a closed set of codes. Each field code doubles as the i18n key of its message
// (`errorMessages` in wpwlOptions overrides them by the original widget's key names).

export const FIELD_ERRORS = [
  'cardNumberError',
  'cardNumberEmptyError',
  'cardBrandNotAcceptedError',
  'cvvError',
  'cvvEmptyError',
  'expiryMonthError',
  'expiryYearError',
  'expiryEmptyError',
  'cardHolderError',
  'givenNameError',
  'surnameError',
  'billingCountryError',
  'billingStateError',
  'billingCityError',
  'billingPostCodeError',
  'billingStreetError',
  'billingStreet2Error',
  'accountHolderError',
  'accountNumberError',
  'accountBankError',
  'taxNumberError',
  'mobilePhoneError',
] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

/** `error.name` values passed to `onError`, as the original widget names them. */
export type WidgetErrorName = 'InvalidCheckoutIdError' | 'WidgetError' | 'PciIframeSubmitError' | 'PciIframeCommunicationError' | 'OptionsError';

/** What an error passed to onError says besides its name and message, as the original's do. */
export interface ErrorDetails {
  /** the brand concerned (a wallet's sheet closed: GOOGLEPAY) */
  brand?: string;
  /** what happened to it (`closed` when the shopper closed a wallet's sheet) */
  event?: string;
}

/** Whose mistake or trouble an error is: what the merchant must fix, what the shopper did, or the network's. */
export type ErrorType = 'merchant' | 'shopper' | 'network';

/**
 * An error the merchant hears through onError (and console.error), as src/shared/error-catalogue.ts
 * lists them. Its code (`checkout.unknown`: lowercase words joined by dots, the area first) is also
 * its export's name there in capitals (CHECKOUT_UNKNOWN), so a call site names it; `code` carries it
 * at run time, as the minifier renames exports and merchants and tests name an error by it.
 */
export interface ReportedError<P = void> {
  code: string;
  /** onError's `error.name` */
  name: WidgetErrorName;
  /** what the error passed to onError says besides (a wallet's brand, the event) */
  details?: ErrorDetails;
  message: (params: P) => string;
}

/**
 * A line only the console gets (what the merchant may want to change, not a failure). Its code
 * comes from its export's name as a ReportedError's does; nothing at run time needs it, so it ships
 * no `code`. Which console method says it is the call site's, and docs/errors.md's (ABOUT in
 * src/shared/error-catalogue.ts).
 */
export interface ConsoleNote<P = void> {
  message: (params: P) => string;
}

/** A report's parameters: none for an error whose message takes none. */
// biome-ignore lint/suspicious/noConfusingVoidType: void (the default above) is what lets a message without parameters be called with none
export type ReportArgs<P> = [P] extends [void] ? [] : [params: P];

/** Reports an error of the catalogue to the merchant: onError (with name, message and code) and the console. */
export type ReportError = <P>(error: ReportedError<P>, ...args: ReportArgs<P>) => void;

/** What a thrown value says, for messages that pass it on. */
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
