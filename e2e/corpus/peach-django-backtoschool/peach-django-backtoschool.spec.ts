// Peach Payments in a Django app: the total in a left column, the widget's script and form in a
// right one, the two floated side by side by the template's CSS.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the total sits beside the card form, and the monthly product is paid by Mastercard', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'peach-django-backtoschool');
  await checkout.ready();
  const [left, right] = [page.locator('.col-50').nth(0), page.locator('.col-50').nth(1)];
  await expect(left).toContainText('ZAR 350.00');
  await expect(right.locator('.wpwl-container-card')).toBeVisible();
  // The template's CSS: two floated columns of 48%, side by side.
  await expect(right).toHaveCSS('float', 'left');
  const [l, r, box] = await Promise.all([left.boundingBox(), right.boundingBox(), page.locator('.container').boundingBox()]);
  expect(r?.x ?? 0).toBeGreaterThan((l?.x ?? 0) + (l?.width ?? 0) - 1);
  expect(Math.abs((r?.y ?? 0) - (l?.y ?? 0))).toBeLessThan(2);
  expect((r?.width ?? 0) / ((box?.width ?? 1) - 62)).toBeCloseTo(0.48, 1);
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');
  await checkout.fill({ ...VISA, number: '5454545454545454' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['350.00', 'ZAR', 'MASTER']);
});
