// The forms of the on-demand module (src/methods): a merchant form's bank-account, redirect and wallet
// brands, and the stored cards above the first card form. Each is a Mount that is `loading` until
// the checkout's configuration has said whether it is offered and the module is here.
import { computed, signal } from '@preact/signals';
import { METHODS_FAILED } from '../../shared/error-catalogue/widget.ts';
import type { CardMount } from '../card/mount.tsx';
import type { MerchantForm } from '../forms.ts';
import type { Mount, MountState } from '../mounts/mount.ts';
import { offeredBrands } from '../offered.ts';
import type { Session } from '../session.ts';
import type { MountedMethods } from './contract.ts';

/** `show` puts the forms on the page, or answers null when none is offered; `what` names them in a failure. */
function mountMethods(session: Session, target: HTMLElement, what: string, show: () => Promise<MountedMethods | null>): Mount {
  const state = signal<MountState>('loading');
  /** every form shown or left out: the forms show one by one, onReady waits for the last */
  const settled = signal(false);
  let mounted: MountedMethods | null = null;
  let destroyed = false;
  show().then(
    (flows) => {
      if (destroyed) {
        flows?.destroy();
        return;
      }
      mounted = flows;
      state.value = flows ? 'shown' : 'notOffered';
      if (!flows) settled.value = true;
      else
        void flows.settled.then(() => {
          settled.value = true;
        });
    },
    (error: Error) => {
      if (destroyed) return;
      state.value = 'failed';
      settled.value = true;
      session.page.reportError(METHODS_FAILED, { why: error.message, what });
    },
  );
  return {
    state,
    ready: computed(() => state.value !== 'loading' && settled.value),
    // Their submissions meet an unknown checkout themselves, and say so (page-kit/outcome.ts).
    forms: () => (mounted?.submitters ?? []).map((s) => ({ container: s.container, submit: () => void s.submit() })),
    destroy() {
      destroyed = true;
      mounted?.destroy();
      mounted = null;
      target.remove();
    },
  };
}

/** The merchant form's brands other than cards, after it; the ones this checkout allows. */
export function mountOtherBrands(session: Session, form: MerchantForm): Mount {
  const target = session.initialForms.place(form.anchor);
  target.className = 'wpwl-flows';
  // The module loads while the configuration does; the forms wait for both, since the checkout
  // may allow this shopper fewer brands than the page lists. A checkout that cannot be paid leaves
  // them all: their submissions meet it and say so.
  return mountMethods(session, target, `the ${form.otherBrands.join(', ')} forms`, async () => {
    const [bundle, result] = await Promise.all([session.chunks.forms.load(), session.checkout.config]);
    const brands = result.status === 'ok' ? offeredBrands(form.otherBrands, result.config.brands) : form.otherBrands;
    if (session.life.destroyed || brands.length === 0) return null;
    const services = await session.chunks.forms.services(form);
    return session.life.destroyed ? null : bundle.brands(target, brands, services);
  });
}

/** The first card form's mount: the stored cards go above it when it is offered. */
type FirstCardForm = Pick<CardMount, 'state' | 'container'>;

/**
 * Stored cards (one-click) of the checkout's configuration, above the first card form as in the
 * original widget, or where it would be when the checkout offers none of its brands. The module is
 * asked for only when there are some.
 */
export function mountStoredCards(session: Session, form: MerchantForm, card: FirstCardForm): Mount {
  const target = session.page.doc.createElement('div');
  session.look.untilStyled(target);
  return mountMethods(session, target, 'the stored cards', async () => {
    // Mounted after the card form, whose own wait for the configuration comes first: by now it
    // has decided whether it is offered.
    const result = await session.checkout.config;
    const cards = result.status === 'ok' ? (result.config.registrations ?? []) : [];
    if (session.life.destroyed || cards.length === 0) return null;
    if (card.state.peek() === 'shown') card.container.before(target);
    else form.anchor.after(target);
    const bundle = await session.chunks.forms.load();
    const services = await session.chunks.forms.services(form);
    return session.life.destroyed ? null : bundle.registrations(target, cards, services);
  });
}
