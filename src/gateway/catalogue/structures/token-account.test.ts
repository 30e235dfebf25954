import { describe, expect, it } from 'vitest';
import { fieldError } from './test-kit.ts';
import { TOKEN_ACCOUNT } from './token-account.ts';

describe('TOKEN_ACCOUNT', () => {
  it.each([
    ['tokenAccount.number', '489537123456789'],
    ['tokenAccount.type', 'NETWORK'],
    ['tokenAccount.expiryMonth', '09'],
    ['tokenAccount.expiryYear', '2031'],
    ['tokenAccount.cryptogram', 'AgAAAAAAAIR8CQrXcIhbQAAAAAA='],
    ['tokenAccount.cryptogram', 'AJkBBkhgQQAAAAAAAAAAAAAAAAA+/AAA'],
    ['tokenAccount.dtvc', '1234'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(TOKEN_ACCOUNT, name, value)).toBeUndefined();
  });

  it.each([
    ['tokenAccount.number', '12345678901', '12-19 digits'],
    ['tokenAccount.number', '12345678901234567890', '12-19 digits'],
    ['tokenAccount.type', 'INTERNAL', 'must be one of EXTERNAL, NETWORK'],
    ['tokenAccount.expiryMonth', '00', '01-12'],
    ['tokenAccount.expiryYear', '31', 'exactly 4 digits'],
    ['tokenAccount.cryptogram', 'AgAAAAAAAIR8CQrXcIhbQAAAAA', '28-32 base64 characters'],
    ['tokenAccount.cryptogram', 'AgAAAAAAAIR8CQrXcIhbQAAAAAAAAAAAA', '28-32 base64 characters'],
    ['tokenAccount.cryptogram', 'AgAAAAAAAIR8CQrX-IhbQAAAAAA=', '28-32 base64 characters'],
    ['tokenAccount.cryptogram', 'AgAAAAAAAIR8=QrXcIhbQAAAAAA=', '28-32 base64 characters'],
    ['tokenAccount.dtvc', '12a', '3-4 digits'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(TOKEN_ACCOUNT, name, value)).toContain(message);
  });
});
