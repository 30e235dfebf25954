// Stored cards (one-click): a radio per card the checkout offers; with registrations.requireCvv a
// security-code frame for the chosen card, which submits the payment itself (the code never
// touches the page); without it the page submits the registration id alone.
import { computed, effect, signal } from '@preact/signals';
import { brandLabel } from '../page-kit/brand-labels.ts';
import { frameInit } from '../page-kit/frame-init.ts';
import type { FormMessage } from '../page-kit/messages.ts';
import type { Attempt } from '../page-kit/outcome.ts';
import { BrandLogo } from '../page-kit/ui/BrandLogo.tsx';
import { cls } from '../page-kit/ui/parts.tsx';
import type { StoredCard } from '../shared/api/checkout.ts';
import { cardBrand } from '../shared/brands.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FormFrames, FormServices, FormSubmission, FormTexts, MerchantOptions, MountedMethods } from '../widget/on-demand/contract.ts';
import { PayGroup } from './pay-group.tsx';
import { postToCheckout } from './post.ts';

/** The security-code frames' host, as the widget makes it. */
type FrameHost = ReturnType<FormFrames['createFrameHost']>;

type State = { status: 'idle' } | { status: 'busy'; id?: string } | { status: 'failed'; message: FormMessage };

/** The form's state: the card chosen, where the payment is, whether its security code is wrong, whether the other forms show. */
function createRegistrationState(t: FormTexts['t'], cards: readonly StoredCard[], hideOthers: boolean) {
  const selected = signal(cards[0]?.id ?? '');
  const cvvInvalid = signal(false);
  const card = () => cards.find((c) => c.id === selected.value);
  return {
    selected,
    state: signal<State>({ status: 'idle' }),
    cvvInvalid,
    /** why the code is wrong, in the page's words ('' while it is not) */
    cvvError: computed(() => {
      const c = card();
      return cvvInvalid.value && c ? t(cardBrand(c.paymentBrand)?.cvvLength === 4 ? 'cvvHintAmex' : 'cvvError') : '';
    }),
    othersShown: signal(!hideOthers),
    card,
  };
}
type RegistrationState = ReturnType<typeof createRegistrationState>;

/** The gateway's answer, from the page's post or the security-code frame, by the common contract. */
function registrationSettled(r: RegistrationState, attempt: Attempt, requireCvv: boolean, o: PaymentOutcome): void {
  // A stored card's 3-D Secure step opens where paymentTarget says (the whole tab by default).
  const settled = attempt.settle(o, { inline: false, submitError: requireCvv ? 'PciIframeSubmitError' : 'WidgetError' });
  if (settled.kind === 'message') r.state.value = { status: 'failed', message: settled.message };
  else if (settled.kind === 'invalidCard') {
    r.cvvInvalid.value = true;
    r.state.value = { status: 'idle' };
  }
  // Otherwise the browser leaves, or the step runs elsewhere: the form stays busy.
}

/** With requireCvv the security-code frame pays (the code never touches the page) and answers with `result` for `id`. */
function payInCodeFrame(s: FormSubmission, host: FrameHost, form: HTMLFormElement, id: string, key: string): void {
  host.send('cvv', {
    t: 'submit',
    id,
    key,
    fields: s.merchantInputs(form, { shopperResultUrl: s.shopperResultUrl }),
  });
}

export function createRegistrations({ texts, submission: s, frames, merchant }: FormServices, cards: readonly StoredCard[]) {
  const { options } = merchant;
  const requireCvv = options.registrations?.requireCvv === true;
  const hideOthers = options.registrations?.hideInitialPaymentForms === true;
  const r = createRegistrationState(texts.t, cards, hideOthers);
  const { selected, state, cvvInvalid, card } = r;
  let form: HTMLFormElement | null = null;
  let counter = 0;
  merchant.showInitialForms(!hideOthers);

  const attempt = s.attempt();
  const outcome = (o: PaymentOutcome) => registrationSettled(r, attempt, requireCvv, o);

  const host = frames.createFrameHost('registration', (message) => {
    if (message.t === 'ready') {
      host.send(
        'cvv',
        frameInit({ kind: 'storedCardCode' }, options, {
          t: texts.t,
          lang: texts.language(),
          css: { input: { ...options.iframeStyles?.cvv }, placeholder: { ...options.iframeStyles?.['cvv-placeholder'] } },
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
    if (!s.allowed('onBeforeSubmitOneClickCard', options.onBeforeSubmitOneClickCard, form)) return;
    if (requireCvv) {
      const id = `r${++counter}`;
      state.value = { status: 'busy', id };
      payInCodeFrame(s, host, form, id, attempt.key());
      return;
    }
    state.value = { status: 'busy' };
    outcome(await postToCheckout(s, form, { registrationId: selected.value, shopperResultUrl: s.shopperResultUrl }, attempt.key()));
  };

  function View() {
    return (
      <RegistrationsView
        texts={texts}
        amount={s.amount}
        labels={options.labels}
        showInitialForms={merchant.showInitialForms}
        cards={cards}
        r={r}
        host={host}
        requireCvv={requireCvv}
        hideOthers={hideOthers}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={() => void submit()}
      />
    );
  }

  // The code's error goes into its frame too, where a screen reader focused in it reads it
  // (frame/error-text.ts): each change, from the first error on (a frame starts with none).
  let sent = '';
  const stopError = effect(() => {
    const text = r.cvvError.value;
    if (text !== sent) host.send('cvv', { t: 'error', text });
    sent = text;
  });
  const mounted: Pick<MountedMethods, 'destroy'> = {
    destroy: () => {
      stopError();
      host.destroy();
    },
  };
  return { View, submit, ...mounted };
}

interface ViewProps {
  texts: FormTexts;
  amount: FormSubmission['amount'];
  labels: MerchantOptions['options']['labels'];
  showInitialForms: MerchantOptions['showInitialForms'];
  cards: readonly StoredCard[];
  r: RegistrationState;
  host: FrameHost;
  requireCvv: boolean;
  hideOthers: boolean;
  formRef: (form: HTMLFormElement | null) => void;
  onSubmit: () => void;
}

function RegistrationsView({ texts, amount, labels, showInitialForms, cards, r, host, requireCvv, hideOthers, formRef, onSubmit }: ViewProps) {
  const { t } = texts;
  const current = r.state.value;
  return (
    <div id="wpwl-registrations" dir={texts.dir()} lang={texts.language()}>
      <div class="wpwl-container wpwl-container-registration wpwl-clearfix">
        <form
          ref={formRef}
          aria-label={t('storedCards')}
          class="wpwl-form wpwl-form-registrations"
          data-action="submit-registration"
          noValidate
          aria-busy={current.status === 'busy'}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {cards.map((c) => (
            <CardRow t={t} card={c} r={r} host={host} requireCvv={requireCvv} key={c.id} />
          ))}
          <PayGroup texts={texts} amount={amount} labels={labels} busy={current.status === 'busy'} />
          {hideOthers && !r.othersShown.value ? (
            <button
              type="button"
              class="wpwl-button wpwl-button-pay"
              data-action="show-initial-forms"
              onClick={() => {
                r.othersShown.value = true;
                showInitialForms(true);
              }}
            >
              {t('showOtherPaymentMethods')}
            </button>
          ) : null}
          <div class={cls('wpwl-message', current.status === 'failed' && 'wpwl-has-error')} role="alert">
            {current.status === 'failed' ? t(current.message.key, current.message.vars) : null}
          </div>
        </form>
      </div>
    </div>
  );
}

/** One stored card: its radio, brand, last digits, expiry and holder, and its security code when chosen and asked for. */
function CardRow({ t, card: c, r, host, requireCvv }: Pick<ViewProps, 'r' | 'host' | 'requireCvv'> & { t: FormTexts['t']; card: StoredCard }) {
  const isSelected = c.id === r.selected.value;
  const brandCode = c.paymentBrand;
  return (
    <div class={cls('wpwl-group', 'wpwl-group-registration', 'wpwl-clearfix', isSelected && 'wpwl-selected')}>
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
              r.selected.value = c.id;
              r.cvvInvalid.value = false;
            }}
          />
        </div>
        <div class="wpwl-wrapper-registration wpwl-wrapper-registration-brand">
          <BrandLogo brand={brandCode} label={brandLabel(brandCode)} />
        </div>
        {/* The original's details: number, expiry and holder in one wrapper, the number as `**` and
            its last digits (pages that restyle stored cards strip that mask). docs/compatibility.md */}
        <div class="wpwl-wrapper-registration wpwl-wrapper-registration-details">
          <div class="wpwl-wrapper-registration wpwl-wrapper-registration-number">{`**${c.last4 ?? ''}`}</div>
          {c.expiryMonth && c.expiryYear ? (
            <div class="wpwl-wrapper-registration wpwl-wrapper-registration-expiry">{`${c.expiryMonth}/${c.expiryYear.slice(-2)}`}</div>
          ) : null}
          {c.holder ? <div class="wpwl-wrapper-registration wpwl-wrapper-registration-holder">{c.holder}</div> : null}
        </div>
        {requireCvv && isSelected ? <CodeFrame t={t} card={c} host={host} error={r.cvvError.value} /> : null}
      </label>
    </div>
  );
}

/** The chosen card's security-code frame (on the gateway: the code never touches the page), and why the code is wrong. */
function CodeFrame({ t, card: c, host, error }: { t: FormTexts['t']; card: StoredCard; host: FrameHost; error: string }) {
  return (
    <div class="wpwl-wrapper-registration wpwl-wrapper-registration-cvv">
      <iframe
        key={c.id}
        ref={(el) => host.attach('cvv', el)}
        class={cls('wpwl-control', 'wpwl-control-iframe', 'wpwl-control-cvv', error !== '' && 'wpwl-has-error')}
        name="card.cvv"
        title={t('cvvFrameTitle')}
        src={host.src('cvv', c.id)}
      />
      {error ? <div class="wpwl-hint wpwl-hint-cvvError">{error}</div> : null}
    </div>
  );
}
