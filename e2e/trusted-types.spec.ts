// A merchant page that requires Trusted Types (`require-trusted-types-for 'script'; trusted-types
// wpwl shop`): the widget hands script sinks only what its `wpwl` policy made, beside the page's own
// `shop` policy, in every flow; the fixture fails a test on any violation, in any frame. The card
// frames, the simulators and the return page require Trusted Types themselves and allow no policy.

import { resolve } from 'node:path';
import { answerProvider, passThreeDSecure, paymentStatus, resultOf, TEST_CARDS } from '../src/testing/index.ts';
import { storedCard } from './corpus/support.ts';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

const TT = 'csp=trusted-types';
const PAY_JS = 'https://pay.google.com/gp/p/js/pay.js';

test('the page and the card frames require Trusted Types; the page writes through its own policy', async ({ page, checkout }) => {
  const response = await page.goto(`/checkout?${TT}`);
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types wpwl shop");
  await checkout.ready();
  await expect(page.locator('#shop-tt strong')).toHaveText('Trusted Types');
  const frame = await page.request.get(await checkout.numberFrame.getAttribute('src').then((src) => src ?? ''));
  expect(frame.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types 'none'");
});

test('3-D Secure inside the widget, then the result page', async ({ page, checkout, watch, request }) => {
  await checkout.open(undefined, `/checkout?${TT}`);
  await checkout.fill(TEST_CARDS.threeDSecure);
  await checkout.pay.click();
  await passThreeDSecure(page);
  const { resourcePath } = await resultOf(page);
  expect((await paymentStatus(request, { gateway: GATEWAY_URL, resourcePath, entityId: ENTITY_ID, accessToken: ACCESS_TOKEN })).result.code).toBe(
    '000.100.110',
  );
  expect(watch.paymentPosts).toHaveLength(1);
});

test("3-D Secure in the whole tab (paymentTarget: '_top')", async ({ page, checkout }) => {
  await checkout.open("{ paymentTarget: '_top' }", `/checkout?${TT}`);
  await checkout.fill({ ...VISA, number: '5200000000000007' });
  await checkout.pay.click();
  await page.waitForURL(/\/v1\/simulators\/acs\//);
  await passThreeDSecure(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test('a redirect brand, SEPA and STC_PAY on one page: PayPal through its provider', async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?${TT}&brands=${encodeURIComponent('VISA PAYPAL DIRECTDEBIT_SEPA STC_PAY')}`);
  await expect(page.locator('form.wpwl-form-directDebit')).toBeVisible();
  await expect(page.locator('form.wpwl-form-virtualAccount-STC_PAY')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await answerProvider(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test('SEPA direct debit pays', async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?${TT}&brands=DIRECTDEBIT_SEPA`);
  const form = page.locator('form.wpwl-form-directDebit');
  await form.locator('.wpwl-control-accountHolder').fill('Jane Doe');
  await form.locator('.wpwl-control-accountIban').fill('DE89370400440532013000');
  await form.locator('.wpwl-button-pay').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test('a stored card with its security code frame pays', async ({ page, checkout, request }) => {
  const visa = await storedCard(request);
  await checkout.open('{ registrations: { requireCvv: true } }', `/checkout?${TT}&registrations=${visa}`);
  await page.frameLocator('.wpwl-wrapper-registration-cvv iframe.wpwl-control-cvv').locator('input').fill('123');
  await page.locator('form.wpwl-form-registrations button.wpwl-button-pay').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test("Google's pay.js is loaded through the wpwl policy and Google Pay pays", async ({ page, checkout }) => {
  await page.route(PAY_JS, (route) => route.fulfill({ path: resolve(import.meta.dirname, 'doubles/google-pay.js'), contentType: 'text/javascript' }));
  await checkout.open(`{ googlePay: { gatewayMerchantId: ${JSON.stringify(ENTITY_ID)} } }`, `/checkout?${TT}&brands=VISA%20GOOGLEPAY`);
  await page.locator('button.gpay-button').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});

test('the loader mounts, unmounts and mounts again, its policy found again each time', async ({ page }) => {
  await page.goto(`/spa?${TT}`);
  await expect(page.locator('#spa-status')).toContainText('Ready');
  await page.locator('#spa-remount').click();
  await expect(page.locator('#spa-status')).toContainText('Ready');
  await page.locator('#spa-remount').click();
  await expect(page.locator('#spa-status')).toContainText('Ready');
  await expect(page.locator('#spa-widget .wpwl-container-card')).toHaveCount(1);
});
