// Where the forms would be when there is no checkout to pay: the script's checkoutId missing or
// malformed, or createCheckout giving none. The shopper reads a short message in their language
// instead of an empty box; the merchant hears of it through onError (boot.ts says it once).
import { render } from 'preact';
import { STYLESHEET_FAILED_NO_CHECKOUT } from '../../shared/error-catalogue/widget.ts';
import { afterDomReady } from '../dom-ready.ts';
import { releaseMerchantForm, takeMerchantForm } from '../forms.ts';
import type { I18n } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { linkStylesheet, PREFIX, type WidgetAssets, widgetTexts } from '../session.ts';

export interface CheckoutErrorEnv {
  win: Window;
  base: URL;
  options: WidgetOptions;
  assets: Pick<WidgetAssets, 'stylesheet' | 'loadI18n' | 'loadEnglish'>;
}

/**
 * The message where the forms would be, a task after the DOM is ready: the merchant's options are
 * read then (`readOptions`), as for the forms, for its language and style. Returns what undoes it,
 * or cancels it before then.
 */
export function showCheckoutErrorWhenReady(env: Omit<CheckoutErrorEnv, 'options'>, readOptions: () => WidgetOptions): (giveBack: boolean) => void {
  let undo: (giveBack: boolean) => void = () => undefined;
  const cancel = afterDomReady(env.win, () => {
    undo = showCheckoutError({ ...env, options: readOptions() });
  });
  return (giveBack) => {
    cancel();
    undo(giveBack);
  };
}

/** A component, so the text follows the language (t reads a signal) and fills in when the file is here. */
function CheckoutError({ i18n }: { i18n: I18n }) {
  return (
    <div class="wpwl-container wpwl-container-error" dir={i18n.dir} lang={i18n.lang}>
      <div class="wpwl-message wpwl-has-error" role="alert">
        {i18n.t('invalidCheckoutError')}
      </div>
    </div>
  );
}

/**
 * Shows the message in place of each form.paymentWidgets, which leaves the page as when the forms
 * render (forms.ts: takeMerchantForm); returns what undoes it (`giveBack`: a newer script takes over).
 */
function showCheckoutError({ win, base, options, assets }: CheckoutErrorEnv): (giveBack: boolean) => void {
  const doc = win.document;
  const forms = [...doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets')];
  if (forms.length === 0) return () => undefined;
  const i18n = widgetTexts(win, base, options, assets);
  const link = linkStylesheet(
    doc,
    base,
    options,
    assets,
    () => undefined,
    (href) => console.warn(`${PREFIX} ${STYLESHEET_FAILED_NO_CHECKOUT.message({ href })}`),
  );
  const containers = forms.map((element) => {
    const container = doc.createElement('div');
    const anchor = takeMerchantForm(element);
    anchor.after(container);
    render(<CheckoutError i18n={i18n} />, container);
    return { form: { element, anchor }, container };
  });
  return (giveBack) => {
    for (const { form, container } of containers) {
      render(null, container);
      container.remove();
      releaseMerchantForm(form, giveBack);
    }
    link?.remove();
  };
}
