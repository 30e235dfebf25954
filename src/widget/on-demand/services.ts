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
import type { I18n, Translate } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { beforeSubmit, outcomeContext } from '../submission.ts';
import type { MethodServices } from './contract.ts';

/** What the widget gives the services: one widget start's page, checkout, texts and reporting. */
export interface ServiceDeps {
  win: Window;
  base: URL;
  checkoutId: string;
  options: WidgetOptions;
  t: Translate;
  i18n: I18n;
  reportError: ReportError;
  navigate: (url: string, target?: string) => void;
  amount: MethodServices['amount'];
  onUnload: (cleanup: () => void) => void;
}

/** The services of one merchant form's on-demand parts. */
export function methodServices(
  deps: ServiceDeps,
  form: Pick<MerchantForm, 'shopperResultUrl' | 'element' | 'cardBrands'>,
  showInitialForms: (show: boolean) => void,
): MethodServices {
  const context = outcomeContext(deps, form.shopperResultUrl);
  return {
    win: deps.win,
    base: deps.base,
    checkoutId: deps.checkoutId,
    shopperResultUrl: form.shopperResultUrl,
    merchantForm: form.element,
    cardBrands: form.cardBrands,
    options: deps.options,
    t: deps.t,
    language: () => deps.i18n.locale.value.intl,
    dir: () => deps.i18n.dir.value,
    formatAmount: deps.i18n.formatAmount,
    amount: deps.amount,
    call: (name, fn, self, ...args) => invoke(deps.reportError, name, fn, self, ...args),
    reportError: deps.reportError,
    navigate: deps.navigate,
    resultUrl: (resourcePath) => resultUrl(form.shopperResultUrl, deps.checkoutId, resourcePath),
    attempt: () => createAttempt((outcome, how) => settle(outcome, context, how)),
    allowed: (name, fn, self) => beforeSubmit(deps.reportError, name, fn, self),
    merchantInputs: (own, fields) => withMerchantInputs([own, form.element], fields, (message) => deps.reportError('WidgetError', message)),
    parseFrameMessage: (data) => {
      const parsed = fromFrameMessage.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
    onUnload: deps.onUnload,
    createFrameHost: (key, onMessage) => {
      const host = new FrameHost(deps.win, deps.base, deps.checkoutId, key, onMessage);
      deps.onUnload(() => host.destroy());
      return host;
    },
    showInitialForms,
  };
}
