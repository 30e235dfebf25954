// A real card payment: shop page on 127.0.0.1, gateway and card frames on localhost, real Chromium.
import { expect, expectNoCardDataOnShopPage, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

test.describe('card payment', () => {
  test('a VISA payment ends on the result page showing success', async ({ page, checkout, watch }) => {
    await checkout.open('{ onReady: function () { window.__readyCalls = (window.__readyCalls || 0) + 1; } }');
    await expect(page.locator('.wpwl-brand-VISA')).toBeVisible();
    await expect(checkout.pay).toHaveText('Pay €49.99');
    await checkout.fill(VISA);
    await expect(checkout.number).toHaveValue('4200 0000 0000 0000');
    expect(await page.evaluate(() => (window as unknown as { __readyCalls: number }).__readyCalls)).toBe(1);
    await expectNoCardDataOnShopPage(page, watch, [VISA.number, VISA.cvv]);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?id=[A-Za-z0-9.-]+&resourcePath=%2Fv1%2Fcheckouts%2F/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    await expect(page.locator('h1')).toHaveText('Thank you, payment successful');
    expect(watch.paymentPosts).toHaveLength(1);
    await expectNoCardDataOnShopPage(page, watch, [VISA.number, VISA.cvv]);
  });

  test("under a nonce-based 'strict-dynamic' policy the widget loads its modules and pays", async ({ page, checkout, watch }) => {
    await checkout.open(undefined, '/checkout?csp=strict-dynamic');
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(watch.paymentPosts).toHaveLength(1);
  });

  test('the declined card ends on the result page showing the decline', async ({ page, checkout, watch }) => {
    await checkout.open();
    const card = { ...VISA, number: '4000000000000002' };
    await checkout.fill(card);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('800.100.152');
    await expect(page.locator('h1')).toHaveText('Payment declined');
    await expect(page.getByTestId('result-description')).toHaveText('transaction declined by authorization system');
    await expectNoCardDataOnShopPage(page, watch, [card.number, card.cvv]);
  });

  test('AMEX is detected while typing and needs a four-digit code', async ({ page, checkout, watch }) => {
    await checkout.open();
    await checkout.number.pressSequentially('3777');
    await expect(page.locator('.wpwl-brand-AMEX')).toBeVisible();
    await expect(page.locator('select.wpwl-control-brand')).toHaveValue('AMEX');
    await checkout.fill({ number: '377777777777770', expiry: '01/31', cvv: '123' });
    await expect(checkout.number).toHaveValue('3777 777777 77770');
    await checkout.pay.click();
    await expect(checkout.hint('cvv')).toHaveText('Invalid security code');
    expect(watch.paymentPosts).toHaveLength(0);
    await checkout.cvv.fill('1234');
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test('onBeforeSubmitCard returning false sends nothing', async ({ page, checkout, watch }) => {
    await checkout.open('{ onBeforeSubmitCard: function () { window.__before = (window.__before || 0) + 1; return false; } }');
    await checkout.fill(VISA);
    await checkout.pay.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __before?: number }).__before)).toBe(1);
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await expect(checkout.number).toHaveValue('4200 0000 0000 0000');
  });
});

test.describe('inline errors', () => {
  test('an invalid card number shows its error and sends nothing', async ({ checkout, watch }) => {
    await checkout.open();
    await checkout.fill({ ...VISA, number: '4200000000000001' });
    await checkout.pay.click();
    await expect(checkout.hint('cardNumber')).toHaveText('Invalid card number');
    await expect(checkout.numberFrame).toHaveClass(/wpwl-has-error/);
    await expect(checkout.pay).toHaveClass(/wpwl-button-error/);
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('a past expiry date shows its error and sends nothing', async ({ page, checkout, watch }) => {
    await checkout.open();
    await checkout.fill({ ...VISA, expiry: '01/20' });
    await checkout.pay.click();
    await expect(checkout.hint('expiry')).toHaveText('This card has expired');
    await expect(checkout.expiry).toHaveClass(/wpwl-has-error/);
    await expect(checkout.expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.expiry).toBeFocused();
    expect(watch.paymentPosts).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  test('a short security code shows its error and sends nothing', async ({ checkout, watch }) => {
    await checkout.open();
    await checkout.fill({ ...VISA, cvv: '12' });
    await checkout.pay.click();
    await expect(checkout.hint('cvv')).toHaveText('Invalid security code');
    await expect(checkout.cvvFrame).toHaveClass(/wpwl-has-error/);
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('errors show when the shopper leaves a field and clear once fixed', async ({ page, checkout }) => {
    await checkout.open();
    await checkout.number.fill('4200 0000');
    await checkout.expiry.focus();
    await expect(checkout.hint('cardNumber')).toHaveText('Invalid card number');
    await checkout.number.fill('4200000000000000');
    await expect(checkout.hint('cardNumber')).toHaveCount(0);
    await expect(checkout.numberFrame).not.toHaveClass(/wpwl-has-error/);
    // The expiry field was entered and left empty on the way: that one now says so.
    await expect(checkout.hint('expiry')).toHaveText('Enter the expiry date');
    await expect(page.locator('.wpwl-has-error')).toHaveCount(2);
  });
});
