// Start-up in Chromium against the floor (design.md section 3): navigation start → onReady on the
// demo shop, beside the yardsticks on pages of the same shop, load for load, with empty caches:
// the floor of any two-frame widget (/bare-frame?frames=floor), one bare cross-origin frame of the
// gateway (/bare-frame) and the widget's own two card frames without the widget
// (/bare-frame?frames=cards); the page's long tasks on the widget's page and the floor's; and the
// same loads with the page's CPU throttled 4×.
import type { Browser, Page } from '@playwright/test';
import { longTaskTotal } from './long-tasks.ts';
import { AFTER_MS, load, PAGES, type PageKind } from './page-load.ts';
import { measurePhone, type PhoneResults } from './phone.ts';

/** Samples of one throttle setting, one per load, in milliseconds. */
export interface StartupSamples {
  /** navigation start → the moment: onReady, or when the shop's page has its frames */
  ms: Record<PageKind, number[]>;
  /** the page's long tasks that started before that moment, total */
  longTasksBefore: { ready: number[]; floor: number[] };
  /** the page's long tasks that started before AFTER_MS after it, total */
  longTasksAll: { ready: number[]; floor: number[] };
}

export interface ThrottleReach {
  /** gateway frames of the floor page that CDP lists as targets of their own (out-of-process iframes) */
  outOfProcessFrames: number;
  /** a fixed busy loop run in the page and in its first frame, unthrottled and with the page throttled, ms */
  loopMs: { page: { plain: number[]; throttled: number[] }; frame: { plain: number[]; throttled: number[] } };
  /** CPU seconds per second of the busiest renderer while the loaded page sits idle, unthrottled and throttled */
  idleRendererCpu: { plain: number[]; throttled: number[] };
}

export interface StartupResults {
  version: string;
  loads: number;
  plain: StartupSamples;
  throttled: StartupSamples;
  /** plain onReady loads: navigation start → the card number frame requested */
  framesCreatedMs: number[];
  /** plain onReady loads: navigation start → each step of the start-up path (where the onReady time goes) */
  pathMs: Record<string, number[]>;
  throttle: ThrottleReach;
  /** the same pages on a phone's network (phone.ts) */
  phone: PhoneResults;
}

/** The steps of the start-up path, as the page and the number frame's own timeline give them. */
const PATH_STEPS = [
  'paymentWidgets.js arrived',
  'card frames created',
  'number frame: document arrived',
  'number frame: its module arrived',
  'number frame: module run (DOMContentLoaded)',
  "page hears both frames' ready",
  "widget's modules arrived (last of them)",
  'checkout configuration arrived',
  'onReady',
] as const;

type Timing = [name: string, start: number, end: number];

/** Navigation start → each step of PATH_STEPS in this load (NaN for a step not seen). */
async function pathOf(page: Page, readyAt: number): Promise<number[]> {
  const top = await page.evaluate<{ origin: number; res: Timing[]; heard: Record<string, number> }>(
    `({ origin: performance.timeOrigin, heard: window.__heardReady, res: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime, r.responseEnd]) })`,
  );
  const frame = page.frames().find((f) => f.url().includes('/frames/cardNumber.html'));
  const inFrame = frame
    ? await frame.evaluate<{ origin: number; doc: number; dcl: number; res: Timing[] }>(
        `({ origin: performance.timeOrigin, doc: performance.getEntriesByType('navigation')[0].responseEnd, dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd, res: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime, r.responseEnd]) })`,
      )
    : undefined;
  const at = (list: Timing[], part: string, which: 1 | 2) => list.find((r) => r[0].includes(part))?.[which] ?? Number.NaN;
  // The frame's times are on its own clock: moved onto the page's.
  const shift = inFrame ? inFrame.origin - top.origin : Number.NaN;
  const modules = ['/assets/widget-', '/assets/core-', '/assets/i18n-'].map((m) => at(top.res, m, 2));
  return [
    at(top.res, '/paymentWidgets.js', 2),
    at(top.res, '/frames/cardNumber.html', 1),
    shift + (inFrame?.doc ?? Number.NaN),
    shift + (inFrame ? at(inFrame.res, '/assets/frame-', 2) : Number.NaN),
    shift + (inFrame?.dcl ?? Number.NaN),
    Math.max(top.heard.cardNumber ?? Number.NaN, top.heard.cvv ?? Number.NaN),
    Math.max(...modules),
    at(top.res, '/widget-config', 2),
    readyAt,
  ];
}

const emptySamples = (): StartupSamples => ({
  ms: { ready: [], floor: [], bareFrame: [], cardFrames: [] },
  longTasksBefore: { ready: [], floor: [] },
  longTasksAll: { ready: [], floor: [] },
});

/**
 * `loads` rounds (after one that is not counted, which warms the gateway and the shop). Each round
 * loads every page once, plain and throttled, one after the other, so the machine's noise falls on
 * all of them alike; the order turns by one each round, so no page always comes first.
 */
export async function measureStartup(browser: Browser, shopUrl: string, loads: number): Promise<StartupResults> {
  const plain = emptySamples();
  const throttled = emptySamples();
  const framesCreatedMs: number[] = [];
  const pathMs: Record<string, number[]> = {};
  const plan: Array<[PageKind, boolean]> = [
    ['ready', false],
    ['floor', false],
    ['bareFrame', false],
    ['cardFrames', false],
    ['ready', true],
    ['floor', true],
    ['bareFrame', true],
  ];
  for (let i = -1; i < loads; i++) {
    const turn = (i + 1) % plan.length;
    for (const [kind, slow] of [...plan.slice(turn), ...plan.slice(0, turn)]) {
      await load(browser, `${shopUrl}${PAGES[kind]}`, kind, slow, async ({ at, tasks, page }) => {
        if (i < 0) return;
        const samples = slow ? throttled : plain;
        samples.ms[kind].push(at);
        if (kind === 'ready' || kind === 'floor') {
          samples.longTasksBefore[kind].push(longTaskTotal(tasks, at));
          samples.longTasksAll[kind].push(longTaskTotal(tasks, at + AFTER_MS));
        }
        if (kind === 'ready' && !slow) {
          const path = await pathOf(page, at);
          PATH_STEPS.forEach((step, n) => {
            pathMs[step] = [...(pathMs[step] ?? []), path[n] ?? Number.NaN];
          });
          // Source text: tsx would wrap the inner arrow in a helper the page does not have.
          framesCreatedMs.push(
            await page.evaluate<number>(`performance.getEntriesByType('resource').find((r) => r.name.includes('/frames/cardNumber.html')).startTime`),
          );
        }
      });
    }
  }
  const throttle = await throttleReach(browser, shopUrl);
  // At least 10 loads each, whatever --loads says: a phone's load varies more than a loopback one.
  const phone = await measurePhone(browser, shopUrl, Math.max(10, loads));
  return { version: browser.version(), loads, plain, throttled, framesCreatedMs, pathMs, throttle, phone };
}

/** A fixed amount of work (about 40 ms on this machine unthrottled), timed where it runs. Source text, as above. */
const BUSY_LOOP = `(function () { var t = performance.now(); var x = 0; for (var i = 0; i < 3e7; i++) x += i % 7; return x > 0 ? performance.now() - t : -1; })()`;

/**
 * Whether the throttle reaches the gateway's frames: on the floor page, plain and throttled, the
 * same busy loop in the page and in its first frame; and the CPU the renderers use while the page
 * sits idle (Chromium's throttler on Linux holds the main thread in a signal handler that spins,
 * so a throttled renderer keeps a core busy, which on a small machine slows every other process).
 */
async function throttleReach(browser: Browser, shopUrl: string): Promise<ThrottleReach> {
  const reach: ThrottleReach = {
    outOfProcessFrames: 0,
    loopMs: { page: { plain: [], throttled: [] }, frame: { plain: [], throttled: [] } },
    idleRendererCpu: { plain: [], throttled: [] },
  };
  const cdp = await browser.newBrowserCDPSession();
  const rendererCpu = async () =>
    new Map((await cdp.send('SystemInfo.getProcessInfo')).processInfo.filter((p) => p.type === 'renderer').map((p) => [p.id, p.cpuTime]));
  try {
    for (let i = 0; i < 3; i++) {
      for (const slow of [false, true]) {
        await load(browser, `${shopUrl}${PAGES.floor}`, 'floor', slow, async ({ page }) => {
          const key = slow ? 'throttled' : 'plain';
          const { targetInfos } = await cdp.send('Target.getTargets');
          reach.outOfProcessFrames = targetInfos.filter((t) => t.type === 'iframe' && t.url.includes('/v1/bench/floor-')).length;
          const frame = page.frames().find((f) => f.url().includes('/v1/bench/floor-ready.html'));
          if (!frame) throw new Error('the floor page has no first frame');
          for (let n = 0; n < 2; n++) {
            reach.loopMs.page[key].push(await page.evaluate<number>(BUSY_LOOP));
            reach.loopMs.frame[key].push(await frame.evaluate<number>(BUSY_LOOP));
          }
          const before = await rendererCpu();
          const start = performance.now();
          await page.waitForTimeout(1000);
          const after = await rendererCpu();
          const seconds = (performance.now() - start) / 1000;
          reach.idleRendererCpu[key].push(Math.max(0, ...[...after].map(([id, cpu]) => (cpu - (before.get(id) ?? cpu)) / seconds)));
        });
      }
    }
  } finally {
    await cdp.detach();
  }
  return reach;
}
