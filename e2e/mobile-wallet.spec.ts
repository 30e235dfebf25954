// STC_PAY as the original offers it on HyperPay pages: a choice of QR code or mobile number, the
// number typed in the widget, then the wallet's step at the provider simulator (the one-time code
// it sent, or the QR code to scan), and back to the shop.
import type { APIRequestContext, Page } from '@playwright/test';
import { confirmWalletCode } from '../src/testing/index.ts';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

const STC_PAGE = `/checkout?currency=SAR&amount=150.00&brands=${encodeURIComponent('VISA MASTER MADA STC_PAY')}`;

async function paid(request: APIRequestContext, page: Page) {
  const resourcePath = new URL(page.url()).searchParams.get('resourcePath') ?? '';
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  return (await res.json()) as { paymentBrand?: string; result: { code: string }; virtualAccount?: { accountId: string } };
}

test('by mobile number: the number is checked in the widget, the wallet asks for its code, a wrong one is said, the right one pays', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await checkout.open(undefined, STC_PAGE);
  const form = page.locator('form.wpwl-form-virtualAccount-STC_PAY');
  // As the original: QR code chosen first, the number's group shown once "mobile number" is.
  await expect(form.locator('.wpwl-control-radio-qrcode')).toBeChecked();
  await expect(form.locator('.wpwl-group-mobilePhone')).toBeHidden();
  await form.getByRole('radio', { name: 'Mobile number' }).check();
  const number = form.getByRole('textbox', { name: 'Mobile number' });
  await expect(number).toBeVisible();
  await number.fill('0457877988');
  // In the middle of the viewport: Firefox scrolls a button half below the fold into view when the
  // press focuses it, and the release then lands beside it (no click).
  await form.locator('.wpwl-button-pay').evaluate((b) => b.scrollIntoView({ block: 'center' }));
  await form.locator('.wpwl-button-pay').click();
  await expect(form.locator('.wpwl-hint-mobilePhoneError')).toHaveText('Enter a Saudi mobile number, such as 05XXXXXXXX');
  await expect(number).toBeFocused();
  expect(watch.paymentPosts).toHaveLength(0);
  await number.fill('055 787 7988');
  await form.locator('.wpwl-button-pay').click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await expect(page.getByText('05•••••988')).toBeVisible();
  await page.getByLabel('One-time code').fill('0000');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('alert')).toContainText('2 tries left');
  await confirmWalletCode(page);
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  // What was sent, as the gateway recorded it (Firefox's BiDi gives Playwright no request bodies).
  const payment = await paid(request, page);
  expect([payment.paymentBrand, payment.virtualAccount?.accountId]).toEqual(['STC_PAY', '0557877988']);
});

test('by QR code: the wallet page shows the code to scan, and approving there pays', async ({ page, checkout, request }) => {
  await checkout.open(undefined, STC_PAGE);
  await page.locator('form.wpwl-form-virtualAccount-STC_PAY .wpwl-button-pay').click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  const payment = await paid(request, page);
  expect([payment.paymentBrand, payment.virtualAccount]).toEqual(['STC_PAY', undefined]);
});

test('as HyperPay plugins set it up: onReady hides the choice, checks "mobile" as their jQuery does (the attribute, then a click) and shows the number; in Arabic, right to left', async ({
  page,
  checkout,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { wpwlOptions: object }).wpwlOptions = {
      locale: 'ar',
      paymentTarget: '_top',
      onReady() {
        // What the plugins do, through the DOM only (no jQuery on this page; the corpus has those).
        const stc = '.wpwl-form-virtualAccount-STC_PAY';
        for (const hide of ['.wpwl-wrapper-radio-qrcode', '.wpwl-wrapper-radio-mobile', '.wpwl-group-paymentMode'])
          (document.querySelector(`${stc} ${hide}`) as HTMLElement).style.display = 'none';
        (document.querySelector(`${stc} .wpwl-group-mobilePhone`) as HTMLElement).style.display = 'block';
        const mobile = document.querySelector(`${stc} .wpwl-control-radio-mobile`) as HTMLInputElement;
        mobile.setAttribute('checked', 'checked');
        mobile.click();
      },
    };
  });
  await page.goto(STC_PAGE);
  await checkout.ready();
  const form = page.locator('form.wpwl-form-virtualAccount-STC_PAY');
  await expect(form.locator('.wpwl-group-paymentMode')).toBeHidden();
  await expect(form.locator('.wpwl-label-mobilePhone')).toHaveText('رقم الجوال');
  await expect(form.locator('xpath=..')).toHaveAttribute('dir', 'rtl');
  await form.locator('.wpwl-control-mobilePhone').fill('0557877988');
  await form.locator('.wpwl-button-pay').click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await expect(page.getByLabel('One-time code')).toBeVisible();
});
