// WCAG 1.4.4 Resize Text and 1.4.12 Text Spacing: the shopper's larger text and wider spacing reach
// the card frames too, and nothing is cut off or pushed past the window, in the page or in a frame.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openFormKind } from './pages/form-kinds.ts';
import { frameOverflows, overflows } from './pages/layout.ts';

/** The sizes a frame's text and its box take on the page. */
const sizes = (page: Page) =>
  Promise.all([
    page
      .frameLocator('iframe.wpwl-control-cardNumber')
      .locator('input')
      .evaluate((input) => Number.parseFloat(getComputedStyle(input).fontSize)),
    page.locator('iframe.wpwl-control-cardNumber').evaluate((frame) => frame.getBoundingClientRect().height),
  ]);

/** The browser's text size setting (Chrome's Settings, Appearance, Font size): every document's default size. */
const textSize = (cdp: CDPSession, standard: number) => cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: Math.round(standard * 0.8) } });

for (const locale of ['en', 'de', 'ar'] as const) {
  test(`at 200% text the frames' inputs grow with the page's text and nothing is cut off (${locale})`, async ({ page, checkout, request }) => {
    await openFormKind({ page, checkout, request }, 'card', locale);
    const [text, height] = await sizes(page);
    const cdp = await page.context().newCDPSession(page);
    await textSize(cdp, 32);
    await page.reload();
    await checkout.ready();
    const [largeText, largeHeight] = await sizes(page);
    expect(largeText).toBeGreaterThanOrEqual(text * 1.9);
    expect(largeHeight).toBeGreaterThan(height * 1.5);
    expect(await overflows(page)).toEqual([]);
    expect(await frameOverflows(page)).toEqual([]);
  });
}

/** The spacing 1.4.12 names, as a shopper's user stylesheet or bookmarklet sets it, on every element. */
const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p, .wpwl-message, .wpwl-hint { margin-bottom: 2em !important; }`;

test.describe('text spacing', () => {
  // The user stylesheet goes in as a <style> element: the pages' policies would refuse it, and a
  // shopper's own stylesheet is not theirs to govern.
  test.use({ bypassCSP: true });
  for (const kind of ['card', 'bankAccount', 'mobileWallet', 'storedCards'] as const) {
    for (const locale of ['en', 'ar'] as const) {
      test(`the ${kind} form keeps every text and control whole with 1.4.12's spacing, in its frames too (${locale})`, async ({ page, checkout, request }) => {
        await openFormKind({ page, checkout, request }, kind, locale);
        await page.setViewportSize({ width: 320, height: 640 });
        for (const frame of page.frames()) await frame.addStyleTag({ content: SPACING });
        if (kind === 'card') {
          const spacing = page
            .frameLocator('iframe.wpwl-control-cardNumber')
            .locator('input')
            .evaluate((input) => getComputedStyle(input).letterSpacing);
          expect(await spacing).not.toBe('normal');
        }
        // An empty submission: every error shows, with its words spaced too. (The wallet pays by QR
        // code with nothing to fill in: by mobile number its number is asked for.)
        if (kind === 'mobileWallet') await page.locator('.wpwl-control-radio-mobile').check();
        await page.locator('.wpwl-button-pay').first().click();
        await expect(page.locator('.wpwl-hint').first()).toBeVisible();
        await expect.poll(() => overflows(page)).toEqual([]);
        expect(await frameOverflows(page)).toEqual([]);
      });
    }
  }
});
