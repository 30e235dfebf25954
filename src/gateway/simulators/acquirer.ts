// The acquirer and issuers the development gateway pretends to be. Test cards (docs/test-data.md
// "Cards") decide the outcome; any other valid number is declined as an invalid card, so a real
// card typed by mistake never looks like it worked.
import { RESULTS, type Result } from '../catalogue/results.ts';

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

const APPROVED: CardBehaviour = { kind: 'result', result: RESULTS.approved };
const DECLINED: CardBehaviour = { kind: 'result', result: RESULTS.declined };
const CHALLENGE: CardBehaviour = { kind: 'challenge' };

/**
 * A brand's three test cards, as the brands beyond Visa, Mastercard and Amex have them: approved,
 * declined by the authorization system, 3-D Secure challenge. `also`: said of each (co-badging).
 */
function trio(brand: string, [approved, declined, challenge]: readonly [string, string, string], also = ''): TestCard[] {
  return [
    { number: approved, brand, behaviour: APPROVED, note: `approved${also}` },
    { number: declined, brand, behaviour: DECLINED, note: `declined by the authorization system${also}` },
    { number: challenge, brand, behaviour: CHALLENGE, note: `3-D Secure challenge (the ACS page decides)${also}` },
  ];
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4200000000000000', brand: 'VISA', behaviour: APPROVED, note: 'approved' },
  { number: '5454545454545454', brand: 'MASTER', behaviour: APPROVED, note: 'approved' },
  { number: '377777777777770', brand: 'AMEX', behaviour: APPROVED, note: 'approved' },
  { number: '4000000000000002', brand: 'VISA', behaviour: DECLINED, note: 'declined by the authorization system' },
  { number: '4000000000000010', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.insufficientFunds }, note: 'declined: insufficient funds' },
  { number: '4000000000000028', brand: 'VISA', behaviour: { kind: 'result', result: RESULTS.cvvRejected }, note: 'declined: security code rejected' },
  { number: '4000000000000036', brand: 'VISA', behaviour: CHALLENGE, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '5200000000000007', brand: 'MASTER', behaviour: CHALLENGE, note: '3-D Secure challenge (the ACS page decides)' },
  { number: '4000000000000044', brand: 'VISA', behaviour: { kind: 'frictionless' }, note: '3-D Secure frictionless, approved' },
  { number: '4970100000000006', brand: 'VISA or CARTEBANCAIRE', behaviour: APPROVED, note: 'co-badged Visa and Cartes Bancaires, approved' },
  ...trio('DINERS', ['36000000000008', '36000000000016', '36000000000024']),
  ...trio('DISCOVER', ['6011000000000004', '6011000000000012', '6011000000000020']),
  ...trio('JCB', ['3528000000000007', '3528000000000015', '3528000000000023']),
  ...trio('MAESTRO', ['6759000000000000', '6759000000000018', '6759000000000026']),
  ...trio('UNIONPAY', ['6200000000000005', '6200000000000013', '6200000000000021']),
  ...trio('VISA or MADA', ['4406470000000007', '4406470000000015', '4406470000000023'], ', co-badged Visa and mada'),
  { number: '5433570000000008', brand: 'MASTER or MADA', behaviour: APPROVED, note: 'approved, co-badged Mastercard and mada' },
  { number: '5888450000000003', brand: 'MADA', behaviour: APPROVED, note: "approved, a range of mada's own" },
  // HyperPay's published mada test card: integrations written against it pay here too.
  { number: '4464040000000007', brand: 'VISA or MADA', behaviour: APPROVED, note: "approved, co-badged Visa and mada (HyperPay's mada test card)" },
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
