// Motkalem's recurring payment view: options chosen in an if, a misspelt paymentTarget, the brand
// select hidden by the page, and a checkout that stores the card for the later debits.
import { expect, test } from '../../fixtures.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a co-badged mada card pays the first instalment and is stored for the debits', async ({ page, checkout, watch, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await openEntry(page, 'motkalem-recurring-blade');
  await checkout.ready();
  // The page hides the brand select: the shopper cannot choose, the rules of mada do.
  await expect(page.locator('.wpwl-wrapper-brand')).toBeHidden();
  await expect(page.locator('.wpwl-form-card')).toHaveCSS('max-width', '100%');
  expect(warnings.join('\n')).toMatch(/paymetTarget[\s\S]*paymentTarget/);
  await checkout.fill({ number: '4464040000000007', expiry: '05/30', cvv: '123', holder: 'Salem Alghamdi' });
  await expect(page.locator('.wpwl-control-brand')).toHaveValue('MADA');
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = (await merchantReads(request, page)) as {
    paymentBrand: string;
    amount: string;
    registrationId?: string;
    customParameters?: Record<string, string>;
  };
  expect([paid.paymentBrand, paid.amount]).toEqual(['MADA', '1150.00']);
  expect(paid.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
  expect(paid.customParameters).toMatchObject({ recurringPaymentAgreement: '318-17645093121764509312' });
});
