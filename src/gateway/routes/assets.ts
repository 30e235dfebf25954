// The files the widget needs, all from the gateway origin: the script, its modules and stylesheet,
// the frame document, locales and brand logos (built into dist/static by `npm run build`).
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

async function serveFile(relative: string, maxAge: number | 'forever' = 60): Promise<Response> {
  const ext = relative.slice(relative.lastIndexOf('.') + 1);
  try {
    const body = await readFile(resolve(STATIC_DIR, relative));
    return new Response(body, {
      headers: {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
        // Short by default, so a rebuild shows up on reload during development.
        'Cache-Control': maxAge === 'forever' ? FOREVER : `public, max-age=${maxAge}`,
      },
    });
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
