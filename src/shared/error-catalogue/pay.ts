// What the pay path reports (the widget's pay chunk and the on-demand forms' submissions): part of
// the one catalogue, src/shared/error-catalogue.ts, in a module of its own so that it ships with the
// pay path. Each export's name is its code.
import type { ReportedError } from '../errors.ts';

export const CARD_FRAME_NO_ANSWER: ReportedError = {
  code: 'card.frame.no.answer',
  name: 'PciIframeCommunicationError',
  message: () => 'a card frame did not answer at submission; nothing was sent',
};

const NO_ANSWER = 'the payment request got no answer; the shopper may retry';

// Two codes for one message: the original names a card form's failed submission
// PciIframeSubmitError, the other forms' WidgetError.
export const PAYMENT_NO_ANSWER: ReportedError = {
  code: 'payment.no.answer',
  name: 'WidgetError',
  message: () => NO_ANSWER,
};

export const CARD_PAYMENT_NO_ANSWER: ReportedError = {
  code: 'card.payment.no.answer',
  name: 'PciIframeSubmitError',
  message: () => NO_ANSWER,
};

export const CARD_DATA_INPUTS_REFUSED: ReportedError<{ refused: readonly string[] }> = {
  code: 'card.data.inputs.refused',
  name: 'WidgetError',
  message: (p) =>
    `the payment form holds ${p.refused.map((n) => `an input named ${n}`).join(', ')}: card data is never taken from the merchant page (the widget's frames hold it), so it was not sent`,
};
