// HTML of the simulator pages (3-D Secure ACS, payment provider) and of the return page that
// hands the outcome back to the widget. No inline script or style: they run under `script-src
// 'self'; style-src 'self'` like every gateway document.
import { esc } from '../../shared/html.ts';
import { CSP_REPORT_PATH } from './csp-report-path.ts';

export const SIMULATOR_CSP = `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types 'none'; report-uri ${CSP_REPORT_PATH}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/v1/simulators/simulator.css">
${head}
</head>
<body>
<main class="sim">
${body}
</main>
</body>
</html>
`;
}

export interface DecisionPage {
  title: string;
  intro: string;
  action: string;
  token: string;
  amount: string;
  currency: string;
  buttons: ReadonlyArray<{ decision: string; label: string }>;
  /** a field the shopper fills before deciding (a mobile wallet's one-time code) */
  field?: { name: string; label: string; autocomplete: string; error?: string };
  /** a QR code to scan with the wallet's app (drawn, not a real code: nothing here is scannable) */
  qr?: string;
}

export function decisionPage(p: DecisionPage): string {
  const buttons = p.buttons
    .map(
      (b, i) => `<button type="submit" name="decision" value="${esc(b.decision)}" class="sim-button${i === 0 ? ' sim-primary' : ''}">${esc(b.label)}</button>`,
    )
    .join('\n');
  const f = p.field;
  const field = f
    ? `<p class="sim-field"><label for="sim-${esc(f.name)}">${esc(f.label)}</label>
<input id="sim-${esc(f.name)}" name="${esc(f.name)}" inputmode="numeric" autocomplete="${esc(f.autocomplete)}"${f.error ? ` aria-invalid="true" aria-describedby="sim-error"` : ''}></p>
${f.error ? `<p class="sim-error" id="sim-error" role="alert">${esc(f.error)}</p>` : ''}`
    : '';
  const qr = p.qr ? `<div class="sim-qr" role="img" aria-label="${esc(p.qr)}"></div>` : '';
  return page(
    p.title,
    `<h1>${esc(p.title)}</h1>
<p class="sim-note">Development gateway simulator: no real bank or provider is involved.</p>
<p>${esc(p.intro)}</p>
<p class="sim-amount">${esc(p.amount)} ${esc(p.currency)}</p>
${qr}<form method="post" action="${esc(p.action)}">
<input type="hidden" name="token" value="${esc(p.token)}">
${field}<div class="sim-buttons">
${buttons}
</div>
</form>`,
  );
}

/** After the step: tells the widget (in-page frame) or sends the browser on (top window). */
export function returnPage(p: { origin?: string; resultUrl?: string; resourcePath: string }): string {
  const data = [
    `data-resource-path="${esc(p.resourcePath)}"`,
    p.origin ? `data-origin="${esc(p.origin)}"` : '',
    p.resultUrl ? `data-result-url="${esc(p.resultUrl)}"` : '',
  ].join(' ');
  const link = p.resultUrl ? `<p><a href="${esc(p.resultUrl)}">Continue to the shop</a></p>` : '';
  return page(
    'Returning to the shop',
    `<div id="sim-return" ${data}><h1>Returning to the shop…</h1>${link}</div>`,
    '<script src="/v1/simulators/return.js" defer></script>',
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p>`);
}

/** In a frame, post the outcome to the widget's origin only; at the top, go to the result URL. */
export const RETURN_JS = `(function () {
  var el = document.getElementById('sim-return');
  if (!el) return;
  var origin = el.getAttribute('data-origin');
  var url = el.getAttribute('data-result-url');
  if (window.parent !== window && origin) {
    window.parent.postMessage({ v: 1, t: 'redirectDone', resourcePath: el.getAttribute('data-resource-path') }, origin);
  } else if (url) {
    window.location.replace(url);
  }
})();
`;

export const SIMULATOR_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d2330; background: #fff; }
.sim { max-width: 420px; margin: 0 auto; padding: 24px; }
.sim h1 { font-size: 20px; margin: 0 0 8px; }
.sim-note { font-size: 13px; color: #5b6270; }
.sim-amount { font-size: 24px; font-weight: 700; }
.sim-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.sim-button { min-height: 44px; padding: 0 16px; border: 1px solid #c5cad3; border-radius: 6px; background: #fff; font: inherit; cursor: pointer; }
.sim-primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
.sim-field label { display: block; font-weight: 600; }
.sim-field input { min-height: 40px; padding: 0 8px; font: inherit; letter-spacing: 0.2em; border: 1px solid #c5cad3; border-radius: 6px; }
.sim-error { color: #b42318; }
.sim-qr { width: 160px; height: 160px; margin: 0 0 16px; background: repeating-conic-gradient(#1d2330 0 25%, #fff 0 50%) 0 0 / 20px 20px; border: 8px solid #fff; outline: 1px solid #c5cad3; }
.sim-button:focus-visible { outline: 2px solid #2457d6; outline-offset: 2px; }
`;
