// Matching a record from the acquirer to the gateway's payments (gateway-api.md 2.7, MatchingStatus).
// Records the gateway makes from its own transactions match by construction; an acquirer's
// chargeback record may carry only the merchant's reference, which several payments can share.

import type { Store } from '../domain/store.ts';
import type { Transaction } from '../domain/types.ts';
import type { Ledger } from './ledger.ts';
import type { Match } from './types.ts';

export function matchOf(paymentIds: readonly string[]): Match {
  const [first, ...rest] = paymentIds;
  if (first === undefined) return { status: 'NOT_MATCHED' };
  if (rest.length === 0) return { status: 'MATCHED', paymentIds: [first] };
  return { status: 'MULTIPLE_MATCHES', paymentIds };
}

/** Payments whose money can be charged back: debits and captures that have settled. */
export const chargeable = (tx: Transaction, ledger: Ledger): boolean =>
  (tx.paymentType === 'DB' || tx.paymentType === 'CP') && tx.status === 'approved' && ledger.settledRecord(tx.id) !== undefined;

/** The settled payments an acquirer's record names by merchantTransactionId and currency. */
export function candidatesByReference(store: Store, ledger: Ledger, entityId: string, merchantTransactionId: string, currency: string): Transaction[] {
  return [...store.transactions()].filter(
    (tx) => tx.entityId === entityId && tx.merchantTransactionId === merchantTransactionId && tx.currency === currency && chargeable(tx, ledger),
  );
}
