// Screenshot comparisons of the card form (as loaded, and with errors) in en, de, ar and ja, kept in
// e2e/visual.spec.ts-snapshots: an unintended visual change fails npm test. After an intended one:
// npm run test:e2e -- e2e/visual.spec.ts --update-snapshots
import { expect, test } from './fixtures.ts';

for (const locale of ['en', 'de', 'ar', 'ja']) {
  test(`card form in ${locale}, as loaded and with errors`, async ({ page, checkout }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await checkout.open(`{ locale: '${locale}' }`, `/checkout?locale=${locale}`);
    const form = page.locator('.wpwl-container-card');
    await expect(form).toHaveScreenshot(`card-${locale}.png`, { maxDiffPixelRatio: 0.01, animations: 'disabled' });
    await checkout.number.fill('4200000000000001');
    await checkout.expiry.fill('01/20');
    await checkout.pay.click();
    await expect(page.locator('.wpwl-hint')).toHaveCount(3);
    await expect(form).toHaveScreenshot(`card-${locale}-errors.png`, { maxDiffPixelRatio: 0.01, animations: 'disabled' });
  });
}
