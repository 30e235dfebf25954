// The benchmark's yardstick on the gateway's side (scripts/bench, `npm run bench`): the files of the
// floor of any two-frame widget, beside the empty frame document assets.ts serves.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FOREVER } from './assets.ts';

function fileHeaders(maxAge: number | 'forever'): Record<string, string> {
  return {
    'Content-Type': 'text/javascript; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    // Short by default, so a rebuild shows up on reload during development.
    'Cache-Control': maxAge === 'forever' ? FOREVER : `public, max-age=${maxAge}`,
  };
}

/**
 * The floor of any two-frame widget (design.md section 3; the shop's /bare-frame?frames=floor puts
 * FLOOR_SCRIPT in its head): one classic script creates, inside a form, two frames of the gateway,
 * the first a document with one input and a one-line module that posts 'ready' to the page, the
 * second a document with only an input. window.__frameLoadedAt is when the page holds both the
 * message and the second frame's load. Each file is served as its counterpart of the widget is: the
 * script as paymentWidgets.js, the documents as the card frames' (no-store, a CSP of the same
 * kind), the module as the frame app's (content-hashed name, immutable).
 */
const FLOOR_MODULE = "parent.postMessage({ t: 'ready' }, '*');\n";
const FLOOR_MODULE_FILE = `ready-${createHash('sha256').update(FLOOR_MODULE).digest('hex').slice(0, 8)}.js`;
const FLOOR_SCRIPT = `// The floor of any two-frame widget (npm run bench; src/gateway/routes/bench.ts says what it is).
(function () {
  var base = document.currentScript.src;
  var origin = new URL(base).origin;
  var heard = false;
  var loaded = false;
  var check = function () {
    if (heard && loaded && window.__frameLoadedAt === undefined) window.__frameLoadedAt = performance.now();
  };
  addEventListener('message', function (e) {
    if (e.origin === origin && e.data && e.data.t === 'ready') {
      heard = true;
      check();
    }
  });
  var frame = function (file, title) {
    var f = document.createElement('iframe');
    f.title = title;
    f.src = new URL(file, base).href;
    return f;
  };
  var form = document.createElement('form');
  var second = frame('floor-input.html', 'Security code');
  second.addEventListener('load', function () {
    loaded = true;
    check();
  });
  form.append(frame('floor-ready.html', 'Card number'), second);
  // A script in <head> runs before <body> exists: the root element holds the form then, as
  // paymentWidgets.js holds its early frames.
  (document.body || document.documentElement).appendChild(form);
})();
`;
const floorDocument = (title: string, head = '') =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
${head}</head>
<body>
<input aria-label="${title}">
</body>
</html>
`;
const FLOOR_DOCUMENTS: Record<string, string> = {
  'floor-ready.html': floorDocument('Card number', `<script type="module" src="/v1/bench/${FLOOR_MODULE_FILE}"></script>\n`),
  'floor-input.html': floorDocument('Security code'),
};
/** The card frames' policy (assets/frame-document.ts frameCsp) without a stylesheet: these documents have none. */
const FLOOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** The floor's files, under /v1/bench/. */
export function benchRoutes() {
  return new Hono()
    .use('/floor.js', cors({ origin: '*' }))
    .use(`/${FLOOR_MODULE_FILE}`, cors({ origin: '*' }))
    .get('/floor.js', () => new Response(FLOOR_SCRIPT, { headers: fileHeaders(60) }))
    .get(`/${FLOOR_MODULE_FILE}`, () => new Response(FLOOR_MODULE, { headers: fileHeaders('forever') }))
    .get('/:file{floor-(ready|input)\\.html}', (c) =>
      c.html(FLOOR_DOCUMENTS[c.req.param('file')] ?? '', 200, {
        'Content-Security-Policy': FLOOR_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cache-Control': 'no-store',
      }),
    );
}
