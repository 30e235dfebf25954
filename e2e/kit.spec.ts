// The merchants' test kit against a stand-in for the widget's card form: fillCard reads back what
// each field holds and fails at once, naming the field, when keys were lost. The stand-in is the
// world outside the unit under test (the kit), built so that a field keeps fewer keys than typed.
import { expect, type Page, test } from '@playwright/test';
import { fillCard, TEST_CARDS } from '../src/testing/index.ts';

/**
 * A card form of the widget's shape. `cvvKeeps`: how many characters the security code field takes;
 * `numberDrops`: the number field swallows one key, typed when it holds that many characters, as a
 * browser that loses a key event does.
 */
async function standIn(page: Page, { numberDrops = -1, cvvKeeps = 4 } = {}) {
  const frame = (field: string, input: string) => `<iframe class="wpwl-control-${field}" srcdoc="${input.replace(/"/g, '&quot;')}"></iframe>`;
  const number = frame(
    'cardNumber',
    `<input onkeydown='if (this.value.length === ${numberDrops} && !this.dropped) { this.dropped = true; event.preventDefault(); }'>`,
  );
  const cvv = frame('cvv', `<input maxlength='${cvvKeeps}'>`);
  await page.setContent(`<form class="wpwl-form-card">
    ${number}
    <input class="wpwl-control-expiry">
    <input class="wpwl-control-cardHolder">
    ${cvv}
  </form>`);
  await expect(page.frameLocator('iframe.wpwl-control-cvv').locator('input')).toBeVisible();
}

test('fillCard types every field and passes when each holds what was typed', async ({ page }) => {
  await standIn(page);
  await fillCard(page, TEST_CARDS.visa);
  await expect(page.frameLocator('iframe.wpwl-control-cardNumber').locator('input')).toHaveValue(TEST_CARDS.visa.number);
  await expect(page.locator('input.wpwl-control-expiry')).toHaveValue(TEST_CARDS.visa.expiry.replace('/', ''));
  await expect(page.locator('input.wpwl-control-cardHolder')).toHaveValue('Jane Doe');
});

test('lost keys in the card number frame fail fillCard at once, naming the field and what it holds', async ({ page }) => {
  await standIn(page, { numberDrops: 3 });
  const error = await fillCard(page, TEST_CARDS.mada).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error?.message).toContain('the card number field holds "446040000000007" after typing "4464040000000007"');
  expect(error?.message).toContain('Keys were lost');
  // It stopped at the number: the security code was never typed.
  await expect(page.frameLocator('iframe.wpwl-control-cvv').locator('input')).toHaveValue('');
});

test('a security code longer than the field takes is named with both causes it can have', async ({ page }) => {
  await standIn(page, { cvvKeeps: 3 });
  await expect(fillCard(page, TEST_CARDS.amex)).rejects.toThrow(
    /the security code field holds "123" after typing "1234"\. It stopped after 3 of 4 characters: the card data is longer than the field takes/,
  );
});
