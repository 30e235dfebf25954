// The document inside each card-field iframe. Its stylesheet is inline (allowed by its hash, not by
// 'unsafe-inline') and its script is one versioned, immutable file: two frames then cost two small
// documents and one script download, and a first card form stays within its six requests.
import { createHash } from 'node:crypto';
import type { FrameField } from '../shared/protocol.ts';

export interface FrameAssets {
  /** frame.css as built */
  css: string;
  /** content hash of frame.js, so its URL changes with every build and can be cached for good */
  scriptVersion: string;
}

export function frameCsp({ css }: Pick<FrameAssets, 'css'>): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const INPUT_ATTRIBUTES: Record<FrameField, string> = {
  cardNumber: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  cvv: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  expiry: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
  cardHolder: 'autocomplete="cc-name" maxlength="128"',
};

const TITLES: Record<FrameField, string> = { cardNumber: 'Card number', cvv: 'Security code', expiry: 'Expiry date', cardHolder: 'Card holder' };

export function frameDocument(field: FrameField, { css, scriptVersion }: FrameAssets): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[field]}</title>
<style>${css}</style>
<script src="/v1/frame.js?v=${scriptVersion}" defer></script>
</head>
<body>
<input id="field" class="wpwl-frame-input wpwl-frame-${field}" type="text" data-field="${field}" ${INPUT_ATTRIBUTES[field]} spellcheck="false" autocorrect="off" aria-invalid="false">
</body>
</html>
`;
}
