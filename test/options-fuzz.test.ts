// wpwlOptions of random shapes and types: parsing never throws into the merchant's page, every key
// it does not take is named in a warning, and what it takes has the documented type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, OPTION_NAMES, parseOptions } from '../src/widget/options/schema.ts';

const anyValue = fc.oneof(
  fc.anything(),
  fc.func(fc.anything()),
  fc.constantFrom(null, undefined, NaN, Infinity, -0, '', 'card', 'plain', true, false, [], {}),
  fc.dictionary(fc.string(), fc.anything()),
);
const key = fc.oneof(fc.constantFrom(...OPTION_NAMES), fc.string(), fc.constantFrom('__proto__', 'constructor', 'toString', 'onbeforesubmitcard', 'Locale'));

describe('wpwlOptions of any shape', () => {
  it('never throws, and warns with the name of every key it does not take', () => {
    fc.assert(
      fc.property(fc.dictionary(key, anyValue, { maxKeys: 12 }), (raw) => {
        const warnings: string[] = [];
        const options = parseOptions(raw, (m) => warnings.push(m));
        for (const name of Object.keys(raw)) {
          const value = (raw as Record<string, unknown>)[name];
          const taken = value !== undefined && (options as Record<string, unknown>)[name] === value;
          const structurallyTaken =
            value !== undefined && JSON.stringify((options as Record<string, unknown>)[name]) === JSON.stringify(value) && typeof value !== 'function';
          if (!taken && !structurallyTaken && value !== undefined)
            expect(
              warnings.some((w) => w.startsWith(`wpwlOptions.${name}`)),
              `${name}: ${warnings.join(' | ')}`,
            ).toBe(true);
        }
        // Whatever was given, the always-present options keep their documented types.
        for (const name of Object.keys(DEFAULT_OPTIONS) as Array<keyof typeof DEFAULT_OPTIONS>) {
          expect(typeof options[name]).toBe(typeof DEFAULT_OPTIONS[name]);
        }
      }),
      { numRuns: 500 },
    );
    // 500 option objects parsed and checked: about a second on a quiet machine, several with both
    // cores busy; vitest's 5 s is meant for one unit's work, not for five hundred.
  }, 30_000);

  it('survives getters that throw and proxies', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => ['style', 'locale'],
        getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
        get: () => {
          throw new Error('boom');
        },
      },
    );
    const warnings: string[] = [];
    expect(() => parseOptions(hostile, (m) => warnings.push(m))).not.toThrow();
    expect(warnings).toEqual([expect.stringContaining('wpwlOptions.style cannot be read'), expect.stringContaining('wpwlOptions.locale cannot be read')]);
    const throwingKeys = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    expect(() => parseOptions(throwingKeys, () => undefined)).not.toThrow();
  });
});
