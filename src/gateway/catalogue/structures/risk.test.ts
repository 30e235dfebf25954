import { describe, expect, it } from 'vitest';
import { Catalogue } from '../engine.ts';
import { RISK } from './risk.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(RISK, name, value);

describe('RISK', () => {
  it('resolves custom risk parameter names of 3-64 allowed characters', () => {
    const catalogue = new Catalogue([RISK]);
    expect(catalogue.lookup('risk.parameters[USER_DATA1]')?.pattern).toBe('risk.parameters[name]');
    expect(catalogue.lookup('risk.parameters[ab]')).toBeUndefined();
    expect(catalogue.lookup('risk.parameters[a-b-c]')).toBeUndefined();
  });

  it.each([
    ['risk.amount', '10.00'],
    ['risk.orderTimestamp', '2026-05-01 13:45:00'],
    ['risk.parameters[name]', 'x'.repeat(2048)],
    ['risk.merchantWebsite', 'shop.example'],
    ['risk.accountToken', 'x'.repeat(64)],
    ['risk.serviceId', 'I'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['risk.amount', '10', 'exactly 2 decimals'],
    ['risk.orderTimestamp', '2026-05-01 1:45:00 PM', 'yyyy-MM-dd HH:mm:ss'],
    ['risk.orderTimestamp', '2026-05-01 13:45:00 +02:00', 'yyyy-MM-dd HH:mm:ss'],
    ['risk.parameters[name]', 'x'.repeat(2049), '1-2048 characters'],
    ['risk.merchantWebsite', 'x'.repeat(61), '1-60 characters'],
    ['risk.accountToken', 'x'.repeat(65), '1-64 characters'],
    ['risk.channelId', '', '1-255 characters'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});
