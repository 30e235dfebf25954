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
  { number: '36000000000008', brand: 'DINERS', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '36000000000016', brand: 'DINERS', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '36000000000024', brand: 'DINERS', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '6011000000000004', brand: 'DISCOVER', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '6011000000000012', brand: 'DISCOVER', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '6011000000000020', brand: 'DISCOVER', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '3528000000000007', brand: 'JCB', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '3528000000000015', brand: 'JCB', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '3528000000000023', brand: 'JCB', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '6759000000000000', brand: 'MAESTRO', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '6759000000000018', brand: 'MAESTRO', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '6759000000000026', brand: 'MAESTRO', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '6200000000000005', brand: 'UNIONPAY', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved' },
  { number: '6200000000000013', brand: 'UNIONPAY', behaviour: { kind: 'result', result: RESULTS.declined }, note: 'declined by the authorization system' },
  { number: '6200000000000021', brand: 'UNIONPAY', behaviour: { kind: 'challenge' }, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '4406470000000007', brand: 'VISA or MADA', behaviour: { kind: 'result', result: RESULTS.approved }, note: 'approved, co-badged Visa and mada' },
  {
    number: '4406470000000015',
    brand: 'VISA or MADA',
    behaviour: { kind: 'result', result: RESULTS.declined },
    note: 'declined by the authorization system, co-badged Visa and mada',
  },
  {
    number: '4406470000000023',
    brand: 'VISA or MADA',
    behaviour: { kind: 'challenge' },
    note: '3-D Secure challenge (the ACS page decides), co-badged Visa and mada',
  },
  {
    number: '5433570000000008',
    brand: 'MASTER or MADA',
    behaviour: { kind: 'result', result: RESULTS.approved },
    note: 'approved, co-badged Mastercard and mada',
  },
  { number: '5888450000000003', brand: 'MADA', behaviour: { kind: 'result', result: RESULTS.approved }, note: "approved, a range of mada's own" },
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
