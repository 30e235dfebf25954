// The content codings the gateway sends its files in, and how they are made. The build
// (vite.config.ts, precompress) writes `name.br` and `name.gz` beside each file the gateway serves
// from dist/static; the gateway makes the frame documents' once per build (routes/assets.ts).
// Made once, not per request: brotli at quality 11 takes about half a second for one build's files
// on the development machine, far too slow for a request, and those files never change under
// their build.
import type { NonSharedBuffer } from 'node:buffer';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Ours in the order we prefer them: brotli is about 10% smaller than gzip for a card form's files (BENCHMARKS.md). */
export const CODINGS = ['br', 'gzip'] as const satisfies readonly ContentCoding[];

/** The file the build writes beside `name` for each coding (the names nginx and Hono's serveStatic look for). */
export const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Text the gateway serves from dist/static (scripts, stylesheets, locales, brand marks, paymentWidgets.d.ts). */
export const isCompressible = (file: string): boolean => /\.(js|css|json|svg|ts)$/.test(file);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encodings of `content` worth sending: each smaller than the plain bytes. No threshold of
 * size (Hono's compress skips bodies under 1 KB): that one saves the work of compressing on every
 * request, and here there is none. Even the widget's 443-byte entry is 30% smaller in gzip, and
 * the size budgets (test/budgets.ts) count every file of a card form in gzip -9.
 */
export async function encodings(content: Uint8Array): Promise<Partial<Record<ContentCoding, NonSharedBuffer>>> {
  // The settings of the size budgets and BENCHMARKS.md, so the bytes served are the bytes counted.
  const [br, gz] = await Promise.all([brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipped(content, { level: 9 })]);
  return { ...(br.length < content.length && { br }), ...(gz.length < content.length && { gzip: gz }) };
}
