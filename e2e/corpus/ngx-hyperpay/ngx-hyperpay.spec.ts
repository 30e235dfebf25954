// ngx-hyperpay: options set in ngOnInit, the script appended after them, the overlay gone on the
// script's load, onReady heard by the host, an Arabic form paying with mada.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an Arabic shopper pays with mada in the Angular component', async ({ page, checkout, watch, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openEntry(page, 'ngx-hyperpay');
  await checkout.ready();
  await expect(page.locator('app-root')).toHaveAttribute('data-widget-ready', 'yes');
  await expect(page.locator('.loading-spinner')).toHaveCount(0);
  // The form speaks Arabic.
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText(/[\u0600-\u06FF]/);
  // The keys the original ignores are named in the console.
  expect(warnings.filter((w) => /wpwlOptions\.(onSuccess|onFailure|onCancel) is not a known option/.test(w))).toHaveLength(3);

  await checkout.fill({ ...VISA, number: '4464040000000007' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['149.00', 'SAR', 'MADA']);
});
