// Catalogue 2.17: marketplace sellers. The capital P of marketPlace is as published.
import { amount, an } from '../formats.ts';
import type { Structure } from '../types.ts';

export const MARKETPLACE: Structure = {
  'marketPlace.sellers[n].id': an(1, 255),
  'marketPlace.sellers[n].amount': amount(10, true),
};
