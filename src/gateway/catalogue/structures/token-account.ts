// 2.6 Token account.
import { z } from 'zod';
import { digits, oneOf } from '../formats.ts';
import type { Structure } from '../types.ts';

export const TOKEN_ACCOUNT: Structure = {
  'tokenAccount.number': digits(12, 19),
  'tokenAccount.type': oneOf(['EXTERNAL', 'NETWORK']),
  'tokenAccount.expiryMonth': z.string().regex(/^(0[1-9]|1[0-2])$/, 'must be a month of two digits, 01-12'),
  // Unlike card.expiryYear, the catalogue only asks for four digits here.
  'tokenAccount.expiryYear': digits(4, 4),
  // Base64: the alphabet, then at most two '=' of padding at the end.
  'tokenAccount.cryptogram': z
    .string()
    .regex(/^(?=.{28,32}$)[A-Za-z0-9+/]+={0,2}$/, 'must be 28-32 base64 characters (A-Z a-z 0-9 + / and = padding at the end)'),
  'tokenAccount.dtvc': digits(3, 4),
};
