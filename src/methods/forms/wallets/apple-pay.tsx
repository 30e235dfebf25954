// Apple Pay through the browser's ApplePaySession (Safari on Apple devices): the button where the
// browser can pay, the payment sheet built from wpwlOptions.applePay and the checkout, the merchant
// validated through the gateway, the option callbacks (with the original's return contract), and
// the token paid at the gateway as brand APPLEPAY.
import { signal } from '@preact/signals';
import { brandLabel } from '../../../shared/brand-labels.ts';
import type { FormMessage } from '../../../shared/messages.ts';
import type { PaymentOutcome } from '../../../shared/protocol.ts';
import { cls } from '../../../shared/ui/parts.tsx';
import type { FlowServices } from '../../api.ts';
import { BrandForm, type OneButtonState } from '../brand-form.tsx';
import type { FlowPart } from '../part.ts';
import { postToCheckout } from '../post.ts';
import type { ApplePayContact, ApplePaySessionClass, ApplePaySessionLike, ApplePayTotal } from './apple-pay-types.ts';
import { contactParameters, NOT_FOR_WALLETS, type WalletContact } from './contact.ts';
import { walletNotice } from './notice.ts';
import { applePayOptions } from './options.ts';

const BRAND = 'APPLEPAY';

/**
 * Whether a result code says the payment went through (result-codes.md: successfully processed,
 * or processed and waiting for manual review): the sheet shows success or failure by it.
 */
const isApprovedCode = (code: string): boolean => /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0|000\.400\.0[^3]|000\.400\.100)/.test(code);

/** Apple's network names for the card brands a page lists (Apple has none for Diners). */
const NETWORKS: Readonly<Record<string, string>> = {
  VISA: 'visa',
  MASTER: 'masterCard',
  AMEX: 'amex',
  DISCOVER: 'discover',
  JCB: 'jcb',
  MAESTRO: 'maestro',
  MADA: 'mada',
  CARTEBANCAIRE: 'cartesBancaires',
  UNIONPAY: 'chinaUnionPay',
};
/** When the form lists no card brand Apple knows. */
const DEFAULT_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'];

/** The update objects the widget passes need version 3; mada as a network needs 5. */
function sessionVersion(given: number | undefined, networks: readonly string[]): number {
  const needed = networks.includes('mada') ? 5 : 3;
  if (given !== undefined && given < needed) {
    console.info(
      `[paymentWidgets] wpwlOptions.applePay.version ${given} is raised to ${needed}: the widget uses the update objects of Apple Pay version 3${needed === 5 ? ' and mada needs 5' : ''}.`,
    );
  }
  return Math.max(given ?? needed, needed);
}

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

export async function createApplePay(s: FlowServices): Promise<FlowPart | null> {
  const Session = (s.win as Window & { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  if (typeof Session !== 'function') return walletNotice(BRAND, 'this browser has no ApplePaySession (Apple Pay needs Safari on an Apple device)');
  const options = applePayOptions(s.options.applePay);
  const checkout = s.amount();
  if (!options.countryCode) {
    s.reportError('WidgetError', "APPLEPAY is left out: wpwlOptions.applePay.countryCode (the merchant's two-letter country, such as DE) is required", {
      brand: BRAND,
    });
    return null;
  }
  // The networks of the card brands the same form lists, as a merchant expects ("VISA MASTER
  // APPLEPAY" takes Visa and Mastercard in the sheet), unless applePay.supportedNetworks says.
  const listed = s.cardBrands.flatMap((brand) => NETWORKS[brand] ?? []);
  const networks = options.supportedNetworks ?? (listed.length > 0 ? listed : DEFAULT_NETWORKS);
  const version = sessionVersion(options.version, networks);
  let usable: boolean;
  try {
    if (!Session.supportsVersion(version)) return walletNotice(BRAND, `this browser does not support Apple Pay version ${version}`);
    usable =
      options.checkAvailability === 'canMakePaymentsWithActiveCard' && options.merchantIdentifier && Session.canMakePaymentsWithActiveCard
        ? await Session.canMakePaymentsWithActiveCard(options.merchantIdentifier)
        : Session.canMakePayments();
  } catch (error) {
    return walletNotice(BRAND, `ApplePaySession refused the availability check (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!usable) return walletNotice(BRAND, 'ApplePaySession says this device cannot pay (no card in Wallet?)');

  const state = signal<OneButtonState>({ status: 'idle' });
  const attempts = s.attempts();
  let form: HTMLFormElement | null = null;
  const label = brandLabel(BRAND);
  const currencyCode = options.currencyCode ?? checkout?.currency ?? 'EUR';
  let total: ApplePayTotal = { label: options.total?.label ?? options.displayName ?? label, amount: checkout?.amount ?? '0.00', type: 'final' };

  const request = {
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

  /**
   * A merchant callback that may change the sheet (a total for another card, a shipping method):
   * its update object, or a promise of it; without one (or when it fails) the sheet keeps its total.
   */
  const updateFrom = async (name: string, fn: unknown, arg: unknown): Promise<Record<string, unknown>> => {
    const fallback = { newTotal: total };
    if (typeof fn !== 'function') return fallback;
    const { threw, value } = s.call(`applePay.${name}`, fn, undefined, arg);
    const update = threw ? undefined : await Promise.resolve(value).catch(() => undefined);
    if (!update || typeof update !== 'object') return fallback;
    const next = (update as { newTotal?: ApplePayTotal }).newTotal;
    if (next) total = next;
    return { newTotal: total, ...(update as Record<string, unknown>) };
  };

  const fail = (message: FormMessage) => {
    state.value = { status: 'failed', message };
  };

  /** The merchant session from the gateway (it plays Apple's part in development). */
  const validateMerchant = async (session: ApplePaySessionLike, validationURL: string) => {
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
      s.reportError('WidgetError', `Apple Pay merchant validation failed: ${error instanceof Error ? error.message : String(error)}`, { brand: BRAND });
      fail({ key: 'networkError' });
    }
  };

  /** After the sheet's authorisation: the merchant's decision, then the payment at the gateway. */
  const authorized = async (
    session: ApplePaySessionLike,
    Status: ApplePaySessionClass,
    payment: Parameters<NonNullable<ApplePaySessionLike['onpaymentauthorized']>>[0]['payment'],
  ) => {
    if (typeof options.onPaymentAuthorized === 'function') {
      const { threw, value } = s.call('applePay.onPaymentAuthorized', options.onPaymentAuthorized, undefined, payment);
      const decision = threw
        ? { status: 'FAILURE' }
        : ((await Promise.resolve(value).catch(() => ({ status: 'FAILURE' }))) as { status?: string; errors?: unknown[] } | undefined);
      if (decision?.status === 'ABORT') {
        session.abort();
        state.value = { status: 'idle' };
        return;
      }
      if (decision?.status === 'FAILURE') {
        // The sheet shows the merchant's errors; the shopper may correct them and authorise again.
        session.completePayment({ status: Status.STATUS_FAILURE, ...(decision.errors ? { errors: decision.errors } : {}) });
        return;
      }
    }
    const method = payment.token.paymentMethod;
    const fields = {
      paymentBrand: BRAND,
      shopperResultUrl: s.shopperResultUrl,
      'walletA.paymentToken': JSON.stringify(payment.token.paymentData),
      ...(method?.network ? { 'walletA.cardNetwork': method.network } : {}),
      ...(method?.type ? { 'walletA.cardType': method.type } : {}),
      ...contactParameters(options.submitOnPaymentAuthorized, {
        ...(payment.billingContact ? { billing: contactOf(payment.billingContact) } : {}),
        ...(payment.shippingContact ? { shipping: contactOf(payment.shippingContact) } : {}),
      }),
    };
    const outcome: PaymentOutcome = await postToCheckout(s, form, fields, attempts.key(), NOT_FOR_WALLETS);
    const key = attempts.answered(outcome);
    session.completePayment({ status: outcome.kind === 'final' && isApprovedCode(outcome.code) ? Status.STATUS_SUCCESS : Status.STATUS_FAILURE });
    const settled = s.settle(outcome, { inline: false, submitError: 'WidgetError', key });
    if (settled.kind === 'message') fail(settled.message);
    else if (settled.kind === 'invalidCard') fail({ key: 'networkError' });
  };

  /** Runs in the click: Apple opens a sheet only from the shopper's gesture, so nothing is awaited first. */
  const submit = () => {
    if (state.value.status === 'busy' || !form) return;
    if (!s.allowed('onBeforeSubmitVirtualAccount', s.options.onBeforeSubmitVirtualAccount, form)) return;
    let session: ApplePaySessionLike;
    try {
      session = new Session(version, { ...request, total });
    } catch (error) {
      s.reportError('WidgetError', `Apple Pay refused the payment request: ${error instanceof Error ? error.message : String(error)}`, { brand: BRAND });
      fail({ key: 'networkError' });
      return;
    }
    state.value = { status: 'busy' };
    session.onvalidatemerchant = (event) => void validateMerchant(session, event.validationURL);
    session.onpaymentmethodselected = (event) =>
      void updateFrom('onPaymentMethodSelected', options.onPaymentMethodSelected, event.paymentMethod).then((u) => session.completePaymentMethodSelection(u));
    session.onshippingcontactselected = (event) =>
      void updateFrom('onShippingContactSelected', options.onShippingContactSelected, event.shippingContact).then((u) =>
        session.completeShippingContactSelection(u),
      );
    session.onshippingmethodselected = (event) =>
      void updateFrom('onShippingMethodSelected', options.onShippingMethodSelected, event.shippingMethod).then((u) =>
        session.completeShippingMethodSelection(u),
      );
    session.oncouponcodechanged = (event) =>
      void updateFrom('onCouponCodeChanged', options.onCouponCodeChanged, event.couponCode).then((u) => session.completeCouponCodeChange?.(u));
    session.onpaymentauthorized = (event) => void authorized(session, Session, event.payment);
    session.oncancel = () => {
      state.value = { status: 'idle' };
      s.call('applePay.onCancel', options.onCancel, undefined);
    };
    session.begin();
  };

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
        onSubmit={submit}
      >
        <button
          type="submit"
          lang={s.language()}
          class={cls(
            'wpwl-button',
            'wpwl-button-brand',
            `wpwl-button-brand-${BRAND}`,
            'wpwl-apple-pay-button',
            `wpwl-apple-pay-button-${options.buttonStyle ?? 'black'}`,
            `wpwl-apple-pay-button-type-${options.buttonType ?? 'plain'}`,
          )}
          disabled={current.status === 'busy'}
          aria-label={s.t('payWith', { brand: label })}
        />
      </BrandForm>
    );
  }

  return { View, submit, containerClass: `wpwl-container-virtualAccount-${BRAND}` };
}
