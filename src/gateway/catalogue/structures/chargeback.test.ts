import { describe, expect, it } from 'vitest';
import { CHARGEBACK } from './chargeback.ts';
import { fieldError } from './test-kit.ts';

const error = (value: string) => fieldError(CHARGEBACK, 'chargebackResultCode', value);

describe('CHARGEBACK', () => {
  it.each(['000.100.200', '000.100.299'])('accepts %s', (value) => {
    expect(error(value)).toBeUndefined();
  });

  it.each(['000.100.20', '000.100.2000', '000.100.300', '000x100.201', '000.100.2AB'])('refuses %s', (value) => {
    expect(error(value)).toBe('must be 000.100.2 followed by two digits, e.g. 000.100.201');
  });
});
