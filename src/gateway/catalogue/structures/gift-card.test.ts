import { describe, expect, it } from 'vitest';
import { GIFT_CARD } from './gift-card.ts';

const error = (name: string, value: string) => {
  const result = GIFT_CARD[name]?.safeParse(value);
  if (!result) throw new Error(`no field ${name}`);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('GIFT_CARD', () => {
  it('has catalogue-style keys and a schema for each', () => {
    expect(Object.keys(GIFT_CARD)).toHaveLength(5);
    for (const [name, schema] of Object.entries(GIFT_CARD)) {
      expect(name).toMatch(/^[a-zA-Z0-9.[\]]+$/);
      expect(typeof schema.safeParse).toBe('function');
    }
  });

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
