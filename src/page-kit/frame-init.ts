// The `init` message a card-field frame gets once it is ready (and again on a restyle): its label
// and placeholder, the brands it accepts, the checks the merchant's options ask of it, and the
// page's look. One home for both senders: the card form's frames (src/widget/card) and a stored
// card's security-code frame (src/methods/registrations.tsx).

import type { FrameField, ToFrameMessage, Unversioned } from '../shared/protocol.ts';
import type { MessageKey, Translate } from './messages.ts';

export type FrameInit = Extract<Unversioned<ToFrameMessage>, { t: 'init' }>;
/** The input's and the placeholder's style inside the frame (computed on the page, then iframeStyles). */
export type FrameCss = FrameInit['css'];

/** Label, placeholder and title (of the iframe element) of each frame field, by message key. */
export const FRAME_TEXTS: Record<FrameField, { label: MessageKey; placeholder: MessageKey; title: MessageKey }> = {
  cardNumber: { label: 'cardNumber', placeholder: 'cardNumberPlaceholder', title: 'cardNumberFrameTitle' },
  cvv: { label: 'cvv', placeholder: 'cvvPlaceholder', title: 'cvvFrameTitle' },
  expiry: { label: 'expiryDate', placeholder: 'mmyy', title: 'expiryDate' },
  cardHolder: { label: 'cardHolder', placeholder: 'cardHolderPlaceholder', title: 'cardHolder' },
};

/** The merchant's options (wpwlOptions, defaults applied) a frame's init follows. */
export interface FrameInitOptions {
  showPlaceholders: boolean;
  validation: boolean;
  allowEmptyCardHolderName: boolean;
  showTaxNumberField?: boolean;
  disableCardExpiryDateValidation: boolean;
  requireCvv: boolean;
  allowEmptyCvv: boolean;
  maskCvv: boolean;
  numberFormatting: boolean;
  disableSubmitOnEnter: boolean;
}

/**
 * Which frame: a field of a card form, with the brands the form accepts and (number frame) the
 * sibling frames whose values it collects when it submits; or the security code of a stored card.
 */
export type FrameKind = { kind: 'cardForm'; field: FrameField; brands: readonly string[]; siblings: readonly FrameField[] } | { kind: 'storedCardCode' };

/** The page's side of the frame: its texts and their language, its look and its colour scheme. */
export interface FramePage {
  t: Translate;
  /** the language `t` speaks (BCP 47) */
  lang: FrameInit['lang'];
  css: FrameCss;
  scheme: FrameInit['scheme'];
}

type FrameChecks = Pick<FrameInit, 'holderRequired' | 'expiryPast' | 'cvvRequired' | 'formatting'>;

/**
 * What the frame checks and formats. A card form's fields follow the merchant's options; a stored
 * card's code frame asks for the code alone (number, expiry and holder are stored), and always:
 * it is there because registrations.requireCvv asked for it.
 */
function frameChecks(frame: FrameKind, options: FrameInitOptions): FrameChecks {
  if (frame.kind === 'storedCardCode') return { holderRequired: false, expiryPast: false, cvvRequired: true, formatting: false };
  return {
    // A tax number goes with the holder's names, so the holder is required then.
    holderRequired: options.validation && (!options.allowEmptyCardHolderName || options.showTaxNumberField === true),
    expiryPast: options.disableCardExpiryDateValidation || !options.validation,
    cvvRequired: options.requireCvv && !options.allowEmptyCvv && options.validation,
    formatting: options.numberFormatting,
  };
}

/** The frame's `init` message. */
export function frameInit(frame: FrameKind, options: FrameInitOptions, page: FramePage): FrameInit {
  const texts = FRAME_TEXTS[frame.kind === 'cardForm' ? frame.field : 'cvv'];
  const checks = frameChecks(frame, options);
  return {
    t: 'init',
    label: page.t(texts.label),
    placeholder: options.showPlaceholders ? page.t(texts.placeholder) : '',
    brands: frame.kind === 'cardForm' ? [...frame.brands] : [],
    siblings: frame.kind === 'cardForm' ? [...frame.siblings] : [],
    holderRequired: checks.holderRequired,
    expiryPast: checks.expiryPast,
    cvvRequired: checks.cvvRequired,
    validate: options.validation,
    mask: options.maskCvv,
    formatting: checks.formatting,
    submitOnEnter: !options.disableSubmitOnEnter,
    css: page.css,
    scheme: page.scheme,
    lang: page.lang,
  };
}
