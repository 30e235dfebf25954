// The development gateway's test cards (docs/test-data.md "Cards"), as a shopper types them.

/** A card as the shopper types it: expiry "MM/YY", holder where the form asks for one. */
export interface TestCard {
  number: string;
  expiry: string;
  cvv: string;
  holder?: string;
}

/**
 * An expiry the gateway takes whatever the date: December, four years on. A fixed "12/30" would
 * start failing every merchant's suite on 1 January 2031 with a refusal nobody connects to it. Two
 * digits name a year of this century only (the widget reads "YY" as 20YY): from 2096 it stays "12/99".
 */
export function futureExpiry(now: Date = new Date()): string {
  return `12/${String(Math.min(now.getFullYear() + 4, 2099) % 100).padStart(2, '0')}`;
}

const card = (number: string, cvv = '123'): TestCard => ({ number, expiry: futureExpiry(), cvv, holder: 'Jane Doe' });

/** The development gateway's test cards: each one's outcome is fixed. */
export const TEST_CARDS = {
  visa: card('4200000000000000'),
  master: card('5454545454545454'),
  amex: card('377777777777770', '1234'),
  /** declined by the authorization system (800.100.152) */
  declined: card('4000000000000002'),
  /** declined for insufficient funds (800.100.155) */
  insufficientFunds: card('4000000000000010'),
  /** a 3-D Secure challenge: the simulator's ACS page decides */
  threeDSecure: card('4000000000000036'),
  /** 3-D Secure without a challenge, approved */
  frictionless: card('4000000000000044'),
  /** mada, as HyperPay publishes it (VISA or MADA: MADA where the page lists it) */
  mada: card('4464040000000007'),
} as const satisfies Record<string, TestCard>;
