// What a submission asks of the merchant, written once for every form: the card form's pay path
// (card/pay.ts) and the on-demand forms' services (on-demand/services.ts), both in the pay chunk.
// The onBeforeSubmit… decision, and the context the outcome contract (page-kit/outcome.ts) settles
// an answer in, with onAfterSubmit.
import { type OutcomeContext, submitAllowed } from '../page-kit/outcome.ts';
import type { ReportError } from '../shared/errors.ts';
import { invoke } from './callbacks.ts';
import type { WidgetOptions } from './options/schema.ts';

/**
 * Runs onBeforeSubmit<Kind> with the form as `this` and a cancelable submit event, and reads its
 * decision as the original does (submitAllowed: false, preventDefault or a throw stop).
 */
export function beforeSubmit(reportError: ReportError, name: string, fn: unknown, form: HTMLFormElement): boolean {
  const event = new Event('submit', { cancelable: true });
  const { threw, value } = invoke(reportError, name, fn, form, event);
  return submitAllowed(threw, value, event);
}

/** The page's side of a settlement: the merchant's options, where the shopper goes, where errors are told. */
export interface OutcomeDeps {
  options: Pick<WidgetOptions, 'shopperResultTarget' | 'paymentTarget' | 'onAfterSubmit'>;
  navigate: (url: string, target?: string) => void;
  reportError: ReportError;
}

/**
 * The context the outcome contract settles a form's answers in: the checkout at the gateway
 * (`base`, its /v1/ address), where the shopper goes (the result page is at `shopperResultUrl`,
 * the merchant form's action), and onAfterSubmit.
 */
export function outcomeContext(
  { options, navigate, reportError }: OutcomeDeps,
  checkout: { base: URL; checkoutId: string },
  shopperResultUrl: string,
): OutcomeContext {
  return {
    checkoutId: checkout.checkoutId,
    base: checkout.base,
    shopperResultUrl,
    shopperResultTarget: options.shopperResultTarget,
    paymentTarget: options.paymentTarget,
    afterSubmit: () => invoke(reportError, 'onAfterSubmit', options.onAfterSubmit, undefined),
    navigate,
    reportError,
  };
}
