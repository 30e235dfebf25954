// LegalCoin's Buy tokens page (Vue 3): CONTINUE creates a checkout, the amount card goes and
// TPCardPayment mounts: its template's form.paymentWidgets first, then mounted() adds
// script#tpScript to <head> for the checkout it was given.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('CONTINUE mounts the card payment component, whose widget pays the checkout it was given', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'legalcoin-vue-tpcard');
  await expect(page.locator('script#tpScript')).toHaveCount(0);
  const created = page.waitForResponse((r) => r.url().endsWith('/checkout-id'));
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  const { id } = (await (await created).json()) as { id: string };
  await expect(page.getByRole('button', { name: 'CONTINUE' })).toHaveCount(0);
  await expect(page.getByText('Finalise Payment')).toBeVisible();
  await expect(page.getByText('Purchase price: 49.99 GBP')).toBeVisible();
  await checkout.ready();
  await expect(page.locator('head > script#tpScript')).toHaveAttribute('src', new RegExp(`checkoutId=${id}$`));
  expect(await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id)).toBe(id);
  await expect(page.locator('.shrink-card form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('.shrink-card form.wpwl-form-card')).toBeVisible();

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(watch.paymentPosts[0]?.url()).toContain(id);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'VISA']);
});
