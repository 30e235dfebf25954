// A submission from the merchant page itself (bank account, redirect brands): cross-origin with
// CORS, never card data (the gateway refuses card fields from anywhere but its own frames).
import { paymentResponse } from '../shared/api/payment.ts';
import { submitPayment } from '../shared/api/submit.ts';
import { submissionPath } from '../shared/checkout-paths.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FormSubmission } from '../widget/on-demand/contract.ts';

/**
 * `fields`: the form's own; the inputs the merchant added to `form` or to its form.paymentWidgets
 * go too (FormSubmission.merchantInputs), below the form's own, except the names in `without`. `key`:
 * the attempt's Idempotency-Key, the same when the shopper retries after a lost answer.
 */
export function postToCheckout(
  s: FormSubmission,
  form: HTMLFormElement | null,
  fields: Record<string, string>,
  key: string,
  without: readonly string[] = [],
): Promise<PaymentOutcome> {
  // A checkout that only stores the account takes it at its registration, as the card form's does.
  const path = submissionPath(s.checkoutId, s.amount()?.registration ? 'registration' : 'payment');
  const sent = s.merchantInputs(form, fields);
  for (const name of without) delete sent[name];
  return submitPayment({
    fetch: s.win.fetch.bind(s.win),
    url: new URL(path, s.base).href,
    fields: sent,
    headers: { 'Idempotency-Key': key },
    // The on-demand chunk parses the gateway's answer itself: the widget's up-front modules never do.
    parse: (json) => {
      const parsed = paymentResponse.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
    resourcePath: `/v1/${path}`,
  });
}
