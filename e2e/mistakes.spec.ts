// Mistakes a merchant makes, each saying what it is (issue 35), on the shop's real pages (a page
// route.fulfill serves is a public address, from which Chromium refuses loopback requests): a page
// policy that leaves the gateway out of a directive gets one console error naming the directive and
// the origin to add, and a language file that cannot load shows the English built into the widget,
// never the texts' keys. These pages have violations on purpose: no watch fixture here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { GATEWAY_DIRECTIVES } from '../src/shop/csp.ts';
import { GATEWAY_URL } from './env.ts';
import { CheckoutPage } from './pages/checkout.ts';

const english = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales/en.json'), 'utf8')) as Record<string, string>;
/** The texts' keys a shopper would see in place of words, written as code writes them (cardNumber, submit). */
const KEYS = new RegExp(`\\b(${Object.keys(english).join('|')})\\b`);

/** The console's errors and what wpwlOptions.onError was given, from before the page's scripts run. */
async function listen(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const seen: string[] = [];
    Object.assign(window, { __onError: seen, wpwlOptions: { onError: (e: Error) => seen.push(`${e.name}: ${e.message}`) } });
  });
  return { errors, onError: () => page.evaluate(() => (window as unknown as { __onError: string[] }).__onError) };
}

/** The words of the card form as the shopper meets them: its text, and the frames' names. */
async function formWords(page: Page): Promise<string> {
  const text = (await page.locator('.wpwl-container').first().textContent()) ?? '';
  const titles = await page.locator('.wpwl-container iframe').evaluateAll((frames) => frames.map((f) => f.getAttribute('title') ?? ''));
  return [text, ...titles].join('\n');
}

test.describe('a policy without the gateway', () => {
  for (const directive of GATEWAY_DIRECTIVES) {
    test(`in ${directive}: one console error names the directive and the origin to add, and onError hears it`, async ({ page }) => {
      const { errors, onError } = await listen(page);
      await page.goto(`/checkout?cspMissing=${directive}`);
      const message = `this page's Content-Security-Policy blocks ${GATEWAY_URL} in ${directive}: add ${GATEWAY_URL} to ${directive} (docs/csp.md)`;
      await expect.poll(() => errors).toContain(`[paymentWidgets] WidgetError: ${message}`);
      // Everything else the policy blocks of the widget (the language file, the second frame, the
      // other modules) is said no more.
      await page.waitForLoadState('networkidle');
      expect(errors.filter((e) => e.includes('Content-Security-Policy blocks'))).toEqual([`[paymentWidgets] WidgetError: ${message}`]);
      expect(await onError()).toContain(`WidgetError: ${message}`);
    });
  }

  test('in connect-src: what the form shows is in English words, not the texts keys', async ({ page }) => {
    await page.goto('/checkout?cspMissing=connect-src&locale=de');
    // The checkout's configuration is blocked too: the form says the service could not be reached.
    await expect(page.locator('.wpwl-container-card [role=alert]')).toHaveText(/could not be reached/);
    await expect(page.getByLabel(english.expiryDate ?? '')).toBeVisible();
    expect(await formWords(page)).not.toMatch(KEYS);
  });
});

test('a language file that cannot load: the card form shows the English built in, never the keys', async ({ page }) => {
  // Every language file fails, German and English alike, as on a gateway that lost them.
  await page.route('**/v1/locales/*', (route) => route.abort());
  await page.goto('/checkout?locale=de');
  const checkout = new CheckoutPage(page);
  await checkout.ready();
  await expect(page.getByLabel(english.expiryDate ?? '')).toBeVisible();
  await expect(checkout.pay).toHaveText(/^Pay /);
  await expect(checkout.numberFrame).toHaveAttribute('title', english.cardNumberFrameTitle ?? '');
  expect(await formWords(page)).not.toMatch(KEYS);
});
