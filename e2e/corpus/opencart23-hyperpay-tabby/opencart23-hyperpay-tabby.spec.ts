// OpenCart 2.3's HyperPay extension, Tabby method: one redirect brand, in Arabic, the provider's
// page in the whole tab (paymentTarget _top), back to the shop's result page.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic shopper chooses Tabby, approves at the provider and comes back paid', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'opencart23-hyperpay-tabby');
  await checkout.ready();
  const tabby = page.locator('.wpwl-container-virtualAccount-TABBY');
  await expect(tabby).toHaveAttribute('dir', 'rtl');
  await tabby.locator('.wpwl-button-brand-TABBY').click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['540.00', 'SAR', 'TABBY']);
});
