// The payments a field makes when the page submits: the number frame pays with the card its form
// holds (its number, its siblings' values); a stored card's code frame pays with that card. Card
// data leaves the frame only here, in the POST to the gateway (submit.ts), never in a message to
// the page, which hears the outcome alone.
import type { ToFrameMessage } from '../shared/protocol.ts';
import { collectSiblings } from './collect.ts';
import { checkField, type FieldModel, reportState } from './model.ts';
import { submitCard } from './submit.ts';
import { checkNumber, digitsOf } from './validate.ts';

type Submit = Extract<ToFrameMessage, { t: 'submit' }>;

/** The page hears the payment failed before anything was posted. */
const fail = (f: FieldModel, id: string, reason: 'invalidCard' | 'frames') => f.channel.send({ t: 'result', id, outcome: { kind: 'failed', reason } });

/** The number frame's payment: its number checked here, the siblings' values collected, one POST. */
export async function payWithCard(f: FieldModel, { id, key, fields, resource }: Submit): Promise<void> {
  const number = checkNumber(f.input.value, f.accepted);
  // validation: false lets the gateway judge the number, as long as there is one.
  if (f.validate ? number.error || !number.brand : number.digits.length === 0) {
    reportState(f, 'validate');
    fail(f, id, 'invalidCard');
    return;
  }
  // From before the siblings are asked: a second submit while they answer is dropped
  // (page-messages.ts), instead of starting a second POST beside this one.
  f.submitting = true;
  const fromSiblings = await collectSiblings(f.win, f.siblings, id, f.readDriven, f.validate);
  if (typeof fromSiblings === 'string') {
    f.submitting = false;
    fail(f, id, fromSiblings === 'silent' ? 'frames' : 'invalidCard');
    return;
  }
  f.input.readOnly = true;
  const body: Record<string, string> = {
    ...fields,
    // The shopper's choice for a co-badged card, when the number allows it; else the scheme.
    paymentBrand: fields.paymentBrand && number.candidates.includes(fields.paymentBrand) ? fields.paymentBrand : (number.brand ?? f.accepted[0] ?? ''),
    'card.number': number.digits,
    ...fromSiblings,
  };
  const outcome = await submitCard(f, body, key, resource);
  f.submitting = false;
  f.input.readOnly = outcome.kind === 'final' || outcome.kind === 'redirect';
  f.channel.send({ t: 'result', id, outcome });
}

/** One-click: the stored card's code goes with its registration id, from this frame only. */
export async function payWithStoredCard(f: FieldModel, { id, key, fields }: Submit, registration: string): Promise<void> {
  if (!checkField(f).valid) {
    reportState(f, 'validate');
    fail(f, id, 'invalidCard');
    return;
  }
  f.submitting = true;
  const code = digitsOf(f.input.value);
  const body: Record<string, string> = { ...fields, registrationId: registration, ...(code ? { 'card.cvv': code } : {}) };
  const outcome = await submitCard(f, body, key);
  f.submitting = false;
  f.channel.send({ t: 'result', id, outcome });
}
