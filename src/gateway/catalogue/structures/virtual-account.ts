// 2.4 Virtual account.
import { an } from '../formats.ts';
import type { Structure } from '../types.ts';

export const VIRTUAL_ACCOUNT: Structure = {
  'virtualAccount.accountId': an(1, 100),
};
