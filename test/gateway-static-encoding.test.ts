// The gateway's files in brotli or gzip as the request's Accept-Encoding allows, made by the build
// (dist/static/*.br, *.gz) or once per build (the frame documents); the integrity values of the
// manifest hold for the decoded bytes, which are the built file's.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptableCodings } from '../src/gateway/assets/accept-encoding.ts';
import { isCompressible } from '../src/gateway/assets/precompressed.ts';
import { manifest } from './budgets.ts';
import { config, gateway, json } from './support/gateway.ts';

const DIST = resolve(import.meta.dirname, '../dist/static');
/** What Chromium 150 sends. */
const CHROMIUM = 'gzip, deflate, br, zstd';

const decoded = (body: Buffer, encoding: string | null): Buffer =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

/** The merchant's integrity value for paymentWidgets.js, as a checkout with integrity=true answers it. */
async function scriptIntegrity() {
  const { post } = gateway();
  const created = await json(await post('/v1/checkouts', { entityId: config.entityId, amount: '1.00', currency: 'EUR', paymentType: 'DB', integrity: 'true' }));
  return created.integrity;
}

async function fetchFile(path: string, acceptEncoding?: string, method = 'GET') {
  const { app } = gateway();
  const res = await app.request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('Accept-Encoding', () => {
  it.each([
    ['no header: the plain bytes', undefined, ['identity']],
    ['an empty header: the plain bytes', '', ['identity']],
    ["Chromium's: brotli first", CHROMIUM, ['br', 'gzip', 'identity']],
    ['gzip only', 'gzip', ['gzip', 'identity']],
    ['names in any case', 'GZip, BR', ['br', 'gzip', 'identity']],
    ['brotli refused', 'br;q=0, gzip', ['gzip', 'identity']],
    ['gzip refused, nothing else named', 'gzip;q=0', ['identity']],
    ['only codings we do not have', 'deflate, zstd', ['identity']],
    ['the q-values rank', 'gzip;q=1, br;q=0.5', ['gzip', 'br', 'identity']],
    ['identity weighed with the others when named', 'identity, br;q=0.9', ['identity', 'br']],
    ['* accepts every coding', '*', ['br', 'gzip', 'identity']],
    ['* with a refusal', 'gzip;q=0, *', ['br', 'identity']],
    ['* weighs the codings not named', '*;q=0.5, gzip', ['gzip', 'br', 'identity']],
    ['identity refused', 'identity;q=0, gzip', ['gzip']],
    ['*;q=0 refuses identity too', '*;q=0, br', ['br']],
    ['*;q=0 but identity named', '*;q=0, identity', ['identity']],
    ['everything refused', '*;q=0', []],
  ])('%s (%s)', (_name, header, expected) => {
    expect(acceptableCodings(header, ['br', 'gzip'])).toEqual(expected);
  });
});

describe('static files precompressed', () => {
  const { entries, integrity } = manifest();
  const module = entries.widget.file;
  const stylesheet = entries.widget.css[0] ?? '';
  const files = ['paymentWidgets.js', module, stylesheet, 'locales/de.json'];

  it.each(files)('%s: brotli for Chromium, gzip for gzip, the plain bytes without the header; each decodes to the built file', async (file) => {
    const built = readFileSync(resolve(DIST, file));
    for (const [acceptEncoding, expected] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
    ] as const) {
      const { res, body } = await fetchFile(`/v1/${file}`, acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding'), String(acceptEncoding)).toBe(expected);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Length')).toBe(String(body.length));
      if (expected) expect(body.length).toBeLessThan(built.length);
      // Byte for byte, so the integrity values hold.
      expect(decoded(body, expected).equals(built)).toBe(true);
      const sri = `sha384-${createHash('sha384').update(decoded(body, expected)).digest('base64')}`;
      if (file === 'paymentWidgets.js') expect(sri).toBe(await scriptIntegrity());
      // The language files are fetched, not loaded with integrity: the manifest has none for them.
      else if (!file.startsWith('locales/')) expect(sri).toBe(integrity[file]);
    }
  });

  it('keeps every other header as it was: type, caching, CORS, nosniff', async () => {
    for (const path of [
      '/v1/paymentWidgets.js',
      `/v1/${module}`,
      `/v1/${stylesheet}`,
      '/v1/locales/de.json?v=1',
      '/v1/brands/visa.svg',
      '/v1/paymentWidgets.d.ts',
    ]) {
      const plain = (await fetchFile(path)).res.headers;
      for (const acceptEncoding of [CHROMIUM, 'gzip']) {
        const encoded = (await fetchFile(path, acceptEncoding)).res.headers;
        for (const name of ['Content-Type', 'Cache-Control', 'Access-Control-Allow-Origin', 'X-Content-Type-Options', 'Vary']) {
          expect(encoded.get(name), `${path} ${name}`).toBe(plain.get(name));
        }
        expect(encoded.get('Content-Encoding'), path).not.toBeNull();
      }
      expect(plain.get('Access-Control-Allow-Origin'), path).toBe('*');
    }
    expect((await fetchFile(`/v1/${module}`, CHROMIUM)).res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchFile('/v1/locales/de.json?v=1', CHROMIUM)).res.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('answers HEAD with the headers of GET: the encoding and its length', async () => {
    const get = await fetchFile(`/v1/${module}`, CHROMIUM);
    const head = await fetchFile(`/v1/${module}`, CHROMIUM, 'HEAD');
    expect(head.res.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.res.headers.get('Content-Encoding')).toBe('br');
    expect(head.res.headers.get('Content-Length')).toBe(String(get.body.length));
  });

  it('honours refusals: gzip when brotli is refused, the plain bytes when both are, 406 when everything is', async () => {
    expect((await fetchFile('/v1/paymentWidgets.js', 'br;q=0, gzip')).res.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await fetchFile('/v1/paymentWidgets.js', 'br;q=0, gzip;q=0');
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    expect(plain.body.equals(readFileSync(resolve(DIST, 'paymentWidgets.js')))).toBe(true);
    const none = await fetchFile('/v1/paymentWidgets.js', '*;q=0');
    expect(none.res.status).toBe(406);
    expect(none.res.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('still answers 404 for files that are not built, and never serves the encoded copies by their own names', async () => {
    for (const path of [
      '/v1/assets/core-nothere1.js',
      '/v1/locales/xx.json',
      '/v1/brands/nobrand.svg',
      `/v1/${module}.br`,
      '/v1/locales/de.json.gz',
      '/v1/paymentWidgets.js.br',
    ]) {
      const { res } = await fetchFile(path, CHROMIUM);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Encoding'), path).toBeNull();
    }
  });

  it('sends the frame documents compressed too, with their CSP, and decoded they are the plain document', async () => {
    const plain = await fetchFile('/v1/frames/cardNumber.html');
    expect(plain.res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    for (const [acceptEncoding, expected] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const { res, body } = await fetchFile('/v1/frames/cardNumber.html', acceptEncoding);
      expect(res.headers.get('Content-Encoding')).toBe(expected);
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Length')).toBe(String(body.length));
      for (const name of ['Content-Type', 'Content-Security-Policy', 'Cache-Control', 'Referrer-Policy', 'X-Content-Type-Options']) {
        expect(res.headers.get(name), name).toBe(plain.res.headers.get(name));
      }
      expect(decoded(body, expected).equals(plain.body)).toBe(true);
    }
  });

  it('the copies the build wrote beside the files the gateway serves are smaller and decode to their bytes', () => {
    const served = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => isCompressible(f) && f !== 'manifest.json');
    expect(served).toContain('paymentWidgets.js');
    let copies = 0;
    for (const file of served) {
      const built = readFileSync(resolve(DIST, file));
      for (const [suffix, decode] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        // Only where it is smaller (none is bigger today).
        if (!existsSync(resolve(DIST, file + suffix))) continue;
        const copy = readFileSync(resolve(DIST, file + suffix));
        expect(copy.length, file + suffix).toBeLessThan(built.length);
        expect(decode(copy).equals(built), file + suffix).toBe(true);
        copies++;
      }
    }
    expect(copies).toBe(2 * served.length);
  });
});
