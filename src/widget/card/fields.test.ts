import { describe, expect, it } from 'vitest';
import { checkTaxNumber } from './fields.ts';

describe('checkTaxNumber', () => {
  it('accepts a CPF with valid check digits, dotted or not', () => {
    expect(checkTaxNumber('529.982.247-25')).toBeNull();
    expect(checkTaxNumber('52998224725')).toBeNull();
    expect(checkTaxNumber('52998224724')).toBe('taxNumberError');
    expect(checkTaxNumber('11111111111')).toBe('taxNumberError');
    expect(checkTaxNumber('123')).toBe('taxNumberError');
  });
});
