// The files the widget needs, all from the gateway origin: the script, its modules and stylesheet,
// the frame document, locales and brand logos (built into dist/static by `npm run build`); and the
// benchmark's yardsticks (test/bench): an empty frame document, and the floor of any two-frame widget.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FRAME_FIELDS, type FrameField } from '../../shared/protocol.ts';
import { isBuilt, readBuild, STATIC_DIR } from '../build.ts';
import { frameCsp, frameDocument, type FrameAssets } from '../frame-document.ts';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  ts: 'text/plain; charset=utf-8',
};

/** A year: for URLs whose content never changes (the version is in the URL). */
const FOREVER = 'public, max-age=31536000, immutable';

function fileHeaders(ext: string, maxAge: number | 'forever'): Record<string, string> {
  return {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    // Short by default, so a rebuild shows up on reload during development.
    'Cache-Control': maxAge === 'forever' ? FOREVER : `public, max-age=${maxAge}`,
  };
}

async function serveFile(relative: string, maxAge: number | 'forever' = 60): Promise<Response> {
  const ext = relative.slice(relative.lastIndexOf('.') + 1);
  try {
    const body = await readFile(resolve(STATIC_DIR, relative));
    return new Response(body, { headers: fileHeaders(ext, maxAge) });
  } catch {
    return new Response(`/* ${relative} is not built: run "npm run build" */`, { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
}

let frame: { source: object; assets: FrameAssets; csp: string } | undefined;

/** The frame app's files and the frames' CSP, made again only when a rebuild changed the manifest. */
async function readFrameAssets(): Promise<{ assets: FrameAssets; csp: string } | undefined> {
  const manifest = await readBuild();
  if (!manifest) return undefined;
  if (frame?.source !== manifest) {
    const entry = manifest.entries.frame;
    const css = (await Promise.all(entry.css.map((file) => readFile(resolve(STATIC_DIR, file), 'utf8')))).join('\n');
    const assets = { css, scripts: { file: entry.file, imports: entry.imports } };
    frame = { source: manifest, assets, csp: frameCsp(assets) };
  }
  return frame;
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
const FLOOR_SCRIPT = `// The floor of any two-frame widget (npm run bench; src/gateway/routes/assets.ts says what it is).
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
/** The card frames' policy (frame-document.ts frameCsp) without a stylesheet: these documents have none. */
const FLOOR_CSP = ["default-src 'none'", "script-src 'self'", "connect-src 'self'", "img-src 'self'", "base-uri 'none'", "form-action 'none'"].join('; ');

export function assetRoutes() {
  const safeName = /^[a-zA-Z0-9_-]+\.(json|svg)$/;
  return (
    new Hono()
      // Anyone may load the widget's files (SRI with crossorigin="anonymous" needs the CORS header
      // too); only these: the API's routes are not open to every web page.
      .use('/paymentWidgets.js', cors({ origin: '*' }))
      .use('/paymentWidgets.d.ts', cors({ origin: '*' }))
      .use('/assets/*', cors({ origin: '*' }))
      .use('/locales/*', cors({ origin: '*' }))
      .use('/brands/*', cors({ origin: '*' }))
      .use('/bench/floor.js', cors({ origin: '*' }))
      .use(`/bench/${FLOOR_MODULE_FILE}`, cors({ origin: '*' }))
      // The merchant's tag: short-lived, so a new build reaches pages soon. It names the modules
      // by content hash, and those are cached for good.
      .get('/paymentWidgets.js', () => serveFile('paymentWidgets.js'))
      .get('/paymentWidgets.d.ts', () => serveFile('paymentWidgets.d.ts'))
      .get('/assets/:file{[a-zA-Z0-9_-]+\\.(js|css)}', async (c) => {
        const file = `assets/${c.req.param('file')}`;
        const manifest = await readBuild();
        return manifest && isBuilt(manifest, file) ? serveFile(file, 'forever') : c.notFound();
      })
      .get('/locales/:file', (c) => {
        const file = c.req.param('file');
        // The widget asks with ?v={version}: a day of caching, and a new version asks anew.
        return safeName.test(file) ? serveFile(`locales/${file}`, c.req.query('v') ? 86_400 : 60) : c.notFound();
      })
      .get('/brands/:file', (c) => {
        const file = c.req.param('file');
        return safeName.test(file) ? serveFile(`brands/${file}`) : c.notFound();
      })
      // An empty document of the gateway's origin: what the browser's own floor for a cross-origin
      // frame is (the benchmark loads it beside the widget, test/bench/browser.ts).
      .get('/frames/blank.html', (c) =>
        c.html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head><body></body></html>', 200, {
          'Content-Security-Policy': "default-src 'none'",
          'Cache-Control': 'no-store',
        }),
      )
      .get('/bench/floor.js', () => new Response(FLOOR_SCRIPT, { headers: fileHeaders('js', 60) }))
      .get(`/bench/${FLOOR_MODULE_FILE}`, () => new Response(FLOOR_MODULE, { headers: fileHeaders('js', 'forever') }))
      .get('/bench/:file{floor-(ready|input)\\.html}', (c) =>
        c.html(FLOOR_DOCUMENTS[c.req.param('file')] ?? '', 200, {
          'Content-Security-Policy': FLOOR_CSP,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        }),
      )
      .get('/frames/:file{[a-zA-Z]+\\.html}', async (c) => {
        const field = c.req.param('file').slice(0, -'.html'.length);
        if (!(FRAME_FIELDS as readonly string[]).includes(field)) return c.notFound();
        const built = await readFrameAssets();
        if (!built) return c.text('the frame app is not built: run "npm run build"', 404);
        return c.html(frameDocument(field as FrameField, built.assets), 200, {
          'Content-Security-Policy': built.csp,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
      })
  );
}
