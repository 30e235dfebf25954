// HyperPay's WooCommerce plugin: Arabic order-pay page, the form built after the order summary,
// options declared after the widget's tag, stored cards shown alone and paid with their code.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

test('a returning shopper sees only the stored card and pays with its security code', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request, '5454545454545454');
  await openEntry(page, 'wc-hyperpay-tokenization', `?registrations=${stored}`);
  await checkout.ready();
  // The widget stands where the script put its form, right after the order summary, in Arabic.
  await expect(page.locator('ul.order_details + div #wpwl-registrations')).toBeVisible();
  await expect(page.locator('#wpwl-registrations .wpwl-wrapper-registration-number')).toHaveText('**5454');
  await expect(page.locator('form.wpwl-form-card')).toBeHidden();
  await expect(page.locator('[data-action="show-initial-forms"]')).toHaveText('عرض طرق دفع أخرى');
  await page.frameLocator('#wpwl-registrations iframe.wpwl-control-cvv').locator('input').fill('123');
  await page.locator('#wpwl-registrations button[type=submit]').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['230.00', 'SAR', 'MASTER']);
});

test('a new card paid on the page is stored, as the checkout asked', async ({ page, checkout, request }) => {
  await openEntry(page, 'wc-hyperpay-tokenization');
  await checkout.ready();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('رقم البطاقة');
  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  const paid = await merchantReads(request, page);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
