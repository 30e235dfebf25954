// 2.2 Card account.
import { z } from 'zod';
import { digits, letters, oneOf } from '../formats.ts';
import type { Structure } from '../types.ts';

export const CARD: Structure = {
  'card.holder': letters(3, 128),
  'card.number': digits(8, 32),
  'card.expiryMonth': z.string().regex(/^(0[1-9]|1[0-2])$/, 'must be a month of two digits, 01-12'),
  'card.expiryYear': z.string().regex(/^(19|20)\d{2}$/, 'must be a year of four digits, 19xx or 20xx'),
  'card.cvv': digits(3, 4),
  'card.numberType': oneOf(['PAN', 'DPAN']),
};
