// Stored cards (one-click): a radio per card the checkout offers; with registrations.requireCvv a
// security-code frame for the chosen card, which submits the payment itself (the code never
// touches the page); without it the page submits the registration id alone.
import { signal } from '@preact/signals';
import type { StoredCard } from '../../shared/api/checkout.ts';
import { brandLabel } from '../../shared/brand-labels.ts';
import { cardBrand } from '../../shared/brands.ts';
import { frameInit } from '../../shared/frame-init.ts';
import type { FormMessage } from '../../shared/messages.ts';
import type { PaymentOutcome } from '../../shared/protocol.ts';
import { BrandLogo } from '../../shared/ui/BrandLogo.tsx';
import { cls, payText } from '../../shared/ui/parts.tsx';
import type { FlowServices, MountedFlows } from '../api.ts';
import { postToCheckout } from './post.ts';

type State = { status: 'idle' } | { status: 'busy'; id?: string } | { status: 'failed'; message: FormMessage };

export function createRegistrations(s: FlowServices, cards: readonly StoredCard[]) {
  const requireCvv = s.options.registrations?.requireCvv === true;
  const hideOthers = s.options.registrations?.hideInitialPaymentForms === true;
  const selected = signal(cards[0]?.id ?? '');
  const state = signal<State>({ status: 'idle' });
  const cvvInvalid = signal(false);
  const othersShown = signal(!hideOthers);
  let form: HTMLFormElement | null = null;
  let counter = 0;
  s.showInitialForms(!hideOthers);

  const card = () => cards.find((c) => c.id === selected.value);

  const attempts = s.attempts();
  const outcome = (o: PaymentOutcome) => {
    const key = attempts.answered(o);
    // A stored card's 3-D Secure step opens where paymentTarget says (the whole tab by default).
    const settled = s.settle(o, { inline: false, submitError: requireCvv ? 'PciIframeSubmitError' : 'WidgetError', key });
    if (settled.kind === 'message') state.value = { status: 'failed', message: settled.message };
    else if (settled.kind === 'invalidCard') {
      cvvInvalid.value = true;
      state.value = { status: 'idle' };
    }
    // Otherwise the browser leaves, or the step runs elsewhere: the form stays busy.
  };

  const host = s.createFrameHost('registration', (message) => {
    if (message.t === 'ready') {
      host.send(
        'cvv',
        frameInit({ kind: 'storedCardCode' }, s.options, {
          t: s.t,
          css: { input: { ...s.options.iframeStyles?.cvv }, placeholder: { ...s.options.iframeStyles?.['cvv-placeholder'] } },
          // The stored cards' form has no dark scheme of its own: light, like its container.
          scheme: 'light',
        }),
      );
      const brand = card()?.paymentBrand;
      if (brand) host.send('cvv', { t: 'brand', brand });
    } else if (message.t === 'state' && message.trigger !== 'input') cvvInvalid.value = !message.valid;
    else if (message.t === 'state') cvvInvalid.value = cvvInvalid.value && !message.valid;
    else if (message.t === 'enter') void submit();
    else if (message.t === 'result') {
      const current = state.value;
      if (current.status === 'busy' && current.id === message.id) outcome(message.outcome);
    }
  });

  const submit = async () => {
    if (state.value.status === 'busy' || !form || !card()) return;
    if (!s.allowed('onBeforeSubmitOneClickCard', s.options.onBeforeSubmitOneClickCard, form)) return;
    if (requireCvv) {
      const id = `r${++counter}`;
      state.value = { status: 'busy', id };
      host.send('cvv', {
        t: 'submit',
        id,
        key: attempts.key(),
        fields: s.merchantInputs(form, { shopperResultUrl: s.shopperResultUrl }),
      });
      return;
    }
    state.value = { status: 'busy' };
    outcome(await postToCheckout(s, form, { registrationId: selected.value, shopperResultUrl: s.shopperResultUrl }, attempts.key()));
  };

  function View() {
    const current = state.value;
    const amount = s.amount();
    const pay = payText(s.t, s.options.labels, amount ? s.formatAmount(amount.amount, amount.currency) : null);
    return (
      <div id="wpwl-registrations" dir={s.dir()}>
        <div class="wpwl-container wpwl-container-registration">
          <form
            ref={(el) => {
              form = el;
            }}
            aria-label={s.t('storedCards')}
            class="wpwl-form wpwl-form-registrations"
            data-action="submit-registration"
            noValidate
            aria-busy={current.status === 'busy'}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {cards.map((c) => {
              const isSelected = c.id === selected.value;
              const brandCode = c.paymentBrand;
              return (
                <div class={cls('wpwl-group', 'wpwl-group-registration', isSelected && 'wpwl-selected')} key={c.id}>
                  <label class="wpwl-registration">
                    <div class="wpwl-wrapper-registration wpwl-wrapper-registration-registrationId">
                      <input
                        data-wpwl-own=""
                        type="radio"
                        name="registrationId"
                        value={c.id}
                        data-action="change-registration"
                        checked={isSelected}
                        onChange={() => {
                          selected.value = c.id;
                          cvvInvalid.value = false;
                        }}
                      />
                    </div>
                    <div class="wpwl-wrapper-registration wpwl-wrapper-registration-brand">
                      <BrandLogo brand={brandCode} label={brandLabel(brandCode)} />
                    </div>
                    <div class="wpwl-wrapper-registration wpwl-wrapper-registration-number">{`•••• ${c.last4 ?? ''}`}</div>
                    {c.expiryMonth && c.expiryYear ? (
                      <div class="wpwl-wrapper-registration wpwl-wrapper-registration-expiry">{`${c.expiryMonth}/${c.expiryYear.slice(-2)}`}</div>
                    ) : null}
                    {c.holder ? <div class="wpwl-wrapper-registration wpwl-wrapper-registration-holder">{c.holder}</div> : null}
                    {requireCvv && isSelected ? (
                      <div class="wpwl-wrapper-registration wpwl-wrapper-registration-cvv">
                        <iframe
                          key={c.id}
                          ref={(el) => host.attach('cvv', el)}
                          class={cls('wpwl-control', 'wpwl-control-iframe', 'wpwl-control-cvv', cvvInvalid.value && 'wpwl-has-error')}
                          name="card.cvv"
                          title={s.t('cvvFrameTitle')}
                          src={host.src('cvv', c.id)}
                        />
                        {cvvInvalid.value ? (
                          <div class="wpwl-hint wpwl-hint-cvvError">{s.t(cardBrand(brandCode)?.cvvLength === 4 ? 'cvvHintAmex' : 'cvvError')}</div>
                        ) : null}
                      </div>
                    ) : null}
                  </label>
                </div>
              );
            })}
            <div class="wpwl-group wpwl-group-submit">
              <div class="wpwl-wrapper wpwl-wrapper-submit">
                <button type="submit" class="wpwl-button wpwl-button-pay" disabled={current.status === 'busy' || !amount}>
                  {current.status === 'busy' ? s.t('processing') : pay}
                </button>
              </div>
            </div>
            {hideOthers && !othersShown.value ? (
              <button
                type="button"
                class="wpwl-button wpwl-button-pay"
                data-action="show-initial-forms"
                onClick={() => {
                  othersShown.value = true;
                  s.showInitialForms(true);
                }}
              >
                {s.t('showOtherPaymentMethods')}
              </button>
            ) : null}
            <div class={cls('wpwl-message', current.status === 'failed' && 'wpwl-has-error')} role="alert">
              {current.status === 'failed' ? s.t(current.message.key, current.message.vars) : null}
            </div>
          </form>
        </div>
      </div>
    );
  }

  const mounted: Pick<MountedFlows, 'destroy'> = { destroy: () => host.destroy() };
  return { View, submit, containerClass: 'wpwl-container-registration', ...mounted };
}
