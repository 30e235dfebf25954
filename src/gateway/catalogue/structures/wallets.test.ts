import { describe, expect, it } from 'vitest';
import { fieldError } from './test-kit.ts';
import { WALLETS } from './wallets.ts';

describe('WALLETS', () => {
  it('has a token and a source for each of the three wallets', () => {
    for (const wallet of ['walletA', 'walletB', 'walletC']) {
      expect(WALLETS).toHaveProperty([`${wallet}.paymentToken`]);
      expect(WALLETS).toHaveProperty([`${wallet}.source`]);
    }
  });

  it.each([
    ['walletA.paymentToken', `{"data":"${'x'.repeat(60000)}"}`],
    ['walletB.paymentToken', 'eyJhbGciOi'],
    ['walletA.cardNetwork', 'VISA'],
    ['walletA.cardType', 'DEBIT'],
    ['walletC.source', 'app'],
    ['walletA.source', 'web'],
  ])('accepts %s', (name, value) => {
    expect(fieldError(WALLETS, name, value)).toBeUndefined();
  });

  it.each([
    ['walletA.paymentToken', '', 'must be 1-65536 characters'],
    ['walletC.paymentToken', 'x'.repeat(65537), 'must be 1-65536 characters'],
    ['walletA.cardNetwork', 'n'.repeat(256), 'must be 1-255 characters'],
    ['walletB.source', 'WEB', 'must be one of web, app'],
    ['walletA.source', '', 'must be one of web, app'],
  ])('rejects %s', (name, value, message) => {
    expect(fieldError(WALLETS, name, value)).toContain(message);
  });
});
