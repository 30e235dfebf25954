// The files the widget needs, all from the gateway origin: the script, its stylesheet, the frame
// document and its code, locales and brand logos (built into dist/static by `npm run build`).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FRAME_FIELDS, type FrameField } from '../../shared/protocol.ts';
import { frameDocument, FRAME_CSP } from '../frame-document.ts';

export const STATIC_DIR = resolve(import.meta.dirname, '../../../dist/static');

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  ts: 'text/plain; charset=utf-8',
};

async function serveFile(relative: string, maxAge = 60): Promise<Response> {
  const ext = relative.slice(relative.lastIndexOf('.') + 1);
  try {
    const body = await readFile(resolve(STATIC_DIR, relative));
    return new Response(body, {
      headers: {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
        // Short by default, so a rebuild shows up on reload during development.
        'Cache-Control': `public, max-age=${maxAge}`,
      },
    });
  } catch {
    return new Response(`/* ${relative} is not built: run "npm run build" */`, { status: 404, headers: { 'Content-Type': 'text/plain' } });
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
      .get('/frame.js', () => serveFile('frame.js'))
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
      .get('/frames/:file{[a-zA-Z]+\\.html}', (c) => {
        const field = c.req.param('file').slice(0, -'.html'.length);
        if (!(FRAME_FIELDS as readonly string[]).includes(field)) return c.notFound();
        return c.html(frameDocument(field as FrameField), 200, {
          'Content-Security-Policy': FRAME_CSP,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
      })
  );
}
