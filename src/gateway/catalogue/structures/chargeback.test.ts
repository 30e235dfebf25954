import { describe, expect, it } from 'vitest';
import { CHARGEBACK } from './chargeback.ts';

const error = (value: string) => {
  const result = CHARGEBACK['chargebackResultCode']?.safeParse(value);
  if (!result) throw new Error('no field chargebackResultCode');
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('CHARGEBACK', () => {
  it('has catalogue-style keys and a schema for each', () => {
    for (const [name, schema] of Object.entries(CHARGEBACK)) {
      expect(name).toMatch(/^[a-zA-Z0-9.[\]]+$/);
      expect(typeof schema.safeParse).toBe('function');
    }
  });

  it.each(['000.100.200', '000.100.299'])('accepts %s', (value) => {
    expect(error(value)).toBeUndefined();
  });

  it.each(['000.100.20', '000.100.2000', '000.100.300', '000x100.201', '000.100.2AB'])('refuses %s', (value) => {
    expect(error(value)).toBe('must be 000.100.2 followed by two digits, e.g. 000.100.201');
  });
});
