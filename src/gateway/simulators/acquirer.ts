// The acquirer the development gateway pretends to be. Test cards (README "Test cards") decide
// the outcome; any other valid number is declined as an invalid card, so a real card typed by
// mistake never looks like it worked.
import { RESULTS, type Result } from '../results.ts';

export const TEST_CARDS: ReadonlyArray<{ number: string; brand: string; result: Result; note: string }> = [
  { number: '4200000000000000', brand: 'VISA', result: RESULTS.approved, note: 'approved' },
  { number: '5454545454545454', brand: 'MASTER', result: RESULTS.approved, note: 'approved' },
  { number: '377777777777770', brand: 'AMEX', result: RESULTS.approved, note: 'approved' },
  { number: '4000000000000002', brand: 'VISA', result: RESULTS.declined, note: 'declined by the authorization system' },
];

export function authorize(cardNumber: string): { approved: boolean; result: Result } {
  const card = TEST_CARDS.find((c) => c.number === cardNumber);
  const result = card?.result ?? RESULTS.invalidCard;
  return { approved: result === RESULTS.approved, result };
}
