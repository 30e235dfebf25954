// The forms of the on-demand module (src/methods/forms): a merchant form's bank-account, redirect and wallet
// brands, and the stored cards above the first card form. Each is a Mount that is `loading` until
// the module (and, for brands, the checkout's configuration) is here.
import { computed, signal } from '@preact/signals';
import type { StoredCard } from '../shared/api/checkout.ts';
import { hideMerchantForm, type MerchantForm } from '../widget/forms.ts';
import type { Mount, MountState } from '../widget/mounts/mount.ts';
import type { Session } from '../widget/session.ts';
import type { FlowsBundle, MountedFlows } from './api.ts';

function mountFlows(session: Session, target: HTMLElement, what: string, show: (bundle: FlowsBundle) => Promise<MountedFlows | null>): Mount {
  const state = signal<MountState>('loading');
  /** every form shown or left out: the forms show one by one, onReady waits for the last */
  const settled = signal(false);
  let mounted: MountedFlows | null = null;
  let destroyed = false;
  session.loader
    .load()
    .then(show)
    .then(
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
        session.reportError('WidgetError', `${error.message}: ${what} cannot be shown`);
      },
    );
  return {
    state,
    ready: computed(() => state.value !== 'loading' && settled.value),
    // Their submissions meet the unknown checkout themselves, and say so (shared/outcome.ts).
    fail: () => undefined,
    submit(containerClass) {
      for (const s of mounted?.submitters ?? []) if (s.containerClass === containerClass) void s.submit();
    },
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
  const target = session.doc.createElement('div');
  target.className = 'wpwl-flows';
  form.element.after(target);
  hideMerchantForm(form.element, true);
  session.initialForms.push(target);
  session.onCleanup(() => {
    hideMerchantForm(form.element, false);
  });
  // The module loads while the configuration does; the forms wait for both, since the checkout
  // may allow this shopper fewer brands than the page lists.
  return mountFlows(session, target, `the ${form.otherBrands.join(', ')} forms`, async (bundle) => {
    const result = await session.config;
    const brands = result.status === 'ok' ? session.offered(form.otherBrands, result.config.brands) : form.otherBrands;
    if (session.destroyed || brands.length === 0) return null;
    const services = await session.loader.services(form, session.showInitialForms);
    return session.destroyed ? null : bundle.brands(target, brands, services);
  });
}

/** Stored cards (one-click), put on the page by `place`. */
export function mountStoredCards(session: Session, place: (target: HTMLElement) => void, cards: readonly StoredCard[], form: MerchantForm): Mount {
  const target = session.doc.createElement('div');
  place(target);
  return mountFlows(session, target, 'the stored cards', async (bundle) => {
    const services = await session.loader.services(form, session.showInitialForms);
    return session.destroyed ? null : bundle.registrations(target, cards, services);
  });
}
