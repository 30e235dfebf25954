// What every form does with the gateway's answer to a submission: the card form, the bank-account
// form, the redirect brands and the stored cards follow this one contract, so they agree on when
// onAfterSubmit runs, where the browser goes and which failures the merchant hears of.

import { resultUrl, stepPath } from '../shared/checkout-paths.ts';
import { CARD_FRAME_NO_ANSWER, CARD_PAYMENT_NO_ANSWER, PAYMENT_NO_ANSWER } from '../shared/error-catalogue/pay.ts';
import { CHECKOUT_UNKNOWN } from '../shared/error-catalogue/widget.ts';
import type { ReportError, WidgetErrorName } from '../shared/errors.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FormMessage } from './messages.ts';

/** The form's side of a settlement: its options, the checkout, and how it talks to the page. */
export interface OutcomeContext {
  checkoutId: string;
  /** the gateway's /v1/ address */
  base: URL;
  /** the merchant form's action */
  shopperResultUrl: string;
  /** where the result page opens (wpwlOptions.shopperResultTarget) */
  shopperResultTarget?: string | undefined;
  /** where a 3-D Secure or provider step opens when the form does not show it (wpwlOptions.paymentTarget) */
  paymentTarget?: string | undefined;
  /** runs wpwlOptions.onAfterSubmit */
  afterSubmit: () => void;
  navigate: (url: string, target?: string) => void;
  reportError: ReportError;
}

export interface SettleHow {
  /** the form shows a 3-D Secure or provider step in its own frame instead of opening it */
  inline: boolean;
  /** the error a lost answer is reported as: the frames' submissions are PciIframeSubmitError */
  submitError: WidgetErrorName;
  /** the attempt's Idempotency-Key: the gateway opens the step it started only with it */
  key?: string | undefined;
}

export type Settled =
  /** the browser is on its way to the result page or the step: the form stays busy */
  | { kind: 'left' }
  /** the step opened in another window or the merchant's frame: the form waits for its end */
  | { kind: 'elsewhere' }
  /** the form shows the step at this address in its own frame */
  | { kind: 'inline'; url: string }
  /** the form shows this message; after an unknown checkout it cannot pay again */
  | { kind: 'message'; message: FormMessage; checkoutGone: boolean }
  /** the gateway refused the card data: the form marks its card fields */
  | { kind: 'invalidCard' };

/**
 * The checkout's 3-D Secure or provider step. `key`: the Idempotency-Key of the submission that
 * started it, without which the gateway does not open it (the checkout id alone is on the page).
 */
export function stepUrl(base: URL, checkoutId: string, key?: string): string {
  const url = new URL(stepPath(checkoutId), base);
  if (key) url.searchParams.set('key', key);
  return url.href;
}

/**
 * One key per payment attempt, sent as Idempotency-Key and kept across retries after a lost
 * answer: the gateway answers a repeated key with its first answer instead of paying again.
 */
export function attemptKey(now: number = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 12).padEnd(10, '0')}`;
}

/**
 * What an onBeforeSubmit… callback decided, as the original reads it: its return value decides
 * (false cancels; true pays, even after event.preventDefault()); one that returns nothing cancels
 * only by preventDefault(). One that threw leaves us not knowing what the merchant wanted: no payment.
 */
export function submitAllowed(threw: boolean, value: unknown, event: Event): boolean {
  if (threw || value === false) return false;
  if (value === true) return true;
  return !event.defaultPrevented;
}

/** The key of a form's current attempt: the same until an answer other than a lost one ends it. */
type Attempts = ReturnType<typeof createAttempts>;

function createAttempts(newKey: () => string = attemptKey) {
  let key: string | null = null;
  return {
    key: () => {
      key ??= newKey();
      return key;
    },
    /**
     * Only a lost answer may be retried with the same key; any answer ends the attempt. Returns
     * the answered attempt's key: a step it started opens with it (stepUrl).
     */
    answered(outcome: PaymentOutcome): string | undefined {
      const answered = key ?? undefined;
      if (!(outcome.kind === 'failed' && outcome.reason === 'network')) key = null;
      return answered;
    },
  };
}

/** How a form settles an answer: where its steps open and how a lost answer is reported. */
export type SettleAs = Omit<SettleHow, 'key'>;

/**
 * A form's payment attempts, the one service every form pays through: `key()` is the current
 * attempt's Idempotency-Key (kept across retries after a lost answer, so the gateway answers a
 * repeat instead of paying twice), and `settle` ends the attempt by the outcome contract, opening a
 * step with the key that started it.
 */
export interface Attempt {
  key(): string;
  settle(outcome: PaymentOutcome, as: SettleAs): Settled;
}

export function createAttempt(settleWith: (outcome: PaymentOutcome, how: SettleHow) => Settled, newKey: () => string = attemptKey): Attempt {
  const attempts: Attempts = createAttempts(newKey);
  return {
    key: attempts.key,
    settle: (outcome, as) => settleWith(outcome, { ...as, key: attempts.answered(outcome) }),
  };
}

/** The shopper result page of the answer at `resourcePath`, where shopperResultTarget says: after a payment, or a step that ended in the form. */
export function toResultPage(ctx: OutcomeContext, resourcePath: string): void {
  ctx.navigate(resultUrl(ctx.shopperResultUrl, ctx.checkoutId, resourcePath), ctx.shopperResultTarget);
}

/**
 * The gateway took the submission (a result, or a step to run): onAfterSubmit runs before the
 * browser moves on, as in the original. An answer that leaves the shopper on the form (refused
 * data, a lost answer, an unknown checkout) does not run it.
 */
export function settle(outcome: PaymentOutcome, ctx: OutcomeContext, how: SettleHow): Settled {
  switch (outcome.kind) {
    case 'final':
      ctx.afterSubmit();
      toResultPage(ctx, outcome.resourcePath);
      return { kind: 'left' };
    case 'redirect': {
      ctx.afterSubmit();
      const url = stepUrl(ctx.base, ctx.checkoutId, how.key);
      if (how.inline) return { kind: 'inline', url };
      const target = ctx.paymentTarget;
      ctx.navigate(url, target);
      return !target || target === '_top' || target === '_self' ? { kind: 'left' } : { kind: 'elsewhere' };
    }
    case 'rejected':
      return { kind: 'message', message: { key: 'paymentRejectedError', vars: { description: outcome.description } }, checkoutGone: false };
    case 'failed':
      if (outcome.reason === 'invalidCard') return { kind: 'invalidCard' };
      if (outcome.reason === 'invalidCheckout') {
        ctx.reportError(CHECKOUT_UNKNOWN, { checkoutId: ctx.checkoutId });
        return { kind: 'message', message: { key: 'invalidCheckoutError' }, checkoutGone: true };
      }
      if (outcome.reason === 'frames') {
        // Nothing was sent: the shopper may press pay again, and the merchant hears why.
        ctx.reportError(CARD_FRAME_NO_ANSWER);
        return { kind: 'message', message: { key: 'networkError' }, checkoutGone: false };
      }
      ctx.reportError(how.submitError === 'PciIframeSubmitError' ? CARD_PAYMENT_NO_ANSWER : PAYMENT_NO_ANSWER);
      return { kind: 'message', message: { key: 'networkError' }, checkoutGone: false };
  }
}
