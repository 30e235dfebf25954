// Loads the on-demand forms once per widget and builds the services they use.
import { paymentResponse } from '../shared/api/payment.ts';
import type { ReportError } from '../shared/errors.ts';
import { fromFrameMessage } from '../shared/protocol.ts';
import { invoke } from './callbacks.ts';
import { resultUrl, settle } from '../shared/outcome.ts';
import type { FlowsBundle, FlowServices } from './flows-api.ts';
import { FrameHost } from './frames/host.ts';
import type { I18n, Translate } from './i18n/index.ts';
import type { MerchantForm } from './forms.ts';
import type { WidgetOptions } from './options/schema.ts';

export interface LoaderDeps {
  win: Window;
  base: URL;
  loadFlows: () => Promise<FlowsBundle>;
  checkoutId: string;
  options: WidgetOptions;
  t: Translate;
  i18n: I18n;
  reportError: ReportError;
  navigate: (url: string, target?: string) => void;
  amount: () => { amount: string; currency: string } | null;
  onUnload: (cleanup: () => void) => void;
}

export function createFlowsLoader(deps: LoaderDeps) {
  let bundle: Promise<FlowsBundle> | undefined;
  const load = () => {
    bundle ??= deps.loadFlows().catch((error: unknown) => {
      bundle = undefined;
      throw new Error(`the on-demand forms did not load (${error instanceof Error ? error.message : String(error)})`);
    });
    return bundle;
  };

  /** The services of one merchant form's on-demand parts. */
  const services = (form: Pick<MerchantForm, 'shopperResultUrl' | 'element' | 'cardBrands'>, showInitialForms: (show: boolean) => void): FlowServices => ({
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
    settle: (outcome, how) =>
      settle(
        outcome,
        {
          checkoutId: deps.checkoutId,
          base: deps.base,
          shopperResultUrl: form.shopperResultUrl,
          shopperResultTarget: deps.options.shopperResultTarget,
          paymentTarget: deps.options.paymentTarget,
          afterSubmit: () => invoke(deps.reportError, 'onAfterSubmit', deps.options.onAfterSubmit, undefined),
          navigate: deps.navigate,
          reportError: deps.reportError,
        },
        how,
      ),
    parsePayment: (json) => {
      const parsed = paymentResponse.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
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
  });

  return { load, services };
}
