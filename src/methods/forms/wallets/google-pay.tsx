// Google Pay through Google's own pay.js, loaded from Google when a form lists GOOGLEPAY: asks
// isReadyToPay, renders Google's button, runs loadPaymentData with this gateway as the
// tokenization gateway (gatewayMerchantId: the merchant's entity id), honours the option
// callbacks' promises, and pays the token at the gateway as brand GOOGLEPAY.

import { effect, signal } from '@preact/signals';
import { GOOGLE_PAY_SCRIPT, scriptURL } from '../../../shared/trusted-types.ts';
import type { FlowServices } from '../../api.ts';
import { BrandForm, type OneButtonState } from '../brand-form.tsx';
import type { FlowPart } from '../part.ts';
import { postToCheckout } from '../post.ts';
import { contactParameters, NOT_FOR_WALLETS, type WalletContact } from './contact.ts';
import type { GoogleAddress, GooglePayApi, GooglePaymentData, GooglePaymentsClient } from './google-pay-types.ts';
import { walletNotice } from './notice.ts';
import { googlePayOptions } from './options.ts';

const BRAND = 'GOOGLEPAY';
/** Google's script; the merchant's CSP names its host (docs/csp.md "Google Pay and Apple Pay"). */
/** How this gateway is registered as a Google Pay tokenization gateway. */
export const GOOGLE_PAY_GATEWAY = 'paymentwidgets';
/** How long Google's script may take before Google Pay is left out. */
const SCRIPT_TIMEOUT_MS = 8000;

/** Google's network names for the card brands a page lists (Google Pay takes these five). */
const NETWORKS: Readonly<Record<string, string>> = { AMEX: 'AMEX', DISCOVER: 'DISCOVER', JCB: 'JCB', MASTER: 'MASTERCARD', VISA: 'VISA' };
/** When the form lists no card brand Google knows. */
const DEFAULT_NETWORKS = ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'];

let script: Promise<GooglePayApi> | undefined;

/** pay.js once per page, however many forms list Google Pay. */
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

const contactOf = (a: GoogleAddress | undefined): WalletContact | undefined => {
  if (!a) return undefined;
  const [givenName, ...rest] = (a.name ?? '').trim().split(/\s+/);
  return {
    givenName: givenName || undefined,
    surname: rest.join(' ') || undefined,
    phone: a.phoneNumber,
    lines: [a.address1, a.address2, a.address3].filter((l): l is string => !!l),
    city: a.locality,
    state: a.administrativeArea,
    postcode: a.postalCode,
    country: a.countryCode,
  };
};

export async function createGooglePay(s: FlowServices): Promise<FlowPart | null> {
  const options = googlePayOptions(s.options.googlePay);
  if (!options.gatewayMerchantId) {
    s.reportError('WidgetError', 'GOOGLEPAY is left out: wpwlOptions.googlePay.gatewayMerchantId (your entity id) is required', { brand: BRAND });
    return null;
  }
  let client: GooglePaymentsClient;
  // The networks of the card brands the same form lists, unless googlePay.allowedCardNetworks says.
  const listed = s.cardBrands.flatMap((brand) => NETWORKS[brand] ?? []);
  const checkout = s.amount();
  const card = {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: options.allowedAuthMethods ?? ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: options.allowedCardNetworks ?? (listed.length > 0 ? listed : DEFAULT_NETWORKS),
      ...(options.billingAddressRequired ? { billingAddressRequired: true } : {}),
      ...(options.billingAddressParameters ? { billingAddressParameters: options.billingAddressParameters } : {}),
    },
  };
  const intents = [
    ...(options.onPaymentAuthorized ? ['PAYMENT_AUTHORIZATION'] : []),
    ...(options.onPaymentDataChanged && options.shippingAddressRequired ? ['SHIPPING_ADDRESS'] : []),
    ...(options.onPaymentDataChanged && options.shippingOptionRequired ? ['SHIPPING_OPTION'] : []),
  ];
  /**
   * A merchant callback Google waits for: its promise's answer; `none` when it answers nothing,
   * `failed` when it throws or its promise rejects (a check that failed never lets a payment on).
   */
  const callback = (name: string, fn: unknown, none: Record<string, unknown>, failed: Record<string, unknown>) => async (data: unknown) => {
    const { threw, value } = s.call(`googlePay.${name}`, fn, undefined, data);
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
  try {
    const google = await loadGoogle(s.win);
    client = new google.payments.api.PaymentsClient({
      // The development gateway takes Google's test tokens only.
      environment: 'TEST',
      ...(options.merchantInfo ? { merchantInfo: options.merchantInfo } : {}),
      ...(intents.length > 0
        ? {
            paymentDataCallbacks: {
              ...(options.onPaymentAuthorized
                ? { onPaymentAuthorized: callback('onPaymentAuthorized', options.onPaymentAuthorized, { transactionState: 'SUCCESS' }, authorizationFailed) }
                : {}),
              ...(options.onPaymentDataChanged ? { onPaymentDataChanged: callback('onPaymentDataChanged', options.onPaymentDataChanged, {}, {}) } : {}),
            },
          }
        : {}),
    });
    const ready = await client.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [card] });
    if (!ready.result) return walletNotice(BRAND, 'Google Pay says this browser cannot pay (isReadyToPay answered false)');
  } catch (error) {
    s.reportError('WidgetError', `GOOGLEPAY is left out: ${error instanceof Error ? error.message : String(error)}`, { brand: BRAND });
    return null;
  }

  const state = signal<OneButtonState>({ status: 'idle' });
  const attempts = s.attempts();
  let form: HTMLFormElement | null = null;

  const request = () => ({
    apiVersion: 2,
    apiVersionMinor: 0,
    merchantInfo: options.merchantInfo ?? {
      ...(options.merchantId ? { merchantId: options.merchantId } : {}),
      ...(options.merchantName ? { merchantName: options.merchantName } : {}),
    },
    allowedPaymentMethods: [
      {
        ...card,
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: GOOGLE_PAY_GATEWAY, gatewayMerchantId: options.gatewayMerchantId } },
      },
    ],
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: checkout?.amount ?? '0.00',
      currencyCode: options.currencyCode ?? checkout?.currency ?? 'EUR',
      ...(options.countryCode ? { countryCode: options.countryCode } : {}),
      ...(options.displayItems ? { displayItems: options.displayItems } : {}),
      ...(options.totalPriceLabel ? { totalPriceLabel: options.totalPriceLabel } : {}),
    },
    ...(options.emailRequired ? { emailRequired: true } : {}),
    ...(options.shippingAddressRequired ? { shippingAddressRequired: true } : {}),
    ...(options.shippingAddressParameters ? { shippingAddressParameters: options.shippingAddressParameters } : {}),
    ...(options.shippingOptionRequired ? { shippingOptionRequired: true } : {}),
    ...(options.shippingOptionParameters ? { shippingOptionParameters: options.shippingOptionParameters } : {}),
    ...(intents.length > 0 ? { callbackIntents: intents } : {}),
  });

  const pay = async (data: GooglePaymentData) => {
    const info = data.paymentMethodData.info;
    const fields = {
      paymentBrand: BRAND,
      shopperResultUrl: s.shopperResultUrl,
      'walletB.paymentToken': data.paymentMethodData.tokenizationData.token,
      ...contactParameters(options.submitOnPaymentAuthorized, {
        ...(info?.billingAddress ? { billing: contactOf(info.billingAddress) } : {}),
        ...(data.shippingAddress ? { shipping: contactOf(data.shippingAddress) } : {}),
        ...(data.email ? { email: data.email } : {}),
      }),
    };
    const outcome = await postToCheckout(s, form, fields, attempts.key(), NOT_FOR_WALLETS);
    const key = attempts.answered(outcome);
    const settled = s.settle(outcome, { inline: false, submitError: 'WidgetError', key });
    if (settled.kind === 'message') state.value = { status: 'failed', message: settled.message };
    else if (settled.kind === 'invalidCard') state.value = { status: 'failed', message: { key: 'networkError' } };
  };

  const submit = async () => {
    if (state.value.status === 'busy' || !form) return;
    if (!s.allowed('onBeforeSubmitVirtualAccount', s.options.onBeforeSubmitVirtualAccount, form)) return;
    state.value = { status: 'busy' };
    let data: GooglePaymentData;
    try {
      data = await client.loadPaymentData(request());
    } catch (error) {
      state.value = { status: 'idle' };
      const status = (error as { statusCode?: string } | null)?.statusCode;
      if (status === 'CANCELED') {
        s.call('googlePay.onCancel', options.onCancel, undefined);
        // As the original reports it: a WidgetError for the brand, with the event.
        s.reportError('WidgetError', 'the shopper closed the Google Pay sheet', { brand: BRAND, event: 'closed' });
        return;
      }
      const message = (error as { statusMessage?: string } | null)?.statusMessage ?? (error instanceof Error ? error.message : String(error));
      s.reportError('WidgetError', `Google Pay refused the payment request (${status ?? 'error'}): ${message}`, { brand: BRAND });
      state.value = { status: 'failed', message: { key: 'networkError' } };
      return;
    }
    await pay(data);
  };

  /**
   * Google's own button, made by pay.js, in the brand group the original has; made again in the
   * new language when the widget's language changes (wpwl.changeLanguage), as Google's button
   * takes its language when it is made.
   */
  const group = signal<HTMLDivElement | null>(null);
  const placeButton = (el: HTMLDivElement | null) => {
    group.value = el;
  };
  const stopFollowing = effect(() => {
    const language = s.language().split('-')[0];
    group.value?.replaceChildren(
      client.createButton({
        onClick: () => void submit(),
        buttonColor: options.buttonColor ?? 'default',
        buttonType: options.buttonType ?? 'buy',
        buttonSizeMode: options.buttonSizeMode ?? 'static',
        buttonLocale: language,
        allowedPaymentMethods: [card],
      }),
    );
  });

  function View() {
    const current = state.value;
    return (
      <BrandForm
        kind="virtualAccount"
        brand={BRAND}
        s={s}
        state={current}
        formRef={(el) => {
          form = el;
        }}
        groupRef={placeButton}
        onSubmit={() => void submit()}
      />
    );
  }

  return { View, submit, containerClass: `wpwl-container-virtualAccount-${BRAND}`, destroy: stopFollowing };
}
