// Follow-up operations on an earlier payment (POST /v1/payments/{id}): capture (CP) of a
// pre-authorisation, refund (RF) of what was collected, reversal (RV) of an uncaptured
// pre-authorisation. The referenced payment's sums make the rules; amounts are in cents.

import { RESULTS, type Result } from '../catalogue/results.ts';
import type { Params } from '../catalogue/types.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { DomainContext } from './context.ts';
import { fromCents, toCents } from './money.ts';
import { approvedResult } from './outcome.ts';
import type { Transaction } from './types.ts';

/** What a new transaction that moved no money yet starts with: a follow-up, a chargeback. */
export const untouched = () => ({ capturedCents: 0, refundedCents: 0, captureCount: 0, reversed: false, customParameters: {}, wantsRegistration: false });

/** numberOfCaptures is 1-98; without it a pre-authorisation takes up to the maximum. */
const MAX_CAPTURES = 98;

export type FollowUpType = 'CP' | 'RF' | 'RV';

/** Why the follow-up is refused, or undefined when it may go ahead. */
function refusal(ref: Transaction, type: FollowUpType, cents: number, currency: string): Result | undefined {
  const capture = { ...RESULTS.captureRejected };
  const refund = { ...RESULTS.refundRejected };
  if (ref.status !== 'approved') return type === 'RF' ? refund : capture;
  if (currency !== ref.currency) return type === 'RF' ? refund : capture;
  const authorised = toCents(ref.amount);
  switch (type) {
    case 'CP':
      if (ref.paymentType !== 'PA' || ref.reversed) return capture;
      if (ref.captureCount >= (ref.numberOfCaptures ?? MAX_CAPTURES))
        return { ...capture, description: `${capture.description}: numberOfCaptures (${ref.numberOfCaptures ?? MAX_CAPTURES}) reached` };
      if (ref.capturedCents + cents > authorised)
        return { ...capture, description: `${capture.description}: only ${fromCents(authorised - ref.capturedCents)} ${ref.currency} left to capture` };
      return undefined;
    case 'RF': {
      // What can be refunded: a debit's amount, a capture's amount, or what a PA's captures collected.
      const collected = ref.paymentType === 'DB' || ref.paymentType === 'CP' ? authorised : ref.paymentType === 'PA' ? ref.capturedCents : 0;
      if (collected === 0) return refund;
      if (ref.refundedCents + cents > collected)
        return { ...refund, description: `${refund.description}: only ${fromCents(collected - ref.refundedCents)} ${ref.currency} left to refund` };
      return undefined;
    }
    case 'RV':
      if (ref.paymentType !== 'PA' || ref.reversed || ref.captureCount > 0) return capture;
      return undefined;
  }
}

export interface FollowUpOutcome {
  tx: Transaction;
}

export function followUp(ctx: DomainContext, ref: Transaction, type: FollowUpType, params: Params): FollowUpOutcome {
  const amount = type === 'RV' ? fromCents(toCents(ref.amount) - ref.capturedCents) : (params.amount ?? '0.00');
  const currency = params.currency ?? ref.currency;
  const cents = toCents(amount);
  const refused = refusal(ref, type, cents, currency);
  const tx: Transaction = {
    id: newPaymentId(),
    entityId: ref.entityId,
    paymentType: type,
    paymentBrand: ref.paymentBrand,
    amount,
    currency,
    status: refused ? 'rejected' : 'approved',
    result: refused ?? approvedResult(params.testMode === 'EXTERNAL' ? 'EXTERNAL' : ref.testMode),
    createdAt: ctx.clock.now(),
    testMode: params.testMode === 'EXTERNAL' ? 'EXTERNAL' : ref.testMode,
    referencedId: ref.id,
    ...(ref.account ? { account: ref.account } : {}),
    ...(params.merchantTransactionId
      ? { merchantTransactionId: params.merchantTransactionId }
      : ref.merchantTransactionId
        ? { merchantTransactionId: ref.merchantTransactionId }
        : {}),
    ...untouched(),
  };
  if (!refused) {
    if (type === 'CP') {
      ref.capturedCents += cents;
      ref.captureCount += 1;
    } else if (type === 'RF') ref.refundedCents += cents;
    else ref.reversed = true;
  }
  ctx.store.addTransaction(tx);
  ctx.events.emit({ kind: 'payment-recorded', tx });
  return { tx };
}
