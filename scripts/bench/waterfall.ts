// The critical path of one page load as the delay proxy saw it: each request, when it started and
// ended, and what it waited for. The proxy cannot see the browser's reasons, so "waited for" is
// read from the times: the request that ended last before this one started (a script that had to
// arrive and run, a document that had to be parsed). The chain from the moment measured back to
// the document is the critical path: the round trips in sequence the page paid.
import type { ProxiedRequest } from './delay-proxy.ts';

export interface WaterfallRow {
  /** the request's path, without the query and the content hash */
  name: string;
  /** ms after the document's request */
  start: number;
  end: number;
  bytes: number;
  /** the row it waited for (its index), or -1 for the document */
  after: number;
  /** whether it is on the chain that ends at the moment measured */
  critical: boolean;
}

/** How much later than the end of what it waited for a request may start and still count as waiting for it, ms. */
const SLACK_MS = 3;

/** A request's short name: /v1/assets/core-CdquZk7b.js → assets/core.js; /checkout?x → /checkout. */
export function shortName(url: string): string {
  const { pathname, origin } = new URL(url);
  const path = pathname
    .replace(/^\/v1\//, '')
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '.$1')
    .replace(/checkouts\/[^/]+\//, 'checkouts/{id}/');
  return origin.includes('localhost') ? `gateway ${path}` : `shop ${path}`;
}

/**
 * The rows of one load, in order of start, with `momentMs` (the moment measured, on the same clock
 * as the requests' times) marking the critical path.
 */
export function waterfall(requests: readonly ProxiedRequest[], momentMs: number): WaterfallRow[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const t0 = sorted[0]?.start ?? 0;
  const rows: WaterfallRow[] = sorted.map((r, i) => {
    let after = -1;
    for (let j = 0; j < i; j++) {
      const candidate = sorted[j];
      const best = after >= 0 ? sorted[after] : undefined;
      if (candidate && candidate.end <= r.start + SLACK_MS && (!best || candidate.end > best.end)) after = j;
    }
    return { name: shortName(r.url), start: r.start - t0, end: r.end - t0, bytes: r.bytes, after, critical: false };
  });
  // Back from the moment: the last request to end before it, then what that one waited for, and so on.
  let at = -1;
  rows.forEach((row, i) => {
    const best = at >= 0 ? rows[at] : undefined;
    if (row.end <= momentMs - t0 + SLACK_MS && (!best || row.end > best.end)) at = i;
  });
  while (at >= 0) {
    const row = rows[at];
    if (!row) break;
    row.critical = true;
    at = row.after;
  }
  return rows;
}

/** How many round trips in sequence the critical path holds (its length in requests). */
export const sequentialRequests = (rows: readonly WaterfallRow[]): number => rows.filter((r) => r.critical).length;
