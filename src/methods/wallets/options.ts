// wpwlOptions.applePay and wpwlOptions.googlePay, checked when a wallet is about to be offered: the
// core takes them as objects (they weigh nothing on pages without wallets), this module knows their
// keys. A wrong value is named on the console and left out, as for every other option; a missing
// value the wallet cannot do without leaves the wallet out and onError says which.
import { WALLET_OPTION_INVALID, WALLET_OPTION_UNKNOWN } from '../../shared/error-catalogue/methods.ts';
import { z } from '../../shared/zod.ts';

const PREFIX = '[paymentWidgets]';
const text = () => z.string('must be a text');
const texts = () => z.array(z.string('must list texts'), 'must be an array of texts');
const flag = () => z.boolean('must be true or false');
const fn = () => z.custom<(...args: unknown[]) => unknown>((v) => typeof v === 'function', 'must be a function');
const object = () => z.record(z.string(), z.unknown(), 'must be an object');
const objects = () => z.array(object(), 'must be an array of objects');
const country = () => z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE'));
const currency = () => z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as EUR'));

/** The Apple Pay keys the original documents, and what each must be. */
const APPLE_PAY = {
  displayName: text,
  total: () => z.object({ label: z.optional(text()) }, 'must be an object such as { label: "Your shop" }'),
  countryCode: country,
  currencyCode: currency,
  merchantCapabilities: texts,
  supportedNetworks: texts,
  supportedCountries: texts,
  // z.custom, not z.number().check(z.int()): those would join the chunk every page loads.
  version: () => z.custom<number>((v) => Number.isInteger(v) && (v as number) >= 1, 'must be a whole number, 1 or more'),
  checkAvailability: () => z.enum(['canMakePayments', 'canMakePaymentsWithActiveCard'], 'must be canMakePayments or canMakePaymentsWithActiveCard'),
  merchantIdentifier: text,
  buttonStyle: () => z.enum(['black', 'white', 'white-with-line'], 'must be black, white or white-with-line'),
  buttonType: () =>
    z.enum(
      [
        'plain',
        'buy',
        'set-up',
        'donate',
        'check-out',
        'book',
        'subscribe',
        'reload',
        'add-money',
        'top-up',
        'order',
        'rent',
        'support',
        'contribute',
        'tip',
        'continue',
        'pay',
      ],
      'must be plain, buy, check-out, donate, book, subscribe, order or continue',
    ),
  buttonSource: text,
  requiredShippingContactFields: texts,
  requiredBillingContactFields: texts,
  shippingMethods: objects,
  shippingType: text,
  lineItems: objects,
  supportsCouponCode: flag,
  couponCode: text,
  submitOnPaymentAuthorized: texts,
  onPaymentAuthorized: fn,
  onPaymentMethodSelected: fn,
  onShippingContactSelected: fn,
  onShippingMethodSelected: fn,
  onCouponCodeChanged: fn,
  onCancel: fn,
} as const;

/** The Google Pay keys the original documents, and what each must be. */
const GOOGLE_PAY = {
  gatewayMerchantId: text,
  merchantId: text,
  merchantName: text,
  merchantInfo: object,
  buttonColor: () => z.enum(['default', 'black', 'white'], 'must be default, black or white'),
  buttonType: () =>
    z.enum(
      ['book', 'buy', 'checkout', 'donate', 'order', 'pay', 'plain', 'subscribe', 'long', 'short'],
      'must be a Google Pay button type such as buy or plain',
    ),
  buttonSizeMode: () => z.enum(['static', 'fill'], 'must be static or fill'),
  allowedCardNetworks: texts,
  allowedAuthMethods: texts,
  countryCode: country,
  currencyCode: currency,
  emailRequired: flag,
  billingAddressRequired: flag,
  billingAddressParameters: object,
  shippingAddressRequired: flag,
  shippingAddressParameters: object,
  shippingOptionRequired: flag,
  shippingOptionParameters: object,
  displayItems: objects,
  totalPriceLabel: text,
  submitOnPaymentAuthorized: texts,
  onPaymentDataChanged: fn,
  onPaymentAuthorized: fn,
  onCancel: fn,
} as const;

type Shape = Record<string, () => z.ZodMiniType>;
type Parsed<S extends Shape> = { [K in keyof S]?: z.infer<ReturnType<S[K]>> };
export type ApplePayOptions = Parsed<typeof APPLE_PAY>;
export type GooglePayOptions = Parsed<typeof GOOGLE_PAY>;

function parse<S extends Shape>(name: string, shape: S, raw: object | undefined): Parsed<S> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (value === undefined) continue;
    const schema = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!schema) {
      console.warn(`${PREFIX} ${WALLET_OPTION_UNKNOWN.message({ wallet: name, key })}`);
      continue;
    }
    const parsed = schema().safeParse(value);
    if (parsed.success) out[key] = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
      console.warn(`${PREFIX} ${WALLET_OPTION_INVALID.message({ path: `${name}.${key}${where}`, why: issue?.message ?? 'is invalid' })}`);
    }
  }
  return out as Parsed<S>;
}

export const applePayOptions = (raw: object | undefined): ApplePayOptions => parse('applePay', APPLE_PAY, raw);
export const googlePayOptions = (raw: object | undefined): GooglePayOptions => parse('googlePay', GOOGLE_PAY, raw);
