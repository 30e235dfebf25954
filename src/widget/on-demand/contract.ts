// The contract between the widget and its on-demand forms (src/methods): bank-account, redirect-brand
// and wallet forms and stored cards, imported only when a form needs them.

import type { Attempt } from '../../page-kit/outcome.ts';
import type { StoredCard } from '../../shared/api/checkout.ts';
import type { ReportError } from '../../shared/errors.ts';
import type { FromFrameMessage } from '../../shared/protocol.ts';
import type { Invoked } from '../callbacks.ts';
import type { FrameHost } from '../frames/host.ts';
import type { Translate } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';

export interface MethodServices {
  win: Window;
  base: URL;
  checkoutId: string;
  /** the merchant form's action */
  shopperResultUrl: string;
  /** the merchant's form.paymentWidgets (hidden), whose named inputs are sent too */
  merchantForm: HTMLFormElement | null;
  /** the card brands the same form lists: a wallet offers these networks unless told otherwise */
  cardBrands: readonly string[];
  options: WidgetOptions;
  t: Translate;
  /** the language shown, as a BCP 47 tag (a wallet's button takes it) */
  language: () => string;
  /** text direction of the language shown (rtl for Arabic); reads a signal, so a view renders again when it changes */
  dir: () => 'ltr' | 'rtl';
  /** an amount in the shopper's language, e.g. on the pay button */
  formatAmount: (amount: string, currency: string) => string;
  /** the checkout's amount and currency, once loaded; `registration`: it only stores a card or account (RG) */
  amount: () => CheckoutAmount | null;
  call: (name: string, fn: unknown, self: unknown, ...args: unknown[]) => Invoked;
  reportError: ReportError;
  navigate: (url: string, target?: string) => void;
  resultUrl: (resourcePath: string) => string;
  /**
   * A form's payment attempts (page-kit/outcome.ts): one Idempotency-Key per attempt, kept for a
   * retry after a lost answer, and the gateway's answer settled by the contract every form follows.
   */
  attempt: () => Attempt;
  /** runs onBeforeSubmit<Kind> with `form` as `this` and reads its decision (false, preventDefault or a throw stop) */
  allowed: (name: string, fn: unknown, form: HTMLFormElement) => boolean;
  /** the form's own fields over the inputs the merchant added to `form` or its form.paymentWidgets; card-data inputs are refused and reported */
  merchantInputs: (form: HTMLFormElement | null, fields: Record<string, string>) => Record<string, string>;
  parseFrameMessage: (data: unknown) => FromFrameMessage | null;
  /** registers cleanup for unload */
  onUnload: (cleanup: () => void) => void;
  /** frames of a stored card's security code, talking through the core's protocol filter */
  createFrameHost: (key: string, onMessage: (message: FromFrameMessage) => void) => FrameHost;
  /** shows or hides the other payment forms (registrations.hideInitialPaymentForms) */
  showInitialForms: (show: boolean) => void;
}

export interface MountedMethods {
  /** the forms on the page, each with its `.wpwl-container`, for wpwl.executePayment; a wallet joins once it shows */
  submitters: Array<{ container: Element | null; submit: () => void | Promise<void> }>;
  /** every form shown or left out: wallets ask the browser first (pay.js loads from Google) */
  settled: Promise<void>;
  destroy(): void;
}

export type MountMethods = (target: HTMLElement, brands: readonly string[], services: MethodServices) => MountedMethods;
export type MountRegistrations = (target: HTMLElement, registrations: readonly StoredCard[], services: MethodServices) => MountedMethods;

/** What the on-demand module exports. */
export interface MethodsBundle {
  brands: MountMethods;
  registrations: MountRegistrations;
}

/** What the on-demand forms read of the checkout: its amount, and whether it only stores the account. */
export interface CheckoutAmount {
  amount: string;
  currency: string;
  /** paymentType RG (or createRegistration alone): the form saves, and submits to /registration */
  registration?: boolean;
}
