// Mobile wallets (STC_PAY), with the original's form: the brand, a choice of how to pay
// (.wpwl-group-paymentMode: QR code or mobile number), the mobile number (.wpwl-group-mobilePhone,
// shown for the mobile mode) and the pay button. The provider's step follows (provider.ts): the
// wallet's one-time code, or the QR code to scan.
//
// Shop plugins for the original hide the choice and pick the mobile mode from onReady with
// jQuery: `.attr('checked', true)` on .wpwl-control-radio-mobile, then `.trigger('click')`, and
// `.show()` on the number's group. The radios are the truth, read on every click and change and
// again at submission, so a mode set that way counts even when no change event came.
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { brandLabel } from '../page-kit/brand-labels.ts';
import { BrandLogo } from '../page-kit/ui/BrandLogo.tsx';
import { cls, Hint, Label } from '../page-kit/ui/parts.tsx';
import { afterPress, watchPresses } from '../page-kit/ui/press.ts';
import type { FieldError } from '../shared/errors.ts';
import { saudiMobile } from '../shared/mobile-wallet.ts';
import type { FormServices, FormSubmission, FormTexts, MerchantOptions } from '../widget/on-demand/contract.ts';
import { BrandForm, InlineStep } from './brand-form.tsx';
import { PayGroup } from './pay-group.tsx';
import { createProviderPayment } from './provider.ts';

type Mode = 'qrcode' | 'mobile';

export function checkMobilePhone(value: string): FieldError | null {
  return saudiMobile(value) ? null : 'mobilePhoneError';
}

export function createMobileWallet(services: FormServices, brand: string) {
  const {
    texts,
    submission,
    merchant: { options },
  } = services;
  watchPresses(submission.win.document);
  const provider = createProviderPayment(services, brand);
  const mode = signal<Mode>('qrcode');
  const number = signal('');
  const touched = signal(false);
  const error = computed(() => (mode.value === 'mobile' ? checkMobilePhone(number.value) : null));
  let form: HTMLFormElement | null = null;
  const id = `wpwl-virtualAccount-${brand}`;
  const wallet: WalletState = { mode, number, touched, error };

  const readMode = (): Mode => (form?.querySelector<HTMLInputElement>('.wpwl-control-radio-mobile')?.checked ? 'mobile' : 'qrcode');
  const sync = () => {
    mode.value = readMode();
  };

  const submit = async () => {
    if (!form) return;
    mode.value = readMode();
    touched.value = true;
    if (error.value && options.validation) {
      form.querySelector<HTMLInputElement>('.wpwl-control-mobilePhone')?.focus();
      return;
    }
    const national = mode.value === 'mobile' ? saudiMobile(number.value) : null;
    await provider.pay(form, national ? { 'virtualAccount.accountId': national } : {});
  };

  function View() {
    const current = provider.state.value;
    if (current.status === 'inline') return <InlineStep kind={provider.kind} brand={brand} texts={texts} url={current.url} frameRef={provider.frameRef} />;
    return (
      <BrandForm
        kind={provider.kind}
        brand={brand}
        texts={texts}
        state={current.status === 'busy' || current.status === 'failed' ? current : { status: 'idle' }}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={() => void submit()}
        hasInputs
        after={<Fields texts={texts} amount={submission.amount} options={options} id={id} wallet={wallet} busy={current.status === 'busy'} sync={sync} />}
      >
        <BrandLogo brand={brand} label={brandLabel(brand)} />
      </BrandForm>
    );
  }

  return { View, submit };
}

/** What the shopper chose and typed: how to pay, the number, whether they left it, and what is wrong with it. */
interface WalletState {
  mode: Signal<Mode>;
  number: Signal<string>;
  touched: Signal<boolean>;
  error: ReadonlySignal<FieldError | null>;
}

/** One way to pay; `sync` reads the radios again (a merchant's script may have checked one). */
function Radio({ id, mode, value, label, sync }: { id: string; mode: Mode; value: Mode; label: string; sync: () => void }) {
  return (
    <div class={`wpwl-wrapper wpwl-wrapper-radio-${value}`}>
      <label class={`wpwl-label wpwl-label-radio-${value}`}>
        <input
          type="radio"
          data-wpwl-own=""
          class={`wpwl-control-radio wpwl-control-radio-${value}`}
          name={`${id}-paymentMode`}
          value={value}
          checked={mode === value}
          onClick={sync}
          onChange={sync}
        />{' '}
        {label}
      </label>
    </div>
  );
}

/** The inputs after the brand: the choice of mode, the mobile number (for the mobile mode) and the pay button. */
interface FieldsProps {
  texts: FormTexts;
  amount: FormSubmission['amount'];
  options: MerchantOptions['options'];
  id: string;
  wallet: WalletState;
  busy: boolean;
  sync: () => void;
}

function Fields({ texts, amount, options, id, wallet, busy, sync }: FieldsProps) {
  const { t } = texts;
  const { mode, number, touched, error } = wallet;
  const shown = touched.value && options.validation ? (error.value ?? undefined) : undefined;
  return (
    <>
      <div class="wpwl-group wpwl-group-paymentMode" role="radiogroup" aria-label={t('paymentMode')}>
        <Radio id={id} mode={mode.value} value="qrcode" label={t('paymentModeQrCode')} sync={sync} />
        <Radio id={id} mode={mode.value} value="mobile" label={t('mobilePhone')} sync={sync} />
      </div>
      <div class={cls('wpwl-group', 'wpwl-group-mobilePhone', shown && 'wpwl-has-error')} hidden={mode.value !== 'mobile'}>
        <Label group="mobilePhone" htmlFor={`${id}-mobilePhone`} visible={options.showLabels}>
          {t('mobilePhone')}
        </Label>
        <div class="wpwl-wrapper wpwl-wrapper-mobilePhone">
          <input
            data-wpwl-own=""
            id={`${id}-mobilePhone`}
            type="tel"
            name="virtualAccount.accountId"
            class={cls('wpwl-control', 'wpwl-control-mobilePhone', shown && 'wpwl-has-error')}
            autocomplete="tel-national"
            inputmode="tel"
            placeholder={options.showPlaceholders ? '05XXXXXXXX' : undefined}
            dir="ltr"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && options.disableSubmitOnEnter) event.preventDefault();
            }}
            value={number.value}
            aria-invalid={shown ? 'true' : 'false'}
            aria-describedby={shown ? `${id}-mobilePhone-hint` : undefined}
            onInput={(event) => (number.value = event.currentTarget.value)}
            onBlur={(event) => afterPress(event.currentTarget.ownerDocument, () => (touched.value = true))}
          />
        </div>
        <Hint id={`${id}-mobilePhone-hint`} field="mobilePhone" error={shown} t={t} />
      </div>
      <PayGroup texts={texts} amount={amount} labels={options.labels} busy={busy} />
    </>
  );
}
