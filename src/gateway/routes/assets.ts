// The files the widget needs, all from the gateway origin: the script, its stylesheet, the frame
// document and its code, locales and brand logos (built into dist/static by `npm run build`).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FRAME_FIELDS, type FrameField } from '../../shared/protocol.ts';
import { frameCsp, frameDocument, type FrameAssets } from '../frame-document.ts';

export const STATIC_DIR = resolve(import.meta.dirname, '../../../dist/static');

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

let frameAssets: { mtimeMs: number; assets: FrameAssets; csp: string } | undefined;

/** frame.css, the hash of frame.js and the frames' CSP, made again only when a rebuild changed frame.js. */
async function readFrameAssets(): Promise<{ assets: FrameAssets; csp: string } | undefined> {
  try {
    const { mtimeMs } = await stat(resolve(STATIC_DIR, 'frame.js'));
    if (frameAssets?.mtimeMs !== mtimeMs) {
      const [script, css] = await Promise.all([readFile(resolve(STATIC_DIR, 'frame.js')), readFile(resolve(STATIC_DIR, 'frame.css'), 'utf8')]);
      const assets = { css, scriptVersion: createHash('sha256').update(script).digest('hex').slice(0, 16) };
      frameAssets = { mtimeMs, assets, csp: frameCsp(assets) };
    }
    return frameAssets;
  } catch {
    return undefined;
  }
}

export function assetRoutes() {
  const safeName = /^[a-zA-Z0-9_-]+\.(json|svg)$/;
  return (
    new Hono()
      // Anyone may load these (SRI with crossorigin="anonymous" needs the CORS header too).
      .use('*', cors({ origin: '*' }))
      .get('/paymentWidgets.js', () => serveFile('paymentWidgets.js'))
      .get('/paymentWidgets.css', () => serveFile('paymentWidgets.css'))
      .get('/paymentWidgets.d.ts', () => serveFile('paymentWidgets.d.ts'))
      .get('/paymentWidgets.flows.js', () => serveFile('paymentWidgets.flows.js'))
      // The frame documents ask with ?v={content hash}: cached for good, one download for all frames.
      .get('/frame.js', (c) => serveFile('frame.js', c.req.query('v') ? 'forever' : 60))
      .get('/frame.css', () => serveFile('frame.css'))
      .get('/locales/:file', (c) => {
        const file = c.req.param('file');
        // The widget asks with ?v={version}: a day of caching, and a new version asks anew.
        return safeName.test(file) ? serveFile(`locales/${file}`, c.req.query('v') ? 86_400 : 60) : c.notFound();
      })
      .get('/brands/:file', (c) => {
        const file = c.req.param('file');
        return safeName.test(file) ? serveFile(`brands/${file}`) : c.notFound();
      })
      .get('/frames/:file{[a-zA-Z]+\\.html}', async (c) => {
        const field = c.req.param('file').slice(0, -'.html'.length);
        if (!(FRAME_FIELDS as readonly string[]).includes(field)) return c.notFound();
        const frame = await readFrameAssets();
        if (!frame) return c.text('frame.js is not built: run "npm run build"', 404);
        return c.html(frameDocument(field as FrameField, frame.assets), 200, {
          'Content-Security-Policy': frame.csp,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
      })
  );
}
