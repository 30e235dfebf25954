// ACI's WooCommerce card gateway: every updated_checkout asks for a checkout and rebuilds the
// widget in the gateway's payment box (unload, the widget's tags removed, the script as a jQuery
// HTML string, the form, then the options wrapped around the previous ones). The widget's pay
// button is taken over: executePayment() gets the container's class list joined by dots, and
// onBeforeSubmitCard creates the order synchronously before the card form goes.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string }; isReady: boolean; executePayment: (...a: unknown[]) => unknown } };
const widget = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as Wpwl).wpwl);

test('a new delivery rebuilds the card form once for a new checkout, and its pay button pays that one through executePayment', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await openEntry(page, 'aci-woo-cc-classlist');
  await checkout.ready();
  const first = (await widget(page))?.checkout.id ?? '';
  expect(first).toMatch(/^[\w.-]{32,48}$/);
  const box = page.locator('.payment_box.payment_method_woo_aci_cc');
  await expect(box.locator('form.wpwl-form-card')).toBeVisible();
  await expect(page.locator('#place_order')).toBeHidden();
  await expect(page.locator('form.wpwl-form-card #saved_cards_option + button.wpwl-button')).toHaveCount(1);

  // WooCommerce updates the checkout: the plugin asks for a checkout and builds the widget again.
  await page.getByLabel('Collect from the roastery').check();
  await expect.poll(async () => (await widget(page))?.checkout.id).not.toBe(first);
  await checkout.ready();
  const second = (await widget(page))?.checkout.id ?? '';
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(box.locator('form.wpwl-form-card')).toBeVisible();
  await expect(page.locator('#saved_cards_option')).toHaveCount(1);
  await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveCount(1);
  await expect(box.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute('src', new RegExp(`checkoutId=${second}$`));
  await expect(page.locator('.woocommerce-error')).toHaveCount(0);

  // What the plugin hands executePayment, kept where the result page can read it.
  await page.evaluate(() => {
    const wpwl = (window as unknown as Required<Wpwl>).wpwl;
    const original = wpwl.executePayment;
    wpwl.executePayment = function (...args: unknown[]) {
      sessionStorage.setItem('executePayment', JSON.stringify(args));
      return original.apply(this, args);
    };
  });
  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');

  const executed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('executePayment'))) ?? '[]') as string[];
  expect(executed).toHaveLength(1);
  expect(executed[0]?.split('.')).toEqual(expect.arrayContaining(['wpwl-container', 'wpwl-container-card', 'wpwl-clearfix']));
  // The server saw two checkouts asked for and the order drafted for the second one before the payment.
  const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('wp-ajax-log'))) ?? '[]') as Array<{ id: string; checkout_id?: string }>;
  expect(log.filter((e) => e.id === 'woo_aci_cc')).toHaveLength(2);
  const drafts = log.filter((e) => e.id === 'woo_aci_draft');
  expect(drafts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(drafts.map((d) => d.checkout_id))).toEqual(new Set([second]));

  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${second}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
});
