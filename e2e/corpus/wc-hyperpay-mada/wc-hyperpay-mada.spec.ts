// HyperPay's gateways plugin, mada gateway: one brand, the brand selector hidden by its late
// stylesheet and the mada mark drawn in the number field; the shopper pays with a mada card.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a mada card pays on a form without a brand selector', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'wc-hyperpay-mada');
  await checkout.ready();
  // The plugin's stylesheet, linked at the end of the body, hides the selector and draws the mark.
  await expect(page.locator('.wpwl-group-brand')).toBeHidden();
  const mark = await page.locator('.wpwl-wrapper-cardNumber').evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return { content: after.content, image: after.backgroundImage, width: after.width };
  });
  expect(mark).toEqual({ content: '""', image: expect.stringContaining('/favicon.svg'), width: '50px' });
  await checkout.fill({ ...VISA, number: '4464040000000007' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['89.50', 'SAR', 'MADA']);
});
