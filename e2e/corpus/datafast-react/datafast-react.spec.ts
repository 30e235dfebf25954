// @insoutt/datafast-react, inline: the holder is required by the component's onBeforeSubmitCard,
// the remember-card box stores the card, the result page opens in the component's iframe.
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from '../../env.ts';
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { openEntry } from '../support.ts';

test('without a holder the component stops the payment; with one the card pays, is stored, and the result shows inline', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await openEntry(page, 'datafast-react');
  await checkout.ready();
  await expect(page.locator('body')).toHaveAttribute('data-datafast-ready', 'yes');
  // The component's layout: expiry and code moved under the holder, its box before the button.
  await expect(page.locator('.wpwl-group-cardHolder > .df-flex > .wpwl-group-expiry + .wpwl-group-cvv')).toHaveCount(1);
  await expect(page.locator('form.wpwl-form-card .dt-poweredby + .wpwl--remember-box + .wpwl-button-pay')).toHaveCount(1);
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText(/tarjeta/i);
  await expect(page.locator('.df-total')).toHaveText('$19.99');
  await expect(page.locator('.wpwl--remember-box')).toHaveCSS('border-top-color', 'rgb(107, 114, 128)');
  await expect(page.locator('.wpwl-group-cardHolder > .df-flex')).toHaveCSS('display', 'flex');

  await checkout.fill({ ...VISA, holder: undefined });
  await checkout.pay.click();
  await expect(page.locator('.wpwl-hint-cardHolderError')).toHaveText('Ingrese el nombre del titular de la tarjeta');
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);

  await checkout.holder.fill('Jane Doe');
  await expect(checkout.pay).toBeEnabled();
  await page.locator('#remember').check();
  await checkout.pay.click();
  const result = page.frameLocator('#wp_iframe_response');
  await expect(result.getByTestId('result-code')).toHaveText('000.100.110');
  expect(page.url()).toContain('/corpus/datafast-react');
  expect(watch.paymentPosts).toHaveLength(1);
  const frameUrl = page.frame({ name: 'wp_iframe_response' })?.url() ?? '';
  const resourcePath = new URL(frameUrl).searchParams.get('resourcePath') ?? '';
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  const paid = (await res.json()) as Record<string, unknown>;
  expect([paid.amount, paid.currency]).toEqual(['19.99', 'USD']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
