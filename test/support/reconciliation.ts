// Reading reconciliation files back in tests: an independent parser for semicolon CSV (quotes,
// doubled quotes, line breaks inside quotes), and shortcuts to a gateway's files and records.
import { expect } from 'vitest';
import type { MemorySink } from '../../src/gateway/settlement/files.ts';
import { config } from './gateway.ts';

/** The column list of gateway-api.md 2.7 as the document writes it, kept apart from the code's. */
export const SPEC_COLUMNS =
  'ReconciliationType, PaymentType, Cashflow, ClearingInstituteMerchantId, MerchantAccountId, MerchantAccountName, PspId, DivisionId, MerchantId, SettlementTxId, UniqueID, ShortId, ConnectorTxId1, ConnectorTxId2, ConnectorTxId3, Amount, Currency, Brand, TxRequestTime, SettlementAmount, SettlementCurrency, SettlementFee, SettlementFxRate, SettlementDate, SettlementStatus, Descriptor, AccountNumberLast4, BankCode, AccountHolder, ReasonCode, ReasonDesc, SettlementFileFormat, ClearingInsitituteName, MatchingStatus, MatchedTransactions, ChargebackId'.split(
    ', ',
  );

/** Lines of fields; a line break inside quotes belongs to the field. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      fields.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) lines.push([...fields, field]);
  return lines;
}

export type CsvRecord = Record<string, string>;

/** Header and records of a file, checking the shape every file must have. */
export function readFile(content: string): { header: string[]; records: CsvRecord[] } {
  const [header = [], ...lines] = parseCsv(content);
  expect(header).toEqual(SPEC_COLUMNS);
  for (const line of lines) expect(line).toHaveLength(36);
  return { header, records: lines.map((line) => Object.fromEntries(header.map((name, i) => [name, line[i] ?? '']))) };
}

export const fileName = (date: string) => `reconciliation_${config.entityId}_${date}.csv`;

/** The records of the file a sink holds for `date`; fails when there is none. */
export function recordsOf(sink: MemorySink, date: string): CsvRecord[] {
  const content = sink.files.get(fileName(date));
  expect(content, `no reconciliation file for ${date}`).toBeDefined();
  return readFile(content ?? '').records;
}

export const HOUR = 3600_000;
