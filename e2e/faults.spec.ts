// Faults and bad input: a lost answer retried without paying twice, repeated clicks, frames that do
// not load, merchant text with markup, and Subresource Integrity.

import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

test('an answer lost on the way: the shopper keeps what was typed, retries, and pays once', async ({ page, checkout, request }) => {
  await checkout.open();
  let cut = true;
  await page.route('**/v1/checkouts/*/payment', async (route) => {
    if (route.request().method() !== 'POST' || !cut) return route.continue();
    cut = false;
    // The gateway takes the payment; the answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await checkout.fill(VISA);
  await checkout.pay.click();
  await expect(page.locator('.wpwl-message')).toHaveText('The payment service could not be reached. Your details are kept; please try again.');
  await expect(checkout.number).toHaveValue('4200 0000 0000 0000');
  await expect(checkout.expiry).toHaveValue('12 / 30');
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  const order = (await page.getByTestId('merchant-transaction-id').textContent()) ?? '';
  const found = await request.get(`${GATEWAY_URL}/v1/query`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    params: { entityId: ENTITY_ID, merchantTransactionId: order },
  });
  expect(((await found.json()) as { payments: unknown[] }).payments).toHaveLength(1);
});

test('double click, Enter again and executePayment twice make one payment', async ({ page, checkout, watch }) => {
  await checkout.open();
  await checkout.fill(VISA);
  await page.route('**/v1/checkouts/*/payment', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await checkout.pay.dblclick();
  // Enter again if the form is still there. The payment may already have taken the shopper to the
  // result page, whose frames are gone: a press without a timeout then waits for a frame that never
  // comes back, until the test's own timeout (as it did in two full runs on Chromium 156).
  await checkout.number.press('Enter', { timeout: 1000 }).catch(() => undefined);
  await page
    .evaluate(() => {
      const w = window as unknown as { wpwl: { executePayment(c: string): void } };
      w.wpwl.executePayment('wpwl-container-card');
      w.wpwl.executePayment('wpwl-container-card');
    })
    .catch(() => undefined);
  // The address, not the load event: with a core kept busy, the result page showed while a
  // waitForURL for its load timed out (issue 26).
  await expect(page).toHaveURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
});

test('card frames that do not load: PciIframeCommunicationError and a visible message', async ({ page, watch: _watch }) => {
  await page.route('**/v1/frames/**', (route) => route.abort('connectionrefused'));
  await page.addInitScript(
    'if (window === window.top) { window.__calls = []; window.wpwlOptions = { onError: function (e) { window.__calls.push(e.name); } }; }',
  );
  await page.goto('/checkout');
  await expect(page.locator('.wpwl-message')).toHaveText('The card fields could not be loaded. Reload the page to try again.');
  expect(await page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).toEqual(['PciIframeCommunicationError']);
});

test('a security-code frame gone when pay is pressed: nothing is sent, the shopper and the merchant hear why', async ({ page, checkout, watch }) => {
  await checkout.open("{ onError: function (e) { record('error', e.name + ': ' + e.message); } }");
  await checkout.fill(VISA);
  // A merchant script (or an extension) takes the frame out of the page after it was filled in.
  await checkout.cvvFrame.evaluate((el) => el.remove());
  await checkout.pay.click();
  await expect(page.locator('.wpwl-message')).toHaveText('The payment service could not be reached. Your details are kept; please try again.');
  await expect.poll(() => checkout.calls()).toEqual([['error', 'PciIframeCommunicationError: a card frame did not answer at submission; nothing was sent']]);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  await expect(checkout.number).toHaveValue('4200 0000 0000 0000');
});

test('labels and error messages are shown as text, never as markup', async ({ page, checkout }) => {
  await checkout.open(`{ labels: { cardHolder: '<img src=x onerror="window.pwned=1">Name' }, errorMessages: { expiryYearError: '<b>old</b>' } }`);
  await expect(page.locator('.wpwl-label-cardHolder')).toHaveText('<img src=x onerror="window.pwned=1">Name');
  await expect(page.locator('.wpwl-container img[src="x"]')).toHaveCount(0);
  await checkout.fill({ ...VISA, expiry: '01/20' });
  await checkout.pay.click();
  await expect(checkout.hint('expiry')).toHaveText('<b>old</b>');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test.describe('Subresource Integrity', () => {
  test('the integrity value from checkout creation loads the widget', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?integrity=1');
    await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute('integrity', /^sha384-/);
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
  });

  test('a widget module that does not match the hash paymentWidgets.js carries is refused, and nothing of it runs', async ({ page }) => {
    await page.route('**/v1/assets/core-*.js', async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered = true;` });
    });
    await page.addInitScript(
      'if (window === window.top) { window.__errors = []; window.wpwlOptions = { onError: function (e) { window.__errors.push(e.name); } }; }',
    );
    const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /modules did not load/.test(m.text()));
    await page.goto('/checkout?integrity=1');
    await refused;
    expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __errors: string[] }).__errors)).toEqual(['WidgetError']);
    await expect(page.locator('.wpwl-container')).toHaveCount(0);
  });

  test('a script that does not match its hash is refused by the browser', async ({ page }) => {
    const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
    await page.goto('/checkout?integrity=bad');
    await refused;
    expect(await page.evaluate(() => 'wpwl' in window)).toBe(false);
    await expect(page.locator('.wpwl-container')).toHaveCount(0);
  });
});
