// One page load for the bench, in a new context: what the start-up measurements (startup.ts) and
// the phone's (phone.ts) share.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { type LongTask, longTasksAt, RECORD_LONG_TASKS } from './long-tasks.ts';

/**
 * Records when the widget calls onReady (the shop merges a wpwlOptions already on the page), and
 * when the page hears each frame say it is ready. Source text: tsx would wrap functions in a
 * helper the page does not have.
 */
export const RECORD_READY = `if (window === window.top) {
  window.wpwlOptions = { onReady: function () { window.__readyAt = performance.now(); } };
  window.__heardReady = {};
  addEventListener('message', function (e) {
    var d = e.data;
    if (d && d.t === 'ready' && d.field && !(d.field in window.__heardReady)) window.__heardReady[d.field] = performance.now();
  }, true);
}`;

/** DevTools' "mid-range mobile" CPU preset. */
export const THROTTLE_RATE = 4;

/**
 * How long after the moment measured the page's long tasks are still counted in its whole-load
 * total (work a page leaves for after onReady still holds the shopper's first input back).
 */
export const AFTER_MS = 500;

/** The pages measured: what each waits for is window.__readyAt (onReady) or window.__frameLoadedAt (the shop's /bare-frame). */
export const PAGES = {
  ready: '/checkout',
  floor: '/bare-frame?frames=floor',
  bareFrame: '/bare-frame',
  cardFrames: '/bare-frame?frames=cards',
} as const;
export type PageKind = keyof typeof PAGES;

/**
 * Throttles the page's CPU: the command goes to the page's own target, whose renderer process
 * (the shop's) runs Blink's ThreadCPUThrottler on its main thread. The gateway's frames are
 * out-of-process iframes in another renderer, which this command does not reach (throttleReach
 * below measures it in every run). Sent before navigation; the setting stays with the page's
 * target across its navigation.
 */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE_RATE });
  return cdp;
}

interface Load {
  at: number;
  tasks: LongTask[];
  page: Page;
}

/**
 * One load of a page in a new context (an empty HTTP cache, as for a shopper's first visit); `use`
 * reads it before the context closes. With `proxy`, every request of the context goes through it,
 * loopback included (Chromium sends loopback addresses past a proxy unless told `<-loopback>`).
 */
export async function load<T>(browser: Browser, url: string, kind: PageKind, throttled: boolean, use: (l: Load) => Promise<T>, proxy?: string): Promise<T> {
  const context = await browser.newContext(proxy ? { proxy: { server: proxy, bypass: '<-loopback>' } } : {});
  try {
    const page = await context.newPage();
    // On every page alike, so that its small cost falls on all of them.
    await page.addInitScript(RECORD_LONG_TASKS);
    if (kind === 'ready') await page.addInitScript(RECORD_READY);
    if (throttled) await throttle(page);
    await page.goto(url);
    const moment = kind === 'ready' ? '__readyAt' : '__frameLoadedAt';
    await page.waitForFunction((name) => (window as unknown as Record<string, unknown>)[name] !== undefined, moment, { timeout: 30_000 });
    const at = await page.evaluate<number>(`window.${moment}`);
    const tasks = kind === 'ready' || kind === 'floor' ? await page.evaluate<LongTask[]>(longTasksAt(at + AFTER_MS)) : [];
    return await use({ at, tasks, page });
  } finally {
    await context.close();
  }
}
