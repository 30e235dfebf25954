import { describe, expect, it } from 'vitest';
import { checkCvv, checkNumber, formatNumber } from './validate.ts';

describe('checkNumber', () => {
  it('detects the brand of each test card and accepts it', () => {
    expect(checkNumber('4200 0000 0000 0000', ['VISA'])).toMatchObject({ brand: 'VISA', error: null, digits: '4200000000000000' });
    expect(checkNumber('5454545454545454', ['MASTER'])).toMatchObject({ brand: 'MASTER', error: null });
    expect(checkNumber('377777777777770', ['AMEX'])).toMatchObject({ brand: 'AMEX', error: null, gaps: [4, 10] });
  });

  it('flags an empty number, a Luhn failure and a brand the merchant does not accept', () => {
    expect(checkNumber('', ['VISA']).error).toBe('cardNumberEmptyError');
    expect(checkNumber('4200000000000001', ['VISA']).error).toBe('cardNumberError');
    expect(checkNumber('377777777777770', ['VISA', 'MASTER']).error).toBe('cardBrandNotAcceptedError');
  });

  it('tells a well-formed card of a scheme the widget does not take from a typo', () => {
    // Discover and JCB numbers on a page that takes neither; a Mir number, a scheme we do not know
    expect(checkNumber('6011111111111117', ['VISA']).error).toBe('cardBrandNotAcceptedError');
    expect(checkNumber('3530111333300000', ['VISA', 'AMEX'])).toMatchObject({ brand: 'JCB', error: 'cardBrandNotAcceptedError' });
    expect(checkNumber('2200000000000004', ['VISA'])).toMatchObject({ brand: null, error: 'cardBrandNotAcceptedError' });
    expect(checkNumber('6011111111111118', ['VISA']).error).toBe('cardNumberError');
  });

  it('knows the brand from the first digits, before the number is complete', () => {
    expect(checkNumber('42', ['VISA']).brand).toBe('VISA');
    expect(checkNumber('37', ['AMEX']).brand).toBe('AMEX');
  });
});

describe('formatNumber', () => {
  it('groups at the brand gaps', () => {
    expect(formatNumber('4200000000000000', [4, 8, 12])).toBe('4200 0000 0000 0000');
    expect(formatNumber('377777777777770', [4, 10])).toBe('3777 777777 77770');
    expect(formatNumber('42000', [4, 8, 12])).toBe('4200 0');
  });
});

describe('checkCvv', () => {
  it('wants three digits, four for AMEX', () => {
    expect(checkCvv('123', 'VISA', true)).toBeNull();
    expect(checkCvv('12', 'VISA', true)).toBe('cvvError');
    expect(checkCvv('1234', 'VISA', true)).toBe('cvvError');
    expect(checkCvv('1234', 'AMEX', true)).toBeNull();
    expect(checkCvv('123', 'AMEX', true)).toBe('cvvError');
  });

  it('is required unless the merchant said otherwise', () => {
    expect(checkCvv('', 'VISA', true)).toBe('cvvEmptyError');
    expect(checkCvv('', 'VISA', false)).toBeNull();
  });
});
