// PrestaShop's HyperPay module, card page: stored cards first (with their security code), its own
// holder check before paying, a mada card turned away from the card method, a "save this card" box.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode, storedCard } from '../support.ts';

test('a new card needs a real holder name, a mada card is sent to its own method, and the card can be saved', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'prestashop-hyperpay');
  await checkout.ready();
  await expect(page.locator('.wpwl-group-brand')).toBeHidden();
  const save = page.locator('form.wpwl-form-card input[name="createRegistration"]');
  await expect(save).toBeVisible();
  // A mada card on the card method: the module's onBlurCardNumber marks it and disables paying.
  await checkout.number.fill('4464040000000007');
  await checkout.expiry.focus();
  await expect(page.locator('.wpwl-hint-cardNumberError')).toHaveText(/mada cards pay through the mada method/);
  await expect(checkout.pay).toBeDisabled();
  // A one-letter holder is refused by the module before anything is sent.
  await checkout.fill({ ...VISA, holder: 'J' });
  await checkout.pay.click();
  await expect(page.locator('.wpwl-hint-cardHolderError').first()).toHaveText('Please enter the name on the card');
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  await checkout.holder.fill('Jane Doe');
  await save.check();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['75.50', 'SAR', 'VISA']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});

test('a returning shopper sees only the stored card and pays with its security code', async ({ page, checkout, watch, request }) => {
  const stored = await storedCard(request);
  await openEntry(page, 'prestashop-hyperpay', `?registrations=${stored}`);
  await checkout.ready();
  await expect(page.locator('#wpwl-registrations')).toBeVisible();
  await expect(page.locator('.wpwl-container-card')).toBeHidden();
  await page.frameLocator('#wpwl-registrations iframe.wpwl-control-cvv').locator('input').fill('123');
  await page.locator('form.wpwl-form-registrations button[type="submit"]').click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency]).toEqual(['75.50', 'SAR']);
});
