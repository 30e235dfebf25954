// Total Processing, My account → Add payment method: the submit is taken over, the widget is loaded
// into a modal, the modal's button submits through wpwl.executePayment, and with useSummaryPage the
// widget hands the saved checkout to the plugin instead of paying.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { openEntry } from '../support.ts';

test('a card is added from My account through the modal, saved without a payment', async ({ page, checkout, watch }) => {
  await openEntry(page, 'wc-totalprocessing-add-card');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const modal = page.locator('.swal2-popup');
  await expect(modal.locator('#cnpSwal')).toBeAttached();
  await checkout.ready();
  // onReady: the holder shown again, the code moved before it, labels of the plugin's own.
  await expect(checkout.holder).toBeVisible();
  await expect(page.locator('.wpwl-group-cvv + .wpwl-group-cardHolder')).toHaveCount(1);
  await expect(page.locator('label.tpFrameLabel')).toHaveText(['Card number *', 'Expiry date *', 'Security code *', 'Name on card *']);
  // The widget's pay button is hidden: the modal's "Save card" submits.
  await expect(page.locator('.wpwl-group-submit')).toBeHidden();
  // onReadyIframeCommunication put a brand image beside the number; onDetectBrand swaps it.
  const brandImg = page.locator('.wpwl-wrapper-cardNumber #wpwlDynBrand #wpwlDynBrandImg');
  await expect(brandImg).toHaveAttribute('src', /\/img\/default\.svg$/);
  await checkout.number.fill(VISA.number);
  await expect(brandImg).toHaveAttribute('src', /\/img\/VISA\.svg$/);
  await checkout.expiry.fill(VISA.expiry);
  await checkout.cvv.fill(VISA.cvv);

  // Without a name the plugin's check stops the submission.
  await modal.getByRole('button', { name: 'Save card' }).click();
  await expect(page.locator('.wpwl-hint-cardHolderError')).toHaveText('Please enter the name on the card');
  await expect(page.locator('body')).not.toHaveAttribute('data-tp-saved', /./);

  await checkout.holder.fill('Amelia Clarke');
  const parse = page.waitForRequest((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST');
  await modal.getByRole('button', { name: 'Save card' }).click();
  // useSummaryPage: onSaveTransactionData hands the card form's action to the plugin's server.
  const body = (await parse).postData() ?? '';
  expect(body).toMatch(/^action=parseRgCheckout&actionUrl=http:\/\/localhost:\d+\/v1\/checkouts\/[^/]+\/payment$/);
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
});
