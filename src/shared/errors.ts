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

/** Reports an error to the merchant: onError and the console. */
export type ReportError = (name: WidgetErrorName, message: string, details?: ErrorDetails) => void;
