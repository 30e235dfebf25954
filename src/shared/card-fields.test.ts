import { describe, expect, it } from 'vitest';
import { checkExpiry, checkHolder, formatExpiry } from './card-fields.ts';

const now = new Date('2026-11-21T12:00:00');

describe('formatExpiry', () => {
  it('writes MM / YY while the shopper types', () => {
    expect(formatExpiry('1', false)).toBe('1');
    expect(formatExpiry('12', false)).toBe('12 / ');
    expect(formatExpiry('1230', false)).toBe('12 / 30');
    expect(formatExpiry('12/30', false)).toBe('12 / 30');
    expect(formatExpiry('5', false)).toBe('05 / ');
  });

  it('lets backspace remove the separator', () => {
    expect(formatExpiry('12 /', true)).toBe('12');
  });
});

describe('checkExpiry', () => {
  it('accepts the current month and later', () => {
    expect(checkExpiry('11 / 26', now)).toEqual({ error: null, month: '11', year: '2026' });
    expect(checkExpiry('01 / 30', now).error).toBeNull();
  });

  it('names what is wrong', () => {
    expect(checkExpiry('', now).error).toBe('expiryEmptyError');
    expect(checkExpiry('10 / 26', now).error).toBe('expiryYearError');
    expect(checkExpiry('13 / 27', now).error).toBe('expiryMonthError');
    expect(checkExpiry('1', now).error).toBe('expiryMonthError');
    expect(checkExpiry('12 / 99', now).error).toBe('expiryMonthError');
  });
});

describe('checkHolder', () => {
  it('is optional, and when given holds 3-128 letters', () => {
    expect(checkHolder('')).toBeNull();
    expect(checkHolder("Zoë O'Neil-Åström")).toBeNull();
    expect(checkHolder('Jo')).toBe('cardHolderError');
    expect(checkHolder('J0hn')).toBe('cardHolderError');
  });
});
