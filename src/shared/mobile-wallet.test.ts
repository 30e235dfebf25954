import { describe, expect, it } from 'vitest';
import { isMobileWalletBrand, saudiMobile } from './mobile-wallet.ts';

describe('saudiMobile', () => {
  it.each([
    ['0557877988', '0557877988'],
    ['055 787 7988', '0557877988'],
    ['+966 55 787 7988', '0557877988'],
    ['00966557877988', '0557877988'],
    ['966557877988', '0557877988'],
    ['557877988', '0557877988'],
    ['(055) 787-7988', '0557877988'],
  ])('reads %s as %s', (typed, national) => expect(saudiMobile(typed)).toBe(national));

  it.each(['', '0457877988', '055787798', '05578779889', '+971501234567', '05578a7988', '0557877988 ext'])('refuses %j', (typed) =>
    expect(saudiMobile(typed)).toBeNull(),
  );

  it('knows STC_PAY as a mobile wallet and nothing else', () => {
    expect(isMobileWalletBrand('STC_PAY')).toBe(true);
    expect(['VISA', 'PAYPAL', 'APPLEPAY', 'stc_pay'].filter(isMobileWalletBrand)).toEqual([]);
  });
});
