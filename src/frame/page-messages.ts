// What a field does with the page's messages (channel.ts lets through only its parent's, parsed
// by the frame's guards): init's settings and look, the brand the page detected, validate, focus
// error, and submit.
import type { ToFrameMessage } from '../shared/protocol.ts';
import { showPageError } from './error-text.ts';
import { applyLook } from './look.ts';
import { type FieldModel, reportState } from './model.ts';
import { payWithCard, payWithStoredCard } from './pay.ts';
import { reformat } from './typing.ts';

type Init = Extract<ToFrameMessage, { t: 'init' }>;

/** The page's options for this field's checks, formatting and submission. */
function applySettings(f: FieldModel, message: Init): void {
  f.accepted = message.brands;
  f.cvvRequired = message.cvvRequired;
  f.holderRequired = message.holderRequired;
  f.expiryPast = message.expiryPast;
  f.formatting = message.formatting;
  f.siblings = message.siblings;
  f.validate = message.validate;
  f.submitOnEnter = message.submitOnEnter;
}

export function handlePageMessage(f: FieldModel, message: ToFrameMessage): void {
  switch (message.t) {
    case 'init':
      applySettings(f, message);
      applyLook(f.win.document, f.input, f.field, message);
      reformat(f);
      return;
    case 'brand':
      f.brand = message.brand;
      reformat(f);
      if (f.input.value) reportState(f, 'input');
      return;
    case 'validate':
      reportState(f, 'validate');
      return;
    case 'focus':
      f.input.focus();
      return;
    case 'error':
      showPageError(f, message.text);
      return;
    case 'submit':
      // One submission at a time: a second click while the first is in flight never pays twice.
      if (f.submitting) return;
      // The number frame pays, a stored card's code frame pays; the other fields have nothing to do.
      if (f.field === 'cardNumber') void payWithCard(f, message);
      else if (f.registrationId) void payWithStoredCard(f, message, f.registrationId);
      return;
  }
}
