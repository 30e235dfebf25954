// Stored cards (one-click): a checkout created with registrations[n].id shows them above the card
// form; the shopper picks one (and types its code with registrations.requireCvv) and pays.
import type { APIRequestContext } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

async function storeCard(request: APIRequestContext, number: string, brand: string): Promise<string> {
  const res = await request.post(`${GATEWAY_URL}/v1/registrations`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    form: { entityId: ENTITY_ID, paymentBrand: brand, 'card.number': number, 'card.holder': 'Jane Doe', 'card.expiryMonth': '12', 'card.expiryYear': '2031' },
  });
  return ((await res.json()) as { id: string }).id;
}

test('one-click with a stored card and its security code frame', async ({ page, checkout, request }) => {
  const visa = await storeCard(request, '4200000000000000', 'VISA');
  const master = await storeCard(request, '5454545454545454', 'MASTER');
  await checkout.open(
    "{ registrations: { requireCvv: true }, onBeforeSubmitOneClickCard: function () { sessionStorage.setItem('oneClick', this.className); } }",
    `/checkout?registrations=${visa},${master}`,
  );
  const stored = page.locator('#wpwl-registrations .wpwl-container-registration form.wpwl-form-registrations');
  await expect(stored.locator('.wpwl-group-registration')).toHaveCount(2);
  await expect(stored.locator('.wpwl-group-registration.wpwl-selected .wpwl-wrapper-registration-number')).toHaveText('**0000');
  await stored.locator(`input[name="registrationId"][value="${master}"]`).check();
  await expect(stored.locator('.wpwl-group-registration.wpwl-selected .wpwl-wrapper-registration-number')).toHaveText('**5454');
  const cvv = page.frameLocator('.wpwl-wrapper-registration-cvv iframe.wpwl-control-cvv').locator('input');
  await cvv.fill('123');
  await stored.locator('button.wpwl-button-pay[type="submit"]').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(await page.evaluate(() => sessionStorage.getItem('oneClick'))).toBe('wpwl-form wpwl-form-registrations');
});

test('stored cards are built and laid out like the original: one row per card, its wrappers in its label', async ({ page, checkout, request }) => {
  const visa = await storeCard(request, '4200000000000000', 'VISA');
  const master = await storeCard(request, '5454545454545454', 'MASTER');
  await checkout.open('{ registrations: { requireCvv: true } }', `/checkout?registrations=${visa},${master}`);
  const rows = page.locator('#wpwl-registrations form.wpwl-form-registrations > .wpwl-group-registration > label.wpwl-registration');
  await expect(rows).toHaveCount(2);
  // The selected card's code is one of its label's wrappers, as merchant scripts find it.
  await expect(rows.first().locator('> .wpwl-wrapper-registration-cvv iframe.wpwl-control-cvv')).toBeAttached();
  for (const row of await rows.all()) {
    // Number, expiry and holder inside the details wrapper, as in the original.
    const parts = [
      'registrationId',
      'brand',
      'details > .wpwl-wrapper-registration-number',
      'details > .wpwl-wrapper-registration-expiry',
      'details > .wpwl-wrapper-registration-holder',
    ].map((w) => row.locator(`> .wpwl-wrapper-registration-${w}`));
    const boxes = (await Promise.all(parts.map((p) => p.boundingBox()))).map((box, i) => {
      expect(box, `wrapper ${i}`).not.toBeNull();
      return { top: box?.y ?? 0, bottom: (box?.y ?? 0) + (box?.height ?? 0), x: box?.x ?? 0 };
    });
    // One row: the wrappers share a line (every one spans the lowest top), each after the one before.
    const lowestTop = Math.max(...boxes.map((b) => b.top));
    for (const [i, box] of boxes.entries()) {
      expect(box.bottom, `wrapper ${i}`).toBeGreaterThan(lowestTop);
      if (i > 0) expect(box.x).toBeGreaterThan(boxes[i - 1]?.x ?? 0);
    }
  }
});

test('hideInitialPaymentForms shows only stored cards until the shopper asks for the rest', async ({ page, checkout, request, watch }) => {
  const visa = await storeCard(request, '4200000000000000', 'VISA');
  await checkout.open('{ registrations: { hideInitialPaymentForms: true } }', `/checkout?registrations=${visa}`);
  await expect(page.locator('.wpwl-container-card')).toBeHidden();
  await page.getByRole('button', { name: 'Show other payment methods' }).click();
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  // Without requireCvv the stored card pays with its registration id alone.
  await page.locator('form.wpwl-form-registrations button[type="submit"]').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(sent.get('registrationId')).toBe(visa);
  expect(sent.get('card.number')).toBeNull();
});
