// `npm run load:browser`: many shoppers through the full browser-side flow at once (shop page,
// widget, card frames, submission, 3-D Secure), then a check with the gateway that every order has
// exactly one payment with the outcome its card asks for. Starts its own gateway and shop.
//   --shoppers=200 --concurrency=25

import { cpus } from 'node:os';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { createGatewayApp } from '../src/gateway/app.ts';
import { systemClock } from '../src/gateway/platform/clock.ts';
import { readConfig } from '../src/gateway/platform/config.ts';
import { createShopApp } from '../src/shop/app.ts';
import { must } from '../test/support/must.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SHOPPERS = arg('shoppers', 200);
const CONCURRENCY = arg('concurrency', 25);

// Throttling off: the point is many shoppers, not the rate limit of one merchant's token.
const config = readConfig({ ...process.env, GATEWAY_PORT: '18280', SHOP_PORT: '13280', GATEWAY_THROTTLE: 'off' });
const { app: gateway, store } = createGatewayApp({ config, clock: systemClock });
const servers = [serve({ fetch: gateway.fetch, port: config.gatewayPort }), serve({ fetch: createShopApp({ config }).fetch, port: config.shopPort })];

const CARDS = [
  { number: '4200000000000000', expect: '000.100.110', threeD: false },
  { number: '4000000000000002', expect: '800.100.152', threeD: false },
  { number: '4000000000000036', expect: '000.100.110', threeD: true },
];

interface Outcome {
  order: string;
  expect: string;
  shown: string;
  ms: number;
}

async function shopper(browser: Browser, i: number): Promise<Outcome> {
  const card = must(CARDS[i % CARDS.length], 'a test card');
  const context = await browser.newContext();
  const page = await context.newPage();
  const start = performance.now();
  try {
    await page.goto(`${config.shopUrl}/checkout`);
    await page.waitForFunction(() => (window as unknown as { wpwl?: { isReady: boolean } }).wpwl?.isReady === true, undefined, { timeout: 30_000 });
    await page.frameLocator('iframe.wpwl-control-cardNumber').locator('input').fill(card.number);
    await page.locator('input.wpwl-control-expiry').fill('12/30');
    await page.frameLocator('iframe.wpwl-control-cvv').locator('input').fill('123');
    await page.locator('button.wpwl-button-pay').click();
    if (card.threeD) await page.frameLocator('iframe.wpwl-target').getByRole('button', { name: 'Authenticate' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/result\?/, { timeout: 30_000 });
    const shown = (await page.getByTestId('result-code').textContent()) ?? '';
    const order = (await page.getByTestId('merchant-transaction-id').textContent()) ?? '';
    return { order, expect: card.expect, shown, ms: performance.now() - start };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const started = performance.now();
const outcomes: Outcome[] = [];
const failures: string[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < SHOPPERS) {
      const i = next++;
      try {
        outcomes.push(await shopper(browser, i));
      } catch (error) {
        failures.push(`shopper ${i}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await browser.close();

// Every order: one payment, the outcome its card asks for, shown on the result page.
const byOrder = new Map<string, number>();
for (const tx of store.transactions()) if (tx.merchantTransactionId) byOrder.set(tx.merchantTransactionId, (byOrder.get(tx.merchantTransactionId) ?? 0) + 1);
const wrong = outcomes.filter((o) => o.shown !== o.expect || byOrder.get(o.order) !== 1);
const orders = new Set(outcomes.map((o) => o.order));
const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) / 1000;

console.log(`Node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} (${cpus().length} cores), Chromium headless`);
console.log('');
console.log('| shoppers | at once | total s | shoppers/s | median s | p95 s | failed | wrong or duplicated |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${SHOPPERS} | ${CONCURRENCY} | ${seconds.toFixed(1)} | ${(outcomes.length / seconds).toFixed(1)} | ${pct(50).toFixed(2)} | ${pct(95).toFixed(2)} | ${failures.length} | ${wrong.length + (outcomes.length - orders.size)} |`,
);
for (const f of failures.slice(0, 5)) console.log(f);
for (const s of servers) s.close();
process.exit(failures.length === 0 && wrong.length === 0 && orders.size === outcomes.length ? 0 : 1);
