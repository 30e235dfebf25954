// A submission from the merchant page itself (bank account, redirect brands): cross-origin with
// CORS, never card data (the gateway refuses card fields from anywhere but its own frames).
import { submitPayment } from '../shared/api/submit.ts';
import { withMerchantInputs as merged } from '../shared/merchant-inputs.ts';
import { submitAllowed } from '../shared/outcome.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FlowServices } from '../widget/flows-api.ts';

/**
 * `fields`: the form's own; the inputs the merchant added to `form` or to its form.paymentWidgets
 * go too (shared/merchant-inputs.ts), below the form's own, except the names in `without`. `key`:
 * the attempt's Idempotency-Key, the same when the shopper retries after a lost answer.
 */
export function postToCheckout(
  s: FlowServices,
  form: HTMLFormElement | null,
  fields: Record<string, string>,
  key: string,
  without: readonly string[] = [],
): Promise<PaymentOutcome> {
  const path = `checkouts/${encodeURIComponent(s.checkoutId)}/payment`;
  const sent = withMerchantInputs(s, form, fields);
  for (const name of without) delete sent[name];
  return submitPayment({
    fetch: s.win.fetch.bind(s.win),
    url: new URL(path, s.base).href,
    fields: sent,
    headers: { 'Idempotency-Key': key },
    parse: s.parsePayment,
    resourcePath: `/v1/${path}`,
  });
}

/** The form's own fields over the inputs the merchant added; card-data inputs are refused and reported. */
export function withMerchantInputs(s: FlowServices, form: HTMLFormElement | null, fields: Record<string, string>): Record<string, string> {
  return merged([form, s.merchantForm], fields, (message) => s.reportError('WidgetError', message));
}

/** Runs onBeforeSubmit<Kind> and reads its decision (shared/outcome.ts submitAllowed). */
export function allowed(s: FlowServices, name: string, fn: unknown, form: HTMLFormElement): boolean {
  const event = new Event('submit', { cancelable: true });
  const { threw, value } = s.call(name, fn, form, event);
  return submitAllowed(threw, value, event);
}
