// Nochex CopyandPay On Page (WooCommerce, classic checkout): every updated_checkout replaces the
// payment box and the plugin mounts the widget again for a new checkout (unload, old scripts
// removed, new form and script); Place order posts the order, then wpwl.executePayment submits.
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry } from '../support.ts';

test('a new shipping method builds the card form again for a new checkout, and Place order pays that one once', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-nochex-inline-uk');
  const checkoutId = page.locator('#ncx_cp_checkout_id');
  const scripts = page.locator('script[src*="/v1/paymentWidgets.js"]');
  await expect(checkoutId).toHaveValue(/^[\w.-]{8,}$/);
  const first = await checkoutId.inputValue();
  await checkout.ready();
  await expect(scripts).toHaveCount(1);
  await expect(page.locator('body > script[src*="/v1/paymentWidgets.js"]')).toHaveAttribute('src', new RegExp(`checkoutId=${first}$`));
  // onReady: one label, and number, expiry and code in one row; the widget's own button hidden.
  const frame = page.locator('#ncx-cp-inline-frame');
  await expect(frame.locator('label.ncx-cp-frame-label')).toHaveText('Enter card details');
  await expect(frame.locator('.ncx-cp-card-row > .wpwl-group')).toHaveCount(3);
  await expect(frame.locator('.ncx-cp-card-row .wpwl-wrapper-cardNumber #wpwlDynBrand')).toHaveCount(1);
  await expect(page.locator('.wpwl-button-pay')).toBeHidden();

  // WooCommerce refreshes the checkout: the payment box is replaced and the widget mounted afresh.
  await page.getByLabel('Collect from the shop').check();
  await expect(checkoutId).not.toHaveValue(first);
  const second = await checkoutId.inputValue();
  expect(second).toMatch(/^[\w.-]{8,}$/);
  await expect(scripts).toHaveCount(1);
  await expect(scripts).toHaveAttribute('src', new RegExp(`checkoutId=${second}$`));
  await checkout.ready();
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveCount(1);
  await expect(frame.locator('label.ncx-cp-frame-label')).toHaveCount(1);
  await expect(frame.locator('.ncx-cp-card-row > .wpwl-group')).toHaveCount(3);

  await checkout.fill({ ...VISA, holder: undefined });
  await page.getByRole('button', { name: 'Place order' }).click();
  // No action on the form: the shopper is back on the checkout page with the payment's resourcePath.
  await page.waitForURL(/\/corpus\/wc-nochex-inline-uk\?.*resourcePath=/);
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${second}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
  expect((paid.result as { code: string }).code).toBe('000.100.110');
  // The checkout of the first mount was left unpaid.
  const res = await request.get(`${GATEWAY_URL}/v1/checkouts/${first}/payment`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    params: { entityId: ENTITY_ID },
  });
  const firstState = (await res.json()) as { result?: { code?: string } };
  expect(firstState.result?.code).not.toMatch(/^000\.(000|100)\./);
});
