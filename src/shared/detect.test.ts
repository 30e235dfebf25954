import { describe, expect, it } from 'vitest';
import { candidateBrands, detectedBrand } from './detect.ts';

describe('candidateBrands', () => {
  it('knows the scheme, and a co-badged Cartes Bancaires range beside it', () => {
    expect(candidateBrands('4200000000000000')).toEqual(['VISA']);
    expect(candidateBrands('4970100000000006')).toEqual(['VISA', 'CARTEBANCAIRE']);
    expect(detectedBrand('4970100000000006')).toBe('VISA');
  });

  it('lists every possible brand while the number is short, none when empty', () => {
    expect(candidateBrands('')).toEqual([]);
    expect(candidateBrands('3')).toContain('AMEX');
    expect(candidateBrands('497')).toEqual(['VISA']);
  });
});
