// The frame app's trust boundary: what it receives (the page's messages, its sibling frames', the
// gateway's payment answer, its own document and URL) passes these hand-written guards, under the
// rules the page's zod schemas hold (shared/protocol-rules.ts gives both the same limits and
// patterns). zod would be more than half of the frame's bytes, and the frames are the slowest part
// of start-up. A guard returns a fresh value of the known keys only, or null: nothing of the
// sender's object (its prototype, a getter, an own __proto__ key, unknown keys) reaches the
// frame's code. guards.test.ts holds them to the zod schemas.
import type { PaymentResponse } from '../shared/api/payment.ts';
import { CHECKOUT_ID } from '../shared/checkout-paths.ts';
import type { FrameField, SiblingMessage, ToFrameMessage } from '../shared/protocol.ts';
import {
  ATTEMPT_KEY,
  CSS_PROPERTY,
  CSS_VALUE,
  CSS_VALUE_MAX,
  FRAME_FIELDS,
  isPageFieldName,
  LANGUAGE_TAG,
  MAX_BRANDS,
  MAX_SIBLINGS,
  MAX_SUBMITTED,
  SCHEMES,
  SHORT_MAX,
  SIBLING_VALUE_MAX,
  SUBMITTED_VALUE_MAX,
  PROTOCOL_VERSION as v,
} from '../shared/protocol-rules.ts';

/** An object's own properties, copied onto a null prototype. */
type Data = Record<string, unknown>;

/**
 * Plain data only, as structured clone and JSON.parse make it: an object of an Object.prototype (or
 * of none) whose own properties are enumerable data properties with string keys. A class instance,
 * an array, a getter or a symbol key refuses it. The guards read the copy, so an inherited value
 * (a polluted Object.prototype) is never taken for a field. Any realm's Object.prototype (the one
 * whose own prototype is null): structured clone makes a message in the realm of the window it is
 * sent to, which is the code frame's when the number frame hears for it (drive.ts).
 */
function data(value: unknown): Data | null {
  if (typeof value !== 'object' || value === null) return null;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  const out: Data = Object.create(null);
  for (const key of Reflect.ownKeys(value)) {
    const property = Object.getOwnPropertyDescriptor(value, key);
    if (typeof key !== 'string' || !property?.enumerable || !('value' in property)) return null;
    out[key] = property.value;
  }
  return out;
}

/** A proxy's traps may throw: a guard refuses then, never throws into the frame's listener. */
const safely =
  <T>(read: (value: unknown) => T | null) =>
  (value: unknown): T | null => {
    try {
      return read(value);
    } catch {
      return null;
    }
  };

const text = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const short = (value: unknown): value is string => text(value, SHORT_MAX);
const bool = (value: unknown): value is boolean => typeof value === 'boolean';
const member = <T>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);
const isFrameField = (value: unknown): value is FrameField => member(FRAME_FIELDS, value);

/** An array of at most `max` items, each made by `item`; null from it refuses the whole array. */
function list<T>(value: unknown, max: number, item: (value: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) {
    const property = Object.getOwnPropertyDescriptor(value, i);
    const kept = property && 'value' in property ? item(property.value) : null;
    if (kept === null) return null;
    out.push(kept);
  }
  return out;
}

/**
 * A record of strings on a null prototype, so a key such as "constructor" stays a key and can never
 * reach a prototype. An own "__proto__" key (JSON.parse makes one) is dropped, as zod drops it.
 */
function record(value: unknown, isKey: (key: string) => boolean, isValue: (value: unknown) => value is string): Record<string, string> | null {
  const entries = data(value);
  if (!entries) return null;
  const out: Record<string, string> = Object.create(null);
  for (const [key, item] of Object.entries(entries)) {
    if (key === '__proto__') continue;
    if (!isKey(key) || !isValue(item)) return null;
    out[key] = item;
  }
  return out;
}

const cssRecord = (value: unknown) =>
  record(
    value,
    (key) => CSS_PROPERTY.test(key),
    (item): item is string => text(item, CSS_VALUE_MAX) && CSS_VALUE.test(item),
  );

function init(m: Data): ToFrameMessage | null {
  const { label, placeholder, holderRequired, expiryPast, cvvRequired, validate, mask, formatting, submitOnEnter, scheme, lang } = m;
  const brands = list(m.brands, MAX_BRANDS, (item) => (short(item) ? item : null));
  const siblings = list(m.siblings, MAX_SIBLINGS, (item) => (isFrameField(item) ? item : null));
  const css = data(m.css);
  const inputCss = css && cssRecord(css.input);
  const placeholderCss = css && cssRecord(css.placeholder);
  if (!short(label) || !short(placeholder) || !brands || !siblings || !inputCss || !placeholderCss || !member(SCHEMES, scheme)) return null;
  if (typeof lang !== 'string' || !LANGUAGE_TAG.test(lang)) return null;
  if (!bool(holderRequired) || !bool(expiryPast) || !bool(cvvRequired) || !bool(validate) || !bool(mask) || !bool(formatting) || !bool(submitOnEnter))
    return null;
  return {
    v,
    t: 'init',
    label,
    placeholder,
    brands,
    siblings,
    holderRequired,
    expiryPast,
    cvvRequired,
    validate,
    mask,
    formatting,
    submitOnEnter,
    css: { input: inputCss, placeholder: placeholderCss },
    scheme,
    lang,
  };
}

function submit(m: Data): ToFrameMessage | null {
  const { id, key } = m;
  const fields = record(m.fields, isPageFieldName, (item): item is string => text(item, SUBMITTED_VALUE_MAX));
  if (!short(id) || typeof key !== 'string' || !ATTEMPT_KEY.test(key) || !fields || Object.keys(fields).length > MAX_SUBMITTED) return null;
  if (m.resource !== undefined && m.resource !== 'registration') return null;
  return { v, t: 'submit', id, key, fields, ...(m.resource === 'registration' ? { resource: 'registration' as const } : {}) };
}

/** A message from the page (the widget), as protocol.ts's toFrameMessage reads it. */
export const readPageMessage = safely((value): ToFrameMessage | null => {
  const m = data(value);
  if (m?.v !== v) return null;
  const { t, brand, text: words } = m;
  if (t === 'init') return init(m);
  if (t === 'brand') return brand === null || short(brand) ? { v, t, brand } : null;
  if (t === 'validate' || t === 'focus') return { v, t };
  if (t === 'error') return short(words) ? { v, t, text: words } : null;
  if (t === 'submit') return submit(m);
  return null;
});

/** A message from a sibling field frame, as protocol.ts's siblingMessage reads it. */
export const readSiblingMessage = safely((value): SiblingMessage | null => {
  const m = data(value);
  if (m?.v !== v) return null;
  const { t, id, field, value: held, valid } = m;
  if (!short(id)) return null;
  if (t === 'valueRequest') return { v, t, id };
  if (t === 'valueReply' && isFrameField(field) && text(held, SIBLING_VALUE_MAX) && bool(valid)) return { v, t, id, field, value: held, valid };
  return null;
});

/** The named properties of `d` that are strings; absent or undefined ones are left out, any other type refuses. */
function optionalStrings<K extends string>(d: Data, keys: readonly K[]): { [P in K]?: string } | null {
  const out: { [P in K]?: string } = {};
  for (const key of keys) {
    const item = d[key];
    if (typeof item === 'string') out[key] = item;
    else if (item !== undefined) return null;
  }
  return out;
}

/** An optional object: absent or undefined gives undefined, anything but plain data null. */
const optionalData = (value: unknown): Data | null | undefined => (value === undefined ? undefined : data(value));

/** The gateway's answer to the payment POST, as shared/api/payment.ts's paymentResponse reads it. */
export const readPaymentResponse = safely((json): PaymentResponse | null => {
  const m = data(json);
  const result = m && data(m.result);
  if (!m || !result || typeof result.code !== 'string') return null;
  const top = optionalStrings(m, ['id']);
  const described = optionalStrings(result, ['description']);
  const errors =
    result.parameterErrors === undefined
      ? undefined
      : list(result.parameterErrors, Number.POSITIVE_INFINITY, (item) => {
          const error = data(item);
          return error && typeof error.name === 'string' ? { name: error.name } : null;
        });
  const card = optionalData(m.card);
  const cardDigits = card && optionalStrings(card, ['bin', 'last4Digits']);
  const redirect = optionalData(m.redirect);
  const url = redirect?.url;
  if (!top || !described || errors === null || card === null || cardDigits === null || redirect === null) return null;
  if (redirect && typeof url !== 'string') return null;
  return {
    ...top,
    result: { code: result.code, ...described, ...(errors ? { parameterErrors: errors } : {}) },
    ...(cardDigits ? { card: cardDigits } : {}),
    ...(typeof url === 'string' ? { redirect: { url } } : {}),
  };
});

export interface FrameStart {
  field: FrameField;
  checkoutId: string;
  /** a security-code frame of a stored card (one-click) pays with that card itself */
  registrationId?: string;
}

/**
 * What the frame's document (its input's data-field) and URL say it is; null, and the frame stays
 * mute, when they name no field or no checkout. A malformed registration id is left out.
 */
export function readFrameStart(fieldName: unknown, search: string): FrameStart | null {
  const params = new URLSearchParams(search);
  const checkoutId = params.get('checkoutId') ?? '';
  const registration = params.get('registration');
  if (!isFrameField(fieldName) || !CHECKOUT_ID.test(checkoutId)) return null;
  return { field: fieldName, checkoutId, ...(registration && /^[a-zA-Z0-9]{32}$/.test(registration) ? { registrationId: registration } : {}) };
}
