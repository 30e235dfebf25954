import { describe, expect, it } from 'vitest';
import { CARD } from './card.ts';
import { fieldError } from './test-kit.ts';

describe('CARD', () => {
  it.each([
    ['card.holder', 'Jane Doe'],
    ['card.holder', "Zoë O'Neil-Brown"],
    ['card.number', '4200000000000000'],
    ['card.expiryMonth', '01'],
    ['card.expiryMonth', '12'],
    ['card.expiryYear', '2034'],
    ['card.cvv', '123'],
    ['card.cvv', '1234'],
    ['card.numberType', 'DPAN'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(CARD, name, value)).toBeUndefined();
  });

  it.each([
    ['card.holder', 'Jo', 'must be 3-128 characters'],
    ['card.holder', 'Jane Doe 2', 'letters only'],
    ['card.number', '4200 0000 0000 0000', '8-32 digits'],
    ['card.number', '1234567', '8-32 digits'],
    ['card.expiryMonth', '13', '01-12'],
    ['card.expiryMonth', '1', '01-12'],
    ['card.expiryYear', '34', 'four digits, 19xx or 20xx'],
    ['card.expiryYear', '2134', 'four digits, 19xx or 20xx'],
    ['card.cvv', '12', '3-4 digits'],
    ['card.numberType', 'pan', 'must be one of PAN, DPAN'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(CARD, name, value)).toContain(message);
  });
});
