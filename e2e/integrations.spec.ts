// Integrations written for the original widget, as their merchant pages are: the page's own jQuery
// from its own origin, the merchant's code in a file of the shop (src/shop/integrations),
// under the shop's strict CSP. Each test asserts what the shopper and the merchant's server see:
// the POST to the gateway, the payment found at the gateway, the DOM the merchant code expects.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

/** The payment as the merchant's server reads it (Bearer token), by its resourcePath. */
async function payment(request: APIRequestContext, page: Page): Promise<Record<string, unknown>> {
  const resourcePath = new URL(page.url()).searchParams.get('resourcePath') ?? '';
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test.describe('inputs the merchant adds are sent', () => {
  test('a "store my card" checkbox and hidden order data added in onReady go with the payment', async ({ page, checkout, watch, request }) => {
    await page.goto('/checkout?integration=store-card');
    await checkout.ready();
    // The merchant's markup sits where its jQuery put it, inside the widget's form.
    const box = page.locator('form.wpwl-form-card #store-card');
    await expect(box).toBeVisible();
    await box.check();
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(watch.paymentPosts).toHaveLength(1);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect([sent.get('createRegistration'), sent.get('customParameters[SHOPPER_orderId]'), sent.get('customer.email'), sent.get('form_key')]).toEqual([
      'true',
      'A-77',
      'jane.doe@example.com',
      'k3y',
    ]);
    const paid = await payment(request, page);
    // Stored, and the custom parameter is the merchant's to read back.
    expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(paid.customParameters).toMatchObject({ SHOPPER_orderId: 'A-77' });
  });

  test('a "store my card" checkbox without a value, as shop plugins write it, stores the card', async ({ page, checkout, watch, request }) => {
    // The browser sends such a box as "on"; the widget sends what it means, true.
    await checkout.open(
      "{ onReady: function () { var box = document.createElement('input'); box.type = 'checkbox'; box.name = 'createRegistration'; box.id = 'keep-card'; box.setAttribute('aria-label', 'Store my card'); document.querySelector('form.wpwl-form-card').appendChild(box); } }",
    );
    await page.locator('#keep-card').check();
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect(sent.get('createRegistration')).toBe('true');
    expect((await payment(request, page)).registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
  });

  test('left unchecked, the checkbox is not sent and no card is stored', async ({ page, checkout, watch, request }) => {
    await page.goto('/checkout?integration=store-card');
    await checkout.ready();
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect(sent.has('createRegistration')).toBe(false);
    expect(sent.get('customParameters[SHOPPER_orderId]')).toBe('A-77');
    expect((await payment(request, page)).registrationId).toBeUndefined();
  });

  test('a card-number input on the merchant page is never sent, and the merchant is told', async ({ page, checkout, watch }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/checkout?integration=card-number-input');
    await checkout.ready();
    await checkout.fill({ ...VISA, number: '5454545454545454' });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    // The number paid is the one typed into the frame, not the page's input.
    expect(sent.get('card.number')).toBe('5454545454545454');
    expect(sent.getAll('card.number')).toHaveLength(1);
    expect(errors).toContainEqual(
      expect.stringContaining('WidgetError: the payment form holds an input named card.number: card data is never taken from the merchant page'),
    );
  });

  test('an added input the catalogue refuses is named in the form, and what the shopper typed stays', async ({ page, checkout, watch }) => {
    await page.goto('/checkout?integration=bad-email');
    await checkout.ready();
    await checkout.fill(VISA);
    await checkout.pay.click();
    await expect(page.locator('.wpwl-message')).toContainText('customer.email');
    expect(watch.paymentPosts).toHaveLength(1);
    await expect(checkout.expiry).toHaveValue('12 / 30');
    await expect(checkout.number).not.toHaveValue('');
  });
});

test('options defined late, in a jQuery DOM-ready handler after the tag, are the ones the form uses', async ({ page, checkout }) => {
  await page.goto('/checkout?after=late-options');
  await checkout.ready();
  await expect(page.locator('body')).toHaveAttribute('data-merchant-ready', 'yes');
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('Name auf der Karte');
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Ablaufdatum');
});

test("options set by a module file with the page's nonce (docs/options.md) are the ones the form uses, under the strict policy", async ({ page, checkout }) => {
  // The module runs after paymentWidgets.js (modules are deferred), before DOMContentLoaded; the
  // widget reads wpwlOptions a task after DOM ready (src/widget/start.ts).
  await page.goto('/checkout?optionsModule=typed-options');
  await checkout.ready();
  await expect(page.locator('body')).toHaveAttribute('data-merchant-ready', 'module');
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('Name (aus dem Modul)');
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Ablaufdatum');
});

test('onBeforeSubmitCard: preventDefault() then return true pays; "true" as a text is taken as true, with a note', async ({ page, checkout, watch }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/checkout?integration=prevent-then-true');
  await checkout.ready();
  await expect(checkout.cvv).toHaveAttribute('type', 'password');
  expect(warnings).toContainEqual(expect.stringContaining('wpwlOptions.maskCvv is the text "true"; taken as true'));
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
});

test('this.$iframe and this.$form in callbacks are jQuery objects when the page has jQuery', async ({ page, checkout, watch: _ }) => {
  await page.goto('/checkout?integration=callbacks-this');
  await checkout.ready();
  await expect(checkout.numberFrame).toHaveAttribute('data-merchant-field', 'cardNumber');
  await expect(checkout.cvvFrame).toHaveAttribute('data-merchant-field', 'cvv');
  await checkout.number.fill('4200 0000');
  await checkout.expiry.focus();
  await expect(page.locator('form.wpwl-form-card')).toHaveClass(/merchant-number-invalid/);
  await checkout.expiry.fill('12/30');
  await checkout.holder.focus();
  await expect(page.locator('.wpwl-group-expiry')).toHaveAttribute('data-merchant-valid', 'true');
});

test('the form has the original’s action and method; error marks and a disabled button the merchant set give way when the shopper corrects the field', async ({
  page,
  checkout,
  watch,
}) => {
  await page.goto('/checkout?integration=merchant-marks');
  await checkout.ready();
  const checkoutId = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  await expect(page.locator('body')).toHaveAttribute('data-form-action', `${GATEWAY_URL}/v1/checkouts/${checkoutId}/payment`);
  await expect(page.locator('body')).toHaveAttribute('data-form-method', 'post');
  await expect(checkout.pay).toBeDisabled();
  await expect(page.locator('.wpwl-hint-expiryError')).toHaveText('Please check the date');
  await checkout.expiry.fill('12/30');
  await expect(checkout.expiry).not.toHaveClass(/wpwl-has-error/);
  await expect(page.locator('.wpwl-hint-expiryError')).toHaveCount(0);
  await expect(page.locator('.wpwl-group-expiry')).toHaveClass(/merchant-expiry/);
  await expect(checkout.pay).toBeEnabled();
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  expect(watch.paymentPosts).toHaveLength(1);
});
