// Accessibility: on every form kind in every language, axe with the WCAG 2.2 A and AA rules (page
// and frames) at a desktop width and again at 320 CSS px, where nothing may scroll sideways or be cut
// off (1.4.10 Reflow); and a payment made with the keyboard alone. docs/accessibility.md names the
// test of each criterion.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES } from '../src/widget/i18n/locales.ts';
import { expect, test } from './fixtures.ts';
import { WCAG22_AA_TAGS } from './pages/axe.ts';
import { VISA } from './pages/checkout.ts';
import { FORM_KINDS, openFormKind } from './pages/form-kinds.ts';
import { frameOverflows, overflows } from './pages/layout.ts';

// One test per language and form kind, so a failure names both and no test carries 25 × 6 pages.
for (const locale of LOCALES) {
  test.describe(`WCAG 2.2 AA (${locale})`, () => {
    // axe-core injects a <style> element to measure colours: under the shop's strict CSP that is a
    // violation of the tool, not of the widget, whose CSP the other specs check.
    test.use({ bypassCSP: true });

    const analyze = async (page: Page, what: string) => {
      const results = await new AxeBuilder({ page }).include('.wpwl-container').include('#wpwl-registrations').withTags(WCAG22_AA_TAGS).analyze();
      expect(results.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };

    for (const kind of FORM_KINDS) {
      test(`the ${kind} form: axe finds no violation, and at 320 CSS px nothing scrolls sideways or is cut off`, async ({ page, checkout, request }) => {
        await openFormKind({ page, checkout, request }, kind, locale);
        await analyze(page, kind);
        // A 1280 px window zoomed to 400%: what 1.4.10 asks a page to fit without scrolling sideways.
        await page.setViewportSize({ width: 320, height: 640 });
        await expect.poll(() => overflows(page)).toEqual([]);
        expect(await frameOverflows(page)).toEqual([]);
        await analyze(page, `${kind} at 320 px`);
      });
    }
  });
}

for (const locale of LOCALES) {
  test(`a card payment with the keyboard alone, Tab moving through page and frame fields in visual order (${locale})`, async ({ page, checkout }) => {
    await checkout.open(undefined, `/checkout?locale=${locale}`);
    await page.getByLabel('Language').focus();
    const order: string[] = [];
    const focused = async () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.tagName === 'IFRAME' ? `iframe:${el.getAttribute('name')}` : (el?.getAttribute('name') ?? el?.tagName ?? '');
      });
    // From the shop's controls into the widget: brand, number, expiry, code, holder, pay.
    for (let i = 0; i < 12 && !order.includes('pay'); i++) {
      await page.keyboard.press('Tab');
      const name = await focused();
      if (name !== order[order.length - 1]) order.push(name);
      if (name === 'iframe:card.number') await page.keyboard.type(VISA.number);
      if (name === 'card.expiry') await page.keyboard.type('1230');
      if (name === 'iframe:card.cvv') await page.keyboard.type('123');
      if (name === 'card.holder') await page.keyboard.type('Jane Doe');
    }
    expect(order.filter((n) => ['paymentBrand', 'iframe:card.number', 'card.expiry', 'iframe:card.cvv', 'card.holder', 'pay'].includes(n))).toEqual([
      'paymentBrand',
      'iframe:card.number',
      'card.expiry',
      'iframe:card.cvv',
      'card.holder',
      'pay',
    ]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('card.holder');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });
}
