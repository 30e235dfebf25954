// The public surface of the widget, as merchants use it: `wpwlOptions`, its callbacks and the
// `wpwl` global. The option schema (schema.ts) is typed against these interfaces, so the two
// cannot drift, and the build ships them as paymentWidgets.d.ts. Its doc comments (/** … */) ship
// with it and are written for merchants; line comments like these stay here (the build drops
// them), so notes about our code go in those.

/** An error passed to `onError`; `name` says what failed, as in the original widget. */
export interface WpwlError extends Error {
  name: 'InvalidCheckoutIdError' | 'WidgetError' | 'PciIframeSubmitError' | 'PciIframeCommunicationError';
  /** what failed, by its code in docs/errors.md (`checkout.unknown`): stable, for tests and support to name it */
  code: string;
  /** the brand concerned, where there is one */
  brand?: string;
  /** what happened to it: `closed` when the shopper closed a wallet's sheet */
  event?: string;
}

/** wpwlOptions.applePay: Apple's payment request fields, the button, the availability check and the callbacks. */
export interface ApplePayOptions {
  /** the merchant's name in the sheet and the merchant session */
  displayName?: string;
  /** the total's line (`label`); the amount is the checkout's */
  total?: { label?: string };
  /** the merchant's two-letter country (required) */
  countryCode?: string;
  /** defaults to the checkout's currency */
  currencyCode?: string;
  /** defaults to ['supports3DS'] */
  merchantCapabilities?: string[];
  /** Apple's network names; defaults to those of the card brands the form lists */
  supportedNetworks?: string[];
  supportedCountries?: string[];
  /** Apple Pay version; at least 3 (5 with mada) */
  version?: number;
  /** canMakePaymentsWithActiveCard needs merchantIdentifier */
  checkAvailability?: 'canMakePayments' | 'canMakePaymentsWithActiveCard';
  merchantIdentifier?: string;
  buttonStyle?: 'black' | 'white' | 'white-with-line';
  buttonType?: 'plain' | 'buy' | 'check-out' | 'donate' | 'book' | 'subscribe' | 'order' | 'continue';
  buttonSource?: string;
  requiredShippingContactFields?: string[];
  requiredBillingContactFields?: string[];
  shippingMethods?: Array<Record<string, unknown>>;
  shippingType?: string;
  lineItems?: Array<Record<string, unknown>>;
  supportsCouponCode?: boolean;
  couponCode?: string;
  /** which contact parts go with the payment: 'customer', 'billing', 'shipping' */
  submitOnPaymentAuthorized?: string[];
  /** return (a promise of) { status: 'SUCCESS' | 'FAILURE' | 'ABORT', errors } ; FAILURE and ABORT pay nothing */
  onPaymentAuthorized?: (payment: unknown) => unknown;
  /** return (a promise of) Apple's update object, e.g. { newTotal } */
  onPaymentMethodSelected?: (paymentMethod: unknown) => unknown;
  onShippingContactSelected?: (shippingContact: unknown) => unknown;
  onShippingMethodSelected?: (shippingMethod: unknown) => unknown;
  onCouponCodeChanged?: (couponCode: string) => unknown;
  onCancel?: () => unknown;
}

/** wpwlOptions.googlePay: Google Pay's request fields, Google's button and the callbacks. */
export interface GooglePayOptions {
  /** your entity id (required): the tokenization gateway's merchant */
  gatewayMerchantId?: string;
  merchantId?: string;
  merchantName?: string;
  /** Google's merchantInfo as a whole (instead of merchantId and merchantName) */
  merchantInfo?: Record<string, unknown>;
  buttonColor?: 'default' | 'black' | 'white';
  buttonType?: string;
  buttonSizeMode?: 'static' | 'fill';
  /** Google's network names; defaults to those of the card brands the form lists */
  allowedCardNetworks?: string[];
  /** defaults to ['PAN_ONLY', 'CRYPTOGRAM_3DS'] */
  allowedAuthMethods?: string[];
  countryCode?: string;
  /** defaults to the checkout's currency */
  currencyCode?: string;
  emailRequired?: boolean;
  billingAddressRequired?: boolean;
  billingAddressParameters?: Record<string, unknown>;
  shippingAddressRequired?: boolean;
  shippingAddressParameters?: Record<string, unknown>;
  shippingOptionRequired?: boolean;
  shippingOptionParameters?: Record<string, unknown>;
  displayItems?: Array<Record<string, unknown>>;
  totalPriceLabel?: string;
  /** which contact parts go with the payment: 'customer', 'billing', 'shipping' */
  submitOnPaymentAuthorized?: string[];
  /** must return a promise of Google's update (shipping address or option changed) */
  onPaymentDataChanged?: (data: unknown) => unknown;
  /** must return a promise of { transactionState: 'SUCCESS' | 'ERROR', error }; ERROR pays nothing */
  onPaymentAuthorized?: (data: unknown) => unknown;
  onCancel?: () => unknown;
}

/** CSS declarations (property names in kebab-case) applied inside a card frame. */
export type FrameCss = Partial<
  Record<
    | 'color'
    | 'font-family'
    | 'font-size'
    | 'font-weight'
    | 'font-style'
    | 'letter-spacing'
    | 'text-align'
    | 'text-transform'
    | 'background-color'
    | 'padding-left'
    | 'padding-right',
    string
  >
>;

export interface BillingAddress {
  country?: string;
  state?: string;
  city?: string;
  postcode?: string;
  street1?: string;
  street2?: string;
}

/**
 * An element as the original's callbacks hand it: a jQuery object when the page has jQuery
 * (window.jQuery), else an array holding the element; `[0]` is the element either way.
 */
export type Wrapped<E extends Element> = ArrayLike<E>;

/** What `this` is in the iframe-communication callbacks. */
export interface IframeContext {
  /** the card field's iframe element */
  iframe: HTMLIFrameElement;
  /** the same, as the original gives it (jQuery object when the page has jQuery) */
  $iframe: Wrapped<HTMLIFrameElement>;
  /** `cardNumber` or `cvv` */
  field: string;
}

/** What `this` is in the blur callbacks (onBlurCardNumber, …). */
export interface BlurContext {
  /** the widget's card form */
  form: HTMLFormElement;
  /** the same, as the original gives it (jQuery object when the page has jQuery) */
  $form: Wrapped<HTMLFormElement>;
}

export interface WpwlOptions {
  /** UI language: the widget's codes (en, de, …) or a language tag such as de-AT. Default `en`. */
  locale?: string;
  /**
   * `card` (default); `plain` (no brand select: the brand comes from the number; lighter look);
   * `logos` (the original's logo tiles for the other brands, which they are in every style here;
   * the card form as in `card`); `none` (no stylesheet at all).
   */
  style?: 'card' | 'plain' | 'logos' | 'none';
  /** Field to focus once the form is ready: `card.number`, `card.expiry`, `card.holder`, `card.cvv`. */
  autofocus?: 'card.number' | 'card.expiry' | 'card.holder' | 'card.cvv';
  /** Label texts by key (cardNumber, cvv, expiryDate, cardHolder, brand, submit, …); merged over the locale. `submit` is the pay button's text as given; without it the button shows the amount (`payAmount`). */
  labels?: Record<string, string>;
  /**
   * Error texts by key, merged over the locale: cardNumberError, cvvError, expiryMonthError,
   * expiryYearError, cardHolderError, cardBinError (a brand the form does not accept), the billing
   * and bank keys; the widget's own keys for an empty field (cardNumberEmptyError, cvvEmptyError,
   * expiryEmptyError) and for a refused brand (cardBrandNotAcceptedError) take the original's
   * text when only that is given.
   */
  errorMessages?: Record<string, string>;
  /** Show labels above fields (default true); hidden labels stay readable by screen readers. */
  showLabels?: boolean;
  /** Show placeholders (default true). */
  showPlaceholders?: boolean;
  /** Show where the security code is printed, next to the field (default false). */
  showCVVHint?: boolean;
  /** Mask the security code while typing (default false). */
  maskCvv?: boolean;
  /** Render and require the security code (default true). */
  requireCvv?: boolean;
  /** Render the security code but let it be empty (default false). */
  allowEmptyCvv?: boolean;
  /** Let the card holder be empty (default true, as in the original). */
  allowEmptyCardHolderName?: boolean;
  /** Skip the check that the expiry date lies ahead (default false). */
  disableCardExpiryDateValidation?: boolean;
  /** Validate in the browser before submitting (default true); false leaves it to the gateway. */
  validation?: boolean;
  /** Detect the brand from the card number while typing (default true). */
  brandDetection?: boolean;
  /** How brands are detected: `regex` (default, number ranges) or `binlist` (treated as regex here). */
  brandDetectionType?: 'regex' | 'binlist';
  /** Which brand wins when a number matches several (co-badged cards); default: the data-brands order. */
  brandDetectionPriority?: string[];
  /** Group the card number in blocks while typing (default true). */
  numberFormatting?: boolean;
  /**
   * Styles for inside the card frames: `card-number`, `cvv`, `card-number-placeholder`,
   * `cvv-placeholder`, each an object of these CSS properties only: color, font-family, font-size,
   * font-weight, font-style, letter-spacing, text-align, text-transform, background-color,
   * padding-left, padding-right (another property makes the whole option fall back to none, with
   * a warning naming it).
   */
  iframeStyles?: Partial<Record<'card-number' | 'cvv' | 'card-number-placeholder' | 'cvv-placeholder', FrameCss>>;
  /** Render billing address fields, prefilled with these values. */
  billingAddress?: BillingAddress;
  /** Which billing fields must be filled (with billingAddress). */
  mandatoryBillingFields?: Partial<Record<keyof BillingAddress, boolean>>;
  /** Ask for given name and surname instead of a holder; sent as card.holder and customer.givenName/surname. */
  forceCardHolderEqualsBillingName?: boolean;
  /** Stored cards: a security code per stored card, and whether to show only them at first. */
  registrations?: { requireCvv?: boolean; hideInitialPaymentForms?: boolean };
  /**
   * Where the card form's 3-D Secure step happens: in the page (default), `_top`, `_blank`, or a
   * frame name. Redirect brands go to their provider in the tab (or this target) unless listed in
   * inlineFlow; a stored card's 3-D Secure takes the tab.
   */
  paymentTarget?: string;
  /** Frame (name) where the result page opens, with paymentTarget. */
  shopperResultTarget?: string;
  /** Size of the in-page 3-D Secure frame (default width 100%, height 580px). */
  threeDIframeSize?: { width?: string; height?: string };
  /** Spinner while loading and paying; `color` is used, other spin.js keys are accepted and ignored. */
  spinner?: { color?: string; [key: string]: unknown };
  /** Do not submit when Enter is pressed in a field (default false). */
  disableSubmitOnEnter?: boolean;
  /** Save the data and call onSaveTransactionData instead of paying (default false). */
  useSummaryPage?: boolean;
  /** Brands completed inside the widget instead of by redirect. */
  inlineFlow?: string[];
  /** Holder and expiry in frames on the gateway origin too, not only card number and code (default false). */
  enableSAQACompliance?: boolean;
  /** Tax number field (Brazilian CPF, check digits verified); sent as the customer's identification. */
  showTaxNumberField?: boolean;
  /** BIC field for DIRECTDEBIT_SEPA. */
  displayBic?: boolean;
  /** Brand logos as `svg` (every logo is SVG already). */
  imageStyle?: string;
  /** Countries offered for SOFORTUEBERWEISUNG: accepted without effect (the provider's page asks). */
  sofortCountries?: Record<string, string>;
  /** Apple Pay: the sheet, the button and its callbacks (docs/payment-flows.md "Wallets"); needs `countryCode`. */
  applePay?: ApplePayOptions;
  /** Google Pay: the request, Google's button and its callbacks (docs/payment-flows.md "Wallets"); needs `gatewayMerchantId`. */
  googlePay?: GooglePayOptions;
  /** For a script loaded without checkoutId: returns (a promise of) a checkout id. */
  createCheckout?: (this: unknown, data: { brand?: string }) => string | Promise<string>;
  /** Fast checkout's amount: accepted without effect (the wallets show the checkout's own amount). */
  checkout?: { amount?: string };

  /** Every form is rendered and styled (the widget's stylesheet loaded), and its frames answered. */
  onReady?: (this: unknown, containers: HTMLElement[]) => unknown;
  /** Before a card payment; `this` is the form; false or event.preventDefault() cancels. */
  onBeforeSubmitCard?: (this: HTMLFormElement, event: Event) => unknown;
  /** Before a stored-card payment; as onBeforeSubmitCard. */
  onBeforeSubmitOneClickCard?: (this: HTMLFormElement, event: Event) => unknown;
  /** Before a direct debit; as onBeforeSubmitCard. */
  onBeforeSubmitDirectDebit?: (this: HTMLFormElement, event: Event) => unknown;
  /** Before an online transfer; as onBeforeSubmitCard. */
  onBeforeSubmitOnlineTransfer?: (this: HTMLFormElement, event: Event) => unknown;
  /** Before a virtual-account (redirect) payment; as onBeforeSubmitCard. */
  onBeforeSubmitVirtualAccount?: (this: HTMLFormElement, event: Event) => unknown;
  /** The gateway took the submission: before 3-D Secure, the redirect or the result page (not when it refused the parameters). */
  onAfterSubmit?: (this: unknown) => unknown;
  /** The selected or detected brand changed. */
  onChangeBrand?: (this: unknown, brand: string) => unknown;
  /** The brands the number may belong to, while typing (may be empty). */
  onDetectBrand?: (this: unknown, brands: string[]) => unknown;
  /** The shopper left the card number; whether it is valid. */
  onBlurCardNumber?: (this: BlurContext, isValid: boolean) => unknown;
  /** The shopper left the security code; whether it is valid. */
  onBlurSecurityCode?: (this: BlurContext, isValid: boolean) => unknown;
  /** The shopper left the card holder; whether it is valid. */
  onBlurCardHolder?: (this: BlurContext, isValid: boolean) => unknown;
  /** The shopper left the expiry date; whether it is valid. */
  onBlurExpiryDate?: (this: BlurContext, isValid: boolean) => unknown;
  /** A card frame is ready to talk; `this.iframe` is its element. */
  onReadyIframeCommunication?: (this: IframeContext) => unknown;
  /** A card frame got focus. */
  onFocusIframeCommunication?: (this: IframeContext) => unknown;
  /** A card frame lost focus. */
  onBlurIframeCommunication?: (this: IframeContext) => unknown;
  /** The in-page 3-D Secure frame loaded; `this` is the iframe. */
  onLoadThreeDIframe?: (this: HTMLIFrameElement) => unknown;
  /** With useSummaryPage: the data was saved and the merchant confirms later. */
  onSaveTransactionData?: (this: unknown, data: Record<string, unknown>) => unknown;
  /** Something failed; see WpwlError for the names. */
  onError?: (this: unknown, error: WpwlError) => unknown;
}

/** The `wpwl` global. */
export interface Wpwl {
  /** The checkout and, once loaded, its configuration. */
  checkout: { id: string | null; config?: Record<string, unknown> };
  /** Build of the widget, for asset URLs. */
  cacheVersion: string;
  /** Every form is ready. */
  isReady: boolean;
  /** Submits the forms of that container class (default `wpwl-container-card`), running onBeforeSubmit*. */
  executePayment(containerClass?: string): void;
  /**
   * Shows the forms in another language (a `locale` value such as `de-AT`) without building them
   * again: what the shopper typed stays. Resolves once the texts are shown. Not in the original.
   */
  changeLanguage(locale: string): Promise<void>;
  /** Removes every form, frame, listener, timer and node the widget made. */
  unload(): void;
}
