// ACI summary-page React app: a pasted checkout id mounts the plain form; options are set between
// creating and appending the script, onBeforeSubmitCard left undefined by the app.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a pasted checkout id mounts the plain form and a Visa card pays', async ({ page, checkout, watch, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openEntry(page, 'aci-summary-page-react');
  await expect(page.getByText('Please submit a Checkout ID')).toBeVisible();
  // The developer copies the checkout the merchant's server created and pastes it.
  const id = (await page.locator('#server-checkout').textContent()) ?? '';
  await page.getByLabel('Checkout ID').fill(id);
  await page.getByRole('button', { name: 'Submit' }).click();
  await checkout.ready();
  await expect(page.locator('[data-testid="AciComponent"] .wpwl-form-card')).toBeVisible();
  await expect(page.locator('[data-testid="AciComponent"] > div > script#aci-script')).toHaveCount(1);
  // An option present but undefined is no option at all, as in the original.
  expect(warnings.filter((w) => w.includes('onBeforeSubmitCard'))).toEqual([]);

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.id !== undefined, paid.paymentBrand]).toEqual([true, 'VISA']);
  expect(watch.paymentPosts[0]?.url()).toContain(id);
});
