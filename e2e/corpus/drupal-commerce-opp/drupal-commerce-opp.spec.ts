// Drupal Commerce's OPP module: brands as the form's text, Drupal's hidden inputs in the form,
// the script inserted by a behavior, the language from the site's.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a German shopper pays by card and the callback route reads the payment', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'drupal-commerce-opp');
  await checkout.ready();
  // The brands written as the form's text are offered, and the shopper does not read that text.
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Ablaufdatum');
  await expect(page.getByText('VISA MASTER')).toBeHidden();
  await checkout.fill({ ...VISA, number: '5454545454545454' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['23.90', 'EUR', 'MASTER']);
});
