// A UK clinic's WooCommerce gateway: its own payment page template for a subscription's first
// payment (the card stored, an initial CIT standing instruction), an inline guard that remembers the
// checkout in localStorage (the same checkout again shows a success modal), and CSS that hides the
// widget's error message.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the first monthly fee is paid by card, which is stored; the page remembers its checkout', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'woo-opwap-clinic-subscription');
  await checkout.ready();
  // The guard after the form saw a new checkout: it keeps its id and leaves the modal hidden.
  const ids = await page.evaluate(() => [localStorage.getItem('checkoutId'), (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id]);
  expect(ids[0]).toBe(ids[1]);
  await expect(page.locator('#successModal')).toBeHidden();
  // No options: the widget's defaults, the form where the template put it.
  await expect(page.locator('.wpwl-container-card')).toBeVisible();
  const beforeModal = await page
    .locator('.wpwl-container-card')
    .evaluate((c) => Boolean(c.compareDocumentPosition(document.getElementById('successModal') as Node) & Node.DOCUMENT_POSITION_FOLLOWING));
  expect(beforeModal).toBe(true);
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard', 'American Express']);

  await checkout.fill({ number: '4200000000000000', expiry: '10/29', cvv: '123', holder: 'Olivia Hughes' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  // What schedule.php reads before it schedules the next fees: success, the amount, the stored card.
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['20.00', 'GBP', 'VISA']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
