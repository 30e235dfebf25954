// The document inside each card-field iframe. Its stylesheet is inline (allowed by its hash, not by
// 'unsafe-inline'); its scripts are the frame app's modules, content-hashed and immutable, so both
// frames share one download of each, preloaded together instead of one import after another.
import { createHash } from 'node:crypto';
import type { EntryFiles } from '../../shared/manifest.ts';
import type { FrameField } from '../../shared/protocol.ts';
import { FRAME_ERROR_ID } from '../../shared/protocol-rules.ts';
import { CSP_REPORT_PATH } from './csp-report-path.ts';

export interface FrameAssets {
  /** the frame app's stylesheet as built */
  css: string;
  /** the frame app's module and the modules it imports, relative to /v1/ */
  scripts: Pick<EntryFiles, 'file' | 'imports'>;
}

/**
 * The one script of the code frame the number frame drives: the original's messages to the page
 * (frame/original-messages.ts) must come from the frame they speak of, and only that frame's own
 * script can post as it. The number frame hands them over (same origin); this posts each one that
 * has exactly the original's form to the page, at the origin the frame's address names when the
 * browser confirms it is the parent's (as frame/channel.ts parentOrigin checks).
 */
export const CODE_FRAME_RELAY = `(()=>{const o=new URLSearchParams(location.search).get("origin"),a=location.ancestorOrigins,m=/^{"method":"iframeCommunication::setIsValid","params":{"eventType":"(keydown|onChange|forcedBlur)","isValid":(true|false),"isEmpty":(true|false)}}$/;if(o&&!(a&&a.length&&a[0]!==o))addEventListener("message",e=>{e.origin===location.origin&&m.test(e.data)&&parent.postMessage(e.data,o)})})()`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

export function frameCsp({ css }: Pick<FrameAssets, 'css'>): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'sha256-${sha256(CODE_FRAME_RELAY)}'`,
    `style-src 'sha256-${sha256(css)}'`,
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
 * same-origin sibling): the document runs no module, so the frames' process starts the frame app
 * once, not twice; only the relay of the original's messages (CODE_FRAME_RELAY). A stored card's code frame (one-click) has no number frame and runs its own.
 */
export function frameDocument(field: FrameField, { css, scripts }: FrameAssets, driven = false): string {
  const preloads = driven ? '' : scripts.imports.map((file) => `<link rel="modulepreload" href="/v1/${file}">`).join('\n');
  const script = driven ? `<script>${CODE_FRAME_RELAY}</script>` : `<script type="module" src="/v1/${scripts.file}"></script>`;
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
<span id="${FRAME_ERROR_ID}" hidden></span>
</body>
</html>
`;
}
