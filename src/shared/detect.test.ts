import { number as referenceNumber } from 'card-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../gateway/simulators/acquirer.ts';
import { CARD_BRANDS } from './brands.ts';
import { candidateBrands, detectedBrand, isValidNumber, typeInfo } from './detect.ts';

describe('candidateBrands', () => {
  it('knows the scheme, and a co-badged Cartes Bancaires range beside it', () => {
    expect(candidateBrands('4200000000000000')).toEqual(['VISA']);
    expect(candidateBrands('4970100000000006')).toEqual(['VISA', 'CARTEBANCAIRE']);
    expect(detectedBrand('4970100000000006')).toBe('VISA');
  });

  it('lists every possible brand while the number is short, none when empty', () => {
    expect(candidateBrands('')).toEqual([]);
    expect(candidateBrands('3')).toContain('AMEX');
    expect(candidateBrands('497')).toEqual(['VISA']);
    expect(candidateBrands('36')).toEqual(['DINERS']);
    // credit-card-type's narrowing: the most specific range wins once the digits cover every one.
    expect(candidateBrands('6')).toEqual(['DISCOVER', 'MAESTRO', 'UNIONPAY']);
    expect(candidateBrands('6011')).toEqual(['DISCOVER']);
    expect(candidateBrands('6200')).toEqual(['UNIONPAY']);
    expect(candidateBrands('6759')).toEqual(['MAESTRO']);
  });

  it("knows mada's published BINs: HyperPay's test card, ranges on Maestro's numbers and of its own", () => {
    expect(candidateBrands('4464040000000007')).toEqual(['VISA', 'MADA']);
    expect(isValidNumber('4464040000000007')).toBe(true);
    expect(candidateBrands('5043000000000000')).toContain('MADA');
    expect(candidateBrands('9682010000000000')).toEqual(['MADA']);
    expect(candidateBrands('4200000000000000')).toEqual(['VISA']);
  });

  it('knows mada on Visa and Mastercard numbers and on ranges of its own, once its BIN is complete', () => {
    expect(candidateBrands('44064')).toEqual(['VISA']);
    expect(candidateBrands('440647')).toEqual(['VISA', 'MADA']);
    expect(candidateBrands('5433570000000008')).toEqual(['MASTER', 'MADA']);
    expect(candidateBrands('5888450000000003')).toContain('MADA');
    expect(isValidNumber('4406470000000007')).toBe(true);
  });

  it('skips the Luhn check only where the scheme does (UnionPay)', () => {
    expect(isValidNumber('6200000000000006')).toBe(true);
    expect(isValidNumber('6011000000000005')).toBe(false);
  });

  it("reads Mastercard's 2-series from its first digit on", () => {
    // 2131 is a JCB range
    expect(candidateBrands('2')).toEqual(['MASTER', 'JCB']);
    expect(candidateBrands('27')).toEqual(['MASTER']);
    expect(candidateBrands('272')).toEqual(['MASTER']);
    expect(candidateBrands('2721')).toEqual([]);
    expect(candidateBrands('28')).toEqual([]);
    expect(candidateBrands('222')).toEqual(['MASTER']);
    expect(candidateBrands('2220')).toEqual([]);
  });
});

describe('the brand table', () => {
  it("keeps each brand's security-code length equal to credit-card-type's", () => {
    for (const brand of CARD_BRANDS) expect(brand.cvvLength, brand.code).toBe(typeInfo(brand).code.size);
  });
});

// card-validator's own number check stays the reference: wherever it names one of our schemes for
// a complete number, detection must name the same and agree on validity.
const ours: Record<string, string> = Object.fromEntries(CARD_BRANDS.filter((b) => !b.domestic).map((b) => [b.cardType, b.code]));

describe('the frame agrees with card-validator on our schemes', () => {
  it('for random numbers in and around their ranges', () => {
    const start = fc.constantFrom('4', '34', '37', '51', '55', '2221', '2720', '2719', '5', '3', '6011', '35', '62', '50');
    fc.assert(
      fc.property(start, fc.stringMatching(/^\d{10,17}$/), (prefix, rest) => {
        const digits = `${prefix}${rest}`;
        const reference = referenceNumber(digits);
        const type = reference.card?.type;
        if (!type || !(type in ours)) return;
        expect(detectedBrand(digits)).toBe(ours[type]);
        expect(isValidNumber(digits)).toBe(reference.isValid);
      }),
      { numRuns: 3000 },
    );
  });

  it('for the test cards', () => {
    for (const n of [
      '4200000000000000',
      '4000000000000002',
      '5454545454545454',
      '2223000048400011',
      '377777777777770',
      '4970100000000006',
      ...TEST_CARDS.map((c) => c.number),
    ]) {
      expect(isValidNumber(n), n).toBe(true);
      // card-validator names the best match, Cartes Bancaires (added to its table) for a co-badged
      // number; detection offers it beside the scheme.
      const named = CARD_BRANDS.find((b) => b.cardType === referenceNumber(n).card?.type)?.code;
      expect(named, n).toBeDefined();
      expect(candidateBrands(n), n).toContain(named);
    }
    expect(referenceNumber('4970100000000006').card?.type).toBe('cartes-bancaires');
  });
});
