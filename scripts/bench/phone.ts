// Start-up as shoppers meet it: onReady and the floor of any two-frame widget through the delay
// proxy (a phone's mobile network, delay-proxy.ts), with the network alone and with the page's CPU
// throttled as well, side by side in one run; and the waterfall of the widget's median load.
import type { Browser } from '@playwright/test';
import { type DelayProxy, type LinkProfile, PHONE_LINK, type ProxiedRequest, startDelayProxy } from './delay-proxy.ts';
import { load, PAGES } from './page-load.ts';
import { median } from './stats.ts';
import { type WaterfallRow, waterfall } from './waterfall.ts';

export interface ProfileSamples {
  /** navigation start → onReady, ms */
  ready: number[];
  /** navigation start → the floor's moment, ms */
  floor: number[];
  /** bytes that came down the link for each widget load (bodies as sent) */
  readyBytes: number[];
}

export interface PhoneResults {
  link: LinkProfile;
  /** the network alone */
  network: ProfileSamples;
  /** the network and the page's CPU throttled */
  phone: ProfileSamples;
  /** the widget's load with the median onReady among the network-alone loads */
  waterfall: { readyMs: number; rows: WaterfallRow[] };
}

type Row = 'network' | 'phone';

/**
 * `loads` rounds (after one not counted). Each round loads the widget and the floor with the
 * network alone and with the CPU throttled too, the order turning by one each round.
 */
export async function measurePhone(browser: Browser, shopUrl: string, loads: number): Promise<PhoneResults> {
  const proxy = await startDelayProxy(PHONE_LINK);
  const results: Record<Row, ProfileSamples> = { network: empty(), phone: empty() };
  const seen: Array<{ readyMs: number; requests: ProxiedRequest[] }> = [];
  const plan: Array<['ready' | 'floor', Row]> = [
    ['ready', 'network'],
    ['floor', 'network'],
    ['ready', 'phone'],
    ['floor', 'phone'],
  ];
  try {
    for (let i = -1; i < loads; i++) {
      const turn = (i + 1) % plan.length;
      for (const [kind, row] of [...plan.slice(turn), ...plan.slice(0, turn)]) {
        const at = await loadThrough(browser, proxy, `${shopUrl}${PAGES[kind]}`, kind, row === 'phone');
        const requests = proxy.take();
        if (i < 0) continue;
        results[row][kind].push(at);
        if (kind === 'ready') results[row].readyBytes.push(requests.reduce((sum, r) => sum + r.bytes, 0));
        if (kind === 'ready' && row === 'network') seen.push({ readyMs: at, requests });
      }
    }
  } finally {
    await proxy.close();
  }
  const mid = median(seen.map((s) => s.readyMs));
  const chosen = seen.reduce((best, s) => (Math.abs(s.readyMs - mid) < Math.abs(best.readyMs - mid) ? s : best));
  return { link: PHONE_LINK, ...results, waterfall: { readyMs: chosen.readyMs, rows: rowsOf(chosen) } };
}

function empty(): ProfileSamples {
  return { ready: [], floor: [], readyBytes: [] };
}

async function loadThrough(browser: Browser, proxy: DelayProxy, url: string, kind: 'ready' | 'floor', throttled: boolean): Promise<number> {
  proxy.take(); // what came before (a favicon late from the last load) is not this load's
  return load(browser, url, kind, throttled, async ({ at }) => at, proxy.url);
}

/**
 * The waterfall of one load. The proxy's clock is not the page's: the document's request reached
 * the proxy within a millisecond of navigation start (loopback), so onReady is placed at its time
 * after that request.
 */
function rowsOf({ readyMs, requests }: { readyMs: number; requests: ProxiedRequest[] }): WaterfallRow[] {
  const t0 = Math.min(...requests.map((r) => r.start));
  // Only what the load asked for before onReady (the favicon and later requests are not on its path).
  return waterfall(
    requests.filter((r) => r.start - t0 <= readyMs),
    t0 + readyMs,
  );
}
