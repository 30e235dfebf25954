// Active payment method selection: the checkout's risk profile (risk.accountToken, docs/test-data.md
// "Risk profiles") decides which of the page's brands the shopper is offered; the widget shows that subset
// and the gateway refuses the others. A rejected profile's card payment is stopped by the risk check.
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

const BRANDS = 'VISA MASTER DIRECTDEBIT_SEPA KLARNA_PAYMENTS_PAYLATER PAYPAL';

test('every brand of the page for a shopper without risk data', async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?brands=${encodeURIComponent(BRANDS)}`);
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  await expect(page.locator('.wpwl-container-directDebit')).toBeVisible();
  await expect(page.locator('.wpwl-container-virtualAccount-PAYPAL')).toBeVisible();
  await expect(page.locator('.wpwl-container-virtualAccount-KLARNA_PAYMENTS_PAYLATER')).toBeVisible();
});

test('a shopper under review is offered cards only, and pays by card', async ({ page, checkout, watch }) => {
  const notices: string[] = [];
  page.on('console', (m) => void (m.type() === 'info' && notices.push(m.text())));
  await checkout.open(undefined, `/checkout?risk=RISK_REVIEW&brands=${encodeURIComponent(BRANDS)}`);
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  await expect(page.locator('.wpwl-container-directDebit')).toHaveCount(0);
  await expect(page.locator('[class*="wpwl-container-virtualAccount"]')).toHaveCount(0);
  expect(notices.join('\n')).toContain('not offered to this shopper');
  expect(notices.join('\n')).toContain('DIRECTDEBIT_SEPA KLARNA_PAYMENTS_PAYLATER PAYPAL');
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  // Approved, flagged for manual review (result-codes.md: 000.400.0xx).
  await expect(page.getByTestId('result-code')).toHaveText('000.400.000');
  expect(watch.violations).toEqual([]);
});

test("a rejected shopper's card payment is stopped by the risk check", async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?risk=RISK_REJECT&brands=${encodeURIComponent(BRANDS)}`);
  await expect(page.locator('.wpwl-container-directDebit')).toHaveCount(0);
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.400.200');
});
