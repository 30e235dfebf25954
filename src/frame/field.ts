// One card field inside its frame: formats and validates what the shopper types, reports only
// validity and brand to the widget, and (number frame) submits the payment. This module wires the
// parts: the input's events, the page's messages (page-messages.ts), the sibling frames' requests
// and the submission (pay.ts) around the field they share (model.ts).
import { type FieldDeps, type FieldModel, fieldModel, readField, reportState } from './model.ts';
import { handlePageMessage } from './page-messages.ts';
import { answerValueRequests, type SiblingValue } from './sibling.ts';
import { reformat } from './typing.ts';

/** What the frame that runs a field may do with it. */
export interface FieldHandle {
  /** the value as the number frame submits it, and whether it is valid */
  read(): SiblingValue;
}

/** The shopper at the input: formatting as they type, the state, focus and blur, Enter to submit. */
function listenToShopper(f: FieldModel): void {
  const { input, channel, field } = f;
  input.addEventListener('input', (event) => {
    reformat(f, (event as InputEvent).inputType?.startsWith('delete') ?? false);
    reportState(f, 'input');
  });
  input.addEventListener('blur', () => {
    channel.send({ t: 'blur', field });
    reportState(f, 'blur');
  });
  input.addEventListener('focus', () => channel.send({ t: 'focus', field }));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (f.submitOnEnter) channel.send({ t: 'enter', field });
    }
  });
}

export function startField(deps: FieldDeps): FieldHandle {
  const f = fieldModel(deps);
  const { win, field, channel } = f;
  listenToShopper(f);
  const read = () => readField(f);
  if (field !== 'cardNumber' && !f.driven) answerValueRequests(win, field, read);
  channel.onMessage((message) => handlePageMessage(f, message));
  channel.send({ t: 'ready', field });
  return { read };
}
