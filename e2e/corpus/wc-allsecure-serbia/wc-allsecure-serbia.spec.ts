// AllSecure's WooCommerce gateway, Serbian: labels and error texts of its own, the holder moved
// under the number, cloned brand marks lit by onChangeBrand, and a holder check before paying.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { openEntry, resultCode } from '../support.ts';

test('an empty name on the card is stopped by the merchant, then the card pays', async ({ page, checkout, watch }) => {
  await openEntry(page, 'wc-allsecure-serbia');
  await checkout.ready();
  // onReady's edits: the pay button renamed, a cancel button before it, the holder under the number.
  await expect(checkout.pay).toHaveText('Plati');
  await expect(page.locator('.wpwl-group-submit .wpwl-button-cancel + .wpwl-button-pay')).toHaveCount(1);
  await expect(page.locator('.wpwl-group-cardNumber + .wpwl-group-cardHolder')).toHaveCount(1);
  await expect(page.locator('.wpwl-brand-custom')).toHaveCount(6);
  // Its stylesheet hides the widget's own mark (.wpwl-brand), so only the cloned ones show.
  await expect(page.locator('.wpwl-group-brand .wpwl-brand')).toBeHidden();
  await expect(page.locator('.wpwl-brand-custom.wpwl-brand-VISA')).toBeVisible();
  // Labels hidden (showLabels: false) but still the merchant's words for screen readers.
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Važi do');
  await expect(page.locator('.wpwl-label-expiry')).toHaveClass(/wpwl-sr-only/);

  await checkout.fill({ number: '5454545454545454', expiry: VISA.expiry, cvv: VISA.cvv });
  // onChangeBrand: the detected brand's mark stays lit, the others are dimmed.
  await expect(page.locator('.wpwl-brand-custom.wpwl-brand-MASTER')).toHaveCSS('opacity', '1');
  await expect(page.locator('.wpwl-brand-custom.wpwl-brand-VISA')).toHaveCSS('opacity', '0.2');

  await checkout.pay.click();
  await expect(page.locator('.wpwl-wrapper-cardHolder .wpwl-hint-cardHolderError')).toHaveText('Ime na kartici nije ispravno');
  await expect(checkout.holder).toHaveClass(/wpwl-has-error/);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);

  await checkout.holder.fill('Milica Jovanovic');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
});
