// Chargebacks as the simulated acquirer reports them, and their reversals. A chargeback names a
// settled payment by its id or, as acquirers often do, only by the merchant's reference
// (merchantTransactionId); the gateway matches it at once. A matched chargeback becomes a CB
// transaction referencing the payment (its id is the file's ChargebackId), so GET /v1/payments/{id}
// and GET /v1/query show it; every chargeback, matched or not, joins the next reconciliation file.

import type { Result } from '../catalogue/results.ts';
import type { ParameterError } from '../catalogue/types.ts';
import { untouched } from '../domain/follow-ups.ts';
import { fromCents, toCents } from '../domain/money.ts';
import { approvedResult } from '../domain/outcome.ts';
import type { Transaction } from '../domain/types.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { SettlementContext } from './context.ts';
import type { Ledger } from './ledger.ts';
import { candidatesByReference, chargeable, matchOf } from './matching.ts';
import { recordAccount } from './records.ts';
import type { Match, PendingRecord } from './types.ts';

export interface ChargebackInput {
  chargebackResultCode: string;
  paymentId?: string;
  merchantTransactionId?: string;
  /** N10.N2; defaults to what is left of the payment */
  amount?: string;
  currency?: string;
}

export type ChargebackOutcome = { status: 'raised'; record: PendingRecord; chargeback?: Transaction } | { status: 'refused'; errors: ParameterError[] };

export type ReversalOutcome =
  | { status: 'reversed'; record: PendingRecord; reversal: Transaction }
  | { status: 'unknown' }
  | { status: 'refused'; errors: ParameterError[] };

/** ReasonDesc: the acquirer's text for the code; ours says what happened, for every 000.100.2xx. */
export const chargebackReason = (code: string): Result => ({ code, description: `chargeback reported by the acquirer (reason code ${code})` });

/** The acquirer's own case number of a chargeback or reversal (ConnectorTxId1). */
const caseReference = (): string => `cbk-${newPaymentId()}`;

const refuse = (name: string, value: string, message: string): ChargebackOutcome => ({ status: 'refused', errors: [{ name, value, message }] });

/** The payment a chargeback names by id, or why it cannot be charged back. */
function chargeablePayment(
  ctx: SettlementContext,
  ledger: Ledger,
  entityId: string,
  paymentId: string,
): { payment: Transaction } | { refused: ChargebackOutcome } {
  const payment = ctx.store.transaction(paymentId);
  const no = (message: string) => ({ refused: refuse('paymentId', paymentId, message) });
  if (!payment || payment.entityId !== entityId) return no('matches no payment of this entity');
  if (payment.paymentType === 'PA') return no('is a pre-authorisation, which settles through its captures: charge back the capture (CP) id');
  if (payment.paymentType !== 'DB' && payment.paymentType !== 'CP')
    return no(`is a ${payment.paymentType} transaction: only debits (DB) and captures (CP) can be charged back`);
  if (payment.status !== 'approved') return no('was not successful, so no money settled that could be charged back');
  if (!chargeable(payment, ledger))
    return no('has not settled yet: settlement runs at 02:00 UTC for the day before, or trigger it with POST /v1/simulators/settlement');
  return { payment };
}

/** A transaction that references `ref` and inherits its account, brand and merchant reference. */
function linked(ctx: SettlementContext, ref: Transaction, paymentType: 'CB' | 'CR', amountCents: number, result: Result): Transaction {
  return {
    id: newPaymentId(),
    entityId: ref.entityId,
    paymentType,
    paymentBrand: ref.paymentBrand,
    amount: fromCents(amountCents),
    currency: ref.currency,
    status: 'approved',
    result,
    createdAt: ctx.clock.now(),
    testMode: ref.testMode,
    referencedId: ref.id,
    ...(ref.account ? { account: ref.account } : {}),
    ...(ref.merchantTransactionId ? { merchantTransactionId: ref.merchantTransactionId } : {}),
    ...(ref.descriptor ? { descriptor: ref.descriptor } : {}),
    ...untouched(),
  };
}

interface RecordFacts {
  type: 'CHARGEBACK' | 'CHARGEBACK REVERSAL';
  entityId: string;
  amountCents: number;
  currency: string;
  reason: Result;
  match: Match;
  at: Date;
  /** the acquirer's reference when no payment matched */
  merchantTransactionId?: string;
  payment?: Transaction;
  chargebackId?: string;
}

function record(f: RecordFacts): PendingRecord {
  const merchantTransactionId = f.payment?.merchantTransactionId ?? f.merchantTransactionId;
  return {
    type: f.type,
    // The document has no chargeback payment type: the record carries the type of what was charged back.
    paymentType: 'DEBIT',
    cashflow: f.type === 'CHARGEBACK' ? 'NEG' : 'POS',
    entityId: f.entityId,
    settlementTxId: newPaymentId(),
    ...(f.payment ? { uniqueId: f.payment.id } : {}),
    connectorTxId1: caseReference(),
    ...(merchantTransactionId ? { merchantTransactionId } : {}),
    amountCents: f.amountCents,
    currency: f.currency,
    ...(f.payment?.paymentBrand ? { brand: f.payment.paymentBrand } : {}),
    txRequestTime: f.at,
    feeCents: 0,
    ...(f.payment?.descriptor ? { descriptor: f.payment.descriptor } : {}),
    account: recordAccount(f.payment?.account),
    reason: f.reason,
    match: f.match,
    ...(f.chargebackId ? { chargebackId: f.chargebackId } : {}),
  };
}

export function raiseChargeback(ctx: SettlementContext, ledger: Ledger, entityId: string, input: ChargebackInput): ChargebackOutcome {
  const reason = chargebackReason(input.chargebackResultCode);
  const at = ctx.clock.now();
  let payment: Transaction | undefined;
  let match: Match;
  if (input.paymentId !== undefined) {
    const found = chargeablePayment(ctx, ledger, entityId, input.paymentId);
    if ('refused' in found) return found.refused;
    payment = found.payment;
    if (input.currency !== undefined && input.currency !== payment.currency)
      return refuse('currency', input.currency, `must be the payment's currency (${payment.currency})`);
    match = matchOf([payment.id]);
  } else {
    const candidates = candidatesByReference(ctx.store, ledger, entityId, input.merchantTransactionId ?? '', input.currency ?? '');
    match = matchOf(candidates.map((t) => t.id));
    payment = match.status === 'MATCHED' ? candidates[0] : undefined;
  }

  if (!payment) {
    // Nothing to attach the chargeback to: it reaches the file for the merchant to resolve, and no
    // ChargebackId exists, since one is generated only once a record is matched.
    const queued = record({
      type: 'CHARGEBACK',
      entityId,
      amountCents: toCents(input.amount ?? '0'),
      currency: input.currency ?? '',
      reason,
      match,
      at,
      ...(input.merchantTransactionId ? { merchantTransactionId: input.merchantTransactionId } : {}),
    });
    ledger.queue(queued);
    return { status: 'raised', record: queued };
  }

  // Refunds and chargebacks share one budget: what went back to the shopper once cannot go twice.
  const left = toCents(payment.amount) - payment.refundedCents;
  if (left <= 0)
    return refuse(
      input.paymentId !== undefined ? 'paymentId' : 'merchantTransactionId',
      input.paymentId ?? input.merchantTransactionId ?? '',
      'names a payment refunded or charged back in full',
    );
  const cents = input.amount !== undefined ? toCents(input.amount) : left;
  if (cents > left) return refuse('amount', input.amount ?? '', `must not exceed what is left to charge back (${fromCents(left)} ${payment.currency})`);

  const chargeback = linked(ctx, payment, 'CB', cents, reason);
  payment.refundedCents += cents;
  ctx.store.addTransaction(chargeback);
  ctx.events.emit({ kind: 'payment-recorded', tx: chargeback });
  const queued = record({
    type: 'CHARGEBACK',
    entityId,
    amountCents: cents,
    currency: payment.currency,
    reason,
    match,
    at,
    payment,
    chargebackId: chargeback.id,
  });
  ledger.queue(queued);
  return { status: 'raised', record: queued, chargeback };
}

/** The acquirer gives the money back: a CR transaction referencing the chargeback, and a record. */
export function reverseChargeback(ctx: SettlementContext, ledger: Ledger, entityId: string, chargebackId: string): ReversalOutcome {
  const chargeback = ctx.store.transaction(chargebackId);
  if (chargeback?.paymentType !== 'CB' || chargeback.entityId !== entityId) return { status: 'unknown' };
  // A CB transaction's `reversed` says its reversal happened, as it does for a reversed pre-authorisation.
  if (chargeback.reversed)
    return { status: 'refused', errors: [{ name: 'id', value: chargebackId, message: 'names a chargeback that has been reversed already' }] };
  const payment = chargeback.referencedId ? ctx.store.transaction(chargeback.referencedId) : undefined;
  if (!payment) return { status: 'unknown' };
  const cents = toCents(chargeback.amount);
  const reversal = linked(ctx, chargeback, 'CR', cents, approvedResult(chargeback.testMode));
  chargeback.reversed = true;
  payment.refundedCents -= cents;
  ctx.store.addTransaction(reversal);
  ctx.events.emit({ kind: 'payment-recorded', tx: reversal });
  const queued = record({
    type: 'CHARGEBACK REVERSAL',
    entityId,
    amountCents: cents,
    currency: chargeback.currency,
    reason: chargeback.result,
    match: matchOf([payment.id]),
    at: reversal.createdAt,
    payment,
    chargebackId: chargeback.id,
  });
  ledger.queue(queued);
  return { status: 'reversed', record: queued, reversal };
}
