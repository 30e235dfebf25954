// onReady: one computed value over the page's mounts, the words and the stylesheet; then autofocus
// and the merchant's callback.
import { computed, effect } from '@preact/signals';
import { invoke } from '../callbacks.ts';
import type { CardField } from '../card/model.ts';
import type { Wpwl } from '../options/types.ts';
import type { Session } from '../session.ts';
import type { PageForms } from './page.ts';

const AUTOFOCUS: Record<string, CardField> = { 'card.number': 'cardNumber', 'card.expiry': 'expiry', 'card.holder': 'cardHolder', 'card.cvv': 'cvv' };

/**
 * onReady fires once: every form is settled, each card form has its configuration and its frames
 * answered, the words and the stylesheet are here, and at least one form is on the page.
 */
export function whenReady(session: Session, { mounts, firstCard }: PageForms, wpwl: Pick<Wpwl, 'isReady'>): void {
  const ready = computed(
    () =>
      session.look.i18n.loaded() &&
      session.look.styled() &&
      mounts.length > 0 &&
      mounts.every((m) => m.ready.value) &&
      mounts.some((m) => m.state.value === 'shown'),
  );
  session.life.onCleanup(
    effect(() => {
      if (!ready.value || wpwl.isReady) return;
      wpwl.isReady = true;
      // A task later: Preact's renders and the nodes bound to signals settle in microtasks after
      // this flush, and what the merchant's onReady changes (a button it disables) must not be
      // overwritten by them.
      session.page.win.setTimeout(() => {
        if (session.life.destroyed) return;
        const { options } = session.page;
        const autofocus = options.autofocus ? AUTOFOCUS[options.autofocus] : undefined;
        if (autofocus && firstCard?.state.peek() === 'shown') firstCard.focusField(autofocus);
        invoke(session.page.reportError, 'onReady', options.onReady, undefined, [...session.page.doc.querySelectorAll<HTMLElement>('.wpwl-container')]);
      }, 0);
    }),
  );
}
