// Google Pay through Google's own pay.js, loaded from Google when a form lists GOOGLEPAY
// (google-pay-client.ts): renders Google's button, runs loadPaymentData with this gateway as the
// tokenization gateway (gatewayMerchantId: the merchant's entity id), and pays the token at the
// gateway as brand GOOGLEPAY.

import { effect, type Signal, signal } from '@preact/signals';
import type { Attempt } from '../../page-kit/outcome.ts';
import { GOOGLEPAY_MERCHANT_ID_MISSING, GOOGLEPAY_REFUSED, GOOGLEPAY_SHEET_CLOSED } from '../../shared/error-catalogue/methods.ts';
import { reason } from '../../shared/errors.ts';
import type { FormServices, FormSubmission, FormTexts, MerchantOptions } from '../../widget/on-demand/contract.ts';
import { BrandForm, type OneButtonState } from '../brand-form.tsx';
import type { MethodPart } from '../part.ts';
import { postToCheckout } from '../post.ts';
import { contactParameters, NOT_FOR_WALLETS, type WalletContact } from './contact.ts';
import { BRAND, type CardMethod, callbackIntents, cardMethod, readyClient } from './google-pay-client.ts';
import type { GoogleAddress, GooglePaymentData, GooglePaymentsClient } from './google-pay-types.ts';
import { type GooglePayOptions, googlePayOptions } from './options.ts';

/** How this gateway is registered as a Google Pay tokenization gateway. */
export const GOOGLE_PAY_GATEWAY = 'paymentwidgets';

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

/** One Google Pay form: its services, options, client and state. */
interface GooglePayRun {
  submission: FormSubmission;
  merchant: MerchantOptions;
  options: GooglePayOptions;
  client: GooglePaymentsClient;
  card: CardMethod;
  intents: readonly string[];
  state: Signal<OneButtonState>;
  attempt: Attempt;
  /** the form, once rendered: its merchant inputs go with the payment */
  form: () => HTMLFormElement | null;
  /** the checkout's amount and currency when the form was made */
  checkout: ReturnType<FormSubmission['amount']>;
}

/** What loadPaymentData asks for: the card method tokenized by this gateway, the checkout's total and the options' extras. */
function paymentDataRequest({ options, card, intents, checkout }: GooglePayRun) {
  return {
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
  };
}

/** The sheet's token and the contact parts submitOnPaymentAuthorized names, paid at the gateway. */
async function pay({ submission, options, state, attempt, form }: GooglePayRun, data: GooglePaymentData): Promise<void> {
  const info = data.paymentMethodData.info;
  const fields = {
    paymentBrand: BRAND,
    shopperResultUrl: submission.shopperResultUrl,
    'walletB.paymentToken': data.paymentMethodData.tokenizationData.token,
    ...contactParameters(options.submitOnPaymentAuthorized, {
      ...(info?.billingAddress ? { billing: contactOf(info.billingAddress) } : {}),
      ...(data.shippingAddress ? { shipping: contactOf(data.shippingAddress) } : {}),
      ...(data.email ? { email: data.email } : {}),
    }),
  };
  const outcome = await postToCheckout(submission, form(), fields, attempt.key(), NOT_FOR_WALLETS);
  const settled = attempt.settle(outcome, { inline: false, submitError: 'WidgetError' });
  if (settled.kind === 'message') state.value = { status: 'failed', message: settled.message };
  else if (settled.kind === 'invalidCard') state.value = { status: 'failed', message: { key: 'networkError' } };
}

/** The sheet closed without a payment: the shopper's cancel, or Google's refusal. */
function sheetFailed({ merchant, options, state }: GooglePayRun, error: unknown): void {
  state.value = { status: 'idle' };
  const status = (error as { statusCode?: string } | null)?.statusCode;
  if (status === 'CANCELED') {
    merchant.call('googlePay.onCancel', options.onCancel, undefined);
    // As the original reports it: a WidgetError for the brand, with the event.
    merchant.reportError(GOOGLEPAY_SHEET_CLOSED);
    return;
  }
  const why = (error as { statusMessage?: string } | null)?.statusMessage ?? reason(error);
  merchant.reportError(GOOGLEPAY_REFUSED, { status, why });
  state.value = { status: 'failed', message: { key: 'networkError' } };
}

/** A press of Google's button: the merchant asked, the sheet opened, its token paid. */
async function submitGooglePay(run: GooglePayRun): Promise<void> {
  const { submission, state, client } = run;
  const form = run.form();
  if (state.value.status === 'busy' || !form) return;
  if (!submission.allowed('onBeforeSubmitVirtualAccount', run.merchant.options.onBeforeSubmitVirtualAccount, form)) return;
  state.value = { status: 'busy' };
  let data: GooglePaymentData;
  try {
    data = await client.loadPaymentData(paymentDataRequest(run));
  } catch (error) {
    sheetFailed(run, error);
    return;
  }
  await pay(run, data);
}

/**
 * Google's own button, made by pay.js, in the brand group the original has; made again in the
 * new language when the widget's language changes (wpwl.changeLanguage), as Google's button
 * takes its language when it is made. Returns the end of that following.
 */
function followLanguage(
  { options, client, card }: GooglePayRun,
  shown: FormTexts['language'],
  group: Signal<HTMLDivElement | null>,
  submit: () => Promise<void>,
): () => void {
  return effect(() => {
    const language = shown().split('-')[0];
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
}

export async function createGooglePay({ texts, submission, merchant }: FormServices): Promise<MethodPart | null> {
  const options = googlePayOptions(merchant.options.googlePay);
  if (!options.gatewayMerchantId) {
    merchant.reportError(GOOGLEPAY_MERCHANT_ID_MISSING);
    return null;
  }
  const card = cardMethod(options, merchant.cardBrands);
  const checkout = submission.amount();
  const intents = callbackIntents(options);
  const client = await readyClient(submission.win, merchant, options, card, intents);
  if (!client) return null;

  let form: HTMLFormElement | null = null;
  const run: GooglePayRun = {
    submission,
    merchant,
    options,
    client,
    card,
    intents,
    state: signal<OneButtonState>({ status: 'idle' }),
    attempt: submission.attempt(),
    form: () => form,
    checkout,
  };
  const submit = () => submitGooglePay(run);
  const group = signal<HTMLDivElement | null>(null);
  const placeButton = (el: HTMLDivElement | null) => {
    group.value = el;
  };
  const stopFollowing = followLanguage(run, texts.language, group, submit);

  function View() {
    const current = run.state.value;
    return (
      <BrandForm
        kind="virtualAccount"
        brand={BRAND}
        texts={texts}
        state={current}
        formRef={(el) => {
          form = el;
        }}
        groupRef={placeButton}
        onSubmit={() => void submit()}
      />
    );
  }

  return { View, submit, destroy: stopFollowing };
}
