// Brands the shopper pays from a mobile wallet (STC_PAY, Saudi Arabia): by the mobile number the
// wallet is registered to, then a one-time code the wallet sends, or by scanning a QR code in the
// wallet's app. Read by the widget's form and by the gateway's rules alike.

export const MOBILE_WALLET_BRANDS: readonly string[] = ['STC_PAY'];

export const isMobileWalletBrand = (code: string): boolean => MOBILE_WALLET_BRANDS.includes(code);

/**
 * A Saudi mobile number in the national form the wallet knows (05 and eight digits), from what a
 * shopper types: spaces, dashes and brackets are ignored, and the country code (+966, 00966, 966)
 * or a missing leading 0 are accepted. Null when it is not a Saudi mobile number.
 */
export function saudiMobile(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, '');
  const m = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

/** The one-time code the development gateway's wallet simulator accepts (HyperPay publishes the same). */
export const TEST_OTP = '1234';
