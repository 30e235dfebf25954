// Apple Pay through the browser's ApplePaySession (Safari on Apple devices): the button where the
// browser can pay, with the networks of the form's card brands; the sheet it opens is
// apple-pay-sheet.ts.
import { signal } from '@preact/signals';
import { brandLabel } from '../../page-kit/brand-labels.ts';
import { cls } from '../../page-kit/ui/parts.tsx';
import { APPLEPAY_COUNTRY_MISSING, APPLEPAY_VERSION_RAISED } from '../../shared/error-catalogue/methods.ts';
import type { FormServices, FormTexts } from '../../widget/on-demand/contract.ts';
import { BrandForm, type OneButtonState } from '../brand-form.tsx';
import type { MethodPart } from '../part.ts';
import { type ApplePayRun, BRAND, openSheet, paymentRequest } from './apple-pay-sheet.ts';
import type { ApplePaySessionClass } from './apple-pay-types.ts';
import { walletNotice } from './notice.ts';
import { type ApplePayOptions, applePayOptions } from './options.ts';

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
    console.info(`[paymentWidgets] ${APPLEPAY_VERSION_RAISED.message({ given, needed })}`);
  }
  return Math.max(given ?? needed, needed);
}

/** Why this browser cannot pay with Apple Pay (its ApplePaySession answers), or null when it can. */
async function whyUnusable(Session: ApplePaySessionClass, options: ApplePayOptions, version: number): Promise<string | null> {
  let usable: boolean;
  try {
    if (!Session.supportsVersion(version)) return `this browser does not support Apple Pay version ${version}`;
    usable =
      options.checkAvailability === 'canMakePaymentsWithActiveCard' && options.merchantIdentifier && Session.canMakePaymentsWithActiveCard
        ? await Session.canMakePaymentsWithActiveCard(options.merchantIdentifier)
        : Session.canMakePayments();
  } catch (error) {
    return `ApplePaySession refused the availability check (${error instanceof Error ? error.message : String(error)})`;
  }
  return usable ? null : 'ApplePaySession says this device cannot pay (no card in Wallet?)';
}

export async function createApplePay({ texts, submission, merchant }: FormServices): Promise<MethodPart | null> {
  const Session = (submission.win as Window & { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  if (typeof Session !== 'function') return walletNotice(BRAND, 'this browser has no ApplePaySession (Apple Pay needs Safari on an Apple device)');
  const options = applePayOptions(merchant.options.applePay);
  const checkout = submission.amount();
  const { countryCode } = options;
  if (!countryCode) {
    merchant.reportError(APPLEPAY_COUNTRY_MISSING);
    return null;
  }
  // The networks of the card brands the same form lists, as a merchant expects ("VISA MASTER
  // APPLEPAY" takes Visa and Mastercard in the sheet), unless applePay.supportedNetworks says.
  const listed = merchant.cardBrands.flatMap((brand) => NETWORKS[brand] ?? []);
  const networks = options.supportedNetworks ?? (listed.length > 0 ? listed : DEFAULT_NETWORKS);
  const version = sessionVersion(options.version, networks);
  const why = await whyUnusable(Session, options, version);
  if (why) return walletNotice(BRAND, why);

  let form: HTMLFormElement | null = null;
  const total = { label: options.total?.label ?? options.displayName ?? brandLabel(BRAND), amount: checkout?.amount ?? '0.00', type: 'final' as const };
  const run: ApplePayRun = {
    submission,
    merchant,
    options,
    state: signal<OneButtonState>({ status: 'idle' }),
    attempt: submission.attempt(),
    form: () => form,
    sheet: { total },
  };
  const request = paymentRequest({ ...options, countryCode }, options.currencyCode ?? checkout?.currency ?? 'EUR', networks, total);

  /** Runs in the click: Apple opens a sheet only from the shopper's gesture, so nothing is awaited first. */
  const submit = () => {
    if (run.state.value.status === 'busy' || !form) return;
    if (!submission.allowed('onBeforeSubmitVirtualAccount', merchant.options.onBeforeSubmitVirtualAccount, form)) return;
    openSheet(run, Session, version, request);
  };

  function View() {
    return (
      <ApplePayView
        texts={texts}
        options={options}
        state={run.state.value}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={submit}
      />
    );
  }

  return { View, submit };
}

/** Apple's button in the original's form, styled by applePay.buttonStyle and buttonType. */
function ApplePayView(p: {
  texts: FormTexts;
  options: ApplePayOptions;
  state: OneButtonState;
  formRef: (el: HTMLFormElement | null) => void;
  onSubmit: () => void;
}) {
  const { texts, options } = p;
  return (
    <BrandForm kind="virtualAccount" brand={BRAND} texts={texts} state={p.state} formRef={p.formRef} onSubmit={p.onSubmit}>
      <button
        type="submit"
        lang={texts.language()}
        class={cls(
          'wpwl-button',
          'wpwl-button-brand',
          `wpwl-button-brand-${BRAND}`,
          'wpwl-apple-pay-button',
          `wpwl-apple-pay-button-${options.buttonStyle ?? 'black'}`,
          `wpwl-apple-pay-button-type-${options.buttonType ?? 'plain'}`,
        )}
        disabled={p.state.status === 'busy'}
        aria-label={texts.t('payWith', { brand: brandLabel(BRAND) })}
      />
    </BrandForm>
  );
}
