// hobex's PAY.ON React SPA: Helmet puts the script in <head>, Renew Checkout remounts the
// component for a new checkout, whose cleanup unloads the old widget.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the shopper renews the checkout and pays the new one', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'payon-react-spa');
  await checkout.ready();
  const first = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  await expect(page.locator('#checkout-label')).toHaveText(`Payment for Checkout: ${first}`);

  await page.getByRole('button', { name: 'Renew Checkout' }).click();
  await expect(page.locator('#checkout-label')).not.toHaveText(`Payment for Checkout: ${first}`);
  const second = ((await page.locator('#checkout-label').textContent()) ?? '').replace('Payment for Checkout: ', '');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { wpwl?: { checkout: { id: string }; isReady: boolean } }).wpwl))
    .toMatchObject({ checkout: { id: second }, isReady: true });
  // One widget: the old one was unloaded, one script in <head>, one card form.
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('head script[data-react-helmet]')).toHaveCount(1);

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(watch.paymentPosts[0]?.url()).toContain(second);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
});
