// The part of Google Pay's web API (pay.js, google.payments.api, API version 2) the widget uses.

export interface GoogleAddress {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
}

export interface GooglePaymentData {
  email?: string;
  shippingAddress?: GoogleAddress;
  paymentMethodData: {
    type?: string;
    description?: string;
    info?: { cardNetwork?: string; cardDetails?: string; billingAddress?: GoogleAddress };
    tokenizationData: { type?: string; token: string };
  };
}

export interface GooglePaymentsClient {
  isReadyToPay(request: Record<string, unknown>): Promise<{ result: boolean }>;
  loadPaymentData(request: Record<string, unknown>): Promise<GooglePaymentData>;
  createButton(options: Record<string, unknown>): HTMLElement;
}

export interface GooglePayApi {
  payments: {
    api: {
      PaymentsClient: new (options: Record<string, unknown>) => GooglePaymentsClient;
    };
  };
}
