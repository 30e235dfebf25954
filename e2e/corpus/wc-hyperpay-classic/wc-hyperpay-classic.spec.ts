// HyperPay's all-in-one WooCommerce plugin, Arabic site: its own jQuery, the options before the
// tag, a "store payment details" checkbox in Arabic before the pay button, groups kept left to right.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic shopper asks to store the card, pays, and the card is stored', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-hyperpay-classic');
  await checkout.ready();
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
  // The plugin's stylesheet keeps the groups left to right inside the Arabic form.
  await expect(page.locator('.wpwl-group-cardNumber')).toHaveCSS('direction', 'ltr');
  const label = page.locator('form.wpwl-form-card .customLabel');
  await expect(label).toHaveText('هل تريد حفظ بيانات البطاقة؟');
  await expect(label).toHaveCSS('direction', 'rtl');
  // Inserted right before the pay button, inside its group.
  await expect(page.locator('.customInput + .wpwl-button-pay')).toHaveCount(1);
  await checkout.fill(VISA);
  await page.locator('form.wpwl-form-card input[name="createRegistration"]').check();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency]).toEqual(['415.00', 'SAR']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
