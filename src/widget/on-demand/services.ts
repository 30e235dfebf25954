// The services the on-demand forms (src/methods) use, built in the pay chunk with the outcome
// contract they share with the card form, so the widget's up-front modules carry neither.

import { withMerchantInputs } from '../../page-kit/merchant-inputs.ts';
import { createAttempt, settle, toResultPage } from '../../page-kit/outcome.ts';
import { CARD_DATA_INPUTS_REFUSED } from '../../shared/error-catalogue/pay.ts';
import { fromFrameMessage } from '../../shared/protocol.ts';
import { invoke } from '../callbacks.ts';
import type { MerchantForm } from '../forms.ts';
import { FrameHost } from '../frames/host.ts';
import type { I18n } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { beforeSubmit, type OutcomeDeps, outcomeContext } from '../submission.ts';
import type { FormServices, FormSubmission } from './contract.ts';

/** What the widget gives the services: one widget start's page, checkout, texts and unload (session.ts). */
export interface ServiceDeps {
  page: OutcomeDeps & { win: Window; options: WidgetOptions };
  checkout: { base: URL; checkoutId: string };
  i18n: I18n;
  amount: FormSubmission['amount'];
  onUnload: (cleanup: () => void) => void;
  /** registrations.hideInitialPaymentForms: shows or hides the widget's other forms */
  showInitialForms: (show: boolean) => void;
}

/** The services of one merchant form's on-demand parts, a part for each kind of need. */
export function methodServices(
  { page, checkout, i18n, amount, onUnload, showInitialForms }: ServiceDeps,
  form: Pick<MerchantForm, 'shopperResultUrl' | 'element' | 'cardBrands'>,
): FormServices {
  const { win, options, reportError } = page;
  const { base, checkoutId } = checkout;
  const { shopperResultUrl } = form;
  const context = outcomeContext(page, checkout, shopperResultUrl);
  return {
    texts: {
      t: i18n.t,
      language: () => i18n.locale.value.intl,
      dir: () => i18n.dir.value,
      formatAmount: i18n.formatAmount,
    },
    submission: {
      win,
      base,
      checkoutId,
      shopperResultUrl,
      amount,
      attempt: () => createAttempt((outcome, how) => settle(outcome, context, how)),
      allowed: (name, fn, self) => beforeSubmit(reportError, name, fn, self),
      merchantInputs: (own, fields) => withMerchantInputs([own, form.element], fields, (refused) => reportError(CARD_DATA_INPUTS_REFUSED, { refused })),
      stepDone: (resourcePath) => toResultPage(context, resourcePath),
    },
    frames: {
      createFrameHost: (key, onMessage) => {
        const host = new FrameHost(win, base, checkoutId, key);
        host.listen(onMessage);
        onUnload(() => host.destroy());
        return host;
      },
      parseFrameMessage: (data) => {
        const parsed = fromFrameMessage.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
      onUnload,
    },
    merchant: {
      options,
      cardBrands: form.cardBrands,
      call: (name, fn, self, ...args) => invoke(reportError, name, fn, self, ...args),
      reportError,
      showInitialForms,
    },
  };
}
