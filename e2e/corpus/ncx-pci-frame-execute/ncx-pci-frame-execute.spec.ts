// Nochex API (frame version): the widget lives in a page of the shop shown in an iframe of the
// checkout. The checkout page hands the frame the settings and the checkout id by CustomEvent, the
// frame draws the form and the script into itself; Place order creates the order and then calls
// executePayment inside the frame, by event. The payment's result comes back into an iframe of the
// frame (paymentTarget, shopperResultTarget), goes up as a message, and the site sends the shopper on.
import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

type Wpwl = { wpwl?: { checkout: { id: string }; isReady: boolean } };

async function typeInto(input: Locator, text: string) {
  await input.focus();
  await input.clear();
  await input.pressSequentially(text);
}

test('the card typed in the frame page is paid once by Place order on the checkout, and the shopper reaches the result', async ({ page, watch, request }) => {
  // Three documents of the shop load one after another (the checkout, its frame page, the result
  // in the frame's own iframe), with the widget's frames two levels down.
  test.slow();
  await openEntry(page, 'ncx-pci-frame-execute');
  const frameElement = page.locator('#nochexapi_iframe_container iframe#nochexapi_cnpFrame');
  await expect(frameElement).toHaveAttribute('src', /\/corpus\/ncx-pci-frame-execute\?page_id=431\?v=\d+$/);
  const checkoutId = await page.locator('#nochexapi_checkout_id').inputValue();
  expect(checkoutId).toMatch(/^[\w.-]{32,48}$/);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame page');
  await frame.waitForFunction(() => (window as unknown as Wpwl).wpwl?.isReady === true, undefined, { timeout: 15_000 });

  // The widget is the frame's, for the checkout the checkout page asked for; the checkout page has none.
  expect(await frame.evaluate(() => (window as unknown as Wpwl).wpwl?.checkout.id)).toBe(checkoutId);
  expect(await page.evaluate(() => (window as unknown as Wpwl).wpwl)).toBeUndefined();
  await expect(page.locator('form.wpwl-form-card, script[src*="paymentWidgets.js"]')).toHaveCount(0);
  const inFrame = page.frameLocator('iframe#nochexapi_cnpFrame');
  await expect(inFrame.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(inFrame.locator('#cnpf form.wpwl-form-card')).toBeVisible();
  await expect(inFrame.locator('.wpwl-group-submit')).toBeHidden();
  // The settings' colours reached the frame's stylesheet.
  expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 241, 234)');
  const brandImage = inFrame.locator('.wpwl-wrapper-cardNumber #wpwlDynBrand #wpwlDynBrandImg');
  await expect(brandImage).toHaveAttribute('src', /\/assets\/img\/default\.svg$/);

  await typeInto(inFrame.frameLocator('iframe.wpwl-control-cardNumber').locator('input'), VISA.number);
  await expect(brandImage).toHaveAttribute('src', /\/assets\/img\/VISA\.svg$/);
  await typeInto(inFrame.locator('input.wpwl-control-expiry'), VISA.expiry.replace(/\D/g, ''));
  await typeInto(inFrame.frameLocator('iframe.wpwl-control-cvv').locator('input'), VISA.cvv);

  await page.getByRole('button', { name: 'Place order' }).click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${checkoutId}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);

  // The site's server: one checkout asked for, the order created with it, then the payment validated.
  const log = JSON.parse((await page.evaluate(() => sessionStorage.getItem('wp-ajax-log'))) ?? '[]') as Array<Record<string, string>>;
  expect(log.map((e) => e.action)).toEqual(['nochexapi_requestOrderCheckoutId', 'checkout', 'validate']);
  expect(log[1]).toMatchObject({ payment_method: 'nochexapi', nochexapi_checkout_id: checkoutId });
  expect(log[2]?.resourcePath).toBe(`/v1/checkouts/${checkoutId}/payment`);
});
