// The request budget of a first card form, counted where the requests arrive (the gateway's own
// log), so a file the browser takes from its cache does not count and one it fetches twice counts
// twice. After the script: the widget's entry and its core, i18next and the pay path (preloaded
// together), its stylesheet, the checkout configuration, the language file (English too), two frame
// documents and the frame app's module once for both frames: 10. The page and the gateway's frames are
// separate cache partitions in the browser; the frame app has its own copies of what it runs, so
// a file fetched twice fails. And no request holds back the form's outline: with the checkout
// configuration and the language file held, the form, its frames and its button are already on the
// page; and the configuration is asked for while the modules are still on their way.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { test as base } from '@playwright/test';
import { createGatewayApp } from '../src/gateway/app.ts';
import { systemClock } from '../src/gateway/platform/clock.ts';
import { readConfig } from '../src/gateway/platform/config.ts';
import type { BuildManifest } from '../src/shared/manifest.ts';
import { createShopApp } from '../src/shop/app.ts';
import { expect, test } from './fixtures.ts';

const MAX_REQUESTS = 10;

base.describe('request budget', () => {
  // One worker for both tests: they share the servers this block starts on fixed ports.
  base.describe.configure({ mode: 'default' });
  const config = readConfig({ ...process.env, GATEWAY_PORT: '18680', SHOP_PORT: '13680', GATEWAY_THROTTLE: 'off' });
  const lines: string[] = [];
  let servers: Server[] = [];
  base.beforeAll(() => {
    const { app } = createGatewayApp({ config, clock: systemClock, log: (line) => lines.push(line) });
    servers = [serve({ fetch: app.fetch, port: config.gatewayPort }), serve({ fetch: createShopApp({ config }).fetch, port: config.shopPort })] as Server[];
  });
  base.afterAll(() => {
    for (const s of servers) s.close();
  });

  for (const locale of ['en', 'de']) {
    base(`a first card form (${locale}) needs at most ${MAX_REQUESTS} requests to the gateway after the script`, async ({ browser }) => {
      // A new context: an empty cache, as on a shopper's first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      lines.length = 0;
      await page.goto(`${config.shopUrl}/checkout?locale=${locale}`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { wpwl?: { isReady: boolean } }).wpwl?.isReady)).toBe(true);
      await expect(page.locator('.wpwl-control-cvv')).toBeVisible();
      const requests = lines.map((l) => l.split(' ').slice(0, 2).join(' '));
      const script = requests.findIndex((r) => r.startsWith('GET /v1/paymentWidgets.js'));
      expect(script, requests.join('\n')).toBeGreaterThanOrEqual(0);
      const after = requests.slice(script + 1);
      expect(after.length, after.join('\n')).toBeLessThanOrEqual(MAX_REQUESTS);
      // Each file once in each cache partition: the two frames share their modules' downloads.
      const { entries } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../dist/static/manifest.json'), 'utf8')) as BuildManifest;
      const bothSides = entries.widget.imports.filter((f) => entries.frame.imports.includes(f)).map((f) => `GET /v1/${f}`);
      for (const request of new Set(after)) {
        expect(after.filter((r) => r === request).length, request).toBeLessThanOrEqual(bothSides.includes(request) ? 2 : 1);
      }
      await context.close();
    });
  }
});

test('the outline of the form is on the page before the configuration and the language file arrive', async ({ page, watch }) => {
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/widget-config|\/locales\/de\.json/, (route) => void held.push(() => route.continue()));
  await page.goto('/checkout?locale=de');
  const container = page.locator('.wpwl-container-card');
  await expect(container).toBeVisible();
  await expect(container.locator('iframe.wpwl-control-cardNumber')).toBeAttached();
  await expect(container.locator('iframe.wpwl-control-cvv')).toBeAttached();
  await expect(container.locator('input.wpwl-control-expiry')).toBeVisible();
  await expect(container.locator('button.wpwl-button-pay')).toBeAttached();
  await expect.poll(() => held.length).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { wpwl: { isReady: boolean } }).wpwl.isReady)).toBe(false);
  // Not English first: the words wait for the German file.
  await expect(container).not.toContainText('Card number');
  for (const release of held) await release();
  await expect.poll(() => page.evaluate(() => (window as unknown as { wpwl: { isReady: boolean } }).wpwl.isReady)).toBe(true);
  await expect(container.locator('.wpwl-label-cardNumber')).toHaveText('Kartennummer');
  // The frames, ready before the words came, get them too.
  await expect(page.frameLocator('iframe.wpwl-control-cardNumber').locator('input')).toHaveAttribute('aria-label', 'Kartennummer');
  expect(watch.violations).toEqual([]);
});

test("the configuration is asked for beside the widget's modules, not after them", async ({ page, watch }) => {
  // The widget's modules are held: only paymentWidgets.js itself can have asked for the configuration.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/v1\/assets\/.*\.js$/, (route) => void held.push(() => route.continue()));
  const config = page.waitForRequest(/\/widget-config$/);
  // Until the modules come the page does not finish loading: wait for its document only.
  await page.goto('/checkout', { waitUntil: 'commit' });
  await config;
  // The modules were asked for too, and none of them has come.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const release of held) await release();
  await page.unroute(/\/v1\/assets\/.*\.js$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { wpwl: { isReady: boolean } }).wpwl.isReady)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { wpwl: { checkout: { config?: { amount: string } } } }).wpwl.checkout.config?.amount)).toBe('49.99');
  expect(watch.violations).toEqual([]);
});

test("onReady waits for the widget's stylesheet, and the forms show only once it applies, so they do not move after it", async ({ page, watch }) => {
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/v1\/assets\/styles-[^/]*\.css$/, (route) => void held.push(() => route.continue()));
  // The stylesheet counts for the page's load event: wait for the document only.
  await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBe(1);
  // Everything else is there: the frames answered and the words are in.
  await expect(page.frameLocator('iframe.wpwl-control-cardNumber').locator('input')).toHaveAttribute('aria-label', 'Card number');
  await expect(page.frameLocator('iframe.wpwl-control-cvv').locator('input')).toHaveAttribute('aria-label', 'Security code');
  const isReady = () => page.evaluate(() => (window as unknown as { wpwl: { isReady: boolean } }).wpwl.isReady);
  expect(await isReady()).toBe(false);
  // Not shown unstyled: the frames are not laid out as the browser's 300 x 150 boxes meanwhile.
  const container = page.locator('.wpwl-container-card');
  await expect(container).toBeHidden();
  expect(await page.locator('iframe.wpwl-control-cvv').boundingBox()).toBeNull();
  for (const release of held) await release();
  await expect.poll(isReady).toBe(true);
  await expect(container).toBeVisible();
  expect(await page.locator('iframe.wpwl-control-cvv').boundingBox()).toMatchObject({ height: 44 });
  // Styled by then: the browser's own button has a border, the widget's none.
  expect(await page.locator('button.wpwl-button-pay').evaluate((b) => getComputedStyle(b).borderTopWidth)).toBe('0px');
  expect(watch.violations).toEqual([]);
});

test('a stylesheet that does not load is said through onError, and onReady still comes', async ({ page, checkout }) => {
  await page.route(/\/v1\/assets\/styles-[^/]*\.css$/, (route) => route.abort());
  await checkout.open("{ onError: function (e) { record('error', e.name + ': ' + e.message); } }");
  expect(await checkout.calls()).toEqual([
    ['error', expect.stringMatching(/^WidgetError: the widget's stylesheet did not load from http:\/\/.*styles-.*\.css: the forms show without it$/)],
  ]);
});
