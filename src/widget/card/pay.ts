// The card form's pay path, once its fields are known valid: onBeforeSubmitCard, the summary page,
// the submission through the number frame, and the gateway's outcome. A chunk of its own (pay.ts),
// downloaded beside the widget's modules: the form shows and answers the shopper without it.

import { withMerchantInputs } from '../../page-kit/merchant-inputs.ts';
import { createAttempt, settle, toResultPage } from '../../page-kit/outcome.ts';
import { isRegistrationCheckout } from '../../shared/api/checkout.ts';
import { checkExpiry } from '../../shared/card-fields.ts';
import { CARD_DATA_INPUTS_REFUSED } from '../../shared/error-catalogue/pay.ts';
import type { ReportError } from '../../shared/errors.ts';
import type { PaymentOutcome } from '../../shared/protocol.ts';
import type { Invoked } from '../callbacks.ts';
import type { FrameHost } from '../frames/host.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { beforeSubmit, outcomeContext } from '../submission.ts';
import { submittedFields } from './fields.ts';
import type { CardModel } from './model.ts';

/** How long a submission may take before the shopper is told and may retry. */
export const SUBMIT_TIMEOUT_MS = 60_000;

export interface CardPayDeps {
  model: CardModel;
  host: FrameHost;
  options: WidgetOptions;
  /** the gateway's /v1/ address */
  base: URL;
  checkoutId: string;
  shopperResultUrl: string;
  now: () => Date;
  /** sends the browser (or the named window or frame) to a URL */
  navigate: (url: string, target?: string) => void;
  reportError: ReportError;
  /** the widget's form element, `this` of onBeforeSubmitCard */
  form: () => HTMLFormElement | null;
  /** the merchant's form.paymentWidgets (hidden): its named inputs are sent too */
  merchantForm: HTMLFormElement | null;
  setTimer: (fn: () => void, ms: number) => unknown;
  call: (name: string, fn: unknown, self: unknown, ...args: unknown[]) => Invoked;
}

export function createCardPay(deps: CardPayDeps) {
  const { model, host, options, call } = deps;
  let counter = 0;
  /** useSummaryPage: the data was saved for the merchant's summary; the next submission pays */
  let saved = false;

  /** The gateway's answer, by the contract every form follows (page-kit/outcome.ts). */
  const context = outcomeContext(deps, deps, deps.shopperResultUrl);
  const attempt = createAttempt((outcome, how) => settle(outcome, context, how));

  const onOutcome = (outcome: PaymentOutcome) => {
    // The card form shows 3-D Secure in its own frame unless the merchant chose where it opens.
    const settled = attempt.settle(outcome, { inline: !options.paymentTarget, submitError: 'PciIframeSubmitError' });
    model.settled(settled);
    // The frames refused their data: they report their fields again, so the hints say which,
    // whatever the page last heard from them.
    if (settled.kind === 'invalidCard') for (const field of model.frameFields) host.send(field, { t: 'validate' });
  };

  /** Pays with fields known valid: onBeforeSubmitCard, the summary page, or the number frame. */
  const pay = () => {
    const form = deps.form();
    if (form && !beforeSubmit(deps.reportError, 'onBeforeSubmitCard', options.onBeforeSubmitCard, form)) return;
    const expiry = checkExpiry(model.values.value.expiry ?? '', deps.now(), true);
    // The inputs the merchant added go with the payment, as in the original; the form's own win.
    const fields = withMerchantInputs(
      [form, deps.merchantForm],
      {
        ...submittedFields(model.values.value, expiry),
        shopperResultUrl: deps.shopperResultUrl,
        ...(model.brand.value ? { paymentBrand: model.brand.value } : {}),
      },
      (refused) => deps.reportError(CARD_DATA_INPUTS_REFUSED, { refused }),
    );
    if (options.useSummaryPage && !saved) {
      // The merchant shows a summary first and confirms with wpwl.executePayment(); what it may
      // see is what the page already holds (no card number, no code).
      saved = true;
      const { shopperResultUrl: _, ...data } = fields;
      call('onSaveTransactionData', options.onSaveTransactionData, undefined, data);
      return;
    }
    const id = `${Date.now().toString(36)}-${++counter}`;
    model.submitted(id);
    const load = model.load.value;
    const registration = load.status === 'ready' && isRegistrationCheckout(load.config);
    host.send('cardNumber', { t: 'submit', id, key: attempt.key(), fields, ...(registration ? { resource: 'registration' as const } : {}) });
    deps.setTimer(() => {
      const current = model.submission.value;
      if (current.status === 'submitting' && current.id === id) onOutcome({ kind: 'failed', reason: 'network' });
    }, SUBMIT_TIMEOUT_MS);
  };

  /** 3-D Secure or the provider step ended in the form's frame: on to the shopper result URL. */
  const stepDone = (resourcePath: string) => {
    model.stepDone();
    toResultPage(context, resourcePath);
  };

  return { pay, onOutcome, stepDone };
}

export type CardPay = ReturnType<typeof createCardPay>;
