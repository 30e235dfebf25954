// The frame's inbound guards as a trust boundary: whatever the page, a sibling frame or the gateway
// sends, a guard lets through exactly the well-formed messages, as fresh plain data of the known
// keys, refuses the rest, and never touches Object.prototype. guards-zod.test.ts holds them to the
// page's zod schemas.
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { frameField, toFrameMessage } from '../shared/protocol.ts';
import { FRAME_FIELDS } from '../shared/protocol-rules.ts';
import { readFrameStart, readPageMessage, readPaymentResponse, readSiblingMessage } from './guards.ts';
import {
  expectPrototypesUntouched,
  getAt,
  type Kind,
  kindOf,
  MESSAGE_TYPES,
  otherThan,
  type Path,
  pageMessage,
  pageMessages,
  paths,
  paymentResponse,
  siblingMessage,
  siblingMessages,
  textUpTo,
  withAt,
} from './guards-testing.ts';

type Guard = (value: unknown) => unknown;
const x = (n: number) => 'x'.repeat(n);
/** The keys of every message the frame reads, top level: an extra key must not be one of them. */
const KNOWN_KEYS = [
  ...['v', 't', 'label', 'placeholder', 'brands', 'siblings', 'holderRequired', 'expiryPast', 'cvvRequired', 'validate', 'mask', 'formatting'],
  ...['submitOnEnter', 'css', 'scheme', 'lang', 'text', 'brand', 'id', 'key', 'fields', 'resource', 'field', 'value', 'valid', 'result', 'card', 'redirect'],
];
const RUNS = { numRuns: 200 };

/** Every object and array inside a value, the value itself included. */
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !into.has(value)) {
    into.add(value);
    for (const key of Object.keys(value)) containers((value as Record<string, unknown>)[key], into);
  }
  return into;
}

/** Built of fresh plain data only: nothing shared with the input, no prototype but Object's, Array's or none, no own __proto__. */
function expectFresh(out: unknown, input: unknown) {
  const sent = containers(input);
  for (const node of containers(out)) {
    expect(sent.has(node)).toBe(false);
    expect([Object.prototype, Array.prototype, null]).toContain(Object.getPrototypeOf(node));
    expect(Object.hasOwn(node, '__proto__')).toBe(false);
  }
}

afterEach(expectPrototypesUntouched);

const KINDS: Array<{ name: string; guard: Guard; valid: fc.Arbitrary<object>; required: (m: object) => Path[]; optional: string[] }> = [
  ...Object.entries(pageMessages).map(([t, valid]) => ({
    name: `page message '${t}'`,
    guard: readPageMessage,
    valid,
    required: (m: object) => [
      ...Object.keys(m).map((key) => [key]),
      ...(t === 'init'
        ? [
            ['css', 'input'],
            ['css', 'placeholder'],
          ]
        : []),
    ],
    optional: [],
  })),
  ...Object.entries(siblingMessages).map(([t, valid]) => ({
    name: `sibling message '${t}'`,
    guard: readSiblingMessage,
    valid,
    required: (m: object) => Object.keys(m).map((key) => [key]),
    optional: [],
  })),
  {
    name: 'payment answer',
    guard: readPaymentResponse,
    valid: paymentResponse,
    required: (m: object) => [
      ['result'],
      ['result', 'code'],
      ...(getAt(m, ['redirect']) ? [['redirect', 'url']] : []),
      ...((getAt(m, ['result', 'parameterErrors']) ?? []) as unknown[]).map((_, i) => ['result', 'parameterErrors', i, 'name']),
    ],
    optional: ['id', 'description', 'parameterErrors', 'card', 'bin', 'last4Digits', 'redirect'],
  },
];

describe.each(KINDS)('$name', ({ guard, valid, required, optional }) => {
  it('passes every well-formed one, as fresh plain data of its known keys only', () => {
    const extraKey = fc
      .oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'polluted'))
      .filter((k) => !KNOWN_KEYS.includes(k));
    fc.assert(
      fc.property(valid, fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), (message, extras) => {
        expect(guard(message)).toEqual(message);
        // Unknown keys are dropped, as zod's z.object drops them; an own __proto__ among them too.
        const sent = structuredClone(message);
        for (const [key, value] of Object.entries(extras)) Object.defineProperty(sent, key, { value, enumerable: true, writable: true, configurable: true });
        const out = guard(sent);
        expect(out).toEqual(message);
        expectFresh(out, sent);
      }),
      RUNS,
    );
  });

  it("passes it made in another realm, as the page's message reaches the code frame the number frame drives", () => {
    fc.assert(
      fc.property(valid, (message) => {
        // structured clone into another realm: its objects and arrays are that realm's
        const elsewhere: unknown = runInNewContext(`(${JSON.stringify(message)})`);
        expect(Object.getPrototypeOf(elsewhere)).not.toBe(Object.prototype);
        expect(guard(elsewhere)).toEqual(message);
      }),
      RUNS,
    );
  });

  it('refuses it when a required field is missing', () => {
    const cases = valid.chain((m) => fc.tuple(fc.constant(m), fc.constantFrom(...required(m))));
    fc.assert(
      fc.property(cases, ([m, path]) => {
        expect(guard(withAt(m, path, 'delete'))).toBeNull();
      }),
      RUNS,
    );
  });

  it('refuses it when any field, nested ones too, has a value of another type', () => {
    const cases = valid
      .chain((m) => fc.tuple(fc.constant(m), fc.constantFrom(...paths(m))))
      .chain(([m, path]) => {
        const last = String(path[path.length - 1]);
        const kinds: Kind[] = [kindOf(getAt(m, path))];
        if (getAt(m, ['t']) === 'brand' && last === 'brand') kinds.push('string', 'null');
        if (optional.includes(last)) kinds.push('undefined');
        return fc.tuple(fc.constant(m), fc.constant(path), otherThan(...kinds));
      });
    fc.assert(
      fc.property(cases, ([m, path, value]) => {
        expect(guard(withAt(m, path, { set: value }))).toBeNull();
      }),
      RUNS,
    );
  });

  it('refuses what is not plain data: arrays, class instances, inherited fields, getters, symbol keys, primitives', () => {
    class Message {}
    fc.assert(
      fc.property(valid, (m) => {
        const first = Object.keys(m)[0] ?? 'v';
        let read = false;
        const getter = () => {
          read = true;
          return getAt(m, [first]);
        };
        const withGetter = Object.defineProperty({ ...m }, first, { get: getter, enumerable: true });
        const hidden = Object.defineProperty({ ...m }, first, { value: getAt(m, [first]), enumerable: false });
        for (const hostile of [[m], Object.assign([], m), Object.assign(new Message(), m), Object.create(m), withGetter, hidden, { ...m, [Symbol('s')]: 1 }])
          expect(guard(hostile)).toBeNull();
        // A getter is refused unread: the sender's code never runs in the frame.
        expect(read).toBe(false);
        // The objects inside too (css, fields, result, card, redirect).
        for (const key of Object.keys(m).filter((k) => kindOf(getAt(m, [k])) === 'object'))
          expect(guard(withAt(m, [key], { set: Object.assign(new Message(), getAt(m, [key])) }))).toBeNull();
      }),
      RUNS,
    );
    for (const hostile of [null, undefined, 1, 'text', true, Symbol('s'), () => 1, new Date(0), new Map(), JSON.stringify({ v: 1, t: 'focus' })])
      expect(guard(hostile)).toBeNull();
  });

  it('never throws, even at a proxy whose traps throw', () => {
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const trap = () => {
      throw new Error('trap');
    };
    expect(guard(revocable.proxy)).toBeNull();
    expect(guard(new Proxy({}, { ownKeys: trap, getPrototypeOf: () => Object.prototype }))).toBeNull();
    expect(guard(new Proxy({}, { getPrototypeOf: trap }))).toBeNull();
  });
});

describe('messages from the page and from sibling frames', () => {
  it('refuse another protocol version, a missing one and an unknown type', () => {
    const wrongVersion = fc.oneof(fc.anything(), fc.constantFrom(0, 2, '1', -1, 1.5, true, [1], null, undefined)).filter((v) => v !== 1);
    fc.assert(
      fc.property(fc.oneof(pageMessage, siblingMessage), wrongVersion, (m, v) => {
        expect(readPageMessage({ ...m, v })).toBeNull();
        expect(readSiblingMessage({ ...m, v })).toBeNull();
        expect(readPageMessage(withAt(m, ['v'], 'delete'))).toBeNull();
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.string().filter((t) => !MESSAGE_TYPES.includes(t)),
        (t) => {
          expect(readPageMessage({ v: 1, t, id: 'a' })).toBeNull();
          expect(readSiblingMessage({ v: 1, t, id: 'a' })).toBeNull();
        },
      ),
    );
    // Each side takes only its own kinds.
    fc.assert(
      fc.property(siblingMessage, pageMessage, (sibling, page) => {
        expect(readPageMessage(sibling)).toBeNull();
        expect(readSiblingMessage(page)).toBeNull();
      }),
    );
  });

  const LIMITS: Array<{ what: string; valid: fc.Arbitrary<object>; guard: Guard; path: Path; at: unknown; over: unknown }> = [
    { what: 'label', valid: pageMessages.init, guard: readPageMessage, path: ['label'], at: x(256), over: x(257) },
    { what: 'placeholder', valid: pageMessages.init, guard: readPageMessage, path: ['placeholder'], at: x(256), over: x(257) },
    { what: 'number of brands', valid: pageMessages.init, guard: readPageMessage, path: ['brands'], at: Array(64).fill('VISA'), over: Array(65).fill('VISA') },
    { what: 'an accepted brand', valid: pageMessages.init, guard: readPageMessage, path: ['brands'], at: [x(256)], over: [x(257)] },
    {
      what: 'number of siblings',
      valid: pageMessages.init,
      guard: readPageMessage,
      path: ['siblings'],
      at: ['cvv', 'expiry', 'cardHolder'],
      over: ['cvv', 'expiry', 'cardHolder', 'cvv'],
    },
    { what: 'a CSS property name', valid: pageMessages.init, guard: readPageMessage, path: ['css', 'input'], at: { [x(32)]: 'red' }, over: { [x(33)]: 'red' } },
    { what: 'a CSS value', valid: pageMessages.init, guard: readPageMessage, path: ['css', 'placeholder'], at: { color: x(200) }, over: { color: x(201) } },
    { what: 'a brand', valid: pageMessages.brand, guard: readPageMessage, path: ['brand'], at: x(256), over: x(257) },
    { what: 'a submission id', valid: pageMessages.submit, guard: readPageMessage, path: ['id'], at: x(256), over: x(257) },
    { what: 'the attempt key (longest)', valid: pageMessages.submit, guard: readPageMessage, path: ['key'], at: x(64), over: x(65) },
    { what: 'the attempt key (shortest)', valid: pageMessages.submit, guard: readPageMessage, path: ['key'], at: x(8), over: x(7) },
    {
      what: 'a submitted value',
      valid: pageMessages.submit,
      guard: readPageMessage,
      path: ['fields'],
      at: { paymentBrand: x(2048) },
      over: { paymentBrand: x(2049) },
    },
    { what: 'a field name', valid: pageMessages.submit, guard: readPageMessage, path: ['fields'], at: { [`a${x(99)}`]: '1' }, over: { [`a${x(100)}`]: '1' } },
    {
      what: 'number of submitted fields',
      valid: pageMessages.submit,
      guard: readPageMessage,
      path: ['fields'],
      at: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, '1'])),
      over: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, '1'])),
    },
    { what: 'a request id', valid: siblingMessages.valueRequest, guard: readSiblingMessage, path: ['id'], at: x(256), over: x(257) },
    { what: 'a reply id', valid: siblingMessages.valueReply, guard: readSiblingMessage, path: ['id'], at: x(256), over: x(257) },
    { what: 'a sibling value', valid: siblingMessages.valueReply, guard: readSiblingMessage, path: ['value'], at: x(128), over: x(129) },
  ];

  it.each(LIMITS)('take $what at its limit and refuse it one over', ({ valid, guard, path, at, over }) => {
    fc.assert(
      fc.property(valid, (m) => {
        expect(guard(withAt(m, path, { set: at }))).not.toBeNull();
        expect(guard(withAt(m, path, { set: over }))).toBeNull();
      }),
      { numRuns: 50 },
    );
  });

  it('refuse CSS that could leave its declaration, and names outside the enums', () => {
    const forbidden = fc.tuple(textUpTo(90), fc.constantFrom(...';{}<>\\'), textUpTo(90)).map(([a, c, b]) => a + c + b);
    // (an own __proto__ key is dropped, not refused: see 'prototype keys')
    const badProperty = fc.string({ minLength: 1, maxLength: 32 }).filter((p) => !/^[a-z-]+$/.test(p) && p !== '__proto__');
    const notOneOf = (values: readonly string[]) =>
      fc.oneof(fc.string(), fc.constantFrom('CVV', 'cvv ', 'password', 'constructor', '__proto__', 'Light')).filter((s) => !values.includes(s));
    fc.assert(
      fc.property(pageMessages.init, forbidden, badProperty, notOneOf(FRAME_FIELDS), notOneOf(['light', 'dark']), (m, value, property, field, scheme) => {
        expect(readPageMessage(withAt(m, ['css', 'input'], { set: { color: value } }))).toBeNull();
        expect(readPageMessage(withAt(m, ['css', 'placeholder'], { set: { [property]: 'red' } }))).toBeNull();
        expect(readPageMessage(withAt(m, ['siblings'], { set: ['cvv', field] }))).toBeNull();
        expect(readPageMessage(withAt(m, ['scheme'], { set: scheme }))).toBeNull();
      }),
      RUNS,
    );
    fc.assert(
      fc.property(siblingMessages.valueReply, notOneOf(FRAME_FIELDS), (m, field) => {
        expect(readSiblingMessage(withAt(m, ['field'], { set: field }))).toBeNull();
      }),
    );
  });

  it('refuse a submission that names card data or a field that is not a page field, or a malformed attempt key', () => {
    const cardField = fc.tuple(fc.constantFrom('card.', 'CARD.', 'Card.', 'cArD.'), fc.constantFrom('number', 'cvv', 'x', '')).map(([a, b]) => a + b);
    const notAName = fc.oneof(
      cardField.filter((n) => !['card.expiryMonth', 'card.expiryYear', 'card.holder'].includes(n)),
      fc.string().filter((n) => !/^[A-Za-z][\w.[\]-]{0,99}$/.test(n)),
      fc.constantFrom('', '__proto__', '_csrf', '1st', 'a b', 'naïve'),
    );
    const badKey = fc.string({ minLength: 8, maxLength: 64 }).filter((k) => !/^[A-Za-z0-9-]+$/.test(k));
    fc.assert(
      fc.property(pageMessages.submit, notAName, badKey, (m, name, key) => {
        const fields = getAt(m, ['fields']) as Record<string, string>;
        if (name !== '__proto__') expect(readPageMessage(withAt(m, ['fields'], { set: { ...fields, [name]: '1' } }))).toBeNull();
        expect(readPageMessage(withAt(m, ['key'], { set: key }))).toBeNull();
      }),
      RUNS,
    );
  });
});

describe('prototype keys', () => {
  it('stay data in a submission and a stylesheet, and an own __proto__ key is dropped, never followed', () => {
    const fields = JSON.parse('{"__proto__": {"polluted": "yes", "card.number": "4200000000000000"}, "constructor": "c", "prototype": "p", "a": "b"}');
    const css = JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": "red"}');
    const page = readPageMessage({ v: 1, t: 'submit', id: 'i', key: 'attempt-01', fields });
    expect(page).toEqual({ v: 1, t: 'submit', id: 'i', key: 'attempt-01', fields: { constructor: 'c', prototype: 'p', a: 'b' } });
    expect(page?.t === 'submit' && new URLSearchParams({ ...page.fields }).toString()).toBe('constructor=c&prototype=p&a=b');
    const init = fc.sample(pageMessages.init, 1)[0];
    const styled = readPageMessage({ ...init, css: { input: css, placeholder: {} } });
    expect(styled?.t === 'init' && { ...styled.css.input }).toEqual({ constructor: 'red' });
    // A whole message parsed from JSON with a __proto__ key: the key is unknown, the rest is read.
    expect(readPageMessage(JSON.parse('{"__proto__": {"v": 1, "t": "focus"}}'))).toBeNull();
    expect(readPageMessage(JSON.parse('{"__proto__": {"polluted": "yes"}, "v": 1, "t": "focus"}'))).toEqual({ v: 1, t: 'focus' });
    expect(readSiblingMessage(JSON.parse('{"__proto__": {"valid": true}, "v": 1, "t": "valueReply", "id": "a", "field": "cvv", "value": "1"}'))).toBeNull();
  });

  it('a polluted Object.prototype is never taken for a field', () => {
    const proto = Object.prototype as Record<string, unknown>;
    let read: unknown[] = [];
    try {
      Object.assign(proto, { v: 1, t: 'focus', id: 'a', result: { code: '000.100.110' } });
      read = [readPageMessage({}), readPageMessage({ v: 1 }), readSiblingMessage({ v: 1, t: 'valueRequest' }), readPaymentResponse({})];
    } finally {
      for (const key of ['v', 't', 'id', 'result']) delete proto[key];
    }
    expect(read).toEqual([null, null, null, null]);
  });
});

describe("the frame's own document and URL", () => {
  const checkoutId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9.-]{32,48}$/), fc.constantFrom(x(32), x(48), `${'A'.repeat(31)}.`));
  const registration = fc.stringMatching(/^[a-zA-Z0-9]{32}$/);

  it('starts a frame named by a known field for a well-formed checkout, with a well-formed registration only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_FIELDS), checkoutId, fc.option(registration, { nil: undefined }), fc.string(), (field, id, reg, other) => {
        const search = `?${new URLSearchParams({ origin: 'https://shop.example', checkoutId: id, ...(reg ? { registration: reg } : {}), other })}`;
        expect(readFrameStart(field, search)).toEqual({ field, checkoutId: id, ...(reg ? { registrationId: reg } : {}) });
        expect(readFrameStart(field, `?checkoutId=${id}&registration=${reg ?? ''}x`)).toEqual({ field, checkoutId: id });
      }),
      RUNS,
    );
    const oneCharOff = fc
      .tuple(registration, fc.nat(31), fc.constantFrom('-', '.', '_', ' ', '%', 'é', '/', '\u0000'))
      .map(([reg, i, c]) => reg.slice(0, i) + c + reg.slice(i + 1));
    fc.assert(
      fc.property(checkoutId, oneCharOff, (id, reg) => {
        expect(readFrameStart('cvv', `?${new URLSearchParams({ checkoutId: id, registration: reg })}`)).toEqual({ field: 'cvv', checkoutId: id });
      }),
      RUNS,
    );
  });

  it('stays mute for any other field name or checkout id, as zod would read the field', () => {
    const name = fc.oneof(fc.anything(), fc.string(), fc.constantFrom(...FRAME_FIELDS, 'constructor', '__proto__', 'toString', 'CVV', 'cvv ', ''));
    const badId = fc.oneof(
      fc.string().filter((s) => !/^[A-Za-z0-9.-]{32,48}$/.test(s)),
      fc.constantFrom(x(31), x(49), `${x(31)}/`, `${x(31)}%`, `${x(31)} `, `${x(31)}é`),
    );
    fc.assert(
      fc.property(name, checkoutId, badId, (field, id, bad) => {
        expect(readFrameStart(field, `?checkoutId=${encodeURIComponent(id)}`) !== null).toBe(frameField.safeParse(field).success);
        expect(readFrameStart('cvv', `?${new URLSearchParams({ checkoutId: bad })}`)).toBeNull();
      }),
      RUNS,
    );
    expect(readFrameStart('cardNumber', '')).toBeNull();
    // The first checkoutId of the URL counts, as URLSearchParams.get reads it.
    expect(readFrameStart('cardNumber', `?checkoutId=bad&checkoutId=${x(32)}`)).toBeNull();
  });
});

describe("a submission's resource", () => {
  it("takes a checkout's registration, as the zod schema does, and refuses any other resource", () => {
    const submit = { v: 1, t: 'submit', id: 's1', key: 'k'.repeat(32), fields: { paymentBrand: 'VISA' } };
    for (const message of [submit, { ...submit, resource: 'registration' }, { ...submit, resource: 'payment' }, { ...submit, resource: 7 }]) {
      expect(readPageMessage(message), JSON.stringify(message)).toEqual(toFrameMessage.safeParse(message).success ? message : null);
    }
    expect(readPageMessage({ ...submit, resource: 'registration' })).toMatchObject({ resource: 'registration' });
  });
});
