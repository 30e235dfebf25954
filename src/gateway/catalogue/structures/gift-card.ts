// Catalogue 2.23: gift card, all optional.
import { an, oneOf } from '../formats.ts';
import type { Structure } from '../types.ts';

export const GIFT_CARD: Structure = {
  'giftCard.number': an(2, 255),
  'giftCard.pin': an(2, 255),
  'giftCard.holder': an(2, 255),
  'giftCard.message': an(2, 160),
  // The list wins over "AN up to 16": SEASONS_GREETINGS (17 characters) is published as a value.
  'giftCard.type': oneOf([
    'ANNIVERSARY',
    'BIRTHDAY',
    'CONGRATULATIONS',
    'APRIL_FOOLS_DAY',
    'EASTER',
    'FATHERS_DAY',
    'GRADUATION',
    'HOLIDAY',
    'SEASONS_GREETINGS',
    'PASSOVER',
    'KWANZAA',
    'HALLOWEEN',
    'MOTHERS_DAY',
    'NEW_YEARS_DAY',
    'BOSSES_DAY',
    'ST_PATRICKS_DAY',
    'SWEETEST_DAY',
    'CHRISTMAS',
    'BABY_SHOWER',
    'THANKSGIVING',
    'OTHER',
    'VALENTINES_DAY',
    'WEDDING',
    'SECRETARYS_DAY',
    'CHINESE_NEW_YEAR',
    'HANUKKAH',
    'CELEBRATE_FALL',
    'GRANDPARENTS_DAY',
    'INDEPENDENCE_DAY',
  ]),
};
