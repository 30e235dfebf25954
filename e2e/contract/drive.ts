// How the contract spec drives each cell of the matrix: the shop page to open, the options, and the
// shopper's steps in the form and in the 3-D Secure or provider step, wherever the target put it.
import { resolve } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { CheckoutPage } from '../pages/checkout.ts';
import { CHECKOUT_KINDS, type CoveredCell, type FormKind, type Target } from './matrix.ts';

const GOOGLE_DOUBLE = resolve(import.meta.dirname, '../doubles/google-pay.js');
const FRAME = 'contract-frame';
const CHALLENGE_CARD = { number: '4000000000000036', expiry: '12/30', cvv: '123', holder: 'Jane Doe' };
const VISA = { ...CHALLENGE_CARD, number: '4200000000000000' };

const BRANDS: Record<FormKind, string> = {
  card: 'VISA',
  storedCard: 'VISA',
  sepa: 'DIRECTDEBIT_SEPA',
  redirect: 'PAYPAL',
  inline: 'PAYPAL',
  wallet: 'VISA GOOGLEPAY',
  stcPay: 'STC_PAY',
};

/** The shop's address for the cell: its checkout kind and its form's brands. */
export function shopPath(cell: CoveredCell, stored: string): string {
  const query = new URLSearchParams({ brands: BRANDS[cell.form] });
  if (cell.form === 'stcPay') query.set('currency', 'SAR');
  const kind = CHECKOUT_KINDS[cell.checkout].query.replace('{stored}', stored);
  return `/checkout?${query.toString()}${kind ? `&${kind}` : ''}`;
}

/** wpwlOptions (JavaScript source) for the cell's target and form. */
export function options(cell: CoveredCell, googlePayMerchant: string): string | undefined {
  const parts: string[] = [];
  if (cell.target === '_top') parts.push("paymentTarget: '_top'");
  if (cell.target === 'frame')
    parts.push(
      `paymentTarget: '${FRAME}', onReady: function () { var f = document.createElement('iframe'); f.name = '${FRAME}'; f.title = 'Payment step'; document.querySelector('.wpwl-container').after(f); }`,
    );
  if (cell.form === 'inline') parts.push("inlineFlow: ['PAYPAL']");
  if (cell.form === 'wallet')
    parts.push(`googlePay: { gatewayMerchantId: ${JSON.stringify(googlePayMerchant)}, merchantId: '12345678901234567890', merchantName: 'Demo shop' }`);
  return parts.length ? `{ ${parts.join(', ')} }` : undefined;
}

/** Google's pay.js replaced by the suite's double (e2e/doubles), as e2e/wallets.spec.ts does. */
export async function withGooglePay(page: Page): Promise<void> {
  await page.route('https://pay.google.com/gp/p/js/pay.js', (route) => route.fulfill({ path: GOOGLE_DOUBLE, contentType: 'text/javascript' }));
}

/** Where the step opens: the widget's own frame, the named frame, or the whole tab. */
function stepScope(page: Page, target: Target, inWidget: string): Page | FrameLocator {
  if (target === 'frame') return page.frameLocator(`iframe[name="${FRAME}"]`);
  if (target === 'page' && inWidget) return page.frameLocator(inWidget);
  return page;
}

/** The shopper fills the cell's form, pays, and completes any step. */
export async function pay(page: Page, checkout: CheckoutPage, cell: CoveredCell): Promise<void> {
  const registering = cell.expected.path === 'registration';
  switch (cell.form) {
    case 'card': {
      await checkout.fill(registering ? VISA : CHALLENGE_CARD);
      await checkout.pay.click();
      if (registering) return;
      const scope = stepScope(page, cell.target, 'iframe.wpwl-target');
      await scope.getByRole('button', { name: 'Authenticate' }).click();
      return;
    }
    case 'storedCard':
      await page.locator('#wpwl-registrations form.wpwl-form-registrations button.wpwl-button-pay').click();
      return;
    case 'sepa': {
      await page.getByLabel('Account holder').fill('Jane Doe');
      await page.getByLabel('IBAN').fill('DE89370400440532013000');
      await page.locator('.wpwl-form-directDebit button.wpwl-button-pay').click();
      return;
    }
    case 'redirect':
    case 'inline': {
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
      const scope = stepScope(page, cell.target, cell.form === 'inline' ? '.wpwl-container-virtualAccount-PAYPAL iframe.wpwl-target' : '');
      await scope.getByRole('button', { name: 'Approve payment' }).click();
      return;
    }
    case 'wallet':
      await page.locator('.wpwl-container-virtualAccount-GOOGLEPAY button.gpay-button').click();
      return;
    case 'stcPay': {
      // QR code is the form's first choice; approving at the wallet's page pays.
      await page.locator('form.wpwl-form-virtualAccount-STC_PAY .wpwl-button-pay').click();
      const scope = stepScope(page, cell.target, '');
      await scope.getByRole('button', { name: 'Approve payment' }).click();
      return;
    }
  }
}

/** The result page's address, in the tab or in the named frame, whichever the shopper landed in. */
export async function landing(page: Page): Promise<URL> {
  let found: URL | undefined;
  await expect
    .poll(() => {
      const url = [page.url(), ...page.frames().map((f) => f.url())].find((u) => /\/result\?/.test(u));
      found = url ? new URL(url) : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found as URL;
}
