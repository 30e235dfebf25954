// Fudibot's Datafast view: the router opens the bot's link, the view's onMounted puts
// paymentWidgets.js inside form#payment-form, the widget replaces that form (the tag goes with the
// form's other children) and the card pays the checkout of the link once; the shopper then lands
// on the address the form names, the gateway's /v1/payments.

import { GATEWAY_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string } } };

test('the bot link opens the view, the script inside the form starts one widget, and the card pays that checkout', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await openEntry(page, 'fudibot-datafast-route');
  await checkout.ready();
  const id = (await page.evaluate(() => (window as unknown as Wpwl).wpwl?.checkout.id)) ?? '';
  expect(id).toMatch(/^[\w.-]{32,48}$/);

  // The router pushed the bot's link: the checkout id is the route's parameter, the total its query.
  expect(new URL(page.url()).pathname).toBe(`/corpus/fudibot-datafast-route/datafast/${id}`);
  await expect(page.locator('.datafast .header .total')).toHaveText('Total a pagar 14.75');

  // The form the view rendered left the document; its script tag went along into the card form.
  await expect(page.locator('form.paymentWidgets, form#payment-form')).toHaveCount(0);
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('.datafast .fudi-card-content form.wpwl-form-card')).toBeVisible();
  const tags = page.locator('script[src*="/v1/paymentWidgets.js"]');
  await expect(tags).toHaveCount(1);
  await expect(page.locator('form.wpwl-form-card script[src*="/v1/paymentWidgets.js"]')).toHaveAttribute(
    'src',
    `${GATEWAY_URL}/v1/paymentWidgets.js?checkoutId=${id}`,
  );

  await checkout.fill(VISA);
  await checkout.pay.click();
  // The form's action is the gateway's /v1/payments: the shopper lands there with the result's path.
  await page.waitForURL(/resourcePath=/);
  const landed = new URL(page.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(`${GATEWAY_URL}/v1/payments`);
  expect(landed.searchParams.get('id')).toBe(id);
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${id}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['14.75', 'USD', 'VISA']);
  expect((paid.result as { code: string }).code).toBe('000.100.110');
});
