// The card form's DOM against the original widget's class contract (reference section 4), so
// merchant CSS and scripts written for it apply; and several forms on one page.
import { expect, test } from './fixtures.ts';

test('the card form has the original class contract', async ({ page, checkout }) => {
  await checkout.open();
  const container = page.locator('div.wpwl-container.wpwl-container-card');
  await expect(container).toHaveCount(1);
  const form = container.locator('> form.wpwl-form.wpwl-form-card.wpwl-form-has-inputs.wpwl-clearfix');
  await expect(form).toHaveCount(1);
  const expect1 = async (selector: string) => expect(form.locator(selector), selector).toHaveCount(1);
  await expect1('> div.wpwl-group.wpwl-group-brand > .wpwl-label.wpwl-label-brand');
  await expect1('> div.wpwl-group.wpwl-group-brand > .wpwl-wrapper.wpwl-wrapper-brand > select.wpwl-control.wpwl-control-brand[name="paymentBrand"]');
  await expect1('> div.wpwl-group.wpwl-group-brand > div.wpwl-brand.wpwl-brand-card.wpwl-brand-VISA');
  await expect1('> div.wpwl-group.wpwl-group-cardNumber > .wpwl-label.wpwl-label-cardNumber');
  await expect1(
    '> div.wpwl-group.wpwl-group-cardNumber > .wpwl-wrapper.wpwl-wrapper-cardNumber > iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cardNumber[name="card.number"]',
  );
  await expect1(
    '> div.wpwl-group.wpwl-group-expiry > .wpwl-wrapper.wpwl-wrapper-expiry > input.wpwl-control.wpwl-control-expiry[data-action="blur-card-expiry"]',
  );
  await expect1(
    '> div.wpwl-group.wpwl-group-cardHolder > .wpwl-wrapper.wpwl-wrapper-cardHolder > input.wpwl-control.wpwl-control-cardHolder[name="card.holder"]',
  );
  await expect1('> div.wpwl-group.wpwl-group-cvv > .wpwl-wrapper.wpwl-wrapper-cvv > iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cvv[name="card.cvv"]');
  await expect1('> div.wpwl-group.wpwl-group-submit > .wpwl-wrapper.wpwl-wrapper-submit > button.wpwl-button.wpwl-button-pay[name="pay"]');
  await expect1('> input[type="hidden"][name="card.expiryMonth"]');
  await expect1('> input[type="hidden"][name="card.expiryYear"]');
  await expect1('> div.wpwl-message');

  await checkout.expiry.fill('07/29');
  await expect(form.locator('input[name="card.expiryMonth"]')).toHaveValue('07');
  await expect(form.locator('input[name="card.expiryYear"]')).toHaveValue('2029');
  await checkout.number.focus();
  await expect(checkout.numberFrame).toHaveClass(/wpwl-focus/);
  await checkout.number.fill('4200000000000001');
  await checkout.pay.click();
  await expect(form.locator('> div.wpwl-group.wpwl-group-cardNumber.wpwl-has-error > div.wpwl-hint.wpwl-hint-cardNumberError')).toHaveCount(1);
  await expect(form.locator('button.wpwl-button-pay.wpwl-button-error')).toHaveCount(1);
});

test('two forms on one page work independently, each with its own frames', async ({ page, checkout }) => {
  await checkout.open(undefined, '/checkout?brands=VISA%20MASTER&second=AMEX');
  await expect(page.locator('.wpwl-container-card')).toHaveCount(2);
  const second = page.locator('.wpwl-container-card').nth(1);
  await expect(second.locator('select.wpwl-control-brand option')).toHaveText(['American Express']);
  const number = page.frameLocator('.wpwl-container-card >> nth=1 >> iframe.wpwl-control-cardNumber').locator('input');
  const cvv = page.frameLocator('.wpwl-container-card >> nth=1 >> iframe.wpwl-control-cvv').locator('input');
  // The first form's fields stay empty: the second pays with its own code frame.
  await number.fill('377777777777770');
  await second.locator('input.wpwl-control-expiry').fill('12/30');
  await cvv.fill('1234');
  await second.locator('button.wpwl-button-pay').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test('bank-account, redirect and stored-card forms have their class contract', async ({ page, checkout, request }) => {
  const { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } = await import('./env.ts');
  const stored = (await (
    await request.post(`${GATEWAY_URL}/v1/registrations`, {
      headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
      form: { entityId: ENTITY_ID, paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2031' },
    })
  ).json()) as { id: string };
  await checkout.open('{ registrations: { requireCvv: true } }', `/checkout?brands=VISA%20DIRECTDEBIT_SEPA%20PAYPAL%20GIROPAY&registrations=${stored.id}`);
  const one = async (selector: string) => expect(page.locator(selector), selector).toHaveCount(1);
  await one(
    'div.wpwl-container.wpwl-container-directDebit > form.wpwl-form.wpwl-form-directDebit.wpwl-form-has-inputs > div.wpwl-group.wpwl-group-accountHolder > .wpwl-wrapper.wpwl-wrapper-accountHolder > input.wpwl-control.wpwl-control-accountHolder[name="bankAccount.holder"]',
  );
  await one(
    'form.wpwl-form-directDebit > div.wpwl-group.wpwl-group-accountIban > .wpwl-wrapper-accountIban > input.wpwl-control-accountIban[name="bankAccount.iban"]',
  );
  await one('form.wpwl-form-directDebit > div.wpwl-group-submit > .wpwl-wrapper-submit > button.wpwl-button.wpwl-button-pay');
  await one(
    'div.wpwl-container.wpwl-container-virtualAccount.wpwl-container-virtualAccount-PAYPAL > form.wpwl-form.wpwl-form-virtualAccount.wpwl-form-virtualAccount-PAYPAL > .wpwl-wrapper-brand-PAYPAL > button.wpwl-button.wpwl-button-brand.wpwl-button-brand-PAYPAL',
  );
  await one('div.wpwl-container.wpwl-container-onlineTransfer-GIROPAY > form.wpwl-form.wpwl-form-onlineTransfer-GIROPAY button.wpwl-button-brand-GIROPAY');
  await one(
    'div#wpwl-registrations > div.wpwl-container.wpwl-container-registration > form.wpwl-form.wpwl-form-registrations[data-action="submit-registration"]',
  );
  await one(
    'form.wpwl-form-registrations > div.wpwl-group.wpwl-group-registration.wpwl-selected > label.wpwl-registration > div.wpwl-wrapper-registration.wpwl-wrapper-registration-registrationId > input[type="radio"][name="registrationId"][data-action="change-registration"]',
  );
  await one('label.wpwl-registration > div.wpwl-wrapper-registration-brand');
  // Number and expiry inside the details wrapper, the number as `**` and its last digits, as the original prints them.
  for (const part of ['number', 'expiry']) await one(`label.wpwl-registration > div.wpwl-wrapper-registration-details > div.wpwl-wrapper-registration-${part}`);
  await expect(page.locator('.wpwl-wrapper-registration-number')).toHaveText('**0000');
  // The selected card's code is one of its label's wrappers, as in the original (copyandpay-widget.md).
  await one(
    'div.wpwl-group-registration > label.wpwl-registration > div.wpwl-wrapper-registration-cvv > iframe.wpwl-control.wpwl-control-iframe.wpwl-control-cvv[name="card.cvv"]',
  );
  // Stored cards first, then the card form, then the other brands, as in the original.
  const order = await page.locator('.wpwl-container').evaluateAll((els) => els.map((e) => [...e.classList].find((c) => c.startsWith('wpwl-container-'))));
  expect(order).toEqual([
    'wpwl-container-registration',
    'wpwl-container-card',
    'wpwl-container-directDebit',
    'wpwl-container-virtualAccount',
    'wpwl-container-onlineTransfer',
  ]);
});
