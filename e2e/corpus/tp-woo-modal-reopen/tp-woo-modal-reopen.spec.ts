// Total Processing's modal checkout: Place order brings a checkout id, the widget's script is
// appended and a SweetAlert2 dialog holds the form; closing the dialog unloads the widget (its
// script tag stays); placing the order again does it all once more for a new checkout, and the
// dialog's Process button pays through wpwl.executePayment('wpwl-container-card').
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string }; isReady: boolean } };
const widget = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as Wpwl).wpwl);

test('the order placed again after the dialog was closed shows one card form for a new checkout, and Process pays it', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await openEntry(page, 'tp-woo-modal-reopen');
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  const dialog = page.getByRole('dialog', { name: 'Enter your card details' });
  await placeOrder.click();
  await expect(dialog).toBeVisible();
  await checkout.ready();
  const first = (await widget(page))?.checkout.id ?? '';
  expect(first).toMatch(/^[\w.-]{32,48}$/);
  await expect(dialog.locator('#cnpSwal form.wpwl-form-card')).toBeVisible();
  // onReady: WooCommerce's row classes on the groups, the dialog's loading state lifted.
  await expect(page.locator('.wpwl-group-cvv.form-row.form-row-last')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Process' })).toBeEnabled();
  await expect(placeOrder).toBeHidden();

  // The shopper closes the dialog: the widget is unloaded, Place order is back.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.wpwl-container, form.wpwl-form-card')).toHaveCount(0);
  await expect(placeOrder).toBeVisible();
  await expect(page.locator('#tpCardsBtnReplace')).toHaveCount(0);

  // Placing the order again: a new checkout, a new script (the first tag stays), a new dialog.
  await placeOrder.click();
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await widget(page))?.checkout.id).not.toBe(first);
  await checkout.ready();
  const second = (await widget(page))?.checkout.id ?? '';
  const scripts = page.locator('body script[src*="/v1/paymentWidgets.js"]');
  await expect(scripts).toHaveCount(2);
  await expect(scripts.nth(1)).toHaveAttribute('src', new RegExp(`checkoutId=${second}$`));
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(dialog.locator('#cnpSwal form.wpwl-form-card')).toBeVisible();
  await expect(page.locator('.wpwl-group-cvv.form-row.form-row-last')).toHaveCount(1);
  await expect(page.locator('#wpwlDynBrand')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Process' })).toBeEnabled();

  await checkout.fill(VISA);
  await dialog.getByRole('button', { name: 'Process' }).click();
  await page.waitForURL(/resourcePath=/);
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${second}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
  expect((paid.result as { code: string }).code).toBe('000.100.110');

  // The site's server saw the order placed twice, each time with its own checkout.
  const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('wp-log'))) ?? '[]') as Array<{ action: string; uuid?: string }>;
  expect(log.filter((e) => e.action === 'checkout').map((e) => e.uuid)).toEqual([first, second]);
});
