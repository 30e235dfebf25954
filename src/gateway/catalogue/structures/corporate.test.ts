import { describe, expect, it } from 'vitest';
import type { Structure } from '../types.ts';
import { CORPORATE } from './corporate.ts';

function check(structure: Structure, name: string, value: string): string | undefined {
  const field = structure[name];
  if (!field) throw new Error(`${name} is not in the structure`);
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('CORPORATE', () => {
  it('has catalogue names and zod schemas only', () => {
    for (const [name, field] of Object.entries(CORPORATE)) {
      expect(name).toMatch(/^[a-zA-Z0-9.[\]]+$/);
      expect(typeof field.safeParse).toBe('function');
    }
  });

  it.each([
    ['corporate.name', 'ACME Corp'],
    ['corporate.description', 'Office supplies'],
    ['corporate.postCode', '60311'],
    ['corporate.purchase', 'Y'],
    ['corporate.phone', '4930123456'],
    ['corporate.fax', '4930123457'],
    ['corporate.vatId', 'DE123456789'],
  ])('accepts %s = %s', (name, value) => {
    expect(check(CORPORATE, name, value)).toBeUndefined();
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
    expect(check(CORPORATE, name, value)).toContain(message);
  });
});
