// Languages in the real widget: texts, amounts and the frames' accessible names in the shopper's
// language, tags falling back without failed requests, Arabic right to left, and the shop's switch.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MessageKey } from '../src/widget/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

const fr = JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales/fr.json'), 'utf8')) as Record<MessageKey, string>;

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

test('standard codes map to the widget files, and an unknown language is English, asking for no other file', async ({ page, checkout, watch }) => {
  await checkout.open("{ locale: 'da' }");
  await expect(checkout.pay).toContainText('Betal');
  expect(watch.shopRequests.some((r) => r.url().includes('/locales/dk.json'))).toBe(true);
  const other = await page.context().newPage();
  const requests: string[] = [];
  other.on('request', (r) => requests.push(r.url()));
  await other.addInitScript("if (window === window.top) { window.wpwlOptions = { locale: 'xx-YY' }; }");
  await other.goto('/checkout');
  await expect(other.locator('button.wpwl-button-pay')).toHaveText('Pay €49.99');
  expect(requests.filter((u) => u.includes('/locales/')).map((u) => new URL(u).pathname)).toEqual(['/v1/locales/en.json']);
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
  // In place: what the tester typed and the merchant's changes to the form stay.
  await page.locator('input.wpwl-control-expiry').fill('12 / 30');
  await page.locator('.wpwl-group-cardNumber').evaluate((el) => el.classList.add('merchant-mark'));
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.locator('button.wpwl-button-pay')).toHaveText('Payer 49,99 €');
  await expect(page).toHaveURL(/locale=fr/);
  await expect(page.locator('.wpwl-label-expiry')).toHaveText(fr.expiryDate);
  await expect(page.locator('input.wpwl-control-expiry')).toHaveValue('12 / 30');
  await expect(page.locator('.wpwl-group-cardNumber')).toHaveClass(/merchant-mark/);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveAttribute('title', fr.cardNumberFrameTitle);
  await expect(page.frameLocator('iframe.wpwl-control-cardNumber').locator('input')).toHaveAttribute('aria-label', fr.cardNumber);
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('input.wpwl-control-expiry')).toHaveValue('12 / 30');
  await page.goto('/gallery');
  await expect(page.locator('.shop-gallery iframe')).toHaveCount(25);
  const japanese = page.frameLocator('iframe[title="日本語"]');
  await expect(japanese.locator('button.wpwl-button-pay')).toContainText('€49.99');
});
