import { describe, expect, it } from 'vitest';
import { Catalogue } from '../engine.ts';
import { MARKETPLACE } from './marketplace.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(MARKETPLACE, name, value);

describe('MARKETPLACE', () => {
  it('keeps the capital P of marketPlace', () => {
    const catalogue = new Catalogue([MARKETPLACE]);
    expect(catalogue.lookup('marketPlace.sellers[3].id')?.pattern).toBe('marketPlace.sellers[n].id');
    expect(catalogue.lookup('marketplace.sellers[3].id')).toBeUndefined();
  });

  it('checks seller id and amount', () => {
    expect(error('marketPlace.sellers[n].id', 'seller-1')).toBeUndefined();
    expect(error('marketPlace.sellers[n].id', '')).toContain('1-255 characters');
    expect(error('marketPlace.sellers[n].amount', '12.50')).toBeUndefined();
    expect(error('marketPlace.sellers[n].amount', '12.5')).toContain('exactly 2 decimals');
    expect(error('marketPlace.sellers[n].amount', '12345678901.00')).toContain('up to 10 digits');
  });
});
