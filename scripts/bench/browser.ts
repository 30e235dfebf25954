// Timings in Chromium (Debian's, driven by Playwright): start-up against the floor (startup.ts),
// parse-and-evaluate of each script, keystroke in the number frame to the brand mark on the page,
// and the page's JS heap after load and after twenty unload/reload cycles.
import { type Browser, type CDPSession, chromium, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/browser.ts';
import { reloadWidget } from '../../e2e/pages/reload.ts';
import { RECORD_READY } from './page-load.ts';
import { measureStartup, type StartupResults } from './startup.ts';

type BenchWindow = Window & {
  __readyAt?: number;
  __keyAt?: number;
  __brandShown?: (brand: string | null) => Promise<number>;
  wpwl?: { isReady: boolean; unload(): void };
};

export interface BrowserResults {
  startup: StartupResults;
  parseMs: Record<string, number[]>;
  keystrokeMs: number[];
  heap: { afterLoad: number; afterCycles: number; cycles: number; valuesGrowth: number; engineGrowth: number };
}

export interface BrowserBench {
  shopUrl: string;
  gatewayUrl: string;
  loads: number;
  scripts: Array<{ name: string; source: string }>;
}

/**
 * Time to insert each script as an inline <script> (parse, compile what runs, evaluate), in a
 * blank page without network. A comment unique to each sample keeps V8's compilation cache out.
 */
async function parseTimes(browser: Browser, scripts: BrowserBench['scripts'], loads: number): Promise<Record<string, number[]>> {
  const result: Record<string, number[]> = {};
  for (let i = -1; i < loads; i++) {
    for (const { name, source } of scripts) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><head></head><body><div id="number"></div><div id="cvv"></div><div id="expiry"></div></body></html>');
      const ms = await page.evaluate((src) => {
        const script = document.createElement('script');
        script.textContent = src;
        const start = performance.now();
        document.head.appendChild(script);
        return performance.now() - start;
      }, `${source}\n//# bench sample ${i} ${Math.random()}`);
      if (i >= 0) result[name] = [...(result[name] ?? []), ms];
      await page.close();
    }
  }
  return result;
}

function numberFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/frames/cardNumber.html'));
  if (!frame) throw new Error('no card number frame on the page');
  return frame;
}

/**
 * window.__brandShown(brand) resolves with the wall-clock time at which the page shows that brand's
 * mark (null: none). Source text, because tsx would wrap named inner functions in a helper the
 * page does not have.
 */
const BRAND_SHOWN = `window.__brandShown = (brand) => new Promise((resolve) => {
  const observer = new MutationObserver(() => check());
  function check() {
    const mark = document.querySelector('.wpwl-brand-card svg');
    if ((mark ? mark.dataset.brand : null) !== brand) return;
    observer.disconnect();
    resolve(performance.timeOrigin + performance.now());
  }
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  check();
})`;

/** Keydown in the number frame to the brand mark changing on the merchant page, both on the wall clock. */
async function keystrokeTimes(browser: Browser, shopUrl: string, samples: number): Promise<number[]> {
  const page = await browser.newPage();
  await page.addInitScript(RECORD_READY);
  await page.goto(`${shopUrl}/checkout`);
  await page.waitForFunction(() => (window as BenchWindow).__readyAt !== undefined);
  await page.evaluate(BRAND_SHOWN);
  const frame = numberFrame(page);
  await frame.evaluate(() => addEventListener('keydown', () => ((window as BenchWindow).__keyAt = performance.timeOrigin + performance.now()), true));
  const input = frame.locator('input');
  await input.click();
  const times: number[] = [];
  // The mark stays on the last brand recognised (VISA at first), so each sample clears the field
  // and types the first digit of the other brand.
  for (let i = -1; i < samples; i++) {
    const [digit, brand] = i % 2 === 0 ? ['4', 'VISA'] : ['5', 'MASTER'];
    await input.press('Backspace');
    const shown = page.evaluate((b) => (window as BenchWindow).__brandShown?.(b) ?? Number.NaN, brand);
    await input.press(digit);
    const shownAt = await shown;
    const keyAt = await frame.evaluate(() => (window as BenchWindow).__keyAt ?? Number.NaN);
    if (i >= 0) times.push(shownAt - keyAt);
  }
  await page.close();
  return times;
}

/** Bytes of a heap snapshot by kind: the page's own JS values, and the engine's code and caches. */
async function snapshotBytes(cdp: CDPSession): Promise<{ values: number; engine: number }> {
  const chunks: string[] = [];
  const collect = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const values = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'sliced string', 'regexp', 'number', 'symbol', 'bigint']);
  const out = { values: 0, engine: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt] ?? -1] ?? '';
    out[values.has(type) ? 'values' : 'engine'] += snapshot.nodes[i + sizeAt] ?? 0;
  }
  return out;
}

/**
 * The page's JS heap after a forced garbage collection, after load and after `cycles` unload and
 * reload cycles, and what a heap snapshot says grew: the page's JS values (objects, closures,
 * strings: a leak would show here) or the engine's code and caches (V8 compiles each new script
 * URL, and every reload has a new checkoutId in its URL).
 */
async function heapAfterCycles(browser: Browser, shopUrl: string, gatewayUrl: string, cycles: number) {
  const page = await browser.newPage();
  await page.goto(`${shopUrl}/checkout`);
  await page.waitForFunction(() => (window as BenchWindow).wpwl?.isReady === true);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const afterLoad = await heap();
  const before = await snapshotBytes(cdp);
  for (let i = 0; i < cycles; i++) {
    await reloadWidget(page, gatewayUrl);
  }
  const afterCycles = await heap();
  const after = await snapshotBytes(cdp);
  await page.close();
  return { afterLoad, afterCycles, cycles, valuesGrowth: after.values - before.values, engineGrowth: after.engine - before.engine };
}

/** Start-up against the floor alone (npm run bench -- --only=startup). */
export async function measureStartupOnly(shopUrl: string, loads: number): Promise<StartupResults> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    return await measureStartup(browser, shopUrl, loads);
  } finally {
    await browser.close();
  }
}

export async function measureBrowser({ shopUrl, gatewayUrl, loads, scripts }: BrowserBench): Promise<BrowserResults> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    return {
      startup: await measureStartup(browser, shopUrl, loads),
      parseMs: await parseTimes(browser, scripts, loads),
      keystrokeMs: await keystrokeTimes(browser, shopUrl, loads),
      heap: await heapAfterCycles(browser, shopUrl, gatewayUrl, 20),
    };
  } finally {
    await browser.close();
  }
}
