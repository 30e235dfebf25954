// BuraPay's hosted-checkout widget page: Start navigates to /hpp/widget/:id, the page fetches the
// transaction's hand-off, sets wpwlOptions, awaits a promise-based loadScript (a tag in <head>,
// crossorigin anonymous) and only then creates form.paymentWidgets in its container: the form
// arrives after the widget's script has run. The card pays the transaction's checkout once.

import { GATEWAY_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string } } };

test('a HyperPay hosted-checkout transaction mounts the widget in the app page, with the form added after the script loaded, and the card pays it', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await openEntry(page, 'burapay-hpp-widget');
  await expect(page.getByRole('heading', { name: 'Run Benchmark' })).toBeVisible();
  await page.getByLabel('Hosted payment page').check();
  await page.getByRole('button', { name: 'Start transaction' }).click();

  // The router's page for the transaction; the widget mounts there for the transaction's checkout.
  await page.waitForURL(/\/corpus\/burapay-hpp-widget\/hpp\/widget\/tx_\w+$/);
  await expect(page.getByRole('heading', { name: 'hyperpay hosted checkout' })).toBeVisible();
  await checkout.ready();
  const id = (await page.evaluate(() => (window as unknown as Wpwl).wpwl?.checkout.id)) ?? '';
  const log = async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('burapay-server-log'))) ?? '[]') as Array<Record<string, string>>;
  const started = (await log()).find((e) => e.action === 'start');
  expect(started?.checkout_id).toBe(id);
  expect(page.url()).toContain(`/hpp/widget/${started?.transaction_id}`);

  // One tag in <head> as loadScript wrote it; one card form, in the page's container; the spinner gone.
  const tag = page.locator('head script[src*="/v1/paymentWidgets.js"]');
  await expect(tag).toHaveCount(1);
  await expect(tag).toHaveAttribute('src', `${GATEWAY_URL}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(id)}`);
  await expect(tag).toHaveAttribute('crossorigin', 'anonymous');
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('#burapay-hpp-widget form.wpwl-form-card')).toBeVisible();
  await expect(page.getByText('Loading the gateway\u2019s component')).toHaveCount(0);
  expect((await log()).map((e) => e.action)).toEqual(['start', 'hpp', 'browser-metrics']);

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${id}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
});
