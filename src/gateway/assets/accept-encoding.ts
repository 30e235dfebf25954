// Which of a file's encodings a request may get, by its Accept-Encoding (RFC 9110, 12.5.3). Hono's
// parser reads the header (q-values, parameters, quoting); what the values mean is here, since
// Hono's compress middleware keeps its choice to itself (and knows gzip and deflate only), and
// serveStatic ignores q-values, `*` and refusals.
import { parseAccept } from 'hono/utils/accept';
import type { ContentCoding } from './precompressed.ts';

export type Coding = ContentCoding | 'identity';

/**
 * The codings of `offered` (ours, best first) the request accepts, and `identity` unless refused,
 * most wanted first: by the request's q-values, and where those tie (as in every browser's header)
 * in the order offered, identity last. Empty: nothing acceptable (406).
 */
export function acceptableCodings(header: string | undefined, offered: readonly ContentCoding[]): Coding[] {
  // No header: any coding would do (RFC 9110), but what sends none (curl, scripts) wants the bytes
  // as they are, and a cache keyed on Vary keeps that answer for such requests only.
  if (header === undefined) return ['identity'];
  const weights = new Map<string, number>();
  // parseAccept puts the highest q first: a coding named twice keeps its highest.
  for (const { type, q } of parseAccept(header)) {
    const name = type.toLowerCase();
    if (!weights.has(name)) weights.set(name, q);
  }
  const any = weights.get('*');
  // A coding not named takes `*`'s weight, and without `*` is not acceptable. identity is
  // acceptable unless refused (`identity;q=0`, or `*;q=0` without identity named): unnamed, it
  // takes `*`'s weight, or without `*` comes after every coding accepted.
  const ranked = [
    ...offered.map((coding) => ({ coding, q: weights.get(coding) ?? any ?? 0 })),
    { coding: 'identity' as const, q: weights.get('identity') ?? any ?? Number.MIN_VALUE },
  ];
  return ranked
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
}
