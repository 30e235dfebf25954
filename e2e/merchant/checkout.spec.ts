// A merchant's first spec: a card pays, a declined card is refused, 3-D Secure is passed, each
// read back as the shop's result page shows it. docs/test-your-checkout.md follows this file.
import { expect, test } from '@playwright/test';
import { fillCard, passThreeDSecure, payButton, resultOf, TEST_CARDS, type TestCard, waitForWidget } from '@wpwl/testing';

async function pay(page: import('@playwright/test').Page, card: TestCard) {
  await page.goto('/checkout');
  await waitForWidget(page);
  await fillCard(page, card);
  await payButton(page).click();
}

test('a card pays', async ({ page }) => {
  await pay(page, TEST_CARDS.visa);
  await resultOf(page);
  await expect(page.getByRole('heading')).toHaveText('Thank you');
  await expect(page.locator('#code')).toHaveText('000.100.110');
});

test('a declined card is refused', async ({ page }) => {
  await pay(page, TEST_CARDS.declined);
  await resultOf(page);
  await expect(page.getByRole('heading')).toHaveText('Payment failed');
  await expect(page.locator('#code')).toHaveText('800.100.152');
});

test('3-D Secure: the shopper authenticates, and the card pays', async ({ page }) => {
  await pay(page, TEST_CARDS.threeDSecure);
  await passThreeDSecure(page, 'Authenticate');
  await resultOf(page);
  await expect(page.locator('#code')).toHaveText('000.100.110');
});

test('3-D Secure: the shopper fails authentication, and nothing is paid', async ({ page }) => {
  await pay(page, TEST_CARDS.threeDSecure);
  await passThreeDSecure(page, 'Fail authentication');
  await resultOf(page);
  await expect(page.getByRole('heading')).toHaveText('Payment failed');
});

test("a card of the merchant's own: a Mastercard with a future expiry", async ({ page }) => {
  const mine: TestCard = { number: '5454545454545454', expiry: '12/35', cvv: '321', holder: 'Max Mustermann' };
  await pay(page, mine);
  await resultOf(page);
  await expect(page.locator('#code')).toHaveText('000.100.110');
});
