// How an outcome is written on a payment: approved in its test mode's words, any other result a
// decline, and the risk check's verdict over both.
import { RESULTS, type Result } from '../catalogue/results.ts';
import { RISK_RESULTS } from './risk.ts';
import type { Transaction } from './types.ts';

/** Approved, in the test mode's words (000.100.110 INTERNAL, 000.100.112 EXTERNAL). */
export const approvedResult = (testMode: Transaction['testMode']): Result => (testMode === 'EXTERNAL' ? RESULTS.approvedExternal : RESULTS.approved);

/** The simulators' answer as the payment's outcome: RESULTS.approved approves, any other result declines. */
export function settle(tx: Transaction, result: Result): void {
  tx.result = result === RESULTS.approved ? approvedResult(tx.testMode) : result;
  tx.status = result === RESULTS.approved ? 'approved' : 'declined';
}

/** A risk reject stops the payment before anything is charged or stored; a review lets it pass, marked. */
export function applyRisk(tx: Transaction): void {
  if (tx.risk?.decision === 'reject') {
    tx.status = 'rejected';
    tx.result = { ...RISK_RESULTS.reject, description: `${RISK_RESULTS.reject.description} (risk.score ${tx.risk.score})` };
    delete tx.pending;
    delete tx.pendingCardNumber;
  } else if (tx.risk?.decision === 'review' && tx.status === 'approved') tx.result = RISK_RESULTS.review;
}
