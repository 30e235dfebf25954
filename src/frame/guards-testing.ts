// What the guards' tests share: fast-check arbitraries of every input the frame takes, over the
// whole valid space (every enum value, null and absent variants, lengths up to each limit,
// null-prototype objects), the means to break one (paths into a message, values of another type),
// and the check that nothing reached Object.prototype.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { PaymentResponse } from '../shared/api/payment.ts';
import type { SiblingMessage, ToFrameMessage } from '../shared/protocol.ts';
import {
  FRAME_FIELDS,
  LANGUAGE_TAG,
  MAX_BRANDS,
  MAX_SIBLINGS,
  MAX_SUBMITTED,
  PROTOCOL_VERSION,
  SCHEMES,
  SHORT_MAX,
  SIBLING_VALUE_MAX,
  SUBMITTED_FIELDS,
  SUBMITTED_VALUE_MAX,
} from '../shared/protocol-rules.ts';

/** Strings of at most `max` UTF-16 units: short ones, any code units (lone surrogates too), and exactly `max`. */
export const textUpTo = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: Math.min(max, 40) }),
    fc.string({ unit: 'binary', maxLength: max }).map((s) => s.slice(0, max)),
    fc.string({ minLength: max, maxLength: max }),
  );

const short = textUpTo(SHORT_MAX);
const v = fc.constant(PROTOCOL_VERSION);
/** Names the prototype chain also has: they must stay plain keys of a record. */
const PROTOTYPE_NAMES = ['constructor', 'prototype', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

const cssProperty = fc.oneof(fc.stringMatching(/^[a-z-]{1,32}$/), fc.constantFrom('constructor', 'prototype', 'color', 'font-size', '-', 'a'.repeat(32)));
const cssValue = fc.oneof(
  fc.stringMatching(/^[^;{}<>\\]{0,200}$/).map((s) => s.slice(0, 200)),
  fc.constantFrom('red', '12px', '"Segoe UI", sans-serif', 'rgb(0 0 0 / 50%)', '', 'x'.repeat(200)),
);
const cssRecord = fc.dictionary(cssProperty, cssValue, { maxKeys: 6 });

export const pageFieldName = fc.oneof(
  fc.constantFrom(...SUBMITTED_FIELDS),
  fc.stringMatching(/^[A-Za-z][\w.[\]-]{0,99}$/).filter((name) => !/^card\./i.test(name)),
  fc.constantFrom(...PROTOTYPE_NAMES, 'customParameters[SHOPPER_orderId]', 'createRegistration', `a${'b'.repeat(99)}`),
);
const submitted = textUpTo(SUBMITTED_VALUE_MAX);
const fields = fc.oneof(
  { weight: 9, arbitrary: fc.dictionary(pageFieldName, submitted, { maxKeys: 8 }) },
  {
    weight: 1,
    arbitrary: fc
      .uniqueArray(pageFieldName, { minLength: MAX_SUBMITTED, maxLength: MAX_SUBMITTED })
      .map((names) => Object.fromEntries(names.map((name) => [name, 'x']))),
  },
);
const attemptKey = fc.oneof(fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/), fc.constantFrom('a'.repeat(8), 'a'.repeat(64), '--------'));
const frameField = fc.constantFrom(...FRAME_FIELDS);

const init: fc.Arbitrary<ToFrameMessage> = fc.record({
  v,
  t: fc.constant('init'),
  label: short,
  placeholder: short,
  brands: fc.oneof(fc.array(short, { maxLength: 5 }), fc.array(short, { minLength: MAX_BRANDS, maxLength: MAX_BRANDS })),
  siblings: fc.array(frameField, { maxLength: MAX_SIBLINGS }),
  holderRequired: fc.boolean(),
  expiryPast: fc.boolean(),
  cvvRequired: fc.boolean(),
  validate: fc.boolean(),
  mask: fc.boolean(),
  formatting: fc.boolean(),
  submitOnEnter: fc.boolean(),
  css: fc.record({ input: cssRecord, placeholder: cssRecord }),
  scheme: fc.constantFrom(...SCHEMES),
  lang: fc.oneof(fc.constantFrom('en', 'de-AT', 'ar', 'zh-Hans-CN', 'fil'), fc.stringMatching(LANGUAGE_TAG)),
});

/** Every kind of message the page sends a frame, each in its whole valid space. */
export const pageMessages: Record<ToFrameMessage['t'], fc.Arbitrary<ToFrameMessage>> = {
  init,
  brand: fc.record({ v, t: fc.constant('brand'), brand: fc.option(short, { nil: null }) }),
  validate: fc.record({ v, t: fc.constant('validate') }),
  focus: fc.record({ v, t: fc.constant('focus') }),
  error: fc.record({ v, t: fc.constant('error'), text: short }),
  submit: fc.record({ v, t: fc.constant('submit'), id: short, key: attemptKey, fields }),
};
export const pageMessage = fc.oneof(...Object.values(pageMessages));

export const siblingMessages: Record<SiblingMessage['t'], fc.Arbitrary<SiblingMessage>> = {
  valueRequest: fc.record({ v, t: fc.constant('valueRequest'), id: short }),
  valueReply: fc.record({ v, t: fc.constant('valueReply'), id: short, field: frameField, value: textUpTo(SIBLING_VALUE_MAX), valid: fc.boolean() }),
};
export const siblingMessage = fc.oneof(...Object.values(siblingMessages));

/** The gateway's answer: every optional part present or absent, strings of any length. */
export const paymentResponse: fc.Arbitrary<PaymentResponse> = fc.record(
  {
    id: fc.string(),
    result: fc.record(
      {
        code: fc.oneof(fc.string(), fc.constantFrom('000.100.110', '200.300.404', '800.100.151')),
        description: fc.string(),
        parameterErrors: fc.array(fc.record({ name: fc.string() }), { maxLength: 4 }),
      },
      { requiredKeys: ['code'] },
    ),
    card: fc.record({ bin: fc.string(), last4Digits: fc.string() }, { requiredKeys: [] }),
    redirect: fc.record({ url: fc.oneof(fc.webUrl(), fc.string()) }),
  },
  { requiredKeys: ['result'] },
);

export type Kind = ReturnType<typeof kindOf>;
export const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Values of every type but the given ones: primitives, odd numbers, objects of every shape and class. */
export const otherThan = (...kinds: Kind[]): fc.Arbitrary<unknown> =>
  fc
    .oneof(
      fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withBigInt: true, withDate: true, withSparseArray: true }),
      fc.constantFrom<unknown>(NaN, -0, Infinity, 1, 0, '', 'x', true, false, null, undefined, [], {}, ['x'], Symbol('s'), () => 'x', new Date(0), new Map()),
    )
    .filter((value) => !kinds.includes(kindOf(value)));

export type Path = ReadonlyArray<string | number>;

/** Every path into a value: each key of each object and each index of each array, nested ones too. */
export function paths(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).flatMap((key) => {
    const step = Array.isArray(value) ? Number(key) : key;
    return [[...at, step], ...paths((value as Record<string, unknown>)[key], [...at, step])];
  });
}

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value);
}

/** A copy of `value` with the property at `path` set (an own data property, even for "__proto__"), or deleted. */
export function withAt(value: unknown, path: Path, change: { set: unknown } | 'delete'): unknown {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? '';
  if (change === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else Object.defineProperty(parent, last, { value: change.set, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Every message type the frame reads, the page's and its siblings'. */
export const MESSAGE_TYPES: string[] = [...Object.keys(pageMessages), ...Object.keys(siblingMessages)];

const prototypeNames = () => ({ object: Object.getOwnPropertyNames(Object.prototype), array: Object.getOwnPropertyNames(Array.prototype) });
const pristine = prototypeNames();

/** No input, however hostile, leaves anything on the prototypes every object of the frame shares. */
export function expectPrototypesUntouched(): void {
  expect(prototypeNames()).toEqual(pristine);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}
