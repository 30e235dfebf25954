// A payment that goes through its provider's page (redirect brands, mobile wallets): the
// submission, the gateway's answer by the common contract, and the provider's step, in the whole
// tab or inside the widget when the brand is listed in inlineFlow.
import { signal } from '@preact/signals';
import type { FormMessage } from '../page-kit/messages.ts';
import { ONLINE_TRANSFER_BRANDS } from '../shared/brands.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FormServices } from '../widget/on-demand/contract.ts';
import { postToCheckout } from './post.ts';

export type ProviderState = { status: 'idle' } | { status: 'busy' } | { status: 'inline'; url: string } | { status: 'failed'; message: FormMessage };

export function createProviderPayment(
  { submission: s, frames, merchant: { options } }: Pick<FormServices, 'submission' | 'frames' | 'merchant'>,
  brand: string,
) {
  const state = signal<ProviderState>({ status: 'idle' });
  let target: HTMLIFrameElement | null = null;
  const inline = options.inlineFlow?.includes(brand) ?? false;
  // Bank transfers are the original's "online transfer" forms; the rest are virtual accounts.
  const kind: 'onlineTransfer' | 'virtualAccount' = ONLINE_TRANSFER_BRANDS.includes(brand) ? 'onlineTransfer' : 'virtualAccount';
  const before = kind === 'onlineTransfer' ? 'onBeforeSubmitOnlineTransfer' : 'onBeforeSubmitVirtualAccount';

  // The provider's step, when inline, ends with the gateway's return page posting to us.
  const onMessage = (event: MessageEvent) => {
    if (!target || event.source !== target.contentWindow || event.origin !== s.base.origin) return;
    const message = frames.parseFrameMessage(event.data);
    if (message?.t === 'redirectDone') s.stepDone(message.resourcePath);
  };
  s.win.addEventListener('message', onMessage);
  frames.onUnload(() => s.win.removeEventListener('message', onMessage));

  const attempt = s.attempt();
  const outcome = (o: PaymentOutcome) => {
    const settled = attempt.settle(o, { inline, submitError: 'WidgetError' });
    if (settled.kind === 'inline') state.value = { status: 'inline', url: settled.url };
    else if (settled.kind === 'message') state.value = { status: 'failed', message: settled.message };
    // No card data here: a refusal of it cannot come, and would leave the form as it was.
    else if (settled.kind === 'invalidCard') state.value = { status: 'idle' };
    // paymentTarget named a frame of the page: the step runs there, and its end is heard from it,
    // as from the widget's own frame (the card form attaches such a frame the same way).
    else if (settled.kind === 'elsewhere') target = namedFrame(s.win, options.paymentTarget);
  };

  /** Runs the merchant's onBeforeSubmit… callback, then submits the form with `fields`. */
  const pay = async (form: HTMLFormElement | null, fields: Record<string, string>) => {
    if (state.value.status === 'busy' || state.value.status === 'inline' || !form) return;
    if (!s.allowed(before, options[before], form)) return;
    state.value = { status: 'busy' };
    outcome(await postToCheckout(s, form, { paymentBrand: brand, ...fields, shopperResultUrl: s.shopperResultUrl }, attempt.key()));
  };

  /** Where the provider's step shows when it runs inside the widget. */
  const frameRef = (el: HTMLIFrameElement | null) => {
    target = el;
  };

  return { state, kind, pay, frameRef };
}

/** The page's frame that wpwlOptions.paymentTarget names, if there is one. */
function namedFrame(win: Window, name: string | undefined): HTMLIFrameElement | null {
  return name ? win.document.querySelector<HTMLIFrameElement>(`iframe[name="${CSS.escape(name)}"]`) : null;
}
