// DIRECTDEBIT_SEPA: holder, IBAN (checked with ibantools) and, with displayBic, the BIC, on the
// page; onBeforeSubmitDirectDebit, then the debit and the shopper result URL.
import { computed, signal } from '@preact/signals';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FormMessage, MessageKey } from '../page-kit/messages.ts';
import type { Attempt } from '../page-kit/outcome.ts';
import { cls, Group, Hint, Label } from '../page-kit/ui/parts.tsx';
import { afterPress, watchPresses } from '../page-kit/ui/press.ts';
import type { FieldError } from '../shared/errors.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import type { FormServices, FormSubmission, FormTexts, MerchantOptions } from '../widget/on-demand/contract.ts';
import { PayGroup } from './pay-group.tsx';
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

/** The form's state: what the shopper typed, which fields they left, whether it pays, its message. */
function createBankState(fields: readonly Field[]) {
  const values = signal<Record<Field, string>>({ accountHolder: '', accountIban: '', accountBic: '' });
  const touched = signal<ReadonlySet<Field>>(new Set());
  const busy = signal(false);
  // A code, translated where it is shown (the language may arrive after it).
  const message = signal<FormMessage | null>(null);
  const errors = computed(
    () => Object.fromEntries(fields.map((f) => [f, checkBankField(f, values.value[f])]).filter(([, e]) => e)) as Partial<Record<Field, FieldError>>,
  );
  return {
    fields,
    values,
    touched,
    busy,
    message,
    errors,
    typed: (f: Field, value: string) => {
      values.value = { ...values.value, [f]: value };
    },
    left: (f: Field) => {
      touched.value = new Set([...touched.value, f]);
    },
  };
}
type BankState = ReturnType<typeof createBankState>;

/** What the debit sends: the IBAN in its electronic form and its country, the BIC when given. */
function debitFields(shopperResultUrl: string, brand: string, values: Record<Field, string>): Record<string, string> {
  const iban = electronicFormatIBAN(values.accountIban) ?? values.accountIban;
  const bic = values.accountBic.trim().toUpperCase();
  return {
    paymentBrand: brand,
    'bankAccount.holder': values.accountHolder.trim(),
    'bankAccount.iban': iban,
    'bankAccount.country': iban.slice(0, 2),
    ...(bic ? { 'bankAccount.bic': bic } : {}),
    shopperResultUrl,
  };
}

/** The gateway's answer by the common contract: the form stays busy while the browser leaves. */
function debitSettled(state: BankState, attempt: Attempt, outcome: PaymentOutcome): void {
  // Direct debit has no provider step of its own; should the gateway ask for one, it opens where paymentTarget says.
  const settled = attempt.settle(outcome, { inline: false, submitError: 'WidgetError' });
  if (settled.kind === 'left' || settled.kind === 'elsewhere') return;
  state.busy.value = false;
  if (settled.kind === 'message') state.message.value = settled.message;
}

/** A press of the pay button: every field checked (the cursor on the first wrong one), the merchant asked, then the debit. */
async function submitDebit(
  s: FormSubmission,
  options: MerchantOptions['options'],
  brand: string,
  state: BankState,
  attempt: Attempt,
  form: HTMLFormElement | null,
): Promise<void> {
  if (state.busy.value || !form) return;
  state.touched.value = new Set(state.fields);
  const first = state.fields.find((f) => state.errors.value[f]);
  if (first && options.validation) {
    form.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
    return;
  }
  if (!s.allowed('onBeforeSubmitDirectDebit', options.onBeforeSubmitDirectDebit, form)) return;
  state.busy.value = true;
  state.message.value = null;
  const outcome = await postToCheckout(s, form, debitFields(s.shopperResultUrl, brand, state.values.value), attempt.key());
  debitSettled(state, attempt, outcome);
}

export function createBankForm({ texts, submission, merchant: { options } }: FormServices, brand: string) {
  const fields: Field[] = options.displayBic ? ['accountHolder', 'accountIban', 'accountBic'] : ['accountHolder', 'accountIban'];
  const state = createBankState(fields);
  watchPresses(submission.win.document);
  const attempt = submission.attempt();
  let form: HTMLFormElement | null = null;
  const id = `wpwl-container-directDebit-${brand}`;
  const submit = () => submitDebit(submission, options, brand, state, attempt, form);

  function View() {
    return (
      <BankView
        texts={texts}
        amount={submission.amount}
        options={options}
        state={state}
        id={id}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={() => void submit()}
      />
    );
  }

  return { View, submit };
}

interface BankViewProps {
  texts: FormTexts;
  amount: FormSubmission['amount'];
  options: MerchantOptions['options'];
  state: BankState;
  /** the container's id, which the inputs' ids start with */
  id: string;
  formRef: (form: HTMLFormElement | null) => void;
  onSubmit: () => void;
}

function BankView({ texts, amount, options, state, id, formRef, onSubmit }: BankViewProps) {
  const shown = options.validation ? state.errors.value : {};
  const visible = (f: Field) => (state.touched.value.has(f) ? shown[f] : undefined);
  const busy = state.busy.value;
  const message = state.message.value;
  return (
    <div class="wpwl-container wpwl-container-directDebit wpwl-clearfix" id={id} dir={texts.dir()} lang={texts.language()}>
      <form
        ref={formRef}
        class="wpwl-form wpwl-form-directDebit wpwl-form-has-inputs wpwl-clearfix"
        noValidate
        aria-busy={busy}
        onKeyDown={(event) => {
          // disableSubmitOnEnter: Enter in a field does not pay (the button still does).
          if (event.key === 'Enter' && options.disableSubmitOnEnter && (event.target as Element).tagName === 'INPUT') event.preventDefault();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {state.fields.map((f) => (
          <BankField texts={texts} options={options} state={state} id={id} field={f} error={visible(f)} key={f} />
        ))}
        <PayGroup texts={texts} amount={amount} labels={options.labels} busy={busy} />
        <div class={cls('wpwl-message', message && 'wpwl-has-error')} role="alert">
          {message ? texts.t(message.key, message.vars) : null}
        </div>
      </form>
    </div>
  );
}

/** One field's group: its label, its input and, once the shopper left it, why it is wrong. */
interface BankFieldProps {
  texts: FormTexts;
  options: MerchantOptions['options'];
  state: BankState;
  id: string;
  field: Field;
  error: FieldError | undefined;
}

function BankField({ texts, options, state, id, field: f, error }: BankFieldProps) {
  return (
    <Group group={f} error={Boolean(error)}>
      <Label group={f} htmlFor={`${id}-${f}`} visible={options.showLabels}>
        {texts.t(LABELS[f])}
      </Label>
      <div class={`wpwl-wrapper wpwl-wrapper-${f}`}>
        <input
          data-wpwl-own=""
          id={`${id}-${f}`}
          data-field={f}
          type="text"
          name={f === 'accountHolder' ? 'bankAccount.holder' : f === 'accountIban' ? 'bankAccount.iban' : 'bankAccount.bic'}
          class={cls('wpwl-control', `wpwl-control-${f}`, error && 'wpwl-has-error')}
          autocomplete={AUTOCOMPLETE[f]}
          spellcheck={false}
          value={state.values.value[f]}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-${f}-hint` : undefined}
          onInput={(event) => {
            const input = event.currentTarget;
            // Group the IBAN in fours as the shopper types, as it is printed on statements.
            if (f === 'accountIban') input.value = friendlyFormatIBAN(input.value.replace(/\s/g, '').toUpperCase()) ?? input.value;
            state.typed(f, input.value);
          }}
          onBlur={(event) => afterPress(event.currentTarget.ownerDocument, () => state.left(f))}
        />
      </div>
      <Hint id={`${id}-${f}-hint`} field={f} error={error} t={texts.t} />
    </Group>
  );
}
