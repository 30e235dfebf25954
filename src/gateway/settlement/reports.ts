// The reporting answers of gateway-api.md 2.6, built from the reconciliation records: one entry
// per record (transaction level), and a summary per settlement date and currency. Entry fields
// take the API names the 2.7 table gives each column, so the report and the file read alike.

import { formatTimestamp } from '../catalogue/results.ts';
import { fromCents } from '../domain/money.ts';
import { CLEARING_INSTITUTE_NAME, FX_RATE, SETTLEMENT_FILE_FORMAT } from './columns.ts';
import { reconciliationFileName } from './files.ts';
import type { ReconciliationRecord } from './types.ts';

export type SortOrder = 'ASC' | 'DESC';

export interface ReportRange {
  from: string;
  to: string;
  order: SortOrder;
}

/** Records settled from `from` to `to` (both days included), by settlement date in `order`. */
export function inRange(records: readonly ReconciliationRecord[], range: ReportRange): ReconciliationRecord[] {
  const sign = range.order === 'ASC' ? 1 : -1;
  return records
    .filter((r) => r.settlementDate >= range.from && r.settlementDate <= range.to)
    .sort((a, b) => sign * (a.settlementDate.localeCompare(b.settlementDate) || a.seq - b.seq));
}

/** Amounts below zero (a day whose refunds and fees exceed its sales) keep their sign. */
export const signedAmount = (cents: number): string => (cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents));

export function settlementEntry(r: ReconciliationRecord) {
  const matched = r.match.status === 'NOT_MATCHED' ? [] : r.match.paymentIds;
  return {
    recordType: r.type,
    transactionType: r.paymentType,
    ...(r.uniqueId ? { payment: { id: r.uniqueId } } : {}),
    ...(r.merchantTransactionId ? { merchantTransactionId: r.merchantTransactionId } : {}),
    amount: fromCents(r.amountCents),
    currency: r.currency,
    ...(r.brand ? { paymentBrand: r.brand } : {}),
    presentmentDate: formatTimestamp(r.txRequestTime),
    ...(r.descriptor ? { descriptor: r.descriptor } : {}),
    settlement: {
      id: r.settlementTxId,
      date: r.settlementDate,
      cashflow: r.cashflow,
      amount: fromCents(r.amountCents),
      currency: r.currency,
      fee: fromCents(r.feeCents),
      fxRate: FX_RATE,
      status: 'SUCCESS',
      format: SETTLEMENT_FILE_FORMAT,
    },
    clearingInstitute: { name: CLEARING_INSTITUTE_NAME, txId1: r.connectorTxId1 },
    ...(r.reason ? { result: r.reason } : {}),
    matchedTransactions: { status: r.match.status, payment: matched.map((id) => ({ id })) },
    ...(r.chargebackId ? { chargebackTransaction: { id: r.chargebackId } } : {}),
    reconciliationFile: reconciliationFileName(r.entityId, r.settlementDate),
  };
}

interface Tally {
  count: number;
  cents: number;
}

type Bucket = 'settled' | 'refunded' | 'chargedBack' | 'chargebackReversed' | 'fees';

function bucketOf(r: ReconciliationRecord): Bucket {
  switch (r.type) {
    case 'SETTLED':
      return r.paymentType === 'REFUND' ? 'refunded' : 'settled';
    case 'CHARGEBACK':
      return 'chargedBack';
    case 'CHARGEBACK REVERSAL':
      return 'chargebackReversed';
    case 'FEE':
      return 'fees';
  }
}

interface Day {
  settlementDate: string;
  currency: string;
  tallies: Record<Bucket, Tally>;
  netCents: number;
}

const emptyDay = (settlementDate: string, currency: string): Day => ({
  settlementDate,
  currency,
  tallies: {
    settled: { count: 0, cents: 0 },
    refunded: { count: 0, cents: 0 },
    chargedBack: { count: 0, cents: 0 },
    chargebackReversed: { count: 0, cents: 0 },
    fees: { count: 0, cents: 0 },
  },
  netCents: 0,
});

const total = (t: Tally) => ({ count: t.count, amount: fromCents(t.cents) });

/** Per settlement date and currency: counts and totals, and the net paid out (POS minus NEG). */
export function settlementSummary(records: readonly ReconciliationRecord[], range: ReportRange) {
  const days = new Map<string, Day>();
  for (const r of inRange(records, range)) {
    const key = `${r.settlementDate} ${r.currency}`;
    const day = days.get(key) ?? emptyDay(r.settlementDate, r.currency);
    days.set(key, day);
    const tally = day.tallies[bucketOf(r)];
    tally.count += 1;
    tally.cents += r.amountCents;
    day.netCents += r.cashflow === 'POS' ? r.amountCents : -r.amountCents;
  }
  const sign = range.order === 'ASC' ? 1 : -1;
  return [...days.values()]
    .sort((a, b) => sign * a.settlementDate.localeCompare(b.settlementDate) || a.currency.localeCompare(b.currency))
    .map((day) => ({
      settlementDate: day.settlementDate,
      currency: day.currency,
      settled: total(day.tallies.settled),
      refunded: total(day.tallies.refunded),
      chargedBack: total(day.tallies.chargedBack),
      chargebackReversed: total(day.tallies.chargebackReversed),
      fees: total(day.tallies.fees),
      net: signedAmount(day.netCents),
    }));
}
