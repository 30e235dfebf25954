// Shopware 5's VR pay eCommerce plugin: the widget script appended to <head> while the page is
// parsed, the widget's containers wrapped and framed in onReady (test mode), stored cards beside
// the card form, and Shopware's CSRF token removed before every submission.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

/** What Shopware's csrf-protection plugin does after each of its AJAX calls. */
function shopwareAjaxDone(page: Page) {
  return page.evaluate(() => (window as unknown as { CSRF: { updateForms(): void } }).CSRF.updateForms());
}

test('a new card pays from the framed test-mode form, and the CSRF token Shopware added is not sent', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request);
  await openEntry(page, 'shopware5-vrpay', `?registrations=${stored}`);
  await checkout.ready();
  // The plugin's frames: every container wrapped twice, the red test-mode banner before it.
  await expect(page.locator('.frame > .frametest > .wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('.frametest > .testmode + .wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('.frametest').first()).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  // Stored cards and the card form side by side; the heading after the stored cards.
  await expect(page.locator('#wpwl-registrations + h2.vrpay-widget-heading')).toHaveText('Andere Zahlungsdaten verwenden');
  const card = page.locator('form.wpwl-form-card');
  await expect(card).toBeVisible();
  await expect(card.locator('a.btn_cancel + button.wpwl-button-pay')).toHaveText(/64,90/);
  await expect(page.locator('.merchant-location-description:visible')).toHaveCount(1);
  await shopwareAjaxDone(page);
  await expect(card.locator('input[name="__csrf_token"]')).toHaveCount(1);
  await checkout.fill(VISA);
  await card.locator('button.wpwl-button-pay').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(sent.has('__csrf_token')).toBe(false);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['64.90', 'EUR', 'VISA']);
});

test('the stored card pays with its registration alone, no security code asked', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request, '5454545454545454');
  await openEntry(page, 'shopware5-vrpay', `?registrations=${stored}`);
  await checkout.ready();
  await expect(page.locator('#wpwl-registrations iframe')).toHaveCount(0);
  await shopwareAjaxDone(page);
  await page.locator('form.wpwl-form-registrations button[type="submit"]').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.get('registrationId'), sent.has('__csrf_token')]).toEqual([stored, false]);
  expect((await merchantReads(request, page)).paymentBrand).toBe('MASTER');
});
