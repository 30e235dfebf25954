// Apple Pay and Google Pay end to end under the shop's strict CSP. Chromium here has neither wallet
// and no route to Google, so the browser's side is a test double (e2e/doubles: a scripted
// ApplePaySession injected before the page runs; a stand-in for Google's pay.js served at Google's
// address), while the widget's code, the gateway and the payment are real: each test reads the
// payment the gateway recorded.
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

const APPLE_DOUBLE = resolve(import.meta.dirname, 'doubles/apple-pay.js');
const GOOGLE_DOUBLE = resolve(import.meta.dirname, 'doubles/google-pay.js');
const PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

type WalletRecord = Record<string, unknown> & {
  requests: Array<Record<string, unknown>>;
  completed?: number[];
  events?: string[];
  merchantSession?: Record<string, unknown> | null;
  authorized?: unknown[];
};

const records = new WeakMap<Page, Map<string, WalletRecord>>();

/**
 * What a double recorded, kept by the test since the page may navigate away from it; the two
 * doubles report through one binding, told apart by what they record.
 */
async function walletRecord(page: Page, wallet: 'apple' | 'google'): Promise<() => WalletRecord> {
  if (!records.has(page)) {
    const byWallet = new Map<string, WalletRecord>();
    records.set(page, byWallet);
    await page.exposeBinding('__walletReport', (_source, json: string) => {
      const record = JSON.parse(json) as WalletRecord;
      byWallet.set('clients' in record ? 'google' : 'apple', record);
    });
  }
  return () => records.get(page)?.get(wallet) ?? { requests: [] };
}

async function withApplePay(page: Page, config: Record<string, unknown> = {}) {
  await page.addInitScript((c) => {
    (window as unknown as { __applePayConfig: unknown }).__applePayConfig = c;
  }, config);
  await page.addInitScript({ path: APPLE_DOUBLE });
  return walletRecord(page, 'apple');
}

async function withGooglePay(page: Page, config: Record<string, unknown> = {}) {
  await page.addInitScript((c) => {
    (window as unknown as { __googlePayConfig: unknown }).__googlePayConfig = c;
  }, config);
  await page.route(PAY_JS, (route) => route.fulfill({ path: GOOGLE_DOUBLE, contentType: 'text/javascript' }));
  return walletRecord(page, 'google');
}

/** The payment the gateway recorded for the result page the browser is on. */
async function recorded(request: APIRequestContext, page: Page) {
  const resourcePath = new URL(page.url()).searchParams.get('resourcePath') ?? '';
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  return (await res.json()) as { paymentBrand?: string; result?: { code?: string }; card?: { last4Digits?: string } };
}

const sent = (post: { postData(): string | null } | undefined) => new URLSearchParams(post?.postData() ?? '');

const ON_ERROR = "onError: function (e) { record('error', e.name + ' ' + (e.brand || '') + ' ' + (e.event || '') + ': ' + e.message); }";

test.describe('Apple Pay', () => {
  const options = (extra = '') => `{
    ${ON_ERROR},
    applePay: {
      displayName: 'Demo shop',
      countryCode: 'DE',
      total: { label: 'Demo shop order' },
      buttonStyle: 'white',
      buttonType: 'buy',
      submitOnPaymentAuthorized: ['customer', 'billing'],
      ${extra}
    }
  }`;

  test('validates the merchant through the gateway, runs the callbacks and pays as APPLEPAY', async ({ page, checkout, watch, request }) => {
    const double = await withApplePay(page, {
      billingContact: { givenName: 'Jane', familyName: 'Doe', addressLines: ['Hauptstraße 1'], locality: 'Berlin', postalCode: '10 115', countryCode: 'de' },
    });
    // The callbacks' calls, kept by the test: the page goes to the result page right after them.
    const merchantSaw: Array<[string, unknown]> = [];
    await page.exposeBinding('__merchantSaw', (_source, name: string, value: unknown) => void merchantSaw.push([name, value]));
    await checkout.open(
      options(`
        onPaymentMethodSelected: function (method) {
          window.__merchantSaw('method', method.network);
          return { newTotal: { label: 'Demo shop order', amount: '49.99' }, newLineItems: [{ label: method.network + ' surcharge', amount: '0.00' }] };
        },
        onPaymentAuthorized: function (payment) { window.__merchantSaw('authorized', payment.token.paymentMethod.network); return { status: 'SUCCESS' }; }`),
      '/checkout?brands=VISA%20APPLEPAY',
    );
    const button = page.locator(
      '.wpwl-container-virtualAccount-APPLEPAY form.wpwl-form-virtualAccount-APPLEPAY .wpwl-wrapper-brand-APPLEPAY button.wpwl-apple-pay-button.wpwl-apple-pay-button-white.wpwl-apple-pay-button-type-buy',
    );
    await expect(button).toHaveAccessibleName('Pay with Apple Pay');
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await button.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');

    const r = double();
    expect(r.requests[0]).toMatchObject({
      version: 3,
      request: {
        countryCode: 'DE',
        currencyCode: 'EUR',
        merchantCapabilities: ['supports3DS'],
        // The card brands the same form lists.
        supportedNetworks: ['visa'],
        total: { label: 'Demo shop order', amount: '49.99' },
      },
    });
    // Apple's part, played by the gateway: a session for the shop's own domain.
    expect(r.merchantSession).toMatchObject({ domainName: '127.0.0.1', displayName: 'Demo shop' });
    expect(r.completed).toEqual([0]);
    expect(merchantSaw).toEqual([
      ['method', 'Visa'],
      ['authorized', 'Visa'],
    ]);
    // The sheet got the callback's update object.
    expect(r.updates).toEqual([
      ['paymentMethod', { newTotal: { label: 'Demo shop order', amount: '49.99' }, newLineItems: [{ label: 'Visa surcharge', amount: '0.00' }] }],
    ]);
    const post = sent(watch.paymentPosts[0]);
    expect(watch.paymentPosts).toHaveLength(1);
    expect(JSON.parse(post.get('walletA.paymentToken') ?? '{}')).toMatchObject({ version: 'EC_v1' });
    expect([
      post.get('paymentBrand'),
      post.get('customer.givenName'),
      post.get('customer.surname'),
      post.get('billing.city'),
      post.get('billing.postcode'),
      post.get('billing.country'),
    ]).toEqual(['APPLEPAY', 'Jane', 'Doe', 'Berlin', '10115', 'DE']);
    const payment = await recorded(request, page);
    expect([payment.paymentBrand, payment.card?.last4Digits]).toEqual(['APPLEPAY', '0000']);
  });

  test('shipping contact and method: the callbacks get what the shopper chose and their updates reach the sheet', async ({ page, checkout, watch }) => {
    const double = await withApplePay(page, { action: 'cancel' });
    await checkout.open(
      options(`
        requiredShippingContactFields: ['postalAddress'],
        shippingMethods: [{ label: 'Express', detail: 'Tomorrow', amount: '5.00', identifier: 'express' }],
        onShippingContactSelected: function (contact) {
          record('contact', contact.locality);
          return Promise.resolve({ newTotal: { label: 'Demo shop order', amount: '54.99' }, newShippingMethods: [{ label: 'Express', amount: '5.00', identifier: 'express', detail: 'Tomorrow' }] });
        },
        onShippingMethodSelected: function (method) { record('method', method.identifier); }`),
      '/checkout?brands=APPLEPAY',
    );
    await page.locator('button.wpwl-apple-pay-button').click();
    await expect.poll(() => double().events).toContain('cancel');
    expect(double().requests[0]).toMatchObject({ request: { requiredShippingContactFields: ['postalAddress'], shippingMethods: [{ identifier: 'express' }] } });
    expect(await checkout.calls()).toEqual([
      ['contact', 'Berlin'],
      ['method', 'express'],
    ]);
    const updates = double().updates as Array<[string, Record<string, unknown>]>;
    // The contact's update as the merchant gave it; the method's callback returned nothing, so the
    // sheet keeps the total the contact's update set.
    expect(updates.slice(1)).toEqual([
      [
        'shippingContact',
        {
          newTotal: { label: 'Demo shop order', amount: '54.99' },
          newShippingMethods: [{ label: 'Express', amount: '5.00', identifier: 'express', detail: 'Tomorrow' }],
        },
      ],
      ['shippingMethod', { newTotal: { label: 'Demo shop order', amount: '54.99' } }],
    ]);
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('a declined card in the token ends on the result page with the decline, the sheet told of the failure', async ({ page, checkout, request }) => {
    const double = await withApplePay(page, { card: '4000000000000002' });
    await checkout.open(options(), '/checkout?brands=APPLEPAY');
    await page.locator('button.wpwl-apple-pay-button').click();
    await page.waitForURL(/\/result\?/);
    expect(double().completed).toEqual([1]);
    const payment = await recorded(request, page);
    expect(payment.paymentBrand).toBe('APPLEPAY');
    expect(payment.result?.code).toMatch(/^800\./);
  });

  test("onPaymentAuthorized's FAILURE keeps the sheet with its errors and pays nothing", async ({ page, checkout, watch }) => {
    const double = await withApplePay(page);
    await checkout.open(
      options(
        "onPaymentAuthorized: function () { return Promise.resolve({ status: 'FAILURE', errors: [{ code: 'shippingContactInvalid', message: 'We do not ship there' }] }); }",
      ),
      '/checkout?brands=APPLEPAY',
    );
    await page.locator('button.wpwl-apple-pay-button').click();
    await expect.poll(() => double().completed).toEqual([1]);
    expect(double().completedWith).toMatchObject({ status: 1, errors: [{ message: 'We do not ship there' }] });
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test("onPaymentAuthorized's ABORT closes the sheet, pays nothing, and the button works again", async ({ page, checkout, watch }) => {
    const double = await withApplePay(page);
    await checkout.open(options("onPaymentAuthorized: function () { return { status: 'ABORT' }; }"), '/checkout?brands=APPLEPAY');
    const button = page.locator('button.wpwl-apple-pay-button');
    await button.click();
    await expect.poll(() => double().aborted).toBe(true);
    expect(double().completed).toEqual([]);
    await expect(button).toBeEnabled();
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('a cancelled sheet calls onCancel, pays nothing, and the button works again', async ({ page, checkout, watch }) => {
    const double = await withApplePay(page, { action: 'cancel' });
    await checkout.open(options("onCancel: function () { record('cancel', true); }"), '/checkout?brands=APPLEPAY');
    const button = page.locator('button.wpwl-apple-pay-button');
    await button.click();
    await expect.poll(() => checkout.calls()).toContainEqual(['cancel', true]);
    await expect(button).toBeEnabled();
    await button.click();
    await expect.poll(() => double().requests.length).toBe(2);
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('left out with a console notice where the device cannot pay; no error, the rest of the page works', async ({ page, checkout }) => {
    const notices: string[] = [];
    page.on('console', (m) => notices.push(m.text()));
    await withApplePay(page, { canMakePayments: false });
    await checkout.open(options(), '/checkout?brands=VISA%20APPLEPAY');
    await expect.poll(() => notices.some((n) => /APPLEPAY left out: ApplePaySession says this device cannot pay/.test(n))).toBe(true);
    await expect(page.locator('[class*="APPLEPAY"]')).toHaveCount(0);
    expect(await checkout.calls()).toEqual([]);
    await checkout.fill({ number: '4200000000000000', expiry: '12/30', cvv: '123' });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });

  test('left out with onError naming the option when the merchant gave no country', async ({ page, checkout }) => {
    await withApplePay(page);
    await checkout.open(`{ ${ON_ERROR}, applePay: { displayName: 'Demo shop' } }`, '/checkout?brands=VISA%20APPLEPAY');
    await expect
      .poll(() => checkout.calls())
      .toEqual([
        ['error', "WidgetError APPLEPAY : APPLEPAY is left out: wpwlOptions.applePay.countryCode (the merchant's two-letter country, such as DE) is required"],
      ]);
    await expect(page.locator('[class*="APPLEPAY"]')).toHaveCount(0);
    await checkout.fill({ number: '4200000000000000', expiry: '12/30', cvv: '123' });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });
});

test.describe('Google Pay', () => {
  const options = (extra = '', top = '') => `{
    ${ON_ERROR},${top}
    googlePay: {
      gatewayMerchantId: ${JSON.stringify(ENTITY_ID)},
      merchantId: '12345678901234567890',
      merchantName: 'Demo shop',
      buttonColor: 'black',
      emailRequired: true,
      billingAddressRequired: true,
      submitOnPaymentAuthorized: ['customer', 'billing'],
      ${extra}
    }
  }`;

  test("loads Google's pay.js, renders Google's button and pays the token as GOOGLEPAY", async ({ page, checkout, watch, request }) => {
    const double = await withGooglePay(page, {
      email: 'jane@example.com',
      billingAddress: { name: 'Jane Doe', address1: 'Hauptstraße 1', locality: 'Berlin', postalCode: '10115', countryCode: 'DE' },
      card: '5454545454545454',
      network: 'MASTERCARD',
    });
    // The merchant's own inputs go with the wallet's payment, except a "store my card" box: a
    // wallet's card is bound to the shopper's device and never stored.
    const merchantInputs = `
      onReady: function () {
        document.querySelector('form.wpwl-form-virtualAccount-GOOGLEPAY').insertAdjacentHTML('beforeend',
          '<input type="checkbox" name="createRegistration" value="true" checked><input type="hidden" name="customParameters[SHOPPER_order]" value="77">');
      },`;
    await checkout.open(options('', merchantInputs), '/checkout?brands=VISA%20MASTER%20DINERS%20GOOGLEPAY');
    const button = page.locator('.wpwl-container-virtualAccount-GOOGLEPAY .wpwl-wrapper-brand-GOOGLEPAY button.gpay-button.black');
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');

    const r = double();
    expect(r.requests[0]).toMatchObject({
      apiVersion: 2,
      merchantInfo: { merchantId: '12345678901234567890', merchantName: 'Demo shop' },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          // The card brands the same form lists that Google Pay knows (not Diners).
          parameters: { billingAddressRequired: true, allowedCardNetworks: ['VISA', 'MASTERCARD'] },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'paymentwidgets', gatewayMerchantId: ENTITY_ID } },
        },
      ],
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '49.99', currencyCode: 'EUR' },
      emailRequired: true,
    });
    const post = sent(watch.paymentPosts[0]);
    expect(watch.paymentPosts).toHaveLength(1);
    expect(post.get('walletB.paymentToken')).toBe(r.token);
    expect([post.get('customParameters[SHOPPER_order]'), post.has('createRegistration')]).toEqual(['77', false]);
    expect([post.get('paymentBrand'), post.get('customer.email'), post.get('customer.givenName'), post.get('billing.street1')]).toEqual([
      'GOOGLEPAY',
      'jane@example.com',
      'Jane',
      'Hauptstraße 1',
    ]);
    const payment = await recorded(request, page);
    expect([payment.paymentBrand, payment.card?.last4Digits]).toEqual(['GOOGLEPAY', '5454']);
  });

  test("a slow pay.js holds back none of the form's other brands; Google's button takes its place in the page's order when it comes", async ({
    page,
    watch,
  }) => {
    await page.addInitScript(
      `if (window === window.top) { window.record = function () {}; window.__googlePayConfig = {}; window.wpwlOptions = ${options()}; }`,
    );
    const held: Array<() => Promise<void>> = [];
    await page.route(PAY_JS, (route) => void held.push(() => route.fulfill({ path: GOOGLE_DOUBLE, contentType: 'text/javascript' })));
    // Google's script counts for the page's load event: wait for the document only.
    await page.goto('/checkout?brands=VISA%20GOOGLEPAY%20PAYPAL', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length).toBe(1);
    // Well before the 8 s after which the widget gives up on Google's script.
    await expect(page.locator('.wpwl-container-virtualAccount-PAYPAL button.wpwl-button-brand-PAYPAL')).toBeVisible({ timeout: 4000 });
    await expect(page.locator('.wpwl-container-card')).toBeVisible();
    // onReady is "every form rendered": it waits for the wallet's answer.
    const isReady = () => page.evaluate(() => (window as unknown as { wpwl: { isReady: boolean } }).wpwl.isReady);
    expect(await isReady()).toBe(false);
    for (const release of held) await release();
    await expect(page.locator('.wpwl-wrapper-brand-GOOGLEPAY button.gpay-button')).toBeVisible();
    await expect.poll(isReady).toBe(true);
    const order = await page
      .locator('.wpwl-flows .wpwl-container')
      .evaluateAll((forms) => forms.map((form) => /wpwl-container-[a-zA-Z]+-([A-Z]+)/.exec(form.className)?.[1]));
    expect(order).toEqual(['GOOGLEPAY', 'PAYPAL']);
    expect(watch.violations).toEqual([]);
  });

  test("Google's button is made again in the shopper's language when the widget's language changes", async ({ page, checkout }) => {
    const double = await withGooglePay(page);
    await checkout.open(options(), '/checkout?brands=GOOGLEPAY');
    await expect(page.locator('.wpwl-wrapper-brand-GOOGLEPAY button.gpay-button')).toHaveCount(1);
    await page.evaluate(() => (window as unknown as { wpwl: { changeLanguage(l: string): Promise<void> } }).wpwl.changeLanguage('de'));
    await expect.poll(() => (double().buttons as Array<{ buttonLocale: string }>).map((b) => b.buttonLocale)).toEqual(['en', 'de']);
    await expect(page.locator('.wpwl-wrapper-brand-GOOGLEPAY button.gpay-button')).toHaveCount(1);
  });

  test("onPaymentAuthorized's promise decides: ERROR keeps the payment from being made", async ({ page, checkout, watch }) => {
    const double = await withGooglePay(page);
    await checkout.open(
      options(
        "onPaymentAuthorized: function (data) { record('authorized', data.paymentMethodData.info.cardNetwork); return Promise.resolve({ transactionState: 'ERROR', error: { intent: 'PAYMENT_AUTHORIZATION', reason: 'PAYMENT_DATA_INVALID', message: 'Not this card' } }); }",
      ),
      '/checkout?brands=GOOGLEPAY',
    );
    await page.locator('button.gpay-button').click();
    await expect
      .poll(() => double().authorized)
      .toEqual([{ transactionState: 'ERROR', error: { intent: 'PAYMENT_AUTHORIZATION', reason: 'PAYMENT_DATA_INVALID', message: 'Not this card' } }]);
    expect(double().requests[0]).toMatchObject({ callbackIntents: ['PAYMENT_AUTHORIZATION'] });
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
    expect(await checkout.calls()).toContainEqual(['authorized', 'VISA']);
  });

  test('onPaymentDataChanged gets the shipping address and its promised update goes back to the sheet', async ({ page, checkout }) => {
    const double = await withGooglePay(page, { action: 'cancel' });
    await checkout.open(
      options(`
        shippingAddressRequired: true,
        onPaymentDataChanged: function (data) {
          record('changed', data.callbackTrigger + ' ' + data.shippingAddress.countryCode);
          return Promise.resolve({ newTransactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '54.99', currencyCode: 'EUR' } });
        }`),
      '/checkout?brands=GOOGLEPAY',
    );
    await page.locator('button.gpay-button').click();
    await expect.poll(() => double().changed).toEqual([{ newTransactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '54.99', currencyCode: 'EUR' } }]);
    expect(double().requests[0]).toMatchObject({ shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] });
    expect(await checkout.calls()).toContainEqual(['changed', 'INITIALIZE DE']);
  });

  test('a closed sheet calls onCancel and reports a WidgetError for GOOGLEPAY with the event closed', async ({ page, checkout, watch }) => {
    await withGooglePay(page, { action: 'cancel' });
    await checkout.open(options("onCancel: function () { record('cancel', true); }"), '/checkout?brands=GOOGLEPAY');
    await page.locator('button.gpay-button').click();
    await expect
      .poll(() => checkout.calls())
      .toEqual([
        ['cancel', true],
        ['error', 'WidgetError GOOGLEPAY closed: the shopper closed the Google Pay sheet'],
      ]);
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('left out cleanly when Google cannot be reached, and onError says why in one line', async ({ page, checkout }) => {
    await page.route(PAY_JS, (route) => route.abort('internetdisconnected'));
    await checkout.open(options(), '/checkout?brands=VISA%20GOOGLEPAY');
    await expect
      .poll(() => checkout.calls())
      .toEqual([
        [
          'error',
          "WidgetError GOOGLEPAY : GOOGLEPAY is left out: https://pay.google.com/gp/p/js/pay.js could not be loaded (network, or the page's Content-Security-Policy does not allow https://pay.google.com)",
        ],
      ]);
    await expect(page.locator('[class*="GOOGLEPAY"]')).toHaveCount(0);
    await checkout.fill({ number: '4200000000000000', expiry: '12/30', cvv: '123' });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });

  test('works under a strict-dynamic policy too (Google Pay and Apple Pay side by side)', async ({ page, checkout, request }) => {
    await withGooglePay(page);
    await withApplePay(page);
    await checkout.open(
      `{ ${ON_ERROR}, googlePay: { gatewayMerchantId: ${JSON.stringify(ENTITY_ID)} }, applePay: { countryCode: 'DE' } }`,
      '/checkout?brands=APPLEPAY%20GOOGLEPAY&csp=strict-dynamic',
    );
    await expect(page.locator('button.wpwl-apple-pay-button')).toBeVisible();
    await page.locator('button.gpay-button').click();
    await page.waitForURL(/\/result\?/);
    expect((await recorded(request, page)).paymentBrand).toBe('GOOGLEPAY');
    expect(await checkout.calls()).toEqual([]);
  });
});
