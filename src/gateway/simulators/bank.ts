// SEPA direct debit test accounts. A direct debit is accepted when the IBAN is valid; one test
// IBAN is declined, so the decline path can be tested too.
import { RESULTS, type Result } from '../catalogue/results.ts';

export const TEST_IBANS: ReadonlyArray<{ iban: string; country: string; result: Result; note: string }> = [
  { iban: 'DE89370400440532013000', country: 'DE', result: RESULTS.approved, note: 'approved' },
  { iban: 'AT611904300234573201', country: 'AT', result: RESULTS.approved, note: 'approved' },
  { iban: 'NL91ABNA0417164300', country: 'NL', result: RESULTS.approved, note: 'approved' },
  { iban: 'FR1420041010050500013M02606', country: 'FR', result: RESULTS.approved, note: 'approved' },
  { iban: 'ES9121000418450200051332', country: 'ES', result: RESULTS.approved, note: 'approved' },
  { iban: 'IT60X0542811101000000123456', country: 'IT', result: RESULTS.approved, note: 'approved' },
  { iban: 'BE68539007547034', country: 'BE', result: RESULTS.approved, note: 'approved' },
  { iban: 'DE02120300000000202051', country: 'DE', result: RESULTS.declined, note: 'declined by the bank' },
];

export function debitResult(iban: string): Result {
  return TEST_IBANS.find((t) => t.iban === iban)?.result ?? RESULTS.approved;
}
