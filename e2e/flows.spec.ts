// The other payment flows, end to end in Chromium under the shop's strict CSP: SEPA direct debit,
// redirect brands (in the tab, or inline with inlineFlow), and wallets left out where unavailable.
import { expect, test } from './fixtures.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';

test.describe('SEPA direct debit', () => {
  test('pays with holder and IBAN, after onBeforeSubmitDirectDebit', async ({ page, checkout, watch }) => {
    await checkout.open("{ onBeforeSubmitDirectDebit: function () { record('before', this.className); } }", '/checkout?brands=DIRECTDEBIT_SEPA');
    const form = page.locator('.wpwl-container-directDebit form.wpwl-form.wpwl-form-directDebit');
    await expect(form).toBeVisible();
    await expect(page.locator('.wpwl-container-card')).toHaveCount(0);
    await page.getByLabel('Account holder').fill('Jane Doe');
    await page.getByLabel('IBAN').fill('de89370400440532013000');
    await expect(page.getByLabel('IBAN')).toHaveValue(IBAN);
    await form.getByRole('button', { name: 'Pay €49.99' }).click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(watch.paymentPosts).toHaveLength(1);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect([sent.get('paymentBrand'), sent.get('bankAccount.iban'), sent.get('bankAccount.holder')]).toEqual([
      'DIRECTDEBIT_SEPA',
      'DE89370400440532013000',
      'Jane Doe',
    ]);
    // An attempt's key, so a retry after a lost answer cannot pay twice (page-kit/outcome.ts).
    expect(await watch.paymentPosts[0]?.headerValue('idempotency-key')).toMatch(/^[0-9a-z]+-[0-9a-z]{10}$/);
  });

  test('an invalid IBAN shows its error and sends nothing; displayBic adds the BIC', async ({ page, checkout, watch }) => {
    await checkout.open('{ displayBic: true }', '/checkout?brands=DIRECTDEBIT_SEPA');
    await page.getByLabel('Account holder').fill('Jane Doe');
    await page.getByLabel('IBAN').fill('DE89370400440532013001');
    await page.getByLabel('BIC').fill('COBADEFF');
    await page.locator('.wpwl-form-directDebit button.wpwl-button-pay').click();
    await expect(page.locator('.wpwl-hint-accountIbanError')).toHaveText('Invalid IBAN');
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('the declining test IBAN ends on the result page with the decline', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?brands=DIRECTDEBIT_SEPA');
    await page.getByLabel('Account holder').fill('Jane Doe');
    await page.getByLabel('IBAN').fill('DE02120300000000202051');
    await page.locator('.wpwl-form-directDebit button.wpwl-button-pay').click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('800.100.152');
  });
});

test.describe('redirect brands', () => {
  test('a logo button follows the provider in the tab and comes back approved', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?brands=VISA%20PAYPAL%20IDEAL');
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('.wpwl-container-onlineTransfer-IDEAL button.wpwl-button-brand-IDEAL')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL(/\/v1\/simulators\/providers\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test('cancelling at the provider ends with 100.396.101', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?brands=SOFORTUEBERWEISUNG');
    await page.getByRole('button', { name: 'Pay with Sofort' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('100.396.101');
  });

  test('inlineFlow completes the provider step inside the widget', async ({ page, checkout }) => {
    await checkout.open("{ inlineFlow: ['KLARNA_PAYMENTS_PAYLATER'] }", '/checkout?brands=KLARNA_PAYMENTS_PAYLATER');
    await page.getByRole('button', { name: 'Pay with Klarna Pay later' }).click();
    const step = page.frameLocator('.wpwl-container-virtualAccount-KLARNA_PAYMENTS_PAYLATER iframe.wpwl-target');
    await expect(step.getByRole('heading', { name: 'KLARNA_PAYMENTS_PAYLATER test provider' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await step.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test('onBeforeSubmitVirtualAccount returning false stays; wpwl.executePayment runs it again', async ({ page, checkout, watch }) => {
    await checkout.open(
      "{ onBeforeSubmitVirtualAccount: function () { record('before', this.className); return !!window.allow; } }",
      '/checkout?brands=PAYPAL',
    );
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
    expect(await checkout.calls()).toEqual([['before', 'wpwl-form wpwl-form-virtualAccount wpwl-form-virtualAccount-PAYPAL']]);
    await page.evaluate(() => {
      (window as unknown as { allow: boolean }).allow = true;
      (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment('wpwl-container-virtualAccount-PAYPAL');
    });
    await page.waitForURL(/\/v1\/simulators\/providers\//);
  });
});

test('wallets the page cannot offer are left out, each saying why in one line, and the rest of the form works', async ({ page, checkout }) => {
  const notices: string[] = [];
  page.on('console', (m) => notices.push(m.text()));
  await checkout.open(undefined, '/checkout?brands=VISA%20APPLEPAY%20GOOGLEPAY');
  // No ApplePaySession in Chromium (a notice); no googlePay.gatewayMerchantId (an error for the merchant).
  await expect
    .poll(
      () =>
        notices.filter((n) => /APPLEPAY left out: this browser has no ApplePaySession|GOOGLEPAY is left out: wpwlOptions.googlePay.gatewayMerchantId/.test(n))
          .length,
    )
    .toBe(2);
  await expect(page.locator('[class*="APPLEPAY"], [class*="GOOGLEPAY"]')).toHaveCount(0);
  await checkout.fill({ number: '4200000000000000', expiry: '12/30', cvv: '123' });
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
});

test('bank-transfer brands are online-transfer forms with onBeforeSubmitOnlineTransfer', async ({ page, checkout, watch }) => {
  await checkout.open("{ onBeforeSubmitOnlineTransfer: function () { record('before', this.className); return false; } }", '/checkout?brands=IDEAL');
  await page.getByRole('button', { name: 'Pay with iDEAL' }).click();
  await expect.poll(() => checkout.calls()).toEqual([['before', 'wpwl-form wpwl-form-onlineTransfer wpwl-form-onlineTransfer-IDEAL']]);
  await expect(page.locator('.wpwl-container-onlineTransfer-IDEAL')).toBeVisible();
  expect(watch.paymentPosts).toHaveLength(0);
});
