// The records of a reconciliation file (gateway-api.md 2.7) as data. Enumerations are spelled
// exactly as the document lists them; amounts are integer cents until they are written out.

export type ReconciliationType = 'SETTLED' | 'CHARGEBACK' | 'CHARGEBACK REVERSAL' | 'FEE';

/** The subset of 2.7's PaymentType values the development gateway produces. */
export type RecordPaymentType = 'DEBIT' | 'REFUND' | FeeType;

export type FeeType = 'AUTH_FEE' | 'CAPTURE_FEE' | 'CANCEL_FEE' | 'REFUND_FEE';

export type Cashflow = 'POS' | 'NEG';

/** How a record was matched to the gateway's payments; only a single match names one payment. */
export type Match =
  | { status: 'MATCHED'; paymentIds: readonly [string] }
  | { status: 'MULTIPLE_MATCHES'; paymentIds: readonly string[] }
  | { status: 'NOT_MATCHED' };

/** Masked account data as the file shows it. */
export interface RecordAccount {
  last4?: string;
  bankCode?: string;
  holder?: string;
}

export interface ReconciliationRecord {
  /** order of creation: ties within a settlement date keep it */
  seq: number;
  type: ReconciliationType;
  paymentType: RecordPaymentType;
  cashflow: Cashflow;
  entityId: string;
  /** settlement.id: unique per record */
  settlementTxId: string;
  /** payment.id: the gateway transaction the record is about, when the record names one */
  uniqueId?: string;
  /** clearingInstitute.txId1: the simulated acquirer's own reference */
  connectorTxId1: string;
  /**
   * The 2.7 table's TransactionId. Not a column of the ordered list, so not in the file; the
   * settlement report shows it, which is how a merchant finds an unmatched chargeback's order.
   */
  merchantTransactionId?: string;
  amountCents: number;
  currency: string;
  brand?: string;
  /** presentmentDate: when the transaction (or the chargeback) happened */
  txRequestTime: Date;
  /** settlement.fee: set on FEE records only, so the column sums to the fees charged */
  feeCents: number;
  /** yyyy-MM-dd */
  settlementDate: string;
  descriptor?: string;
  account: RecordAccount;
  /** chargebacks and their reversals only */
  reason?: { code: string; description: string };
  match: Match;
  /** chargebackTransaction.id: generated once a chargeback is matched */
  chargebackId?: string;
}

/** A record waiting for the next settlement run, which gives it its date and sequence. */
export type PendingRecord = Omit<ReconciliationRecord, 'seq' | 'settlementDate'>;

export interface ReconciliationFile {
  name: string;
  entityId: string;
  settlementDate: string;
  content: string;
  records: number;
  writtenAt: Date;
}
