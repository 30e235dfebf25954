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
] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

/** `error.name` values passed to `onError`, as the original widget names them. */
export type WidgetErrorName = 'InvalidCheckoutIdError' | 'WidgetError' | 'PciIframeSubmitError' | 'PciIframeCommunicationError' | 'OptionsError';
