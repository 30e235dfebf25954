// Redirect brands (virtual accounts such as PAYPAL, SOFORTUEBERWEISUNG, IDEAL, KLARNA_…): one logo
// button each. A click runs onBeforeSubmitVirtualAccount, submits, and follows the provider's step:
// in the whole tab, or inside the widget when the brand is listed in inlineFlow.
import { signal } from '@preact/signals';
import { brandLabel } from '../shared/brand-labels.ts';
import { ONLINE_TRANSFER_BRANDS } from '../shared/brands.ts';
import type { FormMessage } from '../shared/messages.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FlowServices } from '../widget/flows-api.ts';
import { BrandLogo } from '../shared/ui/BrandLogo.tsx';
import { cls } from '../shared/ui/parts.tsx';
import { BrandForm } from './brand-form.tsx';
import { postToCheckout } from './post.ts';

type State = { status: 'idle' } | { status: 'busy' } | { status: 'inline'; url: string } | { status: 'failed'; message: FormMessage };

export function createRedirectBrand(s: FlowServices, brand: string) {
  const state = signal<State>({ status: 'idle' });
  let form: HTMLFormElement | null = null;
  let target: HTMLIFrameElement | null = null;
  const inline = s.options.inlineFlow?.includes(brand) ?? false;
  // Bank transfers are the original's "online transfer" forms; the rest are virtual accounts.
  const kind = ONLINE_TRANSFER_BRANDS.includes(brand) ? 'onlineTransfer' : 'virtualAccount';
  const before = kind === 'onlineTransfer' ? 'onBeforeSubmitOnlineTransfer' : 'onBeforeSubmitVirtualAccount';

  // The provider's step, when inline, ends with the gateway's return page posting to us.
  const onMessage = (event: MessageEvent) => {
    if (!target || event.source !== target.contentWindow || event.origin !== s.base.origin) return;
    const message = s.parseFrameMessage(event.data);
    if (message?.t === 'redirectDone') s.navigate(s.resultUrl(message.resourcePath), s.options.shopperResultTarget);
  };
  s.win.addEventListener('message', onMessage);
  s.onUnload(() => s.win.removeEventListener('message', onMessage));

  const attempts = s.attempts();
  const outcome = (o: PaymentOutcome) => {
    const key = attempts.answered(o);
    const settled = s.settle(o, { inline, submitError: 'WidgetError', key });
    if (settled.kind === 'inline') state.value = { status: 'inline', url: settled.url };
    else if (settled.kind === 'message') state.value = { status: 'failed', message: settled.message };
    // No card data here: a refusal of it cannot come, and would leave the button as it was.
    else if (settled.kind === 'invalidCard') state.value = { status: 'idle' };
  };

  const submit = async () => {
    if (state.value.status === 'busy' || state.value.status === 'inline' || !form) return;
    if (!s.allowed(before, s.options[before], form)) return;
    state.value = { status: 'busy' };
    outcome(await postToCheckout(s, form, { paymentBrand: brand, shopperResultUrl: s.shopperResultUrl }, attempts.key()));
  };

  function View() {
    const current = state.value;
    if (current.status === 'inline') {
      return (
        <div class={`wpwl-container wpwl-container-${kind} wpwl-container-${kind}-${brand}`} dir={s.dir()}>
          <iframe
            ref={(el) => {
              target = el;
            }}
            class="wpwl-target"
            name={`wpwl-target-${brand}`}
            title={s.t('redirectTitle', { brand: brandLabel(brand) })}
            src={current.url}
          />
        </div>
      );
    }
    const label = brandLabel(brand);
    return (
      <BrandForm
        kind={kind}
        brand={brand}
        s={s}
        state={current}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={() => void submit()}
      >
        <button
          type="submit"
          class={cls('wpwl-button', 'wpwl-button-brand', `wpwl-button-brand-${brand}`)}
          disabled={current.status === 'busy'}
          aria-label={s.t('payWith', { brand: label })}
        >
          <BrandLogo brand={brand} />
        </button>
      </BrandForm>
    );
  }

  return { View, submit, containerClass: `wpwl-container-${kind}-${brand}` };
}
