// One card field inside its frame: formats and validates what the shopper types, reports only
// validity and brand to the widget, and (number frame) submits the payment.

import { checkExpiry } from '../shared/card-fields.ts';
import type { FrameField, ToFrameMessage } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { KINDS, type KindContext } from './kinds.ts';
import { answerValueRequests, requestValue, type SiblingValue } from './sibling.ts';
import { browserData, submitCard } from './submit.ts';
import { checkNumber, digitsOf } from './validate.ts';

export interface FieldDeps {
  win: Window;
  /** origin of the merchant page (the widget) */
  parentOrigin: string;
  input: HTMLInputElement;
  field: FrameField;
  checkoutId: string;
  channel: ParentChannel;
  /** set for the security-code frame of a stored card: it submits the one-click payment itself */
  registrationId?: string;
  /**
   * The number frame's reader of a sibling field it drives (drive.ts): its value now, null when its
   * frame is gone, undefined for a field whose frame runs its own script (asked by message).
   */
  readDriven?: (field: FrameField) => SiblingValue | null | undefined;
  /** a field the number frame drives: the number frame reads it directly, nobody asks by message */
  driven?: boolean;
}

/** What the frame that runs a field may do with it. */
export interface FieldHandle {
  /** the value as the number frame submits it, and whether it is valid */
  read(): SiblingValue;
}

/**
 * The page's look inside the frame: declarations on the input (CSSOM, allowed under the frame's
 * style-src 'self'), and a rule for its placeholder added to the frame's own stylesheet. The
 * frame's guard (guards.ts) already refused values that could end a declaration or a rule.
 */
function applyCss(doc: Document, input: HTMLInputElement, css: { input: Record<string, string>; placeholder: Record<string, string> }): void {
  for (const [prop, value] of Object.entries(css.input)) if (value) input.style.setProperty(prop, value);
  const declarations = Object.entries(css.placeholder)
    .map(([prop, value]) => `${prop}: ${value}`)
    .join('; ');
  const sheet = doc.styleSheets[0];
  if (declarations && sheet) {
    try {
      sheet.insertRule(`.wpwl-frame-input::placeholder { ${declarations} }`, sheet.cssRules.length);
    } catch {
      // A value the browser does not accept leaves the placeholder as it was.
    }
  }
}

export function startField({ win, parentOrigin, input, field, checkoutId, channel, registrationId, readDriven, driven }: FieldDeps): FieldHandle {
  const kind = KINDS[field];
  const ctx: KindContext = { accepted: [], brand: null, cvvRequired: true, holderRequired: false, expiryPast: false, formatting: true };
  let siblings: readonly FrameField[] = [];
  let validate = true;
  let submitOnEnter = true;
  let submitting = false;

  const check = () => kind.check(input.value, ctx);

  const report = (trigger: 'input' | 'blur' | 'validate') => {
    const current = check();
    input.setAttribute('aria-invalid', String(trigger !== 'input' && !current.valid));
    channel.send({ t: 'state', field, trigger, ...current });
  };

  /** Keeps the caret after the same digit when separators come and go; at the end if it was there. */
  const reformat = (deleting = false) => {
    const next = kind.format(input.value, ctx, deleting);
    if (next === null || next === input.value) return;
    const caret = input.selectionStart ?? input.value.length;
    const atEnd = caret >= input.value.length;
    const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
    input.value = next;
    let pos = 0;
    for (let seen = 0; pos < next.length && seen < digitsBeforeCaret; pos++) if (/\d/.test(next[pos] ?? '')) seen++;
    if (atEnd) pos = next.length;
    input.setSelectionRange(pos, pos);
  };

  input.addEventListener('input', (event) => {
    reformat((event as InputEvent).inputType?.startsWith('delete') ?? false);
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
      if (submitOnEnter) channel.send({ t: 'enter', field });
    }
  });

  const read = (): SiblingValue => ({ value: field === 'cvv' ? digitsOf(input.value) : input.value.trim(), valid: check().valid });
  if (field !== 'cardNumber' && !driven) answerValueRequests(win, field, read);

  /**
   * What the sibling frames hold, as catalogue parameters; `invalid` when one of them is not
   * valid, `silent` when one did not answer (the shopper must hear of both, never nothing).
   */
  const collect = async (id: string): Promise<Record<string, string> | 'invalid' | 'silent'> => {
    const out: Record<string, string> = {};
    for (const sibling of siblings) {
      const direct = readDriven?.(sibling);
      const got = direct === undefined ? await requestValue(win, sibling, id) : direct;
      if (!got) return 'silent';
      if (!got.valid) return 'invalid';
      if (sibling === 'cvv' && got.value) out['card.cvv'] = got.value;
      if (sibling === 'cardHolder' && got.value) out['card.holder'] = got.value;
      if (sibling === 'expiry') {
        const expiry = checkExpiry(got.value, new Date(), true);
        out['card.expiryMonth'] = expiry.month ?? '';
        out['card.expiryYear'] = expiry.year ?? '';
      }
    }
    return out;
  };

  const submit = async (id: string, key: string, fields: Record<string, string>) => {
    // One submission at a time: a second click while the first is in flight never pays twice.
    if (submitting) return;
    const number = checkNumber(input.value, ctx.accepted);
    // validation: false lets the gateway judge the number, as long as there is one.
    if (validate ? number.error || !number.brand : number.digits.length === 0) {
      report('validate');
      channel.send({ t: 'result', id, outcome: { kind: 'failed', reason: 'invalidCard' } });
      return;
    }
    const fromSiblings = await collect(id);
    if (typeof fromSiblings === 'string') {
      channel.send({ t: 'result', id, outcome: { kind: 'failed', reason: fromSiblings === 'silent' ? 'frames' : 'invalidCard' } });
      return;
    }
    submitting = true;
    input.readOnly = true;
    const body: Record<string, string> = {
      ...fields,
      // The shopper's choice for a co-badged card, when the number allows it; else the scheme.
      paymentBrand:
        fields.paymentBrand && number.candidates.includes(fields.paymentBrand as (typeof number.candidates)[number])
          ? fields.paymentBrand
          : (number.brand ?? ctx.accepted[0] ?? ''),
      'card.number': number.digits,
      ...fromSiblings,
      ...browserData(win),
    };
    const outcome = await submitCard(win.fetch.bind(win), checkoutId, body, parentOrigin, key);
    submitting = false;
    input.readOnly = outcome.kind === 'final' || outcome.kind === 'redirect';
    channel.send({ t: 'result', id, outcome });
  };

  /** One-click: the stored card's code goes with its registration id, from this frame only. */
  const submitStored = async (id: string, key: string, fields: Record<string, string>, registration: string) => {
    if (submitting) return;
    const state = check();
    if (!state.valid) {
      report('validate');
      channel.send({ t: 'result', id, outcome: { kind: 'failed', reason: 'invalidCard' } });
      return;
    }
    submitting = true;
    const code = digitsOf(input.value);
    const body: Record<string, string> = { ...fields, registrationId: registration, ...(code ? { 'card.cvv': code } : {}), ...browserData(win) };
    const outcome = await submitCard(win.fetch.bind(win), checkoutId, body, parentOrigin, key);
    submitting = false;
    channel.send({ t: 'result', id, outcome });
  };

  const handle = (message: ToFrameMessage) => {
    switch (message.t) {
      case 'init':
        ctx.accepted = message.brands;
        ctx.cvvRequired = message.cvvRequired;
        ctx.holderRequired = message.holderRequired;
        ctx.expiryPast = message.expiryPast;
        ctx.formatting = message.formatting;
        siblings = message.siblings;
        validate = message.validate;
        submitOnEnter = message.submitOnEnter;
        if (field === 'cvv' && message.mask) input.type = 'password';
        input.setAttribute('aria-label', message.label);
        input.placeholder = message.placeholder;
        applyCss(win.document, input, message.css);
        // The same color-scheme as the iframe element on the page: the browser then paints the
        // frame transparent over the page's field instead of a canvas of its own.
        win.document.documentElement.dataset.scheme = message.scheme;
        reformat();
        return;
      case 'brand':
        ctx.brand = message.brand;
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
        if (field === 'cardNumber') void submit(message.id, message.key, message.fields);
        else if (registrationId) void submitStored(message.id, message.key, message.fields, registrationId);
        return;
    }
  };
  channel.onMessage(handle);
  channel.send({ t: 'ready', field });
  return { read };
}
