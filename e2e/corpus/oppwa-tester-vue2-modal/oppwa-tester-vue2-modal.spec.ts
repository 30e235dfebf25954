// OPPWA tester (Vue 2): Submit runs the typed options and opens the widget in a modal; Cancel
// unloads it but leaves its script and form; Submit again replaces both for a new checkout.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

const idOf = (src: string | null) => new URL(src ?? '', 'http://x').searchParams.get('checkoutId') ?? '';

test('launched, cancelled and launched again with other options, the one form shown pays the second checkout', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'oppwa-tester-vue2-modal');
  const modal = page.locator('#widget_modal');
  const script = page.locator('#widget_slot script[src*="/v1/paymentWidgets.js"]');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeVisible();
  await checkout.ready();
  const first = idOf(await script.getAttribute('src'));
  expect(first).toMatch(/^[\w.-]{8,}$/);
  // The component's script comes before its form, where the widget now stands; the brands, with
  // the select's trailing space, are read as VISA MASTER.
  await expect(page.locator('#widget_slot > div > script + div .wpwl-container-card')).toHaveCount(1);
  await expect(page.locator('.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard']);
  await expect(page.locator('.wpwl-label-cvv')).toHaveText('Security code');

  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(script).toHaveCount(1);

  await page.getByLabel('Widget JS Customization').fill('var wpwlOptions = {\n    style: "card",\n    labels: { cvv: "CVV2" }\n}');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeVisible();
  await expect(script).toHaveCount(1);
  await expect(script).not.toHaveAttribute('src', new RegExp(`checkoutId=${first}$`));
  const second = idOf(await script.getAttribute('src'));
  await checkout.ready();
  // One card form, of the new widget, which read the options typed the second time.
  await expect(page.locator('form.wpwl-form-card')).toHaveCount(1);
  await expect(page.locator('iframe.wpwl-control-cardNumber')).toHaveCount(1);
  await expect(page.locator('.wpwl-label-cvv')).toHaveText('CVV2');

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  expect(new URL(watch.paymentPosts[0]?.url() ?? '').pathname).toBe(`/v1/checkouts/${second}/payment`);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['49.99', 'EUR', 'VISA']);
});
