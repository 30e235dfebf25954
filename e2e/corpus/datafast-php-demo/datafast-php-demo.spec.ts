// A Datafast demo page: nothing until "Pagar"; then the widget's script
// appended by jQuery as an HTML string, and the form written after it.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('clicking Pagar brings the card form from the appended script, and the card pays once', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'datafast-php-demo');
  await expect(page.locator('.wpwl-container')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await checkout.ready();
  // The script jQuery appended is the one on the page.
  await expect(page.locator('script[src*="/v1/paymentWidgets.js?checkoutId="]')).toHaveCount(1);
  await expect(page.locator('#form_to_datafast .wpwl-container-card')).toBeVisible();
  await checkout.fill(VISA);
  await checkout.pay.click();
  // The demo's checkout asks for testMode EXTERNAL: approved as 000.100.112.
  expect(await resultCode(page)).toBe('000.100.112');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['9.00', 'USD', 'VISA']);
  // Datafast's merchant string (MID_TID) comes back as the server sent it.
  expect(paid.customParameters).toEqual({ '1000000505_PD100406': '0081003007010391000401200000000009605100817913101052012000000000804053012000000000009' });
});
