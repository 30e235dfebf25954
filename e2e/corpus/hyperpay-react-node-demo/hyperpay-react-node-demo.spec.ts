// HyperPay React/Node demo: no options, the script and then the form appended to <body> once the
// server's checkout id arrives.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('the form built after the checkout id arrives pays with AMEX', async ({ page, checkout, watch, request }) => {
  await openEntry(page, 'hyperpay-react-node-demo');
  await checkout.ready();
  await expect(page.getByText('Still Loading')).toHaveCount(0);
  // The widget's default look, its form at the end of the body where the component put it.
  await expect(page.locator('body > div > .wpwl-container-card')).not.toHaveCount(0);
  await checkout.fill({ ...VISA, number: '377777777777770', cvv: '1234' });
  await expect(page.locator('.wpwl-brand-card')).toHaveClass(/wpwl-brand-AMEX/);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'AMEX']);
});
