import { describe, expect, it } from 'vitest';
import { VIRTUAL_ACCOUNT } from './virtual-account.ts';

describe('VIRTUAL_ACCOUNT', () => {
  it.each([
    ['a', true],
    ['x'.repeat(100), true],
    ['', false],
    ['x'.repeat(101), false],
  ])('accountId of %j valid: %s', (value, valid) => {
    const result = VIRTUAL_ACCOUNT['virtualAccount.accountId']?.safeParse(value);
    expect(result?.success).toBe(valid);
    if (!valid) expect(result?.error?.issues[0]?.message).toBe('must be 1-100 characters');
  });
});
