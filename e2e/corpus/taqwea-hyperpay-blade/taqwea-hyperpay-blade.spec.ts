// Taqwea's pay-now view: mada first among co-badged brands, and a "keep my card" box that carries
// the holder field's class, added in onReady.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a co-badged card goes as mada, and the box carrying the holder class stores it', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'taqwea-hyperpay-blade');
  await checkout.ready();
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.wpwl-hint-cvv')).toBeVisible();
  const box = page.locator('form.wpwl-form-card .customLabel input[name="createRegistration"]');
  await expect(box).toHaveClass('wpwl-control-cardHolder');
  // Two inputs now carry the holder's class: the shopper types into the widget's own.
  const holder = page.locator('.wpwl-wrapper-cardHolder input.wpwl-control-cardHolder');
  await checkout.number.fill('4464040000000007');
  await checkout.expiry.fill('10/29');
  await holder.fill('Abdullah Alharbi');
  await checkout.cvv.fill('123');
  await expect(page.locator('.wpwl-control-brand')).toHaveValue('MADA');
  await box.check();
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const sent = new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '');
  expect([sent.get('createRegistration'), sent.get('card.holder')]).toEqual(['true', 'Abdullah Alharbi']);
  const paid = (await merchantReads(request, page)) as { paymentBrand: string; registrationId?: string; amount: string };
  expect([paid.paymentBrand, paid.amount]).toEqual(['MADA', '149.00']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
});
