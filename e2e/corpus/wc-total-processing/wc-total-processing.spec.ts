// Total Processing's WooCommerce gateway: WooCommerce's payment box replaced by the widget's form
// at DOM ready, a save-card checkbox added in onReady, placeholders styled through iframeStyles.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the shopper saves the card while paying, in the merchant-styled form', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-total-processing');
  await checkout.ready();
  // WooCommerce's own payment box is gone; the widget's form took its place.
  await expect(page.locator('#order_review #payment')).toHaveCount(0);
  await expect(page.locator('#place_order')).toHaveCount(0);
  const save = page.locator('.wpwl-group-cvv + .wpwl-group-registration input[name="createRegistration"]');
  await expect(save).toBeVisible();
  // iframeStyles from the gateway's settings reach the placeholders inside the frames.
  const placeholder = (frame: string) =>
    page
      .frameLocator(`iframe.wpwl-control-${frame}`)
      .locator('input')
      .evaluate((input) => getComputedStyle(input, '::placeholder').color);
  expect(await placeholder('cardNumber')).toBe('rgb(255, 0, 0)');
  expect(await placeholder('cvv')).toBe('rgb(0, 0, 255)');
  // The "iOS fix" stylesheet: no vertical padding on the frames.
  await expect(checkout.numberFrame).toHaveCSS('padding-top', '0px');
  await checkout.fill(VISA);
  await save.check();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency]).toEqual(['42.60', 'GBP']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
