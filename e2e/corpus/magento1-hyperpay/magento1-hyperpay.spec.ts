// Magento 1's HyperPay module with tokenization: a noConflict jQuery of its own, stored cards
// first with their security code required, a keep-my-card box in the card form.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

test('a logged-in customer must give the stored card its security code, then pays with it', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request);
  await openEntry(page, 'magento1-hyperpay', `?registrations=${stored}`);
  await checkout.ready();
  expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
  await expect(page.locator('.wpwl-container-card')).toBeHidden();
  await expect(page.locator('form.wpwl-form-card input[name="createRegistration"]')).toHaveCount(1);
  const storedCards = page.locator('form.wpwl-form-registrations');
  await storedCards.locator('button[type="submit"]').click();
  await expect(storedCards.locator('.wpwl-hint-cvvError')).toBeVisible();
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  await storedCards.frameLocator('iframe.wpwl-control-cvv').locator('input').fill('123');
  await storedCards.locator('button[type="submit"]').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['310.00', 'SAR', 'VISA']);
});
