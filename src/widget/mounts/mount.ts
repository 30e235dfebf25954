// What every form on the page is to the widget, whatever its kind: onReady (ready.ts) and the
// page's reports (reports.ts) are derived from these and nothing else, and wpwl.executePayment /
// unload reach each form through them. Nothing is pushed into a mount: each one subscribes to the
// checkout's configuration itself, shows its own failure and decides whether it is offered.
import type { ReadonlySignal } from '@preact/signals';

/**
 * `loading`: not on the page yet (its module or its configuration is on the way); `shown`: on the
 * page; `notOffered`: the checkout lets this shopper use none of its brands; `failed`: it could
 * not be shown (its module did not load), which it reported itself.
 */
export type MountState = 'loading' | 'shown' | 'notOffered' | 'failed';

export interface Mount {
  readonly state: ReadonlySignal<MountState>;
  /** settled, and when shown, configured with every frame answering: what onReady waits for */
  readonly ready: ReadonlySignal<boolean>;
  /** its forms on the page, each with its `.wpwl-container`, for wpwl.executePayment (execute-payment.ts) */
  forms(): readonly Submittable[];
  destroy(): void;
}

/** A form wpwl.executePayment can submit: its container (null once gone) and its submission. */
export interface Submittable {
  readonly container: Element | null;
  submit(): void;
}
