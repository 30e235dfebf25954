// The widget for one checkout, once boot.ts knows its id: the configuration asked for at once (the
// page may still be loading), then, a task after the DOM is ready, a session (session.ts), the
// page's forms (mounts/page.ts) and onReady (mounts/ready.ts).
import type { ReportError } from '../shared/errors.ts';
import { fetchWidgetConfig } from './checkout.ts';
import { afterDomReady } from './dom-ready.ts';
import type { EarlyFrames } from './frames/early.ts';
import type { Mount } from './mounts/mount.ts';
import { watchNewForms } from './mounts/new-forms.ts';
import { mountPage, type PageForms } from './mounts/page.ts';
import { whenReady } from './mounts/ready.ts';
import type { WidgetOptions } from './options/schema.ts';
import type { Wpwl } from './options/types.ts';
import { createSession, type Session, type WidgetAssets } from './session.ts';

export interface CheckoutEnv {
  win: Window;
  base: URL;
  checkoutId: string;
  assets: WidgetAssets;
  /** the `wpwl` global: its checkout's configuration and isReady are filled in here */
  wpwl: Wpwl;
  /** card frames paymentWidgets.js started before the modules arrived */
  early: EarlyFrames | undefined;
  /** the request paymentWidgets.js sent for this checkout's configuration, if it did */
  earlyConfig: Promise<Response> | undefined;
  /** reads wpwlOptions again (the forms are built with what it holds by then) */
  readOptions: () => WidgetOptions;
  reportError: ReportError;
  /** the page put a new form.paymentWidgets in once the forms were mounted (mounts/new-forms.ts) */
  onNewForm?: () => void;
}

export interface Started {
  /** the session once the forms are mounted, until stopped */
  readonly session: Session | null;
  readonly mounts: readonly Mount[];
  /**
   * unload: undoes everything, or keeps the forms from being built. The merchant's forms stay out
   * of the page, or go back to their places when `giveBack` (a newer paymentWidgets.js takes over).
   */
  stop(giveBack?: boolean): void;
}

export function startCheckout(env: CheckoutEnv): Started {
  const { win, base, checkoutId, wpwl } = env;
  // The configuration does not depend on the options: it is on its way while the page loads.
  const config = fetchWidgetConfig(win.fetch.bind(win), base, checkoutId, env.earlyConfig);
  void config.then((result) => {
    if (result.status === 'ok') wpwl.checkout.config = { ...result.config };
  });
  let session: Session | null = null;
  let page: PageForms | null = null;
  let stopWatching: () => void = () => undefined;
  let stopped = false;
  const cancel = afterDomReady(win, () => {
    if (stopped) return;
    // Options are read when the forms are built, as the original does: pages that define
    // wpwlOptions after the script tag, or in a DOM-ready handler, are honoured.
    const options = env.readOptions();
    session = createSession({ win, base, checkoutId, options, assets: env.assets, config, reportError: env.reportError, navigate: navigateIn(win) });
    page = mountPage(session, env.early);
    whenReady(session, page, wpwl);
    if (env.onNewForm) stopWatching = watchNewForms(win.document, env.onNewForm);
  });
  return {
    get session() {
      return session;
    },
    get mounts() {
      return page?.mounts ?? [];
    },
    stop(giveBack = false) {
      stopped = true;
      cancel();
      // Before the forms go back: those are no new forms.
      stopWatching();
      for (const m of page?.mounts ?? []) m.destroy();
      page?.release(giveBack);
      page = null;
      session?.life.destroy();
      session = null;
    },
  };
}

/** paymentTarget, shopperResultTarget: this tab, or the window or frame the merchant named. */
const navigateIn = (win: Window) => (url: string, target?: string) => {
  if (!target || target === '_self') win.location.assign(url);
  else win.open(url, target);
};
