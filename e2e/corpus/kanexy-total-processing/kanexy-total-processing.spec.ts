// Kanexy's Total Processing step: a holder check in onBeforeSubmitCard and a click handler on the
// pay button that marks whatever it finds empty, including the number and code frames.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the holder check stops a payment without a name; with a name the transfer is paid once', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'kanexy-total-processing');
  await checkout.ready();
  const brandWidth = await page
    .locator('.wpwl-wrapper-brand')
    .evaluate((el) => el.getBoundingClientRect().width / (el.parentElement?.getBoundingClientRect().width ?? 1));
  expect(brandWidth).toBeCloseTo(0.52, 1);
  await checkout.fill({ ...VISA, holder: undefined });
  await checkout.pay.click();
  const holderHints = page.locator('.wpwl-hint-cardHolderError', { hasText: '2 to 40 characters' });
  await expect(holderHints.first()).toBeVisible();
  await expect(page.locator('.wpwl-control-cardHolder')).toHaveClass(/wpwl-has-error/);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
  // A space is no letter: the page says so while typing, but its check before paying passes.
  await checkout.holder.fill('Jane Doe');
  await expect(page.locator('.wpwl-hint-cardHolderError', { hasText: 'letters only' })).toBeVisible();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = (await merchantReads(request, page)) as { amount: string; currency: string; card?: { holder?: string } };
  expect([paid.amount, paid.currency, paid.card?.holder]).toEqual(['250.00', 'GBP', 'Jane Doe']);
});
