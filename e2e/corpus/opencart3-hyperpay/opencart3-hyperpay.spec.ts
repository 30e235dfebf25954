// OpenCart 3's HyperPay extension: registrations options written as strings, brands as the form's
// text, a "keep my card" box added in onReady with the page's jQuery.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

test('a returning shopper opens the card form from the stored card, keeps the new card and pays', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request);
  await openEntry(page, 'opencart3-hyperpay', `?registrations=${stored}`);
  await checkout.ready();
  // "true" as a string hides the other forms, as the extension means.
  await expect(page.locator('#wpwl-registrations')).toBeVisible();
  await expect(page.locator('.wpwl-container-card')).toBeHidden();
  await expect(page.getByText('VISA MASTER AMEX')).toBeHidden();
  await page.getByRole('button', { name: 'Show other payment methods' }).click();
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  await expect(page.locator('form.wpwl-form-card .customLabel')).toHaveText('Keep my card details for next time?');
  await page.locator('form.wpwl-form-card input[name="createRegistration"]').check();
  // The stored card has a security-code frame too: the new card's fields are the card form's.
  const card = page.locator('form.wpwl-form-card');
  await card.frameLocator('iframe.wpwl-control-cardNumber').locator('input').fill('5454545454545454');
  await card.locator('input.wpwl-control-expiry').fill(VISA.expiry);
  await card.locator('input.wpwl-control-cardHolder').fill(VISA.holder ?? '');
  await card.frameLocator('iframe.wpwl-control-cvv').locator('input').fill(VISA.cvv);
  await card.locator('button.wpwl-button-pay').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(sent.get('createRegistration')).toBe('true');
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['230.00', 'SAR', 'MASTER']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
  expect(paid.registrationId).not.toBe(stored);
});
