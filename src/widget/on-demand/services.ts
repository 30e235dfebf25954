// The services the on-demand forms (src/methods) use, built in the pay chunk with the outcome
// contract they share with the card form, so the widget's up-front modules carry neither.

import { withMerchantInputs } from '../../page-kit/merchant-inputs.ts';
import { createAttempt, settle } from '../../page-kit/outcome.ts';
import { resultUrl } from '../../shared/checkout-paths.ts';
import type { ReportError } from '../../shared/errors.ts';
import { fromFrameMessage } from '../../shared/protocol.ts';
import { invoke } from '../callbacks.ts';
import type { MerchantForm } from '../forms.ts';
import { FrameHost } from '../frames/host.ts';
import type { I18n } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { beforeSubmit, outcomeContext } from '../submission.ts';
import type { FormServices, FormSubmission } from './contract.ts';

/** What the widget gives the services: one widget start's page, checkout, texts and reporting. */
export interface ServiceDeps {
  win: Window;
  base: URL;
  checkoutId: string;
  options: WidgetOptions;
  i18n: I18n;
  reportError: ReportError;
  navigate: (url: string, target?: string) => void;
  amount: FormSubmission['amount'];
  onUnload: (cleanup: () => void) => void;
}

/** The services of one merchant form's on-demand parts, a part for each kind of need. */
export function methodServices(
  deps: ServiceDeps,
  form: Pick<MerchantForm, 'shopperResultUrl' | 'element' | 'cardBrands'>,
  showInitialForms: (show: boolean) => void,
): FormServices {
  const { win, base, checkoutId, options, i18n, reportError, onUnload } = deps;
  const { shopperResultUrl } = form;
  const context = outcomeContext(deps, shopperResultUrl);
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
      amount: deps.amount,
      attempt: () => createAttempt((outcome, how) => settle(outcome, context, how)),
      allowed: (name, fn, self) => beforeSubmit(reportError, name, fn, self),
      merchantInputs: (own, fields) => withMerchantInputs([own, form.element], fields, (message) => reportError('WidgetError', message)),
      stepDone: (resourcePath) => deps.navigate(resultUrl(shopperResultUrl, checkoutId, resourcePath), options.shopperResultTarget),
    },
    frames: {
      createFrameHost: (key, onMessage) => {
        const host = new FrameHost(win, base, checkoutId, key, onMessage);
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
