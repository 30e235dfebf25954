// AltPayNet's package for Zoho Books invoices: the brand the customer picked is the form's only
// brand, no wpwlOptions, and a stylesheet of the merchant's that restyles the widget's classes.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('an invoice is paid in pesos by Mastercard on a form in the merchant colours', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'altpaynet-zoho-invoice-ph');
  await checkout.ready();
  await expect(page.locator('.card-blue')).toContainText('Processing payment for INV-000271');
  await expect(page.locator('.card-blue h1')).toHaveText('Total Amount: ₱ 1,250.00');
  // The inline script before the widget's tag kept the checkout id for the page's own use.
  const ids = await page.evaluate(() => {
    const w = window as unknown as { checkoutId: string; wpwl: { checkout: { id: string } } };
    return [w.checkoutId, w.wpwl.checkout.id];
  });
  expect(ids[0]).toBe(ids[1]);
  expect(ids[0]).toMatch(/\S{20,}/);
  // One brand, chosen on the previous page; English, the card style.
  await expect(page.locator('select.wpwl-control-brand option')).toHaveText(['Mastercard']);
  await expect(page.locator('.wpwl-label-cardNumber')).toHaveText('Card number');

  // The merchant's stylesheet wins over the widget's own on every rule it sets.
  const pay = checkout.pay;
  await expect(pay).toHaveCSS('background-color', 'rgb(73, 43, 196)');
  await expect(pay).toHaveCSS('text-transform', 'uppercase');
  await expect(pay).toHaveCSS('letter-spacing', '2px');
  await expect(pay).toHaveCSS('font-size', '10.4px');
  await expect(pay).toHaveCSS('border-radius', '2px');
  const [payBox, wrapperBox] = await Promise.all([pay.boundingBox(), page.locator('.wpwl-wrapper-submit').boundingBox()]);
  expect(Math.abs((payBox?.width ?? 0) - (wrapperBox?.width ?? -9))).toBeLessThan(1);
  const label = page.locator('.wpwl-label-cardNumber');
  await expect(label).toHaveCSS('text-transform', 'uppercase');
  await expect(label).toHaveCSS('font-size', '10.88px');
  await expect(label).toHaveCSS('letter-spacing', '2px');
  await expect(label).toHaveCSS('width', '90px');
  await expect(page.locator('.wpwl-group-cardNumber')).toHaveCSS('display', 'flex');
  await expect(page.locator('.wpwl-group-cardNumber')).toHaveCSS('margin-bottom', '24px');
  await expect(page.locator('.wpwl-group-submit')).toHaveCSS('margin-bottom', '0px');
  await expect(checkout.expiry).toHaveCSS('height', '42px');
  await expect(checkout.expiry).toHaveCSS('border-radius', '2px');
  await expect(checkout.numberFrame).toHaveCSS('border-radius', '5px');

  await checkout.fill({ number: '5454545454545454', expiry: '11/28', cvv: '321', holder: 'Maria Santos' });
  await pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand, paid.merchantTransactionId]).toEqual(['1250.00', 'PHP', 'MASTER', 'INV-000271']);
});
