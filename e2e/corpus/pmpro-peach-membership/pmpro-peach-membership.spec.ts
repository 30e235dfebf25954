// Peach Payments for Paid Memberships Pro: the billing address typed in the membership form is
// handed to the widget's billing fields, which the page hides; the first fee is paid and the card
// stored for the renewals.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the member pays; the hidden, prefilled billing address is sent and the card stored', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'pmpro-peach-membership');
  await checkout.ready();
  await expect(page.locator('#pmpro_form')).toBeHidden();
  const billing = page.locator('.wpwl-group-billing');
  await expect(billing).toHaveCount(6);
  for (const group of await billing.all()) await expect(group).toBeHidden();
  await expect(page.locator('input[name="billingCity"]')).toHaveValue('Cape Town');

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency]).toEqual(['150.00', 'ZAR']);
  // The billing fields the member never saw went with the payment, as the widget's own fields.
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(['billing.street1', 'billing.city', 'billing.postcode', 'billing.country'].map((name) => sent.get(name))).toEqual([
    '12 Kloof Street',
    'Cape Town',
    '8001',
    'ZA',
  ]);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
