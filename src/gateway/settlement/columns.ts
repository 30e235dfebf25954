// The 36 columns of a reconciliation file, in the order of the prose list of gateway-api.md 2.7.
// The table below that list also names TransactionId and InvoiceId; the ordered list does not, and
// a parser built on the list would shift every later column, so the list wins. "Insititute" is the
// document's own spelling, kept so a parser written against the document finds its column.
import { createHash } from 'node:crypto';
import { formatTimestamp } from '../catalogue/results.ts';
import { fromCents } from '../domain/money.ts';
import type { ReconciliationRecord } from './types.ts';

export const COLUMNS = [
  'ReconciliationType',
  'PaymentType',
  'Cashflow',
  'ClearingInstituteMerchantId',
  'MerchantAccountId',
  'MerchantAccountName',
  'PspId',
  'DivisionId',
  'MerchantId',
  'SettlementTxId',
  'UniqueID',
  'ShortId',
  'ConnectorTxId1',
  'ConnectorTxId2',
  'ConnectorTxId3',
  'Amount',
  'Currency',
  'Brand',
  'TxRequestTime',
  'SettlementAmount',
  'SettlementCurrency',
  'SettlementFee',
  'SettlementFxRate',
  'SettlementDate',
  'SettlementStatus',
  'Descriptor',
  'AccountNumberLast4',
  'BankCode',
  'AccountHolder',
  'ReasonCode',
  'ReasonDesc',
  'SettlementFileFormat',
  'ClearingInsitituteName',
  'MatchingStatus',
  'MatchedTransactions',
  'ChargebackId',
] as const;

export type Column = (typeof COLUMNS)[number];
export type Row = Record<Column, string>;

export const SETTLEMENT_FILE_FORMAT = 'DEVGW_RECON_CSV_V1';
export const CLEARING_INSTITUTE_NAME = 'Development gateway test acquirer';
export const MERCHANT_ACCOUNT_NAME = 'Development merchant account';

/** Stable 32-character ids derived from the entity, so files of different days agree. */
const derivedId = (label: string, entityId: string): string => createHash('sha256').update(`${label}:${entityId}`).digest('hex').slice(0, 32);

/** The identifiers of the merchant and its simulated acquirer that every row repeats. */
export function clearingIdentity(entityId: string) {
  return {
    ClearingInstituteMerchantId: `DEVACQ-${entityId.slice(0, 12)}`,
    MerchantAccountId: derivedId('merchant-account', entityId),
    MerchantAccountName: MERCHANT_ACCOUNT_NAME,
    PspId: derivedId('psp', 'development-gateway'),
    DivisionId: '',
    MerchantId: entityId,
  } satisfies Partial<Row>;
}

/** The same currency settles at a rate of one; the development gateway converts nothing. */
export const FX_RATE = '1.00';

export function recordRow(r: ReconciliationRecord): Row {
  const matched = r.match.status === 'NOT_MATCHED' ? [] : r.match.paymentIds;
  return {
    ReconciliationType: r.type,
    PaymentType: r.paymentType,
    Cashflow: r.cashflow,
    ...clearingIdentity(r.entityId),
    SettlementTxId: r.settlementTxId,
    UniqueID: r.uniqueId ?? '',
    ShortId: '',
    ConnectorTxId1: r.connectorTxId1,
    ConnectorTxId2: '',
    ConnectorTxId3: '',
    Amount: fromCents(r.amountCents),
    Currency: r.currency,
    Brand: r.brand ?? '',
    TxRequestTime: formatTimestamp(r.txRequestTime),
    SettlementAmount: fromCents(r.amountCents),
    SettlementCurrency: r.currency,
    SettlementFee: fromCents(r.feeCents),
    SettlementFxRate: FX_RATE,
    SettlementDate: r.settlementDate,
    SettlementStatus: 'SUCCESS',
    Descriptor: r.descriptor ?? '',
    AccountNumberLast4: r.account.last4 ?? '',
    BankCode: r.account.bankCode ?? '',
    AccountHolder: r.account.holder ?? '',
    ReasonCode: r.reason?.code ?? '',
    ReasonDesc: r.reason?.description ?? '',
    SettlementFileFormat: SETTLEMENT_FILE_FORMAT,
    ClearingInsitituteName: CLEARING_INSTITUTE_NAME,
    MatchingStatus: r.match.status,
    // Several candidates are listed comma-separated: the field separator is ';', so no quoting.
    MatchedTransactions: matched.join(','),
    ChargebackId: r.chargebackId ?? '',
  };
}
