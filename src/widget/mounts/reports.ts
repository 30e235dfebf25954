// What the merchant hears of the page as a whole (onError and the console), each said once however
// many forms show it: a form.paymentWidgets that can show nothing, a
// checkout that cannot be paid, and a checkout that offers none of the page's brands. The forms
// show their own part (a card form the checkout's message); the page's reports are all here.
import { effect } from '@preact/signals';
import type { WidgetConfig } from '../../shared/api/checkout.ts';
import type { ReportError } from '../../shared/errors.ts';
import type { MerchantForm } from '../forms.ts';
import { PREFIX, type Session } from '../session.ts';
import type { Mount } from './mount.ts';

/** What is wrong with one form.paymentWidgets as the merchant wrote it. */
export function reportForm(reportError: ReportError, form: MerchantForm): void {
  if (form.cardBrands.length === 0 && form.otherBrands.length === 0) {
    // Nothing of this form can be shown: the merchant hears of it, not only the console.
    reportError(
      'WidgetError',
      form.unsupported.length > 0
        ? `no brand of form.paymentWidgets can be offered: ${form.unsupported.join(' ')} ${form.unsupported.length === 1 ? 'is' : 'are'} not supported (data-brands)`
        : 'form.paymentWidgets lists no brands: add data-brands="VISA MASTER …"',
    );
  } else if (form.unsupported.length > 0) console.warn(`${PREFIX} brands not supported yet, left out: ${form.unsupported.join(' ')}`);
}

/**
 * What the checkout's configuration means for the whole page: an unknown (or expired) checkout or
 * an unreachable gateway, said once for the page while every card form shows it; or, once every
 * form has decided, none of them offered to this shopper.
 */
export function reportCheckout(session: Session, mounts: readonly Mount[]): void {
  void session.checkout.config.then((result) => {
    if (session.life.destroyed) return;
    if (result.status === 'invalid')
      session.page.reportError('InvalidCheckoutIdError', `checkout ${session.checkout.checkoutId} is unknown or has expired; create a new checkout`);
    else if (result.status === 'network') session.page.reportError('WidgetError', 'the checkout configuration could not be loaded from the gateway');
    else reportNothingOffered(session, mounts, result.config);
  });
}

function reportNothingOffered(session: Session, mounts: readonly Mount[], config: WidgetConfig): void {
  if (mounts.length === 0) return;
  let said = false;
  const watch = effect(() => {
    if (said || !mounts.every((m) => m.state.value === 'notOffered')) return;
    said = true;
    session.page.reportError(
      'WidgetError',
      `none of the page's brands may be offered to this shopper: the checkout allows ${config.brands?.join(' ') || 'none'}`,
    );
  });
  session.life.onCleanup(watch);
}
