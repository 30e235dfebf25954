import { describe, expect, it } from 'vitest';
import { CORPORATE } from './corporate.ts';
import { fieldError } from './test-kit.ts';

describe('CORPORATE', () => {
  it.each([
    ['corporate.name', 'ACME Corp'],
    ['corporate.description', 'Office supplies'],
    ['corporate.postCode', '60311'],
    ['corporate.purchase', 'Y'],
    ['corporate.phone', '4930123456'],
    ['corporate.fax', '4930123457'],
    ['corporate.vatId', 'DE123456789'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(CORPORATE, name, value)).toBeUndefined();
  });

  it.each([
    ['corporate.name', 'n'.repeat(31), 'must be 1-30 characters'],
    ['corporate.suite', 's'.repeat(31), 'must be 1-30 characters'],
    ['corporate.postboxNumber', 'p'.repeat(16), 'must be 1-15 characters'],
    ['corporate.purchase', 'yes', 'must be one of Y, N'],
    ['corporate.phone', '+49 30 123456', '1-25 digits'],
    ['corporate.fax', '1'.repeat(26), '1-25 digits'],
    ['corporate.vatId', 'v'.repeat(256), 'must be 1-255 characters'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(CORPORATE, name, value)).toContain(message);
  });
});
