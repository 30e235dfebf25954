// The acquirer and issuers the development gateway pretends to be. Test cards (README "Test
// cards") decide the outcome; any other valid number is declined as an invalid card, so a real
// card typed by mistake never looks like it worked.
import { RESULTS, type Result } from '../results.ts';

export type CardBehaviour =
  | { kind: 'result'; result: Result }
  /** 3-D Secure enrolled: the issuer wants a challenge on the ACS page */
  | { kind: 'challenge' }
  /** 3-D Secure enrolled: authenticated without a challenge */
  | { kind: 'frictionless' };

export interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  note: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4200000000000000', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '5454545454545454', brand: 'MASTER', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '377777777777770', brand: 'AMEX', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '4000000000000002', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '4000000000000010', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.insufficientFunds }, note: 'declined: insufficient funds' },
  { number: '4000000000000028', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.cvvRejected }, note: 'declined: security code rejected' },
  { number: '4000000000000036', brand: 'VISA', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '5200000000000007', brand: 'MASTER', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '4000000000000044', brand: 'VISA', behaviour: { kind: 'frictionless' }, note: '3-D Secure frictionless, approved' },
  {
    number: '4970100000000006',
    brand: 'VISA or CARTEBANCAIRE',
    behaviour: { kind: 'result', result: RESULTS.approved },
    note: 'co-badged Visa and Cartes Bancaires, approved',
  },
];

export function cardBehaviour(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((c) => c.number === cardNumber)?.behaviour ?? { kind: 'result', result: RESULTS.invalidCard };
}

/** What the ACS simulator's three buttons lead to. */
export const ACS_OUTCOMES = {
  authenticate: RESULTS.approved,
  fail: RESULTS.authenticationFailed,
  cancel: RESULTS.cancelledByUser,
} as const;
export type AcsDecision = keyof typeof ACS_OUTCOMES;
