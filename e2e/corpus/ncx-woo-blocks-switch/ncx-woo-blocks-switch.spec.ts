// Nochex's CopyAndPay gateway in the WooCommerce Checkout block: its React content mounts the
// widget (a checkout, the form in a div of its own, the script into <head>) and never unloads it.
// Choosing Cash on delivery unmounts the content; choosing the card again mounts it anew, and a
// second paymentWidgets.js starts while the first widget is live. Place Order then pays through
// onCheckoutSuccess → wpwl.executePayment('wpwl-container-card').
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string }; isReady: boolean } };
const widget = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as Wpwl).wpwl);

test('the card method chosen again mounts one card form for a new checkout, and Place Order pays that one', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'ncx-woo-blocks-switch');
  await checkout.ready();
  const first = (await widget(page))?.checkout.id ?? '';
  expect(first).toMatch(/^[\w.-]{32,48}$/);
  const container = page.locator('#ncx-cp-blocks-container');
  await expect(container.locator('#ncx-cp-widget-root form.wpwl-form-card .ncx-cp-card-row .wpwl-group-cvv')).toHaveCount(1);
  await expect(container.locator('.ncx-cp-save-card')).toHaveCount(1);
  await expect(container.getByText('Loading the card form')).toHaveCount(0);
  // The plugin shows its onError text under the form ("Card form error…"): a working form has none.
  // (The Checkout block renders inside a <form>; the widget must not call that an error.)
  expect.soft(await container.getByText('Card form error').count(), "the plugin's onError text under the form").toBe(0);
  await expect(page.locator('head script[src*="/v1/paymentWidgets.js"]')).toHaveCount(1);

  // Another method: the Checkout block unmounts the card content (the widget is not unloaded).
  await page.getByLabel('Cash on delivery').check();
  await expect(page.getByText('Pay with cash when the order is delivered.')).toBeVisible();
  await expect(container).toHaveCount(0);
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(0);

  // The card again: a new component, a new checkout, a second script while the first widget lives.
  await page.getByLabel('Credit or debit card').check();
  await expect.poll(async () => (await widget(page))?.checkout.id).not.toBe(first);
  await checkout.ready();
  const second = (await widget(page))?.checkout.id ?? '';
  const scripts = page.locator('head script[src*="/v1/paymentWidgets.js"]');
  await expect(scripts).toHaveCount(2);
  await expect(scripts.nth(1)).toHaveAttribute('src', new RegExp(`checkoutId=${second}$`));
  // One card form, in the new content, arranged once by the new onReady.
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(container.locator('#ncx-cp-widget-root form.wpwl-form-card')).toBeVisible();
  await expect(page.locator('.ncx-cp-card-row')).toHaveCount(1);
  await expect(page.locator('.ncx-cp-frame-label')).toHaveCount(1);
  await expect(page.locator('.ncx-cp-save-card')).toHaveCount(1);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveCount(1);
  expect.soft(await container.getByText('Card form error').count(), "the plugin's onError text under the form").toBe(0);

  // The plugin hides the holder and the widget's pay button: the shopper types the card, then Place Order.
  await checkout.fill({ ...VISA, holder: undefined });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/resourcePath=/);
  expect(new URL(page.url()).pathname).toBe('/corpus/ncx-woo-blocks-switch');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${second}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
  expect((paid.result as { code: string }).code).toBe('000.100.110');

  // The order the Store API created carried the second checkout, for the card form.
  const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('wp-log'))) ?? '[]') as Array<{
    action: string;
    payment_data?: Array<{ key: string; value: string }>;
  }>;
  const orderAt = log.findIndex((e) => e.action === 'store/checkout');
  expect(log.slice(0, orderAt).filter((e) => e.action === 'ncx_cp_request_checkout_id')).toHaveLength(2);
  expect(log[orderAt]?.payment_data).toEqual([
    { key: 'ncx_cp_checkout_id', value: second },
    { key: 'ncx_cp_create_registration', value: '0' },
    { key: 'ncx_cp_payment_container', value: 'card' },
  ]);
});
