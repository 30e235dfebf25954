// Each wpwlOptions key of the card form shows its effect in the real widget, under the shop's
// strict CSP (the fixture fails any test with a CSP violation).
import { expect, test } from './fixtures.ts';
import { VISA, widgetStylesheet } from './pages/checkout.ts';

test.describe('presentation options', () => {
  test('showLabels: false hides labels from view but not from screen readers', async ({ page, checkout }) => {
    await checkout.open('{ showLabels: false }');
    await expect(page.locator('.wpwl-label-expiry')).toHaveClass(/wpwl-sr-only/);
    await expect(page.getByLabel('Expiry date')).toBeVisible();
    expect(await page.locator('.wpwl-label-expiry').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  });

  test('showPlaceholders: false leaves placeholders out, in the frames too', async ({ checkout }) => {
    await checkout.open('{ showPlaceholders: false }');
    await expect(checkout.expiry).not.toHaveAttribute('placeholder');
    await expect(checkout.number).toHaveAttribute('placeholder', '');
  });

  test('autofocus puts the caret in the card number frame', async ({ checkout }) => {
    await checkout.open("{ autofocus: 'card.number' }");
    await expect(checkout.number).toBeFocused();
  });

  test('maskCvv masks the security code; showCVVHint says where it is, per brand', async ({ page, checkout }) => {
    await checkout.open('{ maskCvv: true, showCVVHint: true }');
    await expect(checkout.cvv).toHaveAttribute('type', 'password');
    await expect(page.locator('.wpwl-hint-cvv')).toHaveText('The last 3 digits on the back of your card');
    await checkout.number.fill('377777777777770');
    await expect(page.locator('.wpwl-hint-cvv')).toHaveText('The 4 digits on the front of your card');
  });

  test('numberFormatting: false keeps the digits together', async ({ checkout }) => {
    await checkout.open('{ numberFormatting: false }');
    await checkout.number.fill('4200000000000000');
    await expect(checkout.number).toHaveValue('4200000000000000');
  });

  test('iframeStyles reach the inputs inside the frames', async ({ checkout }) => {
    await checkout.open(
      "{ iframeStyles: { 'card-number': { color: 'rgb(200, 0, 0)', 'font-weight': '700' }, 'cvv-placeholder': { color: 'rgb(0, 128, 0)' } } }",
    );
    await expect(checkout.number).toHaveCSS('color', 'rgb(200, 0, 0)');
    await expect(checkout.number).toHaveCSS('font-weight', '700');
    expect(await checkout.cvv.evaluate((el) => getComputedStyle(el, '::placeholder').color)).toBe('rgb(0, 128, 0)');
  });

  test("style: 'plain' drops the brand select and keeps the brand's logo, lit while typing, which merchant code may move; style: 'none' loads no stylesheet", async ({
    page,
    checkout,
  }) => {
    await checkout.open(
      "{ style: 'plain', onReady: function () { var b = document.querySelector('.wpwl-brand-card'); document.querySelector('.wpwl-group-cardNumber').appendChild(b); } }",
    );
    await expect(page.locator('.wpwl-container-card')).toHaveClass(/wpwl-style-plain/);
    await expect(page.locator('.wpwl-group-brand')).toHaveCount(1);
    // The original's plain style has no brand select: the brand comes from the number.
    await expect(page.locator('.wpwl-control-brand, .wpwl-label-brand')).toHaveCount(0);
    // Moved by the merchant into the number's group, it stays there and follows the brand typed.
    const mark = page.locator('.wpwl-group-cardNumber > .wpwl-brand-card');
    await expect(mark).toHaveClass(/wpwl-brand-VISA/);
    await checkout.number.pressSequentially('5454');
    await expect(mark).toHaveClass(/wpwl-brand-MASTER/);
    await expect(mark).not.toHaveClass(/wpwl-brand-VISA/);
    await expect(widgetStylesheet(page)).toHaveCount(1);
    await page.evaluate(() => (window as unknown as { wpwl: { unload(): void } }).wpwl.unload());
    const other = await page.context().newPage();
    await other.addInitScript("if (window === window.top) { window.wpwlOptions = { style: 'none' }; }");
    await other.goto('/checkout');
    await expect(other.locator('.wpwl-form-card')).toBeVisible();
    await expect(widgetStylesheet(other)).toHaveCount(0);
  });
});

test.describe('validation options', () => {
  test('requireCvv: false pays without a security code', async ({ page, checkout }) => {
    await checkout.open('{ requireCvv: false }');
    await expect(checkout.cvvFrame).toHaveCount(0);
    await checkout.number.fill(VISA.number);
    await checkout.expiry.fill(VISA.expiry);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test('allowEmptyCvv shows the security code and lets it be empty', async ({ page, checkout }) => {
    await checkout.open('{ allowEmptyCvv: true }');
    await checkout.fill({ ...VISA, cvv: '' });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test('allowEmptyCardHolderName: false requires the holder', async ({ checkout, watch }) => {
    await checkout.open('{ allowEmptyCardHolderName: false }');
    await checkout.fill({ ...VISA, holder: undefined });
    await checkout.pay.click();
    await expect(checkout.hint('cardHolder')).toHaveText('Invalid card holder name');
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('disableCardExpiryDateValidation lets a past date through to the gateway, which refuses it', async ({ page, checkout, watch }) => {
    await checkout.open('{ disableCardExpiryDateValidation: true }');
    await checkout.fill({ ...VISA, expiry: '01/20' });
    await checkout.pay.click();
    await expect(page.locator('.wpwl-message')).toContainText('card.expiryYear card expired (01/2020)');
    expect(watch.paymentPosts).toHaveLength(1);
    await expect(checkout.number).toHaveValue('4200 0000 0000 0000');
  });

  test('validation: false leaves the checks to the gateway', async ({ page, checkout, watch }) => {
    await checkout.open('{ validation: false }');
    await checkout.fill({ ...VISA, number: '4200000000000001' });
    await checkout.pay.click();
    await expect(page.locator('.wpwl-message')).toContainText('card.number fails the Luhn check');
    expect(watch.paymentPosts).toHaveLength(1);
  });

  test('disableSubmitOnEnter: Enter in a field does not pay', async ({ checkout, watch }) => {
    await checkout.open('{ disableSubmitOnEnter: true }');
    await checkout.fill(VISA);
    await checkout.expiry.press('Enter');
    await checkout.number.press('Enter');
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });

  test('without it, Enter in the card number frame pays', async ({ page, checkout }) => {
    await checkout.open();
    await checkout.fill(VISA);
    await checkout.number.press('Enter');
    await page.waitForURL(/\/result\?/);
  });
});

test.describe('address and names', () => {
  test('billingAddress renders prefilled fields, mandatoryBillingFields requires them, and they are sent', async ({ page, checkout, watch }) => {
    await checkout.open("{ billingAddress: { country: 'DE', city: 'Berlin' }, mandatoryBillingFields: { street1: true, postcode: true } }");
    await expect(page.locator('input.wpwl-control-billingCountry')).toHaveValue('DE');
    await expect(page.locator('input.wpwl-control-billingCity')).toHaveValue('Berlin');
    await checkout.fill(VISA);
    await checkout.pay.click();
    await expect(checkout.hint('billingStreet1')).toHaveText('Enter the street');
    await expect(checkout.hint('billingPostCode')).toHaveText('Invalid postcode');
    expect(watch.paymentPosts).toHaveLength(0);
    await page.getByLabel('Street', { exact: true }).fill('Unter den Linden 1');
    await page.getByLabel('Postcode').fill('10117');
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect([sent.get('billing.country'), sent.get('billing.city'), sent.get('billing.street1'), sent.get('billing.postcode')]).toEqual([
      'DE',
      'Berlin',
      'Unter den Linden 1',
      '10117',
    ]);
  });

  test('forceCardHolderEqualsBillingName asks for given name and surname', async ({ page, checkout, watch }) => {
    await checkout.open('{ forceCardHolderEqualsBillingName: true }');
    await expect(checkout.holder).toHaveCount(0);
    await checkout.fill({ ...VISA, holder: undefined });
    await page.getByLabel('Given name').fill('Jane');
    await page.getByLabel('Surname').fill('Doe');
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
    expect([sent.get('card.holder'), sent.get('customer.givenName'), sent.get('customer.surname')]).toEqual(['Jane Doe', 'Jane', 'Doe']);
  });
});

test.describe('3-D Secure options', () => {
  test('threeDIframeSize sizes the in-page frame; onLoadThreeDIframe gets it as this', async ({ page, checkout }) => {
    await checkout.open(
      "{ threeDIframeSize: { width: '400px', height: '500px' }, onLoadThreeDIframe: function () { record('onLoadThreeDIframe', this.className); } }",
    );
    await checkout.fill({ ...VISA, number: '4000000000000036' });
    await checkout.pay.click();
    const frame = page.locator('iframe.wpwl-target');
    await expect(frame).toHaveCSS('width', '400px');
    await expect(frame).toHaveCSS('height', '500px');
    await expect.poll(() => checkout.calls()).toContainEqual(['onLoadThreeDIframe', 'wpwl-target']);
  });

  test("paymentTarget: '_top' runs 3-D Secure in the whole tab and ends on the result page", async ({ page, checkout }) => {
    await checkout.open("{ paymentTarget: '_top' }");
    await checkout.fill({ ...VISA, number: '4000000000000036' });
    await checkout.pay.click();
    await page.waitForURL(/\/v1\/simulators\/acs\//);
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });
});

test.describe('callbacks', () => {
  test('brand, blur, frame and submit callbacks fire with the original arguments', async ({ page, checkout }) => {
    await checkout.open(`{
      onChangeBrand: function (b) { record('onChangeBrand', b); },
      onDetectBrand: function (bs) { record('onDetectBrand', bs.join(',')); },
      onBlurCardNumber: function (v) { record('onBlurCardNumber', v); },
      onBlurSecurityCode: function (v) { record('onBlurSecurityCode', v); },
      onBlurExpiryDate: function (v) { record('onBlurExpiryDate', v); },
      onBlurCardHolder: function (v) { record('onBlurCardHolder', v); },
      onReadyIframeCommunication: function () { record('onReadyIframeCommunication', this.field + ':' + this.iframe.tagName); },
      onFocusIframeCommunication: function () { record('onFocusIframeCommunication', this.field); },
      onBlurIframeCommunication: function () { record('onBlurIframeCommunication', this.field); },
      onAfterSubmit: function () { record('onAfterSubmit', location.pathname); }
    }`);
    const ready = (await checkout.calls()).filter(([n]) => n === 'onReadyIframeCommunication').map(([, v]) => v);
    expect(ready.sort()).toEqual(['cardNumber:IFRAME', 'cvv:IFRAME']);
    await checkout.number.pressSequentially('54');
    await checkout.expiry.focus();
    await checkout.expiry.fill('12/30');
    await checkout.holder.focus();
    await checkout.holder.fill('Jane Doe');
    await checkout.cvv.focus();
    await checkout.cvv.fill('12');
    await checkout.expiry.focus();
    const calls = await checkout.calls();
    expect(calls).toContainEqual(['onChangeBrand', 'MASTER']);
    expect(calls).toContainEqual(['onDetectBrand', 'MASTER']);
    expect(calls).toContainEqual(['onBlurCardNumber', false]);
    expect(calls).toContainEqual(['onBlurExpiryDate', true]);
    expect(calls).toContainEqual(['onBlurCardHolder', true]);
    expect(calls).toContainEqual(['onBlurSecurityCode', false]);
    expect(calls).toContainEqual(['onFocusIframeCommunication', 'cardNumber']);
    expect(calls).toContainEqual(['onBlurIframeCommunication', 'cvv']);
    await checkout.number.fill('5454545454545454');
    await checkout.cvv.fill('123');
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });

  test('onAfterSubmit runs before the browser leaves the checkout', async ({ page, checkout }) => {
    await checkout.open("{ onAfterSubmit: function () { sessionStorage.setItem('after', location.pathname); } }");
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    expect(await page.evaluate(() => sessionStorage.getItem('after'))).toBe('/checkout');
  });

  test('a callback that throws is reported through onError and the widget still pays', async ({ page, checkout }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await checkout.open(
      "{ onChangeBrand: function () { throw new Error('merchant bug'); }, onError: function (e) { record('onError', e.name + ': ' + e.message); } }",
    );
    // MASTER, so the brand changes from the first listed (VISA) and onChangeBrand runs.
    await checkout.fill({ ...VISA, number: '5454545454545454' });
    await expect.poll(() => checkout.calls()).toContainEqual(['onError', 'WidgetError: onChangeBrand threw: merchant bug']);
    expect(errors.some((e) => e.includes('onChangeBrand threw: merchant bug'))).toBe(true);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });

  test('onBeforeSubmitCard cancelling with preventDefault, then wpwl.executePayment pays once it agrees', async ({ page, checkout, watch }) => {
    await checkout.open(
      "{ onBeforeSubmitCard: function (e) { if (!window.allow) { e.preventDefault(); } record('before', this.className.indexOf('wpwl-form-card') >= 0); } }",
    );
    await checkout.fill(VISA);
    await checkout.pay.click();
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
    expect(await checkout.calls()).toEqual([['before', true]]);
    await page.evaluate(() => {
      (window as unknown as { allow: boolean }).allow = true;
      (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment('wpwl-container-card');
    });
    await page.waitForURL(/\/result\?/);
    expect(watch.paymentPosts).toHaveLength(1);
  });
});

test.describe('checkout loading', () => {
  test('createCheckout supplies the checkout for a script loaded without one', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?lazy=1');
    expect(await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id)).toMatch(/^[A-Za-z0-9.-]{32,48}$/);
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test("no checkout to pay: a short message in the shopper's language where the form would be, and onError", async ({ page }) => {
    // The merchant's createCheckout gives no id (a shop whose server failed): never an empty box.
    await page.addInitScript(
      "if (window === window.top) { window.__errors = []; window.wpwlOptions = { createCheckout: function () { return 'no-id'; }, onError: function (e) { window.__errors.push(e.name); } }; }",
    );
    await page.goto('/checkout?lazy=1&locale=de');
    const message = page.locator('.wpwl-container-error [role=alert]');
    await expect(message).toHaveText('Diese Zahlungssitzung ist abgelaufen oder unbekannt. Laden Sie die Seite neu, um von vorn zu beginnen.');
    // In the widget's look: its stylesheet is linked for the message too.
    await expect(page.locator('head link[rel=stylesheet][href*="/v1/assets/styles-"]')).toHaveCount(1);
    expect(await page.evaluate('window.__errors')).toEqual(['InvalidCheckoutIdError']);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('wpwl.checkout.config and wpwl.cacheVersion describe the loaded checkout', async ({ page, checkout }) => {
    await checkout.open();
    const wpwl = await page.evaluate(
      () => (window as unknown as { wpwl: { checkout: { config: { amount: string; currency: string } }; cacheVersion: string } }).wpwl,
    );
    expect(wpwl.checkout.config).toMatchObject({ amount: '49.99', currency: 'EUR' });
    expect(wpwl.cacheVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('an unknown option and a wrong type are named in a console warning', async ({ page, checkout }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await checkout.open("{ sytle: 'plain', maskCvv: 'yes' }");
    expect(warnings).toContain('[paymentWidgets] wpwlOptions.sytle is not a known option and is ignored. Did you mean "style"?');
    expect(warnings).toContain('[paymentWidgets] wpwlOptions.maskCvv must be true or false (got "yes"); using the default (false).');
  });
});

test.describe('brands', () => {
  test('a co-badged card offers a choice, preselected by brandDetectionPriority, and pays as chosen', async ({ page, checkout, watch }) => {
    await checkout.open("{ brandDetectionPriority: ['CARTEBANCAIRE', 'VISA'] }", '/checkout?brands=VISA%20MASTER%20CARTEBANCAIRE');
    await checkout.fill({ ...VISA, number: '4970100000000006' });
    const choice = page.getByRole('radiogroup', { name: 'This card has two brands: choose how to pay' });
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expect(choice.getByRole('radio', { name: 'Cartes Bancaires' })).toBeChecked();
    await expect(page.locator('.wpwl-brand-CARTEBANCAIRE')).toBeVisible();
    await choice.getByRole('radio', { name: 'Visa' }).check();
    await choice.getByRole('radio', { name: 'Cartes Bancaires' }).check();
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '').get('paymentBrand')).toBe('CARTEBANCAIRE');
  });

  test('brandDetection: false leaves the brand to the shopper', async ({ page, checkout }) => {
    await checkout.open('{ brandDetection: false }');
    await checkout.number.fill('5454545454545454');
    await checkout.expiry.focus();
    await expect(page.locator('select.wpwl-control-brand')).toHaveValue('VISA');
  });

  test('labels and errorMessages override single texts', async ({ page, checkout }) => {
    await checkout.open("{ labels: { cardHolder: 'Name on card', submit: 'Buy' }, errorMessages: { expiryYearError: 'Card too old' } }");
    await expect(page.getByLabel('Name on card')).toBeVisible();
    // The merchant's button text as given, not the amount's default (issue 25).
    await expect(checkout.pay).toHaveText('Buy');
    await checkout.fill({ ...VISA, expiry: '01/20' });
    await checkout.pay.click();
    await expect(checkout.hint('expiry')).toHaveText('Card too old');
  });
});

test.describe('more options', () => {
  test('useSummaryPage saves the data for the merchant, and wpwl.executePayment then pays', async ({ page, checkout, watch }) => {
    await checkout.open("{ useSummaryPage: true, onSaveTransactionData: function (data) { record('saved', data); } }");
    await checkout.fill(VISA);
    await checkout.pay.click();
    await expect
      .poll(() => checkout.calls())
      .toEqual([['saved', { paymentBrand: 'VISA', 'card.expiryMonth': '12', 'card.expiryYear': '2030', 'card.holder': 'Jane Doe' }]]);
    expect(watch.paymentPosts).toHaveLength(0);
    await page.evaluate(() => (window as unknown as { wpwl: { executePayment(c: string): void } }).wpwl.executePayment('wpwl-container-card'));
    await page.waitForURL(/\/result\?/);
    expect(watch.paymentPosts).toHaveLength(1);
  });

  test('shopperResultTarget opens the result page in the named window', async ({ page, checkout, context }) => {
    await checkout.open("{ shopperResultTarget: 'result-window' }");
    await checkout.fill(VISA);
    const opened = context.waitForEvent('page');
    await checkout.pay.click();
    const result = await opened;
    await result.waitForURL(/\/result\?/);
    await expect(result.getByTestId('result-code')).toHaveText('000.100.110');
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  test('the spinner shows while the payment is under way, in the spinner color', async ({ page, checkout }) => {
    await checkout.open("{ spinner: { color: 'rgb(255, 0, 0)', lines: 12 } }");
    await checkout.fill(VISA);
    // Hold the gateway's answer so the in-flight state can be seen.
    let release: () => void = () => undefined;
    await page.route('**/v1/checkouts/*/payment', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await checkout.pay.click();
    const spinner = page.locator('.wpwl-spinner.spinner');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('role', 'status');
    expect(await spinner.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(255, 0, 0)');
    await expect(checkout.pay).toBeDisabled();
    release();
    await page.waitForURL(/\/result\?/);
  });
});

test('showTaxNumberField asks for the CPF and sends it with the holder as the customer identification', async ({ page, checkout, watch }) => {
  await checkout.open('{ showTaxNumberField: true }');
  await checkout.fill(VISA);
  await page.getByLabel('Tax number (CPF)').fill('529.982.247-24');
  await checkout.pay.click();
  await expect(checkout.hint('taxNumber')).toHaveText('Enter a valid tax number (11 digits)');
  await page.getByLabel('Tax number (CPF)').fill('529.982.247-25');
  // The hint goes and the button moves up with it: click once the form has settled.
  await expect(checkout.hint('taxNumber')).toHaveCount(0);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([
    sent.get('customer.identificationDocType'),
    sent.get('customer.identificationDocId'),
    sent.get('customer.givenName'),
    sent.get('customer.surname'),
  ]).toEqual(['TAXSTATEMENT', '52998224725', 'Jane', 'Doe']);
});

test('enableSAQACompliance puts expiry and holder in frames too, and the payment still completes', async ({ page, checkout, watch }) => {
  await checkout.open('{ enableSAQACompliance: true }');
  await expect(page.locator('input.wpwl-control-expiry, input.wpwl-control-cardHolder')).toHaveCount(0);
  const expiryFrame = page.locator('iframe.wpwl-control-iframe.wpwl-control-expiry[name="card.expiry"]');
  const holderFrame = page.locator('iframe.wpwl-control-iframe.wpwl-control-cardHolder[name="card.holder"]');
  await expect(expiryFrame).toHaveCount(1);
  await expect(holderFrame).toHaveCount(1);
  const expiry = page.frameLocator('iframe.wpwl-control-expiry').locator('input');
  const holder = page.frameLocator('iframe.wpwl-control-cardHolder').locator('input');
  await checkout.number.fill(VISA.number);
  await expiry.fill('01/20');
  await checkout.cvv.fill('123');
  await checkout.pay.click();
  await expect(checkout.hint('expiry')).toHaveText('This card has expired');
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expiry.fill('1230');
  await expect(expiry).toHaveValue('12 / 30');
  await holder.fill('Jane Doe');
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.get('card.expiryMonth'), sent.get('card.expiryYear'), sent.get('card.holder')]).toEqual(['12', '2030', 'Jane Doe']);
  expect(watch.shopRequests.some((r) => (r.postData() ?? '').includes('Jane Doe'))).toBe(false);
});

test("paymentTarget naming the page's own frame: the 3-D Secure challenge runs there and the shopper lands on the result page", async ({ page, checkout }) => {
  await checkout.open(
    "{ paymentTarget: 'pay-frame', onReady: function () { var f = document.createElement('iframe'); f.name = 'pay-frame'; f.title = 'Card check'; f.className = 'shop-pay-frame'; document.querySelector('.wpwl-container').after(f); } }",
  );
  await checkout.fill({ number: '4000000000000036', expiry: '12/30', cvv: '123', holder: 'Jane Doe' });
  await checkout.pay.click();
  const acs = page.frameLocator('iframe[name="pay-frame"]');
  await expect(acs.getByRole('heading', { name: '3-D Secure test ACS' })).toBeVisible();
  await acs.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});
