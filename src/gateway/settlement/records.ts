// Reconciliation records made from gateway transactions: the money a transaction settles and the
// fee it costs. Both name their own transaction, so they are matched to it by construction.
import { toCents } from '../domain/money.ts';
import type { Account, Transaction } from '../domain/types.ts';
import { newPaymentId } from '../platform/ids.ts';
import { type FeeRule, feeCents } from './fees.ts';
import type { PendingRecord, RecordAccount } from './types.ts';

/** Only masked data: last four digits, bank code or BIC, holder. */
export function recordAccount(account: Account | undefined): RecordAccount {
  switch (account?.kind) {
    case 'card':
      return { last4: account.last4, ...(account.holder ? { holder: account.holder } : {}) };
    case 'bank': {
      const last4 = account.ibanLast4 ?? account.numberLast4;
      const bankCode = account.bic ?? account.bankCode;
      return { holder: account.holder, ...(last4 ? { last4 } : {}), ...(bankCode ? { bankCode } : {}) };
    }
    case 'token':
      return { last4: account.last4 };
    default:
      return {};
  }
}

/** The simulated acquirer's reference of a gateway transaction. */
export const acquirerReference = (txId: string): string => `acq-${txId}`;

/** What every record about one transaction shares. */
function aboutTransaction(tx: Transaction): Omit<PendingRecord, 'type' | 'paymentType' | 'cashflow' | 'amountCents' | 'feeCents'> {
  return {
    entityId: tx.entityId,
    settlementTxId: newPaymentId(),
    uniqueId: tx.id,
    connectorTxId1: acquirerReference(tx.id),
    ...(tx.merchantTransactionId ? { merchantTransactionId: tx.merchantTransactionId } : {}),
    currency: tx.currency,
    ...(tx.paymentBrand ? { brand: tx.paymentBrand } : {}),
    txRequestTime: tx.createdAt,
    ...(tx.descriptor ? { descriptor: tx.descriptor } : {}),
    account: recordAccount(tx.account),
    match: { status: 'MATCHED', paymentIds: [tx.id] },
  };
}

/** Money moved: a debit or capture to the merchant (POS), a refund back to the shopper (NEG). */
export function settledRecord(tx: Transaction): PendingRecord {
  const refund = tx.paymentType === 'RF';
  return {
    ...aboutTransaction(tx),
    type: 'SETTLED',
    paymentType: refund ? 'REFUND' : 'DEBIT',
    cashflow: refund ? 'NEG' : 'POS',
    amountCents: toCents(tx.amount),
    feeCents: 0,
  };
}

export function feeRecord(tx: Transaction, rule: FeeRule): PendingRecord {
  const fee = feeCents(rule, toCents(tx.amount));
  return { ...aboutTransaction(tx), type: 'FEE', paymentType: rule.type, cashflow: 'NEG', amountCents: fee, feeCents: fee };
}
