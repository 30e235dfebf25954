// SnApp's HyperPay fragment: payment and result both aimed at a hidden iframe the page names.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry } from '../support.ts';

test('a mada card pays inside the hidden named frame and the page stays where it is', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'snapp-hyperpay-jsp');
  await checkout.ready();
  const pageUrl = page.url();
  await expect(page.locator('#hyperpay_iframe')).toBeHidden();
  await expect(page.locator('#ie-warn-box')).toHaveCSS('visibility', 'hidden');
  await checkout.fill({ number: '4464040000000007', expiry: '08/29', cvv: '123', holder: 'Khalid Al Mansoori' });
  // Plain style has no brand select (as the original's): the brand comes from the number, mada first.
  await expect(page.locator('.wpwl-control-brand')).toHaveCount(0);
  await expect(page.locator('.wpwl-brand-card')).toHaveClass(/wpwl-brand-MADA/);
  await checkout.pay.click();
  // The shop's result page opens in the named frame, not in the tab.
  const frame = page.frameLocator('iframe[name="hyperpay_frame_name"]');
  await expect(frame.getByTestId('result-code')).toHaveText('000.100.110');
  expect(page.url()).toBe(pageUrl);
  expect(watch.paymentPosts).toHaveLength(1);
  const resultFrame = page.frame({ name: 'hyperpay_frame_name' });
  const resultPage = { url: () => resultFrame?.url() ?? '' } as unknown as typeof page;
  const paid = await merchantReads(request, resultPage);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['185.00', 'AED', 'MADA']);
});
