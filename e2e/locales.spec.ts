// Languages in the real widget: texts, amounts and the frames' accessible names in the shopper's
// language, tags falling back without failed requests, Arabic right to left, and the shop's switch.
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

test('German: labels, frames, errors and the amount', async ({ page, checkout, watch }) => {
  await checkout.open("{ locale: 'de' }");
  await expect(page.getByLabel('Ablaufdatum')).toBeVisible();
  await expect(checkout.pay).toHaveText('49,99 € bezahlen');
  await expect(checkout.numberFrame).toHaveAttribute('title', /Kartennummer/);
  await expect(checkout.number).toHaveAttribute('aria-label', 'Kartennummer');
  await checkout.fill({ ...VISA, expiry: '01/20' });
  await checkout.pay.click();
  await expect(checkout.hint('expiry')).toHaveText('Diese Karte ist abgelaufen');
  const localeRequests = watch.shopRequests.map((r) => new URL(r.url()).pathname).filter((p) => p.includes('/locales/'));
  expect(localeRequests).toEqual(['/v1/locales/de.json']);
});

test('a regional tag falls back to its language and keeps the region for amounts', async ({ page, checkout, watch }) => {
  await checkout.open("{ locale: 'de-CH' }");
  await expect(page.getByLabel('Ablaufdatum')).toBeVisible();
  // Swiss German writes the euro amount its own way; the texts are German.
  await expect(checkout.pay).toHaveText(/^€\s?49\.99 bezahlen$|^49\.99\s?€ bezahlen$|^EUR\s?49\.99 bezahlen$/);
  const requested = watch.shopRequests.map((r) => new URL(r.url()).pathname).filter((p) => p.includes('/locales/'));
  expect(requested).toEqual(['/v1/locales/de.json']);
});

test('standard codes map to the widget files, and an unknown language is English without a request', async ({ page, checkout, watch }) => {
  await checkout.open("{ locale: 'da' }");
  await expect(checkout.pay).toContainText('Betal');
  expect(watch.shopRequests.some((r) => r.url().includes('/locales/dk.json'))).toBe(true);
  const other = await page.context().newPage();
  const requests: string[] = [];
  other.on('request', (r) => requests.push(r.url()));
  await other.addInitScript("if (window === window.top) { window.wpwlOptions = { locale: 'xx-YY' }; }");
  await other.goto('/checkout');
  await expect(other.locator('button.wpwl-button-pay')).toHaveText('Pay €49.99');
  expect(requests.filter((u) => u.includes('/locales/'))).toEqual([]);
});

test('Arabic reads right to left, with card data left to right', async ({ page, checkout }) => {
  await checkout.open("{ locale: 'ar' }");
  const container = page.locator('.wpwl-container-card');
  await expect(container).toHaveAttribute('dir', 'rtl');
  await expect(checkout.expiry).toHaveCSS('direction', 'ltr');
  await expect(checkout.number).toHaveCSS('direction', 'ltr');
  const label = await page.locator('.wpwl-label-expiry').boundingBox();
  const input = await checkout.expiry.boundingBox();
  // Mirrored: the label starts at the right edge of the field.
  expect(Math.round((label?.x ?? 0) + (label?.width ?? 0))).toBeGreaterThan(Math.round((input?.x ?? 0) + (input?.width ?? 0)) - 2);
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
});

test('QA switches the language from the shop page, and the gallery shows all 25', async ({ page, checkout }) => {
  // The gallery starts 25 widgets at once (about 8 s on a quiet machine): three times the usual budget.
  test.slow();
  await checkout.open();
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page).toHaveURL(/locale=fr/);
  await expect(page.locator('button.wpwl-button-pay')).toHaveText('Payer 49,99 €');
  await page.goto('/gallery');
  await expect(page.locator('.shop-gallery iframe')).toHaveCount(25);
  const japanese = page.frameLocator('iframe[title="日本語"]');
  await expect(japanese.locator('button.wpwl-button-pay')).toContainText('€49.99');
});
