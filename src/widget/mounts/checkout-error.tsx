// Where the forms would be when there is no checkout to pay: the script's checkoutId missing or
// malformed, or createCheckout giving none. The shopper reads a short message in their language
// instead of an empty box; the merchant hears of it through onError (boot.ts says it once).
import { render } from 'preact';
import { afterDomReady } from '../dom-ready.ts';
import { hideMerchantForm } from '../forms.ts';
import type { I18n } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { linkStylesheet, PREFIX, type WidgetAssets, widgetTexts } from '../session.ts';

export interface CheckoutErrorEnv {
  win: Window;
  base: URL;
  options: WidgetOptions;
  assets: Pick<WidgetAssets, 'stylesheet' | 'loadI18n'>;
}

/**
 * The message where the forms would be, a task after the DOM is ready: the merchant's options are
 * read then (`readOptions`), as for the forms, for its language and style. Returns what undoes it,
 * or cancels it before then.
 */
export function showCheckoutErrorWhenReady(env: Omit<CheckoutErrorEnv, 'options'>, readOptions: () => WidgetOptions): () => void {
  let undo: () => void = () => undefined;
  const cancel = afterDomReady(env.win, () => {
    undo = showCheckoutError({ ...env, options: readOptions() });
  });
  return () => {
    cancel();
    undo();
  };
}

/** A component, so the text follows the language (t reads a signal) and fills in when the file is here. */
function CheckoutError({ i18n }: { i18n: I18n }) {
  return (
    <div class="wpwl-container wpwl-container-error" dir={i18n.dir}>
      <div class="wpwl-message wpwl-has-error" role="alert">
        {i18n.t('invalidCheckoutError')}
      </div>
    </div>
  );
}

/** Shows the message after each form.paymentWidgets, which it hides; returns what undoes it. */
function showCheckoutError({ win, base, options, assets }: CheckoutErrorEnv): () => void {
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
    (href) => console.warn(`${PREFIX} the widget's stylesheet did not load from ${href}`),
  );
  const containers = forms.map((form) => {
    const container = doc.createElement('div');
    form.after(container);
    hideMerchantForm(form, true);
    render(<CheckoutError i18n={i18n} />, container);
    return { form, container };
  });
  return () => {
    for (const { form, container } of containers) {
      render(null, container);
      container.remove();
      hideMerchantForm(form, false);
    }
    link?.remove();
  };
}
