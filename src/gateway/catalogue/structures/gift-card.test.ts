import { describe, expect, it } from 'vitest';
import { GIFT_CARD } from './gift-card.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(GIFT_CARD, name, value);

describe('GIFT_CARD', () => {
  it.each([
    ['giftCard.number', '12'],
    ['giftCard.pin', '1234'],
    ['giftCard.message', 'x'.repeat(160)],
    ['giftCard.type', 'BIRTHDAY'],
    ['giftCard.type', 'SEASONS_GREETINGS'],
    ['giftCard.type', 'INDEPENDENCE_DAY'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['giftCard.number', '1', '2-255 characters'],
    ['giftCard.holder', 'x'.repeat(256), '2-255 characters'],
    ['giftCard.message', 'x'.repeat(161), '2-160 characters'],
    ['giftCard.type', 'birthday', 'ANNIVERSARY, BIRTHDAY'],
    ['giftCard.type', 'DIWALI', 'INDEPENDENCE_DAY'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});
