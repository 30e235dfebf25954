// What the merchant hears of the page as a whole (onError and the console), each said once however
// many forms show it: a form.paymentWidgets that can show nothing, a
// checkout that cannot be paid, and a checkout that offers none of the page's brands. The forms
// show their own part (a card form the checkout's message); the page's reports are all here.
import { effect } from '@preact/signals';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import {
  BRANDS_NONE_OFFERED,
  CHECKOUT_CONFIG_UNREACHABLE,
  CHECKOUT_UNKNOWN,
  FORM_BRANDS_LEFT_OUT,
  FORM_BRANDS_MISSING,
  FORM_BRANDS_UNSUPPORTED,
} from '../../shared/error-catalogue/widget.ts';
import type { ReportError } from '../../shared/errors.ts';
import type { MerchantForm } from '../forms.ts';
import { PREFIX, type Session } from '../session.ts';
import type { Mount } from './mount.ts';

/** What is wrong with one form.paymentWidgets as the merchant wrote it. */
export function reportForm(reportError: ReportError, form: MerchantForm): void {
  if (form.cardBrands.length === 0 && form.otherBrands.length === 0) {
    // Nothing of this form can be shown: the merchant hears of it, not only the console.
    if (form.unsupported.length > 0) reportError(FORM_BRANDS_UNSUPPORTED, { unsupported: form.unsupported });
    else reportError(FORM_BRANDS_MISSING);
  } else if (form.unsupported.length > 0) console.warn(`${PREFIX} ${FORM_BRANDS_LEFT_OUT.message({ unsupported: form.unsupported })}`);
}

/**
 * What the checkout's configuration means for the whole page: an unknown (or expired) checkout or
 * an unreachable gateway, said once for the page while every card form shows it; or, once every
 * form has decided, none of them offered to this shopper.
 */
export function reportCheckout(session: Session, mounts: readonly Mount[]): void {
  void session.checkout.config.then((result) => {
    if (session.life.destroyed) return;
    if (result.status === 'invalid') session.page.reportError(CHECKOUT_UNKNOWN, { checkoutId: session.checkout.checkoutId });
    else if (result.status === 'network') session.page.reportError(CHECKOUT_CONFIG_UNREACHABLE);
    else reportNothingOffered(session, mounts, result.config);
  });
}

function reportNothingOffered(session: Session, mounts: readonly Mount[], config: WidgetConfig): void {
  if (mounts.length === 0) return;
  let said = false;
  const watch = effect(() => {
    if (said || !mounts.every((m) => m.state.value === 'notOffered')) return;
    said = true;
    session.page.reportError(BRANDS_NONE_OFFERED, { allowed: config.brands });
  });
  session.life.onCleanup(watch);
}
