// Google's pay.js and the PaymentsClient made from it: the script loaded once per page, the card
// payment method with the networks of the form's card brands, the option callbacks Google waits
// for (their promises honoured), and isReadyToPay, which decides whether Google Pay is offered.
import { GOOGLE_PAY_SCRIPT, scriptURL } from '../../page-kit/trusted-types.ts';
import { GOOGLEPAY_UNAVAILABLE } from '../../shared/error-catalogue/methods.ts';
import type { MerchantOptions } from '../../widget/on-demand/contract.ts';
import type { GooglePayApi, GooglePaymentsClient } from './google-pay-types.ts';
import { walletNotice } from './notice.ts';
import type { GooglePayOptions } from './options.ts';

export const BRAND = 'GOOGLEPAY';
/** How long Google's script may take before Google Pay is left out. */
const SCRIPT_TIMEOUT_MS = 8000;

/** Google's network names for the card brands a page lists (Google Pay takes these five). */
const NETWORKS: Readonly<Record<string, string>> = { AMEX: 'AMEX', DISCOVER: 'DISCOVER', JCB: 'JCB', MASTER: 'MASTERCARD', VISA: 'VISA' };
/** When the form lists no card brand Google knows. */
const DEFAULT_NETWORKS = ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'];

let script: Promise<GooglePayApi> | undefined;

/** pay.js (GOOGLE_PAY_SCRIPT; the merchant's CSP names its host, docs/csp.md "Google Pay and Apple Pay") once per page, however many forms list Google Pay. */
function loadGoogle(win: Window): Promise<GooglePayApi> {
  const existing = (win as Window & { google?: GooglePayApi }).google;
  if (existing?.payments?.api?.PaymentsClient) return Promise.resolve(existing);
  script ??= new Promise<GooglePayApi>((resolve, reject) => {
    const el = win.document.createElement('script');
    // Through the wpwl policy: on a page that requires Trusted Types, a script's src is a sink.
    el.src = scriptURL(win, GOOGLE_PAY_SCRIPT, (message) => console.warn(`[paymentWidgets] ${message}`));
    el.async = true;
    const timer = win.setTimeout(() => reject(new Error(`${GOOGLE_PAY_SCRIPT} did not load within ${SCRIPT_TIMEOUT_MS / 1000} s`)), SCRIPT_TIMEOUT_MS);
    el.onload = () => {
      win.clearTimeout(timer);
      const api = (win as Window & { google?: GooglePayApi }).google;
      if (api?.payments?.api?.PaymentsClient) resolve(api);
      else reject(new Error(`${GOOGLE_PAY_SCRIPT} loaded without google.payments.api`));
    };
    el.onerror = () => {
      win.clearTimeout(timer);
      reject(new Error(`${GOOGLE_PAY_SCRIPT} could not be loaded (network, or the page's Content-Security-Policy does not allow https://pay.google.com)`));
    };
    win.document.head.append(el);
  }).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}

/** The card payment method: the networks of the card brands the same form lists, unless googlePay.allowedCardNetworks says. */
export function cardMethod(options: GooglePayOptions, cardBrands: readonly string[]) {
  const listed = cardBrands.flatMap((brand) => NETWORKS[brand] ?? []);
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: options.allowedAuthMethods ?? ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: options.allowedCardNetworks ?? (listed.length > 0 ? listed : DEFAULT_NETWORKS),
      ...(options.billingAddressRequired ? { billingAddressRequired: true } : {}),
      ...(options.billingAddressParameters ? { billingAddressParameters: options.billingAddressParameters } : {}),
    },
  };
}
export type CardMethod = ReturnType<typeof cardMethod>;

/** What the merchant's callbacks ask Google to call them for. */
export function callbackIntents(options: GooglePayOptions): string[] {
  return [
    ...(options.onPaymentAuthorized ? ['PAYMENT_AUTHORIZATION'] : []),
    ...(options.onPaymentDataChanged && options.shippingAddressRequired ? ['SHIPPING_ADDRESS'] : []),
    ...(options.onPaymentDataChanged && options.shippingOptionRequired ? ['SHIPPING_OPTION'] : []),
  ];
}

/**
 * A merchant callback Google waits for: its promise's answer; `none` when it answers nothing,
 * `failed` when it throws or its promise rejects (a check that failed never lets a payment on).
 */
const callback =
  (call: MerchantOptions['call'], name: string, fn: unknown, none: Record<string, unknown>, failed: Record<string, unknown>) => async (data: unknown) => {
    const { threw, value } = call(`googlePay.${name}`, fn, undefined, data);
    if (threw) return failed;
    try {
      const answer: unknown = await value;
      return answer && typeof answer === 'object' ? answer : none;
    } catch {
      return failed;
    }
  };

const authorizationFailed = {
  transactionState: 'ERROR',
  error: { intent: 'PAYMENT_AUTHORIZATION', reason: 'OTHER_ERROR', message: 'the payment could not be checked' },
};

/** The client's options: the merchant's info and the callbacks the intents need. */
function clientOptions(call: MerchantOptions['call'], options: GooglePayOptions, intents: readonly string[]): Record<string, unknown> {
  return {
    // The development gateway takes Google's test tokens only.
    environment: 'TEST',
    ...(options.merchantInfo ? { merchantInfo: options.merchantInfo } : {}),
    ...(intents.length > 0
      ? {
          paymentDataCallbacks: {
            ...(options.onPaymentAuthorized
              ? {
                  onPaymentAuthorized: callback(call, 'onPaymentAuthorized', options.onPaymentAuthorized, { transactionState: 'SUCCESS' }, authorizationFailed),
                }
              : {}),
            ...(options.onPaymentDataChanged ? { onPaymentDataChanged: callback(call, 'onPaymentDataChanged', options.onPaymentDataChanged, {}, {}) } : {}),
          },
        }
      : {}),
  };
}

/** Google's client once pay.js says this browser can pay; null (Google Pay left out, and why said) otherwise. */
export async function readyClient(
  win: Window,
  merchant: Pick<MerchantOptions, 'call' | 'reportError'>,
  options: GooglePayOptions,
  card: CardMethod,
  intents: readonly string[],
): Promise<GooglePaymentsClient | null> {
  try {
    const google = await loadGoogle(win);
    const client = new google.payments.api.PaymentsClient(clientOptions(merchant.call, options, intents));
    const ready = await client.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [card] });
    if (!ready.result) return walletNotice(BRAND, 'Google Pay says this browser cannot pay (isReadyToPay answered false)');
    return client;
  } catch (error) {
    merchant.reportError(GOOGLEPAY_UNAVAILABLE, { error });
    return null;
  }
}
