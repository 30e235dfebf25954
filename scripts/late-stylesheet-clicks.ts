// How often a test's press of pay misses the page when the widget's stylesheet comes late
// (docs/testing.md tells why it once did). Against a running gateway and shop (`npm start`):
//   npm run clicks:late-stylesheet -- [--shop=http://127.0.0.1:3000] [--rounds=100]
// Each round: a new context, /checkout under the strict policy with the stylesheet held back
// 0-400 ms at random, the card typed with the test kit, pay clicked as the e2e suite clicks it (the
// payment's POST aborted, so the page stays), then whether the page saw the pointerdown and whether
// a card frame was ever painted at the browser's default size before onReady.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { fillCard } from '../src/testing/index.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const shop = flag('shop') ?? 'http://127.0.0.1:3000';
const rounds = Number(flag('rounds') ?? 100);

// In the page: pointerdowns it saw, and animation frames in which the code frame had the browser's default size.
const WATCH = `if (window === window.top) {
  window.__down = 0;
  window.__unstyled = 0;
  document.addEventListener('pointerdown', () => window.__down++, true);
  const tick = () => {
    const frame = document.querySelector('iframe.wpwl-control-cvv');
    if (frame && frame.getBoundingClientRect().height > 100) window.__unstyled++;
    if (!window.wpwl || !window.wpwl.isReady) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

type Watched = { __down: number; __unstyled: number; wpwl?: { isReady: boolean } };

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let missed = 0;
let unstyled = 0;
for (let round = 0; round < rounds; round++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1600 } });
  const page = await context.newPage();
  const delay = Math.floor(Math.random() * 400);
  await page.route(/\/v1\/assets\/styles-[^/]*\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
  await page.addInitScript(WATCH);
  await page.goto(`${shop}/checkout?csp=strict-dynamic`);
  await page.waitForFunction(() => (window as unknown as Watched).wpwl?.isReady);
  await fillCard(page, { number: '4200000000000000', expiry: '12/30', cvv: '123', holder: 'Jane Doe' });
  await context.route(/\/payment$/, (route) => route.abort());
  await page.locator('.wpwl-button-pay').click();
  await page.waitForTimeout(50);
  const seen = await page.evaluate(() => [(window as unknown as Watched).__down, (window as unknown as Watched).__unstyled]);
  if (!seen[0]) {
    missed++;
    console.log(`round ${round}: the page never saw the press (stylesheet held ${delay} ms)`);
  }
  if (seen[1]) unstyled++;
  await context.close();
}
await browser.close();
console.log(`${rounds} rounds against ${shop}: the page missed the press of pay ${missed} times; a card frame was painted unstyled in ${unstyled}`);
