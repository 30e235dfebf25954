// A README's CSS for Peach Payments' form: style plain, a reset, then Tailwind-like rules on
// .wpwl-label, .wpwl-control and every button. The page's rules win over the widget's own.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a shopper in Mauritius pays in rupees on the ringed, restyled plain form', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'peach-mauritius-tailwind-css');
  await checkout.ready();
  // Plain: no brand select (the CSS would hide it anyway), the brand mark's group stays.
  await expect(page.locator('.wpwl-control-brand')).toHaveCount(0);
  await expect(page.locator('.wpwl-group-brand .wpwl-brand-card')).toHaveCount(1);

  const label = page.locator('.wpwl-label-cardNumber');
  await expect(label).toHaveText('Card number');
  await expect(label).toHaveCSS('font-size', '14px');
  await expect(label).toHaveCSS('line-height', '24px');
  await expect(label).toHaveCSS('color', 'rgb(17, 24, 39)');
  await expect(label).toHaveCSS('display', 'block');
  // Fields: no border, the ring drawn inside by box-shadow, 6px corners, 14px on each side; the
  // card number's frame too, which carries .wpwl-control.
  for (const control of [checkout.expiry, checkout.holder, checkout.numberFrame]) {
    await expect(control).toHaveCSS('border-top-width', '0px');
    await expect(control).toHaveCSS('border-radius', '6px');
    await expect(control).toHaveCSS('box-shadow', /rgb\(209, 213, 219\) 0px 0px 0px 1px inset/);
  }
  await expect(checkout.expiry).toHaveCSS('padding-left', '14px');
  await expect(checkout.expiry).toHaveCSS('line-height', '24px');
  // The bare button rule styles the widget's pay button.
  await expect(checkout.pay).toHaveCSS('font-size', '13px');
  await expect(checkout.pay).toHaveCSS('font-weight', '500');
  await expect(checkout.pay).toHaveCSS('padding', '8px 16px');
  await expect(checkout.pay).toHaveCSS('border-radius', '6px');

  await checkout.fill({ number: '4200000000000000', expiry: '03/29', cvv: '123', holder: 'Anil Ramdin' });
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['2450.00', 'MUR', 'VISA']);
});
