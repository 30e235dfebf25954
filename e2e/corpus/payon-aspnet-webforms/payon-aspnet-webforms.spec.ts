// PAY.ON's Web Forms sample: the script in the head, the brands as the form's text, nothing else.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a failed 3-D Secure challenge comes back to the status page as a decline', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'payon-aspnet-webforms');
  await checkout.ready();
  // The brands written as the form's text are the ones offered, and the text itself is not shown.
  await expect(page.locator('.wpwl-control-brand option')).toHaveText(['Visa', 'Mastercard']);
  await expect(page.getByText('VISA MASTER', { exact: true })).toBeHidden();
  await checkout.fill({ number: '5200000000000007', expiry: '12/30', cvv: '123', holder: 'Jan Kowalski' });
  await checkout.pay.click();
  await page.frameLocator('iframe.wpwl-target').getByRole('button', { name: 'Fail authentication' }).click();
  expect(await resultCode(page)).toBe('100.380.401');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = (await merchantReads(request, page)) as { result: { code: string }; paymentBrand: string; amount: string };
  // The sample's status page counts only codes starting with 000 as success.
  expect(paid.result.code.startsWith('000')).toBe(false);
  expect([paid.paymentBrand, paid.amount]).toEqual(['MASTER', '50.99']);
});
