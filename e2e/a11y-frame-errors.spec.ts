// WCAG 3.3.1 and 4.1.2 inside the card frames: a screen reader focused in the number or the code
// frame hears the field, that it is invalid, and why, in the page's language (the page's translated
// message, sent to the frame and referenced by the input's aria-describedby), the frame's document
// in the page's language. In every language, right to left included; and in Chromium's own accessibility tree, not only as Playwright computes it.
import type { Frame, Page } from '@playwright/test';
import { LOCALES } from '../src/widget/i18n/locales.ts';
import { expect, test } from './fixtures.ts';

/** The frame of a field, as a Frame (for its document and a CDP session of its own). */
async function fieldFrame(page: Page, field: 'cardNumber' | 'cvv'): Promise<Frame> {
  const frame = await (await page.locator(`iframe.wpwl-control-${field}`).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no ${field} frame`);
  return frame;
}

for (const locale of LOCALES) {
  test(`each card frame's input carries its error as its description, in the page's words (${locale})`, async ({ page, checkout }) => {
    await checkout.open(`{ locale: '${locale}' }`, `/checkout?locale=${locale}`);
    // A number that cannot be a card, and a code left empty: both frames show an error after pay.
    await checkout.number.pressSequentially('4200000000000001');
    await checkout.pay.click();
    for (const field of ['cardNumber', 'cvv'] as const) {
      const hint = checkout.hint(field);
      await expect(hint).toBeVisible();
      const words = (await hint.textContent())?.trim() ?? '';
      expect(words.length).toBeGreaterThan(0);
      const input = page.frameLocator(`iframe.wpwl-control-${field}`).getByRole('textbox');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(words);
      // The label (the accessible name) is the page's too, and the frame's document speaks the page's language.
      const label = await page.locator(`.wpwl-label-${field}`).textContent();
      await expect(input).toHaveAccessibleName((label ?? '').trim());
      const frame = await fieldFrame(page, field);
      const lang = await page.locator('.wpwl-container-card').getAttribute('lang');
      expect(lang).toBeTruthy();
      expect(await frame.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
    // Corrected, the error goes from the frame as from the page.
    await checkout.number.fill('');
    await checkout.number.pressSequentially('4200000000000000');
    await checkout.cvv.pressSequentially('123');
    await checkout.cvv.blur();
    for (const field of ['cardNumber', 'cvv'] as const) {
      await expect(checkout.hint(field)).toHaveCount(0);
      const input = page.frameLocator(`iframe.wpwl-control-${field}`).getByRole('textbox');
      await expect(input).toHaveAttribute('aria-invalid', 'false');
      await expect(input).toHaveAccessibleDescription('');
    }
  });
}

test('Chromium exposes the error as the description of the frame input in its own accessibility tree (en, ar)', async ({ page, checkout }) => {
  // Over the Chrome DevTools Protocol: this spec runs in the Chromium project only (playwright.config.ts).
  for (const locale of ['en', 'ar']) {
    await checkout.open(`{ locale: '${locale}' }`, `/checkout?locale=${locale}`);
    await checkout.pay.click();
    const words = ((await checkout.hint('cardNumber').textContent()) ?? '').trim();
    const frame = await fieldFrame(page, 'cardNumber');
    const cdp = await page.context().newCDPSession(frame);
    await expect
      .poll(async () => {
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
          nodes: Array<{ role?: { value?: string }; description?: { value?: string }; properties?: Array<{ name: string; value: { value?: unknown } }> }>;
        };
        const box = nodes.find((n) => n.role?.value === 'textbox');
        const invalid = box?.properties?.find((p) => p.name === 'invalid')?.value.value;
        return { description: box?.description?.value, invalid };
      })
      .toEqual({ description: words, invalid: 'true' });
    await cdp.detach();
  }
});
