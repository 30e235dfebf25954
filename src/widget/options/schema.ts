// wpwlOptions is untyped merchant input. Each key is checked on its own against the schema below,
// which is typed against the public interface (types.ts): a wrong or unknown key gives a console
// warning naming it and falls back to the default; nothing here ever throws.
import { editDistance } from '../../shared/distance.ts';
import {
  OPTIONS_INVALID_VALUE,
  OPTIONS_NOT_AN_OBJECT,
  OPTIONS_OPTION_UNREADABLE,
  OPTIONS_TEXT_AS_BOOLEAN,
  OPTIONS_UNKNOWN_OPTION,
  OPTIONS_UNREADABLE,
} from '../../shared/error-catalogue/widget.ts';
import { z } from '../../shared/zod.ts';
import type { FrameCss, WpwlError, WpwlOptions } from './types.ts';

export type WidgetErrorLike = WpwlError;

/** Options that always have a value once parsed. */
type Defaulted =
  | 'locale'
  | 'style'
  | 'labels'
  | 'errorMessages'
  | 'showLabels'
  | 'showPlaceholders'
  | 'showCVVHint'
  | 'maskCvv'
  | 'requireCvv'
  | 'allowEmptyCvv'
  | 'allowEmptyCardHolderName'
  | 'disableCardExpiryDateValidation'
  | 'validation'
  | 'brandDetection'
  | 'numberFormatting'
  | 'disableSubmitOnEnter'
  | 'useSummaryPage'
  | 'forceCardHolderEqualsBillingName';

export type WidgetOptions = Required<Pick<WpwlOptions, Defaulted>> & Omit<WpwlOptions, Defaulted>;

export const DEFAULT_OPTIONS: WidgetOptions = {
  locale: 'en',
  style: 'card',
  labels: {},
  errorMessages: {},
  showLabels: true,
  showPlaceholders: true,
  showCVVHint: false,
  maskCvv: false,
  requireCvv: true,
  allowEmptyCvv: false,
  allowEmptyCardHolderName: true,
  disableCardExpiryDateValidation: false,
  validation: true,
  brandDetection: true,
  numberFormatting: true,
  disableSubmitOnEnter: false,
  useSummaryPage: false,
  forceCardHolderEqualsBillingName: false,
};

const fn = <F>() => z.custom<F>((v) => typeof v === 'function', 'must be a function');
const texts = () => z.record(z.string(), z.string('must be a text'), 'must be an object of texts by key');
/**
 * true or false; official plugins ship some as the texts "true" and "false", which are taken as
 * what they say (parseOptions notes it on the console) instead of dropping the option.
 */
const bool = () =>
  z.union(
    [
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((text: 'true' | 'false') => text === 'true'),
      ),
    ],
    'must be true or false',
  ) as unknown as z.ZodMiniType<boolean>;
const brands = () => z.array(z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/, 'must list brand codes such as VISA')));
const FRAME_CSS_PROPS = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-align',
  'text-transform',
  'background-color',
  'padding-left',
  'padding-right',
] as const;
const frameCss = () =>
  z.custom<FrameCss>(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      Object.entries(v).every(
        ([k, value]) => (FRAME_CSS_PROPS as readonly string[]).includes(k) && typeof value === 'string' && value.length <= 200 && !/[;{}<>]/.test(value),
      ),
    `must be an object of CSS values with only the properties ${FRAME_CSS_PROPS.join(', ')}`,
  );
const addressKeys = ['country', 'state', 'city', 'postcode', 'street1', 'street2'] as const;
const anyObject = () => z.record(z.string(), z.unknown(), 'must be an object');

/**
 * One schema per option, each made the first time a page sets that option: a page sets a handful
 * of the sixty, and building them all cost a few milliseconds of every page's start-up.
 */
type Schemas = { [K in keyof WpwlOptions]-?: () => z.ZodMiniType<NonNullable<WpwlOptions[K]>> };

const SCHEMAS: Schemas = {
  locale: () => z.string().check(z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'must be a language code such as "en" or "de-AT"')),
  style: () => z.enum(['card', 'plain', 'logos', 'none'], 'must be "card", "plain", "logos" or "none"'),
  autofocus: () => z.enum(['card.number', 'card.expiry', 'card.holder', 'card.cvv'], 'must be "card.number", "card.expiry", "card.holder" or "card.cvv"'),
  labels: texts,
  errorMessages: texts,
  showLabels: bool,
  showPlaceholders: bool,
  showCVVHint: bool,
  maskCvv: bool,
  requireCvv: bool,
  allowEmptyCvv: bool,
  allowEmptyCardHolderName: bool,
  disableCardExpiryDateValidation: bool,
  validation: bool,
  brandDetection: bool,
  brandDetectionType: () => z.enum(['regex', 'binlist'], 'must be "regex" or "binlist"'),
  brandDetectionPriority: brands,
  numberFormatting: bool,
  iframeStyles: () =>
    z.partialRecord(
      z.enum(
        ['card-number', 'cvv', 'card-number-placeholder', 'cvv-placeholder'],
        'must use the keys card-number, cvv, card-number-placeholder, cvv-placeholder',
      ),
      frameCss(),
    ),
  billingAddress: () => z.partialRecord(z.enum(addressKeys, `must use the keys ${addressKeys.join(', ')}`), z.string('must be a text').check(z.maxLength(100))),
  mandatoryBillingFields: () => z.partialRecord(z.enum(addressKeys, `must use the keys ${addressKeys.join(', ')}`), bool()),
  forceCardHolderEqualsBillingName: bool,
  registrations: () =>
    z.strictObject(
      { requireCvv: z.optional(bool()), hideInitialPaymentForms: z.optional(bool()) },
      'must be an object with only requireCvv and hideInitialPaymentForms',
    ),
  paymentTarget: () => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be _top, _blank or a frame name')),
  shopperResultTarget: () => z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be _top, _blank or a frame name')),
  threeDIframeSize: () =>
    z.strictObject(
      {
        width: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?(px|%|em|rem|vw|vh)$/, 'must be a CSS length such as 100% or 400px'))),
        height: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?(px|%|em|rem|vw|vh)$/, 'must be a CSS length such as 580px'))),
      },
      'must be an object with only width and height',
    ),
  spinner: anyObject,
  disableSubmitOnEnter: bool,
  useSummaryPage: bool,
  inlineFlow: brands,
  enableSAQACompliance: bool,
  showTaxNumberField: bool,
  displayBic: bool,
  imageStyle: () => z.string('must be a text'),
  sofortCountries: texts,
  applePay: anyObject,
  googlePay: anyObject,
  createCheckout: fn<NonNullable<WpwlOptions['createCheckout']>>,
  checkout: () =>
    z.strictObject(
      { amount: z.optional(z.string().check(z.regex(/^\d{1,10}(\.\d{2})?$/, 'must be an amount such as 10.00'))) },
      'must be an object with only amount',
    ),
  onReady: fn<NonNullable<WpwlOptions['onReady']>>,
  onBeforeSubmitCard: fn<NonNullable<WpwlOptions['onBeforeSubmitCard']>>,
  onBeforeSubmitOneClickCard: fn<NonNullable<WpwlOptions['onBeforeSubmitOneClickCard']>>,
  onBeforeSubmitDirectDebit: fn<NonNullable<WpwlOptions['onBeforeSubmitDirectDebit']>>,
  onBeforeSubmitOnlineTransfer: fn<NonNullable<WpwlOptions['onBeforeSubmitOnlineTransfer']>>,
  onBeforeSubmitVirtualAccount: fn<NonNullable<WpwlOptions['onBeforeSubmitVirtualAccount']>>,
  onAfterSubmit: fn<NonNullable<WpwlOptions['onAfterSubmit']>>,
  onChangeBrand: fn<NonNullable<WpwlOptions['onChangeBrand']>>,
  onDetectBrand: fn<NonNullable<WpwlOptions['onDetectBrand']>>,
  onBlurCardNumber: fn<NonNullable<WpwlOptions['onBlurCardNumber']>>,
  onBlurSecurityCode: fn<NonNullable<WpwlOptions['onBlurSecurityCode']>>,
  onBlurCardHolder: fn<NonNullable<WpwlOptions['onBlurCardHolder']>>,
  onBlurExpiryDate: fn<NonNullable<WpwlOptions['onBlurExpiryDate']>>,
  onReadyIframeCommunication: fn<NonNullable<WpwlOptions['onReadyIframeCommunication']>>,
  onFocusIframeCommunication: fn<NonNullable<WpwlOptions['onFocusIframeCommunication']>>,
  onBlurIframeCommunication: fn<NonNullable<WpwlOptions['onBlurIframeCommunication']>>,
  onLoadThreeDIframe: fn<NonNullable<WpwlOptions['onLoadThreeDIframe']>>,
  onSaveTransactionData: fn<NonNullable<WpwlOptions['onSaveTransactionData']>>,
  onError: fn<NonNullable<WpwlOptions['onError']>>,
};

export const OPTION_NAMES = Object.keys(SCHEMAS) as Array<keyof WpwlOptions>;

const built = new Map<keyof WpwlOptions, z.ZodMiniType>();
function schemaOf(name: keyof WpwlOptions): z.ZodMiniType {
  let schema = built.get(name);
  if (!schema) {
    schema = SCHEMAS[name]();
    built.set(name, schema);
  }
  return schema;
}

function suggestion(key: string): string {
  const best = OPTION_NAMES.map((k) => [k, editDistance(key.toLowerCase(), k.toLowerCase())] as const).sort((x, y) => x[1] - y[1])[0];
  return best && best[1] <= 3 ? ` Did you mean "${best[0]}"?` : '';
}

/** What the merchant passed at the failing path, short. */
function preview(value: unknown, path: ReadonlyArray<PropertyKey>): string {
  let at: unknown = value;
  for (const step of path) at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[step] : undefined;
  if (typeof at === 'function') return 'a function';
  const text =
    typeof at === 'string' ? JSON.stringify(at) : Array.isArray(at) ? 'an array' : at === null ? 'null' : typeof at === 'object' ? 'an object' : String(at);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Where the merchant wrote "true" or "false" and the schema took a boolean. */
function textsTakenAsBooleans(raw: unknown, parsed: unknown, path: string[]): Array<{ path: string[]; taken: boolean }> {
  if (typeof parsed === 'boolean') return typeof raw === 'string' ? [{ path, taken: parsed }] : [];
  if (raw === null || typeof raw !== 'object' || parsed === null || typeof parsed !== 'object' || Array.isArray(raw)) return [];
  return Object.keys(parsed).flatMap((k) => textsTakenAsBooleans((raw as Record<string, unknown>)[k], (parsed as Record<string, unknown>)[k], [...path, k]));
}

function describeDefault(name: keyof WpwlOptions): string {
  const value = (DEFAULT_OPTIONS as WpwlOptions)[name];
  return value === undefined ? 'none' : JSON.stringify(value);
}

export function parseOptions(raw: unknown, warn: (message: string) => void): WidgetOptions {
  const options: WidgetOptions = { ...DEFAULT_OPTIONS };
  if (raw === undefined || raw === null) return options;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(OPTIONS_NOT_AN_OBJECT.message({ got: Array.isArray(raw) ? 'an array' : typeof raw }));
    return options;
  }
  // Object.keys, not a spread: a getter that throws or a proxy must not break the merchant's page.
  let keys: string[];
  try {
    keys = Object.keys(raw);
  } catch {
    warn(OPTIONS_UNREADABLE.message());
    return options;
  }
  for (const key of keys) {
    if (!(OPTION_NAMES as string[]).includes(key)) {
      warn(OPTIONS_UNKNOWN_OPTION.message({ key, hint: suggestion(key) }));
      continue;
    }
    const name = key as keyof WpwlOptions;
    let value: unknown;
    try {
      value = (raw as Record<string, unknown>)[key];
    } catch {
      warn(OPTIONS_OPTION_UNREADABLE.message({ key, fallback: describeDefault(name) }));
      continue;
    }
    if (value === undefined) continue;
    const parsed = schemaOf(name).safeParse(value);
    if (parsed.success) {
      Object.assign(options, { [name]: parsed.data });
      for (const { path, taken } of textsTakenAsBooleans(value, parsed.data, [key])) {
        warn(OPTIONS_TEXT_AS_BOOLEAN.message({ path: path.join('.'), taken }));
      }
    } else {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `.${issue.path.join('.')}` : '';
      warn(
        OPTIONS_INVALID_VALUE.message({
          path: `${key}${where}`,
          why: issue?.message ?? 'is invalid',
          got: preview(value, issue?.path ?? []),
          fallback: describeDefault(name),
        }),
      );
    }
  }
  return options;
}
