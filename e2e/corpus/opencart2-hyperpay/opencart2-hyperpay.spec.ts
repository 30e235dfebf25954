// OpenCart 2's HyperPay extension: a hidden, ticked createRegistration box added in onReady, so
// every card paid is stored for the customer.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a shopper pays by card and the card is stored without a visible choice', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'opencart2-hyperpay');
  await checkout.ready();
  const box = page.locator('form.wpwl-form-card input[name="createRegistration"]');
  await expect(box).toBeHidden();
  await expect(box).toBeChecked();
  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect(sent.get('createRegistration')).toBe('true');
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['99.00', 'SAR', 'VISA']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
