// DIRECTDEBIT_SEPA: holder, IBAN (checked with ibantools) and, with displayBic, the BIC, on the
// page; onBeforeSubmitDirectDebit, then the debit and the shopper result URL.
import { computed, signal } from '@preact/signals';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldError } from '../../shared/errors.ts';
import type { FormMessage, MessageKey } from '../../shared/messages.ts';
import { cls, Group, Hint, Label, payText } from '../../shared/ui/parts.tsx';
import { afterPress, watchPresses } from '../../shared/ui/press.ts';
import type { FlowServices } from '../api.ts';
import { postToCheckout } from './post.ts';

type Field = 'accountHolder' | 'accountIban' | 'accountBic';

export function checkBankField(field: Field, value: string): FieldError | null {
  const v = value.trim();
  switch (field) {
    case 'accountHolder':
      return v.length >= 4 && v.length <= 128 ? null : 'accountHolderError';
    case 'accountIban':
      return isValidIBAN(electronicFormatIBAN(v) ?? '') ? null : 'accountNumberError';
    case 'accountBic':
      return v === '' || isValidBIC(v.toUpperCase()) ? null : 'accountBankError';
  }
}

const LABELS: Record<Field, MessageKey> = { accountHolder: 'accountHolder', accountIban: 'accountNumber', accountBic: 'accountBank' };
const AUTOCOMPLETE: Record<Field, string> = { accountHolder: 'name', accountIban: 'off', accountBic: 'off' };

export function createBankForm(s: FlowServices, brand: string) {
  const fields: Field[] = s.options.displayBic ? ['accountHolder', 'accountIban', 'accountBic'] : ['accountHolder', 'accountIban'];
  const values = signal<Record<Field, string>>({ accountHolder: '', accountIban: '', accountBic: '' });
  const touched = signal<ReadonlySet<Field>>(new Set());
  const busy = signal(false);
  watchPresses(s.win.document);
  const attempts = s.attempts();
  // A code, translated where it is shown (the language may arrive after it).
  const message = signal<FormMessage | null>(null);
  const errors = computed(
    () => Object.fromEntries(fields.map((f) => [f, checkBankField(f, values.value[f])]).filter(([, e]) => e)) as Partial<Record<Field, FieldError>>,
  );
  let form: HTMLFormElement | null = null;
  const id = `wpwl-container-directDebit-${brand}`;

  const submit = async () => {
    if (busy.value || !form) return;
    touched.value = new Set(fields);
    const first = fields.find((f) => errors.value[f]);
    if (first && s.options.validation) {
      form.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (!s.allowed('onBeforeSubmitDirectDebit', s.options.onBeforeSubmitDirectDebit, form)) return;
    busy.value = true;
    message.value = null;
    const iban = electronicFormatIBAN(values.value.accountIban) ?? values.value.accountIban;
    const bic = values.value.accountBic.trim().toUpperCase();
    const outcome = await postToCheckout(
      s,
      form,
      {
        paymentBrand: brand,
        'bankAccount.holder': values.value.accountHolder.trim(),
        'bankAccount.iban': iban,
        'bankAccount.country': iban.slice(0, 2),
        ...(bic ? { 'bankAccount.bic': bic } : {}),
        shopperResultUrl: s.shopperResultUrl,
      },
      attempts.key(),
    );
    const key = attempts.answered(outcome);
    // Direct debit has no provider step of its own; should the gateway ask for one, it opens where paymentTarget says.
    const settled = s.settle(outcome, { inline: false, submitError: 'WidgetError', key });
    if (settled.kind === 'left' || settled.kind === 'elsewhere') return;
    busy.value = false;
    if (settled.kind === 'message') message.value = settled.message;
  };

  function View() {
    const shown = s.options.validation ? errors.value : {};
    const visible = (f: Field) => (touched.value.has(f) ? shown[f] : undefined);
    const amount = s.amount();
    return (
      <div class="wpwl-container wpwl-container-directDebit" id={id} dir={s.dir()}>
        <form
          ref={(el) => {
            form = el;
          }}
          class="wpwl-form wpwl-form-directDebit wpwl-form-has-inputs wpwl-clearfix"
          noValidate
          aria-busy={busy.value}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {fields.map((f) => (
            <Group group={f} error={Boolean(visible(f))} key={f}>
              <Label group={f} htmlFor={`${id}-${f}`} visible={s.options.showLabels}>
                {s.t(LABELS[f])}
              </Label>
              <div class={`wpwl-wrapper wpwl-wrapper-${f}`}>
                <input
                  data-wpwl-own=""
                  id={`${id}-${f}`}
                  data-field={f}
                  type="text"
                  name={f === 'accountHolder' ? 'bankAccount.holder' : f === 'accountIban' ? 'bankAccount.iban' : 'bankAccount.bic'}
                  class={cls('wpwl-control', `wpwl-control-${f}`, visible(f) && 'wpwl-has-error')}
                  autocomplete={AUTOCOMPLETE[f]}
                  spellcheck={false}
                  value={values.value[f]}
                  aria-invalid={visible(f) ? 'true' : 'false'}
                  aria-describedby={visible(f) ? `${id}-${f}-hint` : undefined}
                  onInput={(event) => {
                    const input = event.currentTarget;
                    // Group the IBAN in fours as the shopper types, as it is printed on statements.
                    if (f === 'accountIban') input.value = friendlyFormatIBAN(input.value.replace(/\s/g, '').toUpperCase()) ?? input.value;
                    values.value = { ...values.value, [f]: input.value };
                  }}
                  onBlur={(event) => afterPress(event.currentTarget.ownerDocument, () => (touched.value = new Set([...touched.value, f])))}
                />
              </div>
              <Hint id={`${id}-${f}-hint`} field={f} error={visible(f)} t={s.t} />
            </Group>
          ))}
          <div class="wpwl-group wpwl-group-submit">
            <div class="wpwl-wrapper wpwl-wrapper-submit">
              <button type="submit" class="wpwl-button wpwl-button-pay" disabled={busy.value || !amount}>
                {busy.value ? s.t('processing') : payText(s.t, s.options.labels, amount ? s.formatAmount(amount.amount, amount.currency) : null)}
              </button>
            </div>
          </div>
          <div class={cls('wpwl-message', message.value && 'wpwl-has-error')} role="alert">
            {message.value ? s.t(message.value.key, message.value.vars) : null}
          </div>
        </form>
      </div>
    );
  }

  return { View, submit, containerClass: 'wpwl-container-directDebit' };
}
