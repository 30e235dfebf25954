// The document inside each card-field iframe. Its stylesheet is inline (allowed by its hash, not by
// 'unsafe-inline'); its scripts are the frame app's modules, content-hashed and immutable, so both
// frames share one download of each, preloaded together instead of one import after another.
import { createHash } from 'node:crypto';
import type { EntryFiles } from '../../shared/manifest.ts';
import type { FrameField } from '../../shared/protocol.ts';
import { CSP_REPORT_PATH } from '../routes/csp-reports.ts';

export interface FrameAssets {
  /** the frame app's stylesheet as built */
  css: string;
  /** the frame app's module and the modules it imports, relative to /v1/ */
  scripts: Pick<EntryFiles, 'file' | 'imports'>;
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
    // Defence in depth where card data lives: the frame app hands no string to a script sink, so
    // no policy is allowed at all and an injected one could not make one either.
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    // A violation here is heard by the gateway, whichever browser the shopper runs (routes/csp-reports.ts).
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

const INPUT_ATTRIBUTES: Record<FrameField, string> = {
  cardNumber: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  cvv: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  expiry: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
  cardHolder: 'autocomplete="cc-name" maxlength="128"',
};

const TITLES: Record<FrameField, string> = { cardNumber: 'Card number', cvv: 'Security code', expiry: 'Expiry date', cardHolder: 'Card holder' };

/**
 * `driven`: the security-code frame of a card form, whose input the number frame drives (it is a
 * same-origin sibling): the document runs no script, so the frames' process starts the frame app
 * once, not twice. A stored card's code frame (one-click) has no number frame and runs its own.
 */
export function frameDocument(field: FrameField, { css, scripts }: FrameAssets, driven = false): string {
  const preloads = driven ? '' : scripts.imports.map((file) => `<link rel="modulepreload" href="/v1/${file}">`).join('\n');
  const script = driven ? '' : `<script type="module" src="/v1/${scripts.file}"></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLES[field]}</title>
<style>${css}</style>
${preloads}
${script}
</head>
<body>
<input id="field" class="wpwl-frame-input wpwl-frame-${field}" type="text" data-field="${field}" ${INPUT_ATTRIBUTES[field]} spellcheck="false" autocorrect="off" aria-invalid="false">
</body>
</html>
`;
}
