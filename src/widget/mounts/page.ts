// The page's forms for one checkout: a mount per form.paymentWidgets (its other brands, its card
// form), the stored cards above the first card form, and the page's reports (reports.ts). Each
// mount follows the checkout's configuration itself; the page only gathers them.

import { NO_FORMS } from '../../shared/error-catalogue/widget.ts';
import { type CardMount, mountCardForm } from '../card/mount.tsx';
import { readMerchantForm, releaseMerchantForm, takeMerchantForm } from '../forms.ts';
import type { EarlyFrames } from '../frames/early.ts';
import { mountOtherBrands, mountStoredCards } from '../on-demand/mount.ts';
import { PREFIX, type Session } from '../session.ts';
import type { Mount } from './mount.ts';
import { reportCheckout, reportForm } from './reports.ts';

export interface PageForms {
  readonly mounts: readonly Mount[];
  /** the first card form: autofocus goes there */
  readonly firstCard: CardMount | undefined;
  /** once the mounts are destroyed: the merchant's forms stay out of the page, or go back (`giveBack`: a newer script takes over) */
  release(giveBack: boolean): void;
}

/**
 * Mounts every form of the page in this task: the card forms' outline renders at once, before
 * anything waits for the words or the configuration.
 */
export function mountPage(session: Session, early: EarlyFrames | undefined): PageForms {
  // Read each form, then stand in for it.
  const forms = [...session.page.doc.querySelectorAll<HTMLFormElement>('form.paymentWidgets')]
    .map((el) => readMerchantForm(el))
    .map((form) => ({ ...form, anchor: takeMerchantForm(form.element) }));
  if (forms.length === 0) console.warn(`${PREFIX} ${NO_FORMS.message()}`);
  const mounts: Mount[] = [];
  let first: { mount: CardMount; form: (typeof forms)[number] } | undefined;
  forms.forEach((form, index) => {
    reportForm(session.page.reportError, form);
    if (form.otherBrands.length > 0) mounts.push(mountOtherBrands(session, form));
    if (form.cardBrands.length > 0) {
      const mount = mountCardForm(session, form, `${index + 1}`, early);
      first ??= { mount, form };
      mounts.push(mount);
    }
  });
  // Every card form took its frames: the early ones nobody took (another form's, no security
  // code) leave the page.
  early?.done();
  // After the card forms: each has decided whether it is offered when the stored cards place themselves.
  if (first) mounts.push(mountStoredCards(session, first.form, first.mount));
  reportCheckout(session, mounts);
  return {
    mounts,
    firstCard: first?.mount,
    release: (giveBack) => {
      for (const form of forms) releaseMerchantForm(form, giveBack);
    },
  };
}
