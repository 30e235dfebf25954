// The phone section of BENCHMARKS.md: onReady against the floor on a phone's mobile network, with
// and without the CPU throttle, beside the loopback rows, and the waterfall of the widget's load.

import { THROTTLE_RATE } from './page-load.ts';
import type { PhoneResults } from './phone.ts';
import type { StartupResults } from './startup.ts';
import { median, ms, percentile, table } from './stats.ts';
import { sequentialRequests } from './waterfall.ts';

/** What the start-up must meet as shoppers meet it (issue 36). */
export const PHONE_TARGETS = {
  /** onReady ÷ floor, medians, network and CPU throttle */
  phone: 1.25,
  /** the same, network alone */
  network: 1.15,
} as const;

const ratio = (a: readonly number[], b: readonly number[]) => median(a) / median(b);
const times = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The phone-profile ratio README quotes, as a sentence's figure ("1.31×"). */
export const phoneRatio = (r: PhoneResults): string => `${times(ratio(r.phone.ready, r.phone.floor))}×`;

/** The section, with the loopback rows of the same run (`run.plain`, `run.throttled`) beside the phone's. */
export function phoneSection(run: Pick<StartupResults, 'plain' | 'throttled' | 'phone'>): string {
  const r = run.phone;
  const row = (name: string, s: { ready: number[]; floor: number[] }, target?: number) => {
    const value = ratio(s.ready, s.floor);
    return [
      name,
      ms(median(s.ready)),
      ms(percentile(s.ready, 95)),
      ms(median(s.floor)),
      `**${times(value)}**`,
      target === undefined ? '' : `${target}: ${value <= target ? 'met' : '**not met**'}`,
    ];
  };
  const { rows, readyMs } = r.waterfall;
  return `## Start-up on a phone's network

The same two pages as above (the widget's /checkout until onReady, the floor of any two-frame
widget), each load in a new context, through a proxy every request of the browser passes, frames
included (scripts/bench/delay-proxy.ts): ${r.link.rttMs} ms of round trip before each response's
first byte and one more for the first request to each origin (its connection's handshake; one
connection per origin, as HTTP/2 to a production gateway), and one ${r.link.downKbps / 1000} Mbit/s
downlink every response shares, as Lighthouse models a mid-range phone on a mobile network. CDP's
network emulation would not reach the frames' processes; a proxy does. "Network and ${THROTTLE_RATE}× CPU"
adds the page's CPU throttle of the section above. ${r.network.ready.length} loads of each page and
row, side by side in one run with the order turning each round; medians, ms from navigation start.

${table(
  ['profile', 'onReady', 'onReady, 95th percentile', 'floor', 'onReady ÷ floor', 'target'],
  [
    row('loopback (the section above)', run.plain.ms),
    row(`loopback, ${THROTTLE_RATE}× CPU`, run.throttled.ms),
    row('network alone', r.network, PHONE_TARGETS.network),
    row(`**phone**: network and ${THROTTLE_RATE}× CPU`, r.phone, PHONE_TARGETS.phone),
  ],
)}

What came down the link for the widget's page, median: ${kb(median(r.network.readyBytes))} (every body as the gateway and the
shop sent it, compressed; the shop's own page and stylesheet included).

### The critical path, request by request

The widget's load with the median onReady among the network-alone loads (onReady at ${ms(readyMs)} ms). Times in ms after
the document's request reached the proxy; "after" is the request that ended last before this one
started (what it waited for: a document parsed, a script run), read from the times. Marked **▶**: the chain
from onReady back to the document, ${sequentialRequests(rows)} requests in sequence.

${table(
  ['#', 'request', 'start', 'end', 'bytes', 'after'],
  rows.map((w, i) => [
    `${w.critical ? '**▶** ' : ''}${i + 1}`,
    w.name,
    ms(w.start),
    ms(w.end),
    String(w.bytes),
    w.after < 0 ? '(navigation)' : `${w.after + 1} ${rows[w.after]?.name ?? ''}`,
  ]),
)}
`;
}
