// An Express app's EJS view: a bare fragment (quirks mode), the script straight before the form.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('in a quirks-mode fragment, a challenged card is authenticated in the page and paid', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'whoosh-express-ejs');
  expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
  await checkout.ready();
  await checkout.fill({ number: '4000000000000036', expiry: '03/31', cvv: '123', holder: 'Thandi Nkosi' });
  await checkout.pay.click();
  const acs = page.frameLocator('iframe.wpwl-target');
  await acs.getByRole('button', { name: 'Authenticate' }).click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.currency, paid.paymentBrand]).toEqual(['85.00', 'ZAR', 'VISA']);
});
