// OPPWA Tester (Vue 3): the script goes into <head> before the component's reactive options
// replace the global wpwlOptions, then the form is created in the modal.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a generated checkout launches the widget in the modal and a card pays it', async ({ page, checkout, watch, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openEntry(page, 'oppwa-tester-vue');
  await expect(page.locator('.modal')).toBeHidden();
  await page.getByRole('button', { name: 'Generate Checkout ID' }).click();
  await checkout.ready();
  await expect(page.locator('.modal.is-active #widget-form-container .wpwl-form-card')).toBeVisible();
  await expect(page.locator('head script#widget-script-tag')).toHaveCount(1);
  // The reactive options were read as given: labels and placeholders shown, no hint on the code.
  await expect(page.locator('.wpwl-label-cvv')).toBeVisible();
  await expect(page.locator('.wpwl-control-expiry')).toHaveAttribute('placeholder', /.+/);
  expect(warnings.filter((w) => w.includes('wpwlOptions'))).toEqual([]);

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'VISA']);
});
