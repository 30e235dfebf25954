// The frame's guards against the page's zod schemas, which stay the definition of the protocol:
// for random JSON, for objects shaped like messages and for valid messages with a few changes, a
// guard takes exactly what the schema takes, and gives the same value.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentResponse as paymentResponseSchema } from '../shared/api/payment.ts';
import { siblingMessage as siblingSchema, toFrameMessage } from '../shared/protocol.ts';
import { FRAME_FIELDS, PROTOCOL_VERSION } from '../shared/protocol-rules.ts';
import { readPageMessage, readPaymentResponse, readSiblingMessage } from './guards.ts';
import {
  expectPrototypesUntouched,
  getAt,
  kindOf,
  MESSAGE_TYPES,
  pageFieldName,
  pageMessage,
  paths,
  paymentResponse,
  siblingMessage,
  withAt,
} from './guards-testing.ts';

const x = (n: number) => 'x'.repeat(n);
afterEach(expectPrototypesUntouched);

describe('the same verdict and value as the zod schemas of shared', () => {
  const nasty = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom<unknown>(null, true, false, 0, 1, 2, '', undefined, [], {}, ['cvv'], { color: 'red' }, { name: 'x' }),
    fc.constantFrom(
      ...[128, 129, 200, 201, 256, 257, 2048, 2049].map(x),
      ...FRAME_FIELDS,
      'light',
      'dark',
      'init',
      'brand',
      'submit',
      'valueReply',
      'attempt-01',
    ),
    pageFieldName,
  );
  const keyName = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'v', 't', 'id', 'url', 'card.number', 'paymentBrand'));
  /** A valid message with one to three changes: a value replaced, a property removed, a property added. */
  const mutated = (valid: fc.Arbitrary<object>) =>
    valid.chain((m) =>
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('set', 'delete', 'add'), keyName, nasty), { minLength: 1, maxLength: 3 }).map((changes) =>
        changes.reduce<unknown>((value, [n, change, key, set]) => {
          const all = paths(value);
          if (change === 'add') {
            const objects = [[], ...all].filter((p) => kindOf(getAt(value, p)) === 'object');
            return withAt(value, [...(objects[n % objects.length] ?? []), key], { set });
          }
          const path = all[n % all.length];
          return path ? withAt(value, path, change === 'set' ? { set } : 'delete') : value;
        }, m),
      ),
    );

  const cases: Array<{
    name: string;
    guard: (value: unknown) => unknown;
    schema: { safeParse(value: unknown): { success: boolean; data?: unknown } };
    valid: fc.Arbitrary<object>;
  }> = [
    { name: 'page messages', guard: readPageMessage, schema: toFrameMessage, valid: pageMessage },
    { name: 'sibling messages', guard: readSiblingMessage, schema: siblingSchema, valid: siblingMessage },
    { name: 'payment answers', guard: readPaymentResponse, schema: paymentResponseSchema, valid: paymentResponse },
  ];

  it.each(cases)('$name', ({ guard, schema, valid }) => {
    const verdicts = { taken: 0, refused: 0 };
    const shaped = fc
      .tuple(fc.dictionary(keyName, nasty, { maxKeys: 6 }), fc.constantFrom(...MESSAGE_TYPES))
      .map(([d, t]) => ({ ...d, v: PROTOCOL_VERSION, t }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), shaped, mutated(valid), valid), (input) => {
        const expected = schema.safeParse(input);
        const got = guard(input);
        expect(got !== null, JSON.stringify(input)).toBe(expected.success);
        if (expected.success) expect(got).toEqual(expected.data);
        verdicts[expected.success ? 'taken' : 'refused']++;
      }),
      { numRuns: 1000 },
    );
    // Both verdicts are reached often: the comparison is not between two guards that refuse everything.
    expect(verdicts.taken).toBeGreaterThan(150);
    expect(verdicts.refused).toBeGreaterThan(150);
  });
});
