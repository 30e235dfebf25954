// One card field inside its frame: formats and validates what the shopper types, reports only
// validity and brand to the widget, and (number frame) submits the payment.
import { cardBrand } from '../shared/brands.ts';
import type { FrameField, ToFrameMessage } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { answerCvvRequests, requestCvv } from './sibling.ts';
import { browserData, submitPayment } from './submit.ts';
import { checkCvv, checkNumber, digitsOf, formatNumber } from './validate.ts';

export interface FieldDeps {
  win: Window;
  /** origin of the merchant page (the widget) */
  parentOrigin: string;
  input: HTMLInputElement;
  field: FrameField;
  checkoutId: string;
  channel: ParentChannel;
}

export function startField({ win, parentOrigin, input, field, checkoutId, channel }: FieldDeps): void {
  let accepted: readonly string[] = [];
  let brand: string | null = null;
  let cvvFrame: string | undefined;
  let cvvRequired = true;
  let submitting = false;

  const check = () => {
    if (field === 'cardNumber') {
      const r = checkNumber(input.value, accepted);
      return { valid: r.error === null, empty: r.digits.length === 0, error: r.error, brand: r.brand };
    }
    const error = checkCvv(input.value, brand, cvvRequired);
    return { valid: error === null, empty: input.value.length === 0, error };
  };

  const report = (trigger: 'input' | 'blur' | 'validate') => {
    const state = check();
    input.setAttribute('aria-invalid', String(trigger !== 'input' && !state.valid));
    channel.send({ t: 'state', field, trigger, ...state });
  };

  /** Keeps the caret after the same digit when grouping spaces come and go. */
  const reformat = () => {
    const caret = input.selectionStart ?? input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    let next: string;
    if (field === 'cardNumber') {
      const r = checkNumber(input.value, accepted);
      next = formatNumber(r.digits.slice(0, r.maxLength), r.gaps);
    } else {
      next = digitsOf(input.value).slice(0, cardBrand(brand ?? '')?.cvvLength ?? 4);
    }
    if (next === input.value) return;
    input.value = next;
    let pos = 0;
    for (let seen = 0; pos < next.length && seen < digitsBeforeCaret; pos++) if (/\d/.test(next[pos] ?? '')) seen++;
    input.setSelectionRange(pos, pos);
  };

  input.addEventListener('input', () => {
    reformat();
    report('input');
  });
  input.addEventListener('blur', () => {
    channel.send({ t: 'blur', field });
    report('blur');
  });
  input.addEventListener('focus', () => channel.send({ t: 'focus', field }));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      channel.send({ t: 'enter', field });
    }
  });

  if (field === 'cvv') answerCvvRequests(win, () => ({ cvv: digitsOf(input.value), valid: check().valid }));

  const submit = async (id: string, fields: Record<string, string>) => {
    // One submission at a time: a second click while the first is in flight never pays twice.
    if (submitting) return;
    const number = checkNumber(input.value, accepted);
    if (number.error || !number.brand) {
      report('validate');
      channel.send({ t: 'result', id, outcome: { kind: 'failed', reason: 'invalidCard' } });
      return;
    }
    const cvv = cvvFrame ? await requestCvv(win, cvvFrame, id) : null;
    if (cvvRequired && (!cvv || !cvv.valid)) {
      channel.send({ t: 'result', id, outcome: { kind: 'failed', reason: 'invalidCard' } });
      return;
    }
    submitting = true;
    input.readOnly = true;
    const body: Record<string, string> = {
      ...fields,
      paymentBrand: number.brand,
      'card.number': number.digits,
      ...(cvv && cvv.cvv ? { 'card.cvv': cvv.cvv } : {}),
      ...browserData(win),
    };
    const outcome = await submitPayment(win.fetch.bind(win), checkoutId, body, parentOrigin);
    submitting = false;
    input.readOnly = outcome.kind === 'final' || outcome.kind === 'redirect';
    channel.send({ t: 'result', id, outcome });
  };

  const handle = (message: ToFrameMessage) => {
    switch (message.t) {
      case 'init':
        accepted = message.brands;
        cvvFrame = message.cvvFrame;
        cvvRequired = message.cvvRequired;
        input.setAttribute('aria-label', message.label);
        input.placeholder = message.placeholder;
        for (const [prop, value] of Object.entries(message.style)) if (value) input.style.setProperty(prop, value);
        return;
      case 'brand':
        brand = message.brand;
        reformat();
        if (input.value) report('input');
        return;
      case 'validate':
        report('validate');
        return;
      case 'focus':
        input.focus();
        return;
      case 'submit':
        if (field === 'cardNumber') void submit(message.id, message.fields);
        return;
    }
  };
  channel.onMessage(handle);
  channel.send({ t: 'ready', field });
}
