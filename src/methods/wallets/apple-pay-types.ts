// The part of Apple's ApplePaySession API (Apple Pay on the Web, version 3 and later) the widget
// uses; Safari provides the class, other browsers do not have it.

export interface ApplePayTotal {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

export interface ApplePayContact {
  emailAddress?: string;
  givenName?: string;
  familyName?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface ApplePayPayment {
  token: {
    paymentData: unknown;
    paymentMethod?: { displayName?: string; network?: string; type?: string };
    transactionIdentifier?: string;
  };
  billingContact?: ApplePayContact;
  shippingContact?: ApplePayContact;
}

export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
  completePaymentMethodSelection(update: Record<string, unknown>): void;
  completeShippingContactSelection(update: Record<string, unknown>): void;
  completeShippingMethodSelection(update: Record<string, unknown>): void;
  completeCouponCodeChange?(update: Record<string, unknown>): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentmethodselected: ((event: { paymentMethod: unknown }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: unknown }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: unknown }) => void) | null;
  oncouponcodechanged: ((event: { couponCode: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

export interface ApplePaySessionClass {
  new (version: number, request: Record<string, unknown>): ApplePaySessionLike;
  canMakePayments(): boolean;
  canMakePaymentsWithActiveCard?(merchantIdentifier: string): Promise<boolean>;
  supportsVersion(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}
