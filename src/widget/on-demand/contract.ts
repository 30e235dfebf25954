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

/**
 * What the widget gives the on-demand forms when they mount, in four parts that each form passes on
 * to where it is used: the shopper's language, the payment, the gateway's frames, the merchant's options.
 */
export interface FormServices {
  texts: FormTexts;
  submission: FormSubmission;
  frames: FormFrames;
  merchant: MerchantOptions;
}

/** The shopper's language: its texts and direction, and amounts as it writes them. */
export interface FormTexts {
  t: Translate;
  /** the language shown, as a BCP 47 tag (a wallet's button takes it) */
  language: () => string;
  /** text direction of the language shown (rtl for Arabic); reads a signal, so a view renders again when it changes */
  dir: () => 'ltr' | 'rtl';
  /** an amount in the shopper's language, e.g. on the pay button */
  formatAmount: (amount: string, currency: string) => string;
}

/** One merchant form's payments: the checkout they go to, how they are sent, and the gateway's answer. */
export interface FormSubmission {
  /** the merchant page's window: its fetch sends, its document holds the forms */
  win: Window;
  /** the gateway's /v1/ address */
  base: URL;
  checkoutId: string;
  /** the merchant form's action */
  shopperResultUrl: string;
  /** the checkout's amount and currency, once loaded; `registration`: it only stores a card or account (RG) */
  amount: () => CheckoutAmount | null;
  /**
   * A form's payment attempts (page-kit/outcome.ts): one Idempotency-Key per attempt, kept for a
   * retry after a lost answer, and the gateway's answer settled by the contract every form follows.
   */
  attempt: () => Attempt;
  /** runs onBeforeSubmit<Kind> with `form` as `this` and reads its decision (false, preventDefault or a throw stop) */
  allowed: (name: string, fn: unknown, form: HTMLFormElement) => boolean;
  /** the form's own fields over the inputs the merchant added to `form` or its form.paymentWidgets; card-data inputs are refused and reported */
  merchantInputs: (form: HTMLFormElement | null, fields: Record<string, string>) => Record<string, string>;
  /** a provider's step ended inside the widget: on to the shopper result URL, where shopperResultTarget says */
  stepDone: (resourcePath: string) => void;
}

/** The gateway's frames in the page: a stored card's security code, a provider's step. */
export interface FormFrames {
  /** frames of a stored card's security code, talking through the core's protocol filter; gone on unload */
  createFrameHost: (key: string, onMessage: (message: FromFrameMessage) => void) => FrameHost;
  /** a message from a frame of the gateway, if it is one */
  parseFrameMessage: (data: unknown) => FromFrameMessage | null;
  /** registers cleanup for unload */
  onUnload: (cleanup: () => void) => void;
}

/** What the merchant gave: its options and callbacks, its form's card brands, and where errors are told. */
export interface MerchantOptions {
  options: WidgetOptions;
  /** the card brands the same form lists: a wallet offers these networks unless told otherwise */
  cardBrands: readonly string[];
  /** calls a merchant callback; a throw is reported */
  call: (name: string, fn: unknown, self: unknown, ...args: unknown[]) => Invoked;
  reportError: ReportError;
  /** registrations.hideInitialPaymentForms: shows or hides the other payment forms */
  showInitialForms: (show: boolean) => void;
}

export interface MountedMethods {
  /** the forms on the page, each with its `.wpwl-container`, for wpwl.executePayment; a wallet joins once it shows */
  submitters: Array<{ container: Element | null; submit: () => void | Promise<void> }>;
  /** every form shown or left out: wallets ask the browser first (pay.js loads from Google) */
  settled: Promise<void>;
  destroy(): void;
}

export type MountMethods = (target: HTMLElement, brands: readonly string[], services: FormServices) => MountedMethods;
export type MountRegistrations = (target: HTMLElement, registrations: readonly StoredCard[], services: FormServices) => MountedMethods;

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
