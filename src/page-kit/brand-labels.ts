// How brands are named to shoppers (accessible names of logo buttons, stored cards). Kept apart
// from brands.ts so the main widget script, which needs only card brands' names, stays small.
import { CARD_BRANDS } from '../shared/brands.ts';

const LABELS: Record<string, string> = {
  PAYPAL: 'PayPal',
  SOFORTUEBERWEISUNG: 'Sofort',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  EPS: 'eps',
  KLARNA_PAYMENTS_PAYLATER: 'Klarna Pay later',
  KLARNA_PAYMENTS_SLICEIT: 'Klarna Slice it',
  TABBY: 'Tabby',
  TAMARA: 'Tamara',
  STC_PAY: 'STC Pay',
  DIRECTDEBIT_SEPA: 'SEPA Direct Debit',
  APPLEPAY: 'Apple Pay',
  GOOGLEPAY: 'Google Pay',
};

export function brandLabel(code: string): string {
  return CARD_BRANDS.find((b) => b.code === code)?.label ?? LABELS[code] ?? code;
}
