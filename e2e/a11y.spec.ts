// Accessibility: axe (WCAG 2.1 A and AA) on every form kind in every language, frames included,
// and a payment made with the keyboard alone.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALES } from '../src/widget/i18n/locales.ts';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

const FORMS = {
  card: '/checkout?brands=VISA%20MASTER%20AMEX',
  bankAccount: '/checkout?brands=DIRECTDEBIT_SEPA',
  logos: '/checkout?brands=PAYPAL%20IDEAL%20KLARNA_PAYMENTS_PAYLATER',
} as const;

// One test per language and form kind, so a failure names both and no test carries 25 × 4 pages.
for (const locale of LOCALES) {
  test.describe(`axe (${locale})`, () => {
    // axe-core injects a <style> element to measure colours: under the shop's strict CSP that is a
    // violation of the tool, not of the widget, whose CSP the other specs check.
    test.use({ bypassCSP: true });

    const analyze = async (page: Page, kind: string) => {
      const results = await new AxeBuilder({ page }).include('.wpwl-container').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${kind}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };

    for (const [kind, path] of Object.entries(FORMS)) {
      test(`no WCAG 2.1 A/AA violation in the ${kind} form`, async ({ page, checkout }) => {
        await checkout.open(`{ locale: '${locale}' }`, `${path}&locale=${locale}`);
        await analyze(page, kind);
      });
    }

    test('no WCAG 2.1 A/AA violation in the stored-cards form', async ({ page, checkout, request }) => {
      const stored = (await (
        await request.post(`${GATEWAY_URL}/v1/registrations`, {
          headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
          form: { entityId: ENTITY_ID, paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2031' },
        })
      ).json()) as { id: string };
      await checkout.open(`{ locale: '${locale}', registrations: { requireCvv: true } }`, `/checkout?brands=VISA&registrations=${stored.id}&locale=${locale}`);
      await analyze(page, 'storedCards');
    });
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
