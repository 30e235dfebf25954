// The page's look inside the frame, from its init: the input's label, placeholder, mask and style,
// the placeholder's style, the page's colour scheme and its language.
import type { FrameField, ToFrameMessage } from '../shared/protocol.ts';

type Init = Extract<ToFrameMessage, { t: 'init' }>;

/**
 * The page's look inside the frame: declarations on the input (CSSOM, allowed under the frame's
 * style-src 'self'), and a rule for its placeholder added to the frame's own stylesheet. The
 * frame's guard (guards.ts) already refused values that could end a declaration or a rule.
 */
function applyCss(doc: Document, input: HTMLInputElement, css: Init['css']): void {
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

export function applyLook(doc: Document, input: HTMLInputElement, field: FrameField, message: Init): void {
  if (field === 'cvv' && message.mask) input.type = 'password';
  input.setAttribute('aria-label', message.label);
  input.placeholder = message.placeholder;
  applyCss(doc, input, message.css);
  // The same color-scheme as the iframe element on the page: the browser then paints the
  // frame transparent over the page's field instead of a canvas of its own.
  doc.documentElement.dataset.scheme = message.scheme;
  // The page's language: a screen reader reads the label and the error in its voice (the document
  // is served as English before the page speaks).
  doc.documentElement.lang = message.lang;
}
