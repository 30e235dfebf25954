// CERP's Next.js component: options in the effect, the script 800 ms later, the form shown on
// onReady and styled by the site's global CSS; an Arabic shopper pays with mada.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the form appears on onReady, styled by the site, and a mada card pays', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'cerp-nextjs-hyperpay');
  await expect(page.locator('.hyperpay-container')).toHaveAttribute('data-status', 'loading');
  await checkout.ready();
  await expect(page.locator('.hyperpay-container')).toHaveAttribute('data-status', 'ready');
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await expect(page.locator('.form-box')).not.toHaveClass(/is-hidden/);
  await expect(page.locator('script#hyperpay-script-injected')).toHaveCount(1);
  // The site's !important rules win over the widget's own.
  await expect(checkout.pay).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveCSS('font-weight', '700');
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText(/[\u0600-\u06FF]/);

  await checkout.fill({ ...VISA, number: '4464040000000007' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['250.00', 'SAR', 'MADA']);
});
