// The Apple Pay sheet once the shopper pressed the button: the payment request built from
// wpwlOptions.applePay and the checkout, the merchant validated through the gateway, the option
// callbacks that may change the sheet (with the original's return contract), and the token paid at
// the gateway as brand APPLEPAY.
import type { Signal } from '@preact/signals';
import type { FormMessage } from '../../page-kit/messages.ts';
import type { Attempt } from '../../page-kit/outcome.ts';
import { APPLEPAY_REQUEST_REFUSED, APPLEPAY_VALIDATION_FAILED } from '../../shared/error-catalogue/methods.ts';
import type { PaymentOutcome } from '../../shared/protocol.ts';
import type { FormSubmission, MerchantOptions } from '../../widget/on-demand/contract.ts';
import type { OneButtonState } from '../brand-form.tsx';
import { postToCheckout } from '../post.ts';
import type { ApplePayContact, ApplePayPayment, ApplePaySessionClass, ApplePaySessionLike, ApplePayTotal } from './apple-pay-types.ts';
import { contactParameters, NOT_FOR_WALLETS, type WalletContact } from './contact.ts';
import type { ApplePayOptions } from './options.ts';

export const BRAND = 'APPLEPAY';

/**
 * Whether a result code says the payment went through (result-codes.md: successfully processed,
 * or processed and waiting for manual review): the sheet shows success or failure by it.
 */
const isApprovedCode = (code: string): boolean => /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0|000\.400\.0[^3]|000\.400\.100)/.test(code);

const contactOf = (c: ApplePayContact | undefined): WalletContact | undefined =>
  c && {
    email: c.emailAddress,
    givenName: c.givenName,
    surname: c.familyName,
    phone: c.phoneNumber,
    lines: c.addressLines,
    city: c.locality,
    state: c.administrativeArea,
    postcode: c.postalCode,
    country: c.countryCode,
  };

/** One Apple Pay form's part in a sheet: its services, options, state and attempt. */
export interface ApplePayRun {
  submission: FormSubmission;
  merchant: Pick<MerchantOptions, 'call' | 'reportError'>;
  options: ApplePayOptions;
  state: Signal<OneButtonState>;
  attempt: Attempt;
  /** the form, once rendered: its merchant inputs go with the payment */
  form: () => HTMLFormElement | null;
  /** the sheet's total: a merchant callback may change it (a total for another card) */
  sheet: { total: ApplePayTotal };
}

const fail = (run: ApplePayRun, message: FormMessage) => {
  run.state.value = { status: 'failed', message };
};

/** What the sheet asks for: the merchant's country, currency and networks, the total and the options' extras. */
export function paymentRequest(options: ApplePayOptions & { countryCode: string }, currencyCode: string, networks: readonly string[], total: ApplePayTotal) {
  return {
    countryCode: options.countryCode,
    currencyCode,
    merchantCapabilities: options.merchantCapabilities ?? ['supports3DS'],
    supportedNetworks: networks,
    total,
    ...(options.supportedCountries ? { supportedCountries: options.supportedCountries } : {}),
    ...(options.lineItems ? { lineItems: options.lineItems } : {}),
    ...(options.requiredBillingContactFields ? { requiredBillingContactFields: options.requiredBillingContactFields } : {}),
    ...(options.requiredShippingContactFields ? { requiredShippingContactFields: options.requiredShippingContactFields } : {}),
    ...(options.shippingMethods ? { shippingMethods: options.shippingMethods } : {}),
    ...(options.shippingType ? { shippingType: options.shippingType } : {}),
    ...(options.supportsCouponCode !== undefined ? { supportsCouponCode: options.supportsCouponCode } : {}),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
  };
}

/**
 * A merchant callback that may change the sheet (a total for another card, a shipping method):
 * its update object, or a promise of it; without one (or when it fails) the sheet keeps its total.
 */
async function updateFrom(run: ApplePayRun, name: string, fn: unknown, arg: unknown): Promise<Record<string, unknown>> {
  const fallback = { newTotal: run.sheet.total };
  if (typeof fn !== 'function') return fallback;
  const { threw, value } = run.merchant.call(`applePay.${name}`, fn, undefined, arg);
  const update = threw ? undefined : await Promise.resolve(value).catch(() => undefined);
  if (!update || typeof update !== 'object') return fallback;
  const next = (update as { newTotal?: ApplePayTotal }).newTotal;
  if (next) run.sheet.total = next;
  return { newTotal: run.sheet.total, ...(update as Record<string, unknown>) };
}

/** The merchant session from the gateway (it plays Apple's part in development). */
async function validateMerchant(run: ApplePayRun, session: ApplePaySessionLike, validationURL: string): Promise<void> {
  const { submission: s, options } = run;
  try {
    const response = await s.win.fetch(new URL(`checkouts/${encodeURIComponent(s.checkoutId)}/applepay/session`, s.base).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({ validationURL, ...(options.displayName ? { displayName: options.displayName } : {}) }),
      credentials: 'omit',
    });
    const body: unknown = await response.json();
    if (!response.ok) {
      const description = (body as { result?: { description?: string } } | null)?.result?.description ?? `HTTP ${response.status}`;
      throw new Error(description);
    }
    session.completeMerchantValidation(body);
  } catch (error) {
    session.abort();
    run.merchant.reportError(APPLEPAY_VALIDATION_FAILED, { error });
    fail(run, { key: 'networkError' });
  }
}

/** applePay.onPaymentAuthorized's decision after the sheet's authorisation: whether to pay (ABORT and FAILURE end here). */
async function merchantAllows(run: ApplePayRun, session: ApplePaySessionLike, Status: ApplePaySessionClass, payment: ApplePayPayment): Promise<boolean> {
  const { merchant, options } = run;
  if (typeof options.onPaymentAuthorized !== 'function') return true;
  const { threw, value } = merchant.call('applePay.onPaymentAuthorized', options.onPaymentAuthorized, undefined, payment);
  const decision = threw
    ? { status: 'FAILURE' }
    : ((await Promise.resolve(value).catch(() => ({ status: 'FAILURE' }))) as { status?: string; errors?: unknown[] } | undefined);
  if (decision?.status === 'ABORT') {
    session.abort();
    run.state.value = { status: 'idle' };
    return false;
  }
  if (decision?.status === 'FAILURE') {
    // The sheet shows the merchant's errors; the shopper may correct them and authorise again.
    session.completePayment({ status: Status.STATUS_FAILURE, ...(decision.errors ? { errors: decision.errors } : {}) });
    return false;
  }
  return true;
}

/** The token, its card network and type, and the contact parts submitOnPaymentAuthorized names. */
function tokenFields(shopperResultUrl: string, options: ApplePayOptions, payment: ApplePayPayment): Record<string, string> {
  const method = payment.token.paymentMethod;
  return {
    paymentBrand: BRAND,
    shopperResultUrl,
    'walletA.paymentToken': JSON.stringify(payment.token.paymentData),
    ...(method?.network ? { 'walletA.cardNetwork': method.network } : {}),
    ...(method?.type ? { 'walletA.cardType': method.type } : {}),
    ...contactParameters(options.submitOnPaymentAuthorized, {
      ...(payment.billingContact ? { billing: contactOf(payment.billingContact) } : {}),
      ...(payment.shippingContact ? { shipping: contactOf(payment.shippingContact) } : {}),
    }),
  };
}

/** After the sheet's authorisation: the merchant's decision, then the payment at the gateway. */
async function authorized(run: ApplePayRun, session: ApplePaySessionLike, Status: ApplePaySessionClass, payment: ApplePayPayment): Promise<void> {
  const { submission, attempt } = run;
  if (!(await merchantAllows(run, session, Status, payment))) return;
  const outcome: PaymentOutcome = await postToCheckout(
    submission,
    run.form(),
    tokenFields(submission.shopperResultUrl, run.options, payment),
    attempt.key(),
    NOT_FOR_WALLETS,
  );
  session.completePayment({ status: outcome.kind === 'final' && isApprovedCode(outcome.code) ? Status.STATUS_SUCCESS : Status.STATUS_FAILURE });
  const settled = attempt.settle(outcome, { inline: false, submitError: 'WidgetError' });
  if (settled.kind === 'message') fail(run, settled.message);
  else if (settled.kind === 'invalidCard') fail(run, { key: 'networkError' });
}

/** The session's events: each answered by the gateway, a merchant callback or the payment. */
function follow(run: ApplePayRun, session: ApplePaySessionLike, Session: ApplePaySessionClass): void {
  const { merchant, options } = run;
  session.onvalidatemerchant = (event) => void validateMerchant(run, session, event.validationURL);
  session.onpaymentmethodselected = (event) =>
    void updateFrom(run, 'onPaymentMethodSelected', options.onPaymentMethodSelected, event.paymentMethod).then((u) =>
      session.completePaymentMethodSelection(u),
    );
  session.onshippingcontactselected = (event) =>
    void updateFrom(run, 'onShippingContactSelected', options.onShippingContactSelected, event.shippingContact).then((u) =>
      session.completeShippingContactSelection(u),
    );
  session.onshippingmethodselected = (event) =>
    void updateFrom(run, 'onShippingMethodSelected', options.onShippingMethodSelected, event.shippingMethod).then((u) =>
      session.completeShippingMethodSelection(u),
    );
  session.oncouponcodechanged = (event) =>
    void updateFrom(run, 'onCouponCodeChanged', options.onCouponCodeChanged, event.couponCode).then((u) => session.completeCouponCodeChange?.(u));
  session.onpaymentauthorized = (event) => void authorized(run, session, Session, event.payment);
  session.oncancel = () => {
    run.state.value = { status: 'idle' };
    merchant.call('applePay.onCancel', options.onCancel, undefined);
  };
}

/** Opens the sheet, in the shopper's click: Apple opens a sheet only from the shopper's gesture, so nothing is awaited first. */
export function openSheet(run: ApplePayRun, Session: ApplePaySessionClass, version: number, request: Record<string, unknown>): void {
  let session: ApplePaySessionLike;
  try {
    session = new Session(version, { ...request, total: run.sheet.total });
  } catch (error) {
    run.merchant.reportError(APPLEPAY_REQUEST_REFUSED, { error });
    fail(run, { key: 'networkError' });
    return;
  }
  run.state.value = { status: 'busy' };
  follow(run, session, Session);
  session.begin();
}
