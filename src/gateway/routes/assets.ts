// The files the widget needs, all from the gateway origin: the script, its modules and stylesheet,
// the frame document, locales and brand logos (built into dist/static by `npm run build`). Each in
// brotli or gzip where the request accepts it: the build wrote those beside the files, and the
// frame documents are compressed once per build, so no request compresses anything.
import type { NonSharedBuffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { FRAME_FIELDS, type FrameField } from '../../shared/protocol.ts';
import { acceptableCodings, type Coding } from '../assets/accept-encoding.ts';
import { isBuilt, readBuild, STATIC_DIR } from '../assets/build.ts';
import { type FrameAssets, frameCsp, frameDocument } from '../assets/frame-document.ts';
import { CODINGS, type ContentCoding, encodings, isCompressible, SUFFIX } from '../assets/precompressed.ts';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  ts: 'text/plain; charset=utf-8',
};

/** A year: for URLs whose content never changes (the version is in the URL). */
export const FOREVER = 'public, max-age=31536000, immutable';

/** One file's bytes in a coding, or undefined where there are none in it. */
type Variant = (coding: Coding) => Promise<NonSharedBuffer | undefined>;

/**
 * The file in the coding the request wants most of those it has (`offered`, ours, best first), or
 * undefined when the file is not there. Content-Length is of the bytes sent; the integrity values
 * of the manifest hold for the decoded ones, which are the plain file's.
 */
async function negotiated(acceptEncoding: string | undefined, offered: readonly ContentCoding[], variant: Variant, headers: Record<string, string>) {
  const codings = acceptableCodings(acceptEncoding, offered);
  // Every answer of a file that has encodings depends on the header, the plain one too: a shared
  // cache must not hand brotli to a client that asked for gzip, nor gzip to one that asked for none.
  const vary: Record<string, string> = offered.length > 0 ? { Vary: 'Accept-Encoding' } : {};
  for (const coding of codings) {
    const body = await variant(coding);
    if (!body) continue;
    const encoded: Record<string, string> = coding === 'identity' ? {} : { 'Content-Encoding': coding };
    return new Response(body, { headers: { ...headers, ...vary, ...encoded, 'Content-Length': String(body.length) } });
  }
  if (codings.includes('identity') || !(await variant('identity'))) return undefined;
  return new Response('Accept-Encoding refuses the plain bytes and every encoding there is of this file', {
    status: 406,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...vary },
  });
}

/** A built file as it is on disk, and the encodings the build wrote beside it (none for an older build). */
const onDisk =
  (relative: string): Variant =>
  async (coding) => {
    try {
      return await readFile(resolve(STATIC_DIR, coding === 'identity' ? relative : relative + SUFFIX[coding]));
    } catch {
      return undefined;
    }
  };

async function serveFile(relative: string, acceptEncoding: string | undefined, maxAge: number | 'forever' = 60): Promise<Response> {
  const ext = relative.slice(relative.lastIndexOf('.') + 1);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    // Short by default, so a rebuild shows up on reload during development.
    'Cache-Control': maxAge === 'forever' ? FOREVER : `public, max-age=${maxAge}`,
  };
  const offered = isCompressible(relative) ? CODINGS : [];
  return (
    (await negotiated(acceptEncoding, offered, onDisk(relative), headers)) ??
    new Response(`/* ${relative} is not built: run "npm run build" */`, { status: 404, headers: { 'Content-Type': 'text/plain' } })
  );
}

interface BuiltFrames {
  assets: FrameAssets;
  csp: string;
  /** each field's document with its encodings, made on its first request */
  documents: Map<string, Promise<Partial<Record<Coding, NonSharedBuffer>>>>;
}

let frame: (BuiltFrames & { source: object }) | undefined;

/** The frame app's files and the frames' CSP, made again only when a rebuild changed the manifest. */
async function readFrameAssets(): Promise<BuiltFrames | undefined> {
  const manifest = await readBuild();
  if (!manifest) return undefined;
  if (frame?.source !== manifest) {
    const entry = manifest.entries.frame;
    const css = (await Promise.all(entry.css.map((file) => readFile(resolve(STATIC_DIR, file), 'utf8')))).join('\n');
    const assets = { css, scripts: { file: entry.file, imports: entry.imports } };
    frame = { source: manifest, assets, csp: frameCsp(assets), documents: new Map() };
  }
  return frame;
}

/**
 * A frame document as bytes and encoded, once per build and field: it is the same for every
 * request, 1 KB that gzip halves, and two of them are on every card form.
 */
function frameVariant(built: BuiltFrames, field: FrameField, driven: boolean): Variant {
  const name = driven ? `${field} (driven)` : field;
  let document = built.documents.get(name);
  if (!document) {
    const plain = Buffer.from(frameDocument(field, built.assets, driven));
    document = encodings(plain).then((encoded) => ({ ...encoded, identity: plain }));
    built.documents.set(name, document);
  }
  const made = document;
  return async (coding) => (await made)[coding];
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
      .get('/paymentWidgets.js', (c) => serveFile('paymentWidgets.js', c.req.header('Accept-Encoding')))
      .get('/paymentWidgets.d.ts', (c) => serveFile('paymentWidgets.d.ts', c.req.header('Accept-Encoding')))
      .get('/assets/:file{[a-zA-Z0-9_-]+\\.(js|css)}', async (c) => {
        const file = `assets/${c.req.param('file')}`;
        const manifest = await readBuild();
        return manifest && isBuilt(manifest, file) ? serveFile(file, c.req.header('Accept-Encoding'), 'forever') : c.notFound();
      })
      .get('/locales/:file', (c) => {
        const file = c.req.param('file');
        // The widget asks with ?v={version}: a day of caching, and a new version asks anew.
        return safeName.test(file) ? serveFile(`locales/${file}`, c.req.header('Accept-Encoding'), c.req.query('v') ? 86_400 : 60) : c.notFound();
      })
      .get('/brands/:file', (c) => {
        const file = c.req.param('file');
        return safeName.test(file) ? serveFile(`brands/${file}`, c.req.header('Accept-Encoding')) : c.notFound();
      })
      // An empty document of the gateway's origin: what the browser's own floor for a cross-origin
      // frame is (the benchmark loads it beside the widget, scripts/bench/browser.ts).
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
        // A card form's security code is driven by its number frame; a stored card's runs its own script.
        const driven = field === 'cvv' && c.req.query('registration') === undefined;
        const answer = await negotiated(c.req.header('Accept-Encoding'), CODINGS, frameVariant(built, field as FrameField, driven), {
          // What c.html() sets.
          'Content-Type': 'text/html; charset=UTF-8',
          'Content-Security-Policy': built.csp,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        });
        return answer ?? c.notFound();
      })
  );
}
