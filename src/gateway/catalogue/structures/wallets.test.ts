import { describe, expect, it } from 'vitest';
import type { Structure } from '../types.ts';
import { WALLETS } from './wallets.ts';

function check(structure: Structure, name: string, value: string): string | undefined {
  const field = structure[name];
  if (!field) throw new Error(`${name} is not in the structure`);
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('WALLETS', () => {
  it('has catalogue names and zod schemas only', () => {
    for (const [name, field] of Object.entries(WALLETS)) {
      expect(name).toMatch(/^[a-zA-Z0-9.[\]]+$/);
      expect(typeof field.safeParse).toBe('function');
    }
  });

  it('has a token and a source for each of the three wallets', () => {
    for (const wallet of ['walletA', 'walletB', 'walletC']) {
      expect(WALLETS).toHaveProperty([`${wallet}.paymentToken`]);
      expect(WALLETS).toHaveProperty([`${wallet}.source`]);
    }
  });

  it.each([
    ['walletA.paymentToken', '{"data":"' + 'x'.repeat(60000) + '"}'],
    ['walletB.paymentToken', 'eyJhbGciOi'],
    ['walletA.cardNetwork', 'VISA'],
    ['walletA.cardType', 'DEBIT'],
    ['walletC.source', 'app'],
    ['walletA.source', 'web'],
  ])('accepts %s', (name, value) => {
    expect(check(WALLETS, name, value)).toBeUndefined();
  });

  it.each([
    ['walletA.paymentToken', '', 'must be 1-65536 characters'],
    ['walletC.paymentToken', 'x'.repeat(65537), 'must be 1-65536 characters'],
    ['walletA.cardNetwork', 'n'.repeat(256), 'must be 1-255 characters'],
    ['walletB.source', 'WEB', 'must be one of web, app'],
    ['walletA.source', '', 'must be one of web, app'],
  ])('rejects %s', (name, value, message) => {
    expect(check(WALLETS, name, value)).toContain(message);
  });
});
