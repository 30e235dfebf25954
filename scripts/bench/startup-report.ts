// The start-up section of BENCHMARKS.md (and what `npm run bench -- --only=startup` prints):
// onReady against the floor of any two-frame widget, plain and with the page's CPU throttled, the
// long tasks of both pages, each with its target (design.md section 3).
import { AFTER_MS, THROTTLE_RATE } from './page-load.ts';
import type { StartupResults, StartupSamples } from './startup.ts';
import { median, ms, percentile, table } from './stats.ts';

/** What the start-up must meet (design.md section 3). */
export const TARGETS = {
  /** onReady ÷ the floor, medians */
  ratio: 1.3,
  /** the same with the page's CPU throttled */
  throttledRatio: 1.5,
  /** long tasks before onReady, total, at most this much more than the floor page's before its time (medians), ms */
  longTasksOver: 50,
} as const;

export interface Verdict {
  value: number;
  limit: number;
  met: boolean;
}

/** Medians of two sample lists, divided. */
export const ratioOf = (a: readonly number[], b: readonly number[]): number => median(a) / median(b);

/** The three targets, on a run's samples (a target whose samples are missing is not met). */
export function verdicts(plain: StartupSamples, throttled: StartupSamples): Record<'ratio' | 'throttledRatio' | 'longTasks', Verdict> {
  const check = (value: number, limit: number) => ({ value, limit, met: value <= limit });
  return {
    ratio: check(ratioOf(plain.ms.ready, plain.ms.floor), TARGETS.ratio),
    throttledRatio: check(ratioOf(throttled.ms.ready, throttled.ms.floor), TARGETS.throttledRatio),
    longTasks: check(median(plain.longTasksBefore.ready) - median(plain.longTasksBefore.floor), TARGETS.longTasksOver),
  };
}

const said = (v: Verdict) => (v.met ? 'met' : '**not met**');
const dist = (samples: readonly number[]) => [ms(median(samples)), ms(percentile(samples, 95))];
const signed = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)}`;
const times = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

export function startupSection(r: StartupResults): string {
  const { plain: p, throttled: t } = r;
  const v = verdicts(p, t);
  const both = (f: (s: StartupSamples) => number[]) => [...dist(f(p)), ...dist(f(t))];
  const ratios = (a: (s: StartupSamples) => number[], b: (s: StartupSamples) => number[]) => [times(ratioOf(a(p), b(p))), '', times(ratioOf(a(t), b(t))), ''];
  const over = (s: StartupSamples) => median(s.longTasksBefore.ready) - median(s.longTasksBefore.floor);
  const reach = r.throttle;
  const slowdown = (x: { plain: number[]; throttled: number[] }) => times(ratioOf(x.throttled, x.plain));
  const frameSlowdown = ratioOf(reach.loopMs.frame.throttled, reach.loopMs.frame.plain);
  return `## Start-up against the floor

Chromium ${r.version}; ${r.loads} loads of each page (after a round that is not counted), each in a
new browser context (empty caches), all pages one after the other in every round (the order turning
by one each round), so the machine's noise falls on all of them alike; milliseconds from navigation
start, medians and 95th percentiles.

- **onReady**: the demo shop's /checkout, until the widget calls \`wpwlOptions.onReady\`.
- **the floor** of any two-frame widget (design.md section 3), /bare-frame?frames=floor: a page of
  the shop whose head holds one classic script of the gateway's, which creates, inside a form, two
  frames of the gateway: one a document with one input and a one-line module that posts \`ready\`
  to the page, the other a document with only an input; until the page holds that message and the
  second frame's load. Its files are served as their counterparts of the widget are
  (src/gateway/routes/bench.ts).
- **one bare frame**, /bare-frame: one empty document of the gateway in a frame, until its load.
- **card frames alone**, /bare-frame?frames=cards: the widget's own two card frames without the
  widget, until both say they are ready.
- **long tasks**: the page's own (PerformanceObserver \`longtask\`, installed before the page's
  scripts run): those that started before the moment measured (onReady, the floor's time), and all
  that started until ${AFTER_MS} ms after it.
- **${THROTTLE_RATE}× CPU throttle**: the same loads with \`Emulation.setCPUThrottlingRate {rate: ${THROTTLE_RATE}}\`
  (DevTools' mid-range phone) sent on a CDP session of the page before navigation. It throttles
  the page's renderer process (the shop's page; Blink slows its main thread); see below for the
  gateway's frames.

${table(
  ['measure', 'median', '95th percentile', `${THROTTLE_RATE}× throttled: median`, `${THROTTLE_RATE}× throttled: 95th percentile`],
  [
    ['navigation start → onReady', ...both((s) => s.ms.ready)],
    ['navigation start → the floor', ...both((s) => s.ms.floor)],
    ['navigation start → one bare frame', ...both((s) => s.ms.bareFrame)],
    ['navigation start → card frames alone (not measured throttled)', ...dist(p.ms.cardFrames), '', ''],
    [
      '**onReady ÷ floor**',
      ...ratios(
        (s) => s.ms.ready,
        (s) => s.ms.floor,
      ),
    ],
    [
      'floor ÷ one bare frame',
      ...ratios(
        (s) => s.ms.floor,
        (s) => s.ms.bareFrame,
      ),
    ],
    ['card frames alone ÷ floor', times(ratioOf(p.ms.cardFrames, p.ms.floor)), '', '', ''],
    ['onReady ÷ card frames alone (what the widget adds to its own frames)', times(ratioOf(p.ms.ready, p.ms.cardFrames)), '', '', ''],
    ['long tasks before onReady, total (widget page)', ...both((s) => s.longTasksBefore.ready)],
    ["long tasks before the floor's time, total (floor page)", ...both((s) => s.longTasksBefore.floor)],
    ["**long tasks before onReady − the floor page's** (medians)", signed(over(p)), '', signed(over(t)), ''],
    [`long tasks until ${AFTER_MS} ms after onReady, total (widget page)`, ...both((s) => s.longTasksAll.ready)],
    [`long tasks until ${AFTER_MS} ms after the floor's time, total (floor page)`, ...both((s) => s.longTasksAll.floor)],
  ],
)}

Targets (design.md section 3):
- onReady ÷ floor at most ${TARGETS.ratio}: ${times(v.ratio.value)}, ${said(v.ratio)};
- throttled ${THROTTLE_RATE}×, at most ${TARGETS.throttledRatio}: ${times(v.throttledRatio.value)}, ${said(v.throttledRatio)};
- the page's long tasks before onReady at most ${TARGETS.longTasksOver} ms more than the floor page's before its time: ${signed(v.longTasks.value)} ms, ${said(v.longTasks)}.

Does the throttle reach the gateway's frames? The shop's page and the gateway's frames are different
sites, so Chromium runs the frames in a renderer process of their own (on the floor page, CDP lists
${reach.outOfProcessFrames} frames of the gateway as targets of their own: out-of-process iframes). The command, sent
to the page's target, throttles the page's renderer. Measured in this run on the floor page, 3 loads
each way (medians):

${table(
  ['', 'page not throttled', 'page throttled', '×'],
  [
    [
      "a fixed busy loop in the page (the shop's renderer), ms",
      ms(median(reach.loopMs.page.plain)),
      ms(median(reach.loopMs.page.throttled)),
      slowdown(reach.loopMs.page),
    ],
    [
      "the same loop in the page's first frame (the gateway's renderer), ms",
      ms(median(reach.loopMs.frame.plain)),
      ms(median(reach.loopMs.frame.throttled)),
      slowdown(reach.loopMs.frame),
    ],
    [
      'CPU of the busiest renderer while the loaded page sits idle, seconds per second',
      median(reach.idleRendererCpu.plain).toFixed(2),
      median(reach.idleRendererCpu.throttled).toFixed(2),
      '',
    ],
  ],
)}

${
  frameSlowdown >= THROTTLE_RATE * 0.75
    ? 'In this run the frames were slowed about as much as the page: the throttle reached them.'
    : 'The frames are not throttled by the command: the loop in them is not slowed as the page is.'
}

Chromium's throttler, on Linux, holds the throttled main thread in a signal handler that spins, so
a throttled renderer keeps most of a core busy even when its page is idle (last row). On a machine
of few cores that spinning competes with the frames' renderer, the browser and the gateway: the
frames run slower while the page is throttled without being throttled themselves, and the
throttled figures above carry that too.`;
}
