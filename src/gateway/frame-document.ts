// The document inside each card-field iframe. It carries no inline code or style, so its own CSP
// can be the strictest there is: everything comes from the gateway origin.
import type { FrameField } from '../shared/protocol.ts';

export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const INPUT_ATTRIBUTES: Record<FrameField, string> = {
  cardNumber: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  cvv: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  expiry: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
  cardHolder: 'autocomplete="cc-name" maxlength="128"',
};

const TITLES: Record<FrameField, string> = { cardNumber: 'Card number', cvv: 'Security code', expiry: 'Expiry date', cardHolder: 'Card holder' };

export function frameDocument(field: FrameField): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[field]}</title>
<link rel="stylesheet" href="/v1/frame.css">
<script src="/v1/frame.js" defer></script>
</head>
<body>
<input id="field" class="wpwl-frame-input wpwl-frame-${field}" type="text" data-field="${field}" ${INPUT_ATTRIBUTES[field]} spellcheck="false" autocorrect="off" aria-invalid="false">
</body>
</html>
`;
}
