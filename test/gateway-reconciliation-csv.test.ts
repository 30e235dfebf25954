// The CSV writer of the reconciliation files and the mapping of a record to its 36 columns.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMNS, recordRow } from '../src/gateway/settlement/columns.ts';
import { csvDocument, csvLine, csvValue } from '../src/gateway/settlement/csv.ts';
import type { ReconciliationRecord } from '../src/gateway/settlement/types.ts';
import { parseCsv, SPEC_COLUMNS } from './support/reconciliation.ts';

const record = (overrides: Partial<ReconciliationRecord> = {}): ReconciliationRecord => ({
  seq: 0,
  type: 'SETTLED',
  paymentType: 'DEBIT',
  cashflow: 'POS',
  entityId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  settlementTxId: 'a'.repeat(32),
  uniqueId: 'b'.repeat(32),
  connectorTxId1: `acq-${'b'.repeat(32)}`,
  amountCents: 1005,
  currency: 'EUR',
  brand: 'VISA',
  txRequestTime: new Date('2026-01-15T10:00:00Z'),
  feeCents: 0,
  settlementDate: '2026-01-16',
  account: { last4: '0000', holder: 'Jane Doe' },
  match: { status: 'MATCHED', paymentIds: ['b'.repeat(32)] },
  ...overrides,
});

describe('csvValue', () => {
  it('leaves plain values alone', () => {
    expect(csvValue('Jane Doe, Jr.')).toBe('Jane Doe, Jr.');
    expect(csvValue('')).toBe('');
  });

  it.each([
    ['Doe; Jane', '"Doe; Jane"'],
    ['the "best" shop', '"the ""best"" shop"'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('quotes %j as %j', (value, written) => {
    expect(csvValue(value)).toBe(written);
  });
});

describe('CSV injection (OWASP)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","click")', `"'=HYPERLINK(""https://evil.example"",""click"")"`],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-cmd', "'-cmd"],
    ['\tTAB', "'\tTAB"],
  ])('%j opens as a text, not a formula', (value, written) => {
    expect(csvValue(value)).toBe(written);
  });

  it('keeps numbers numbers, negative ones too', () => {
    for (const n of ['-12.50', '+3', '1005', '0.00']) expect(csvValue(n)).toBe(n);
  });

  it('a holder and a descriptor a shopper or merchant typed as formulas open as texts in the file', () => {
    const row = recordRow(record({ account: { holder: '=HYPERLINK("https://evil.example")', last4: '3000' } }));
    const [, line] = parseCsv(csvDocument(COLUMNS, [row]));
    // What a spreadsheet sees in the cell: it starts with the apostrophe, so no formula runs.
    expect(line?.[COLUMNS.indexOf('AccountHolder')]).toBe(`'=HYPERLINK("https://evil.example")`);
    for (const cell of line ?? []) expect(/^[=+@\t\r]|^-(?!\d)/.test(cell), cell).toBe(false);
  });
});

describe('csvDocument', () => {
  it('writes a header line and one CRLF-terminated line per row, in column order', () => {
    const doc = csvDocument(['b', 'a'] as const, [
      { a: '1', b: '2' },
      { a: 'x;y', b: '' },
    ]);
    expect(doc).toBe('b;a\r\n2;1\r\n;"x;y"\r\n');
  });

  it('reads back exactly the values written, whatever they contain', () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ';', '"', '\n', '\r', ',', 'é'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), (values) => {
        const lines = parseCsv(`${csvLine(values)}\r\n`);
        // A text that would start a formula reads back with the apostrophe that keeps it a text.
        expect(lines).toEqual([values.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v))]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('recordRow', () => {
  it('has the 36 columns of gateway-api.md 2.7 in their order, without TransactionId and InvoiceId', () => {
    expect(COLUMNS).toEqual(SPEC_COLUMNS);
    expect(COLUMNS).toHaveLength(36);
    expect(COLUMNS).not.toContain('TransactionId');
    expect(COLUMNS).not.toContain('InvoiceId');
    expect(Object.keys(recordRow(record())).sort()).toEqual([...SPEC_COLUMNS].sort());
  });

  it('writes amounts with two decimals, the enumerations as listed, and the match', () => {
    const row = recordRow(record({ type: 'FEE', paymentType: 'CAPTURE_FEE', cashflow: 'NEG', amountCents: 160, feeCents: 160 }));
    expect(row).toMatchObject({
      ReconciliationType: 'FEE',
      PaymentType: 'CAPTURE_FEE',
      Cashflow: 'NEG',
      Amount: '1.60',
      SettlementAmount: '1.60',
      SettlementFee: '1.60',
      SettlementFxRate: '1.00',
      SettlementStatus: 'SUCCESS',
      SettlementDate: '2026-01-16',
      TxRequestTime: '2026-01-15 10:00:00+0000',
      MatchingStatus: 'MATCHED',
      MatchedTransactions: 'b'.repeat(32),
      ClearingInsitituteName: 'Development gateway test acquirer',
    });
  });

  it('lists several candidates comma-separated, and none when nothing matched', () => {
    const several = recordRow(record({ type: 'CHARGEBACK REVERSAL', match: { status: 'MULTIPLE_MATCHES', paymentIds: ['p1', 'p2', 'p3'] } }));
    expect(several.ReconciliationType).toBe('CHARGEBACK REVERSAL');
    expect(several.MatchingStatus).toBe('MULTIPLE_MATCHES');
    expect(several.MatchedTransactions).toBe('p1,p2,p3');
    const none = recordRow(record({ match: { status: 'NOT_MATCHED' } }));
    expect([none.MatchingStatus, none.MatchedTransactions, none.ChargebackId]).toEqual(['NOT_MATCHED', '', '']);
  });

  it('keeps a hostile holder name inside its field', () => {
    const row = recordRow(record({ account: { holder: 'Doe; "Jane"\nSmith', last4: '3000', bankCode: 'COBADEFFXXX' } }));
    const [header, line] = parseCsv(csvDocument(COLUMNS, [row]));
    expect(header).toHaveLength(36);
    expect(line).toHaveLength(36);
    expect(line?.[COLUMNS.indexOf('AccountHolder')]).toBe('Doe; "Jane"\nSmith');
    expect(line?.[COLUMNS.indexOf('BankCode')]).toBe('COBADEFFXXX');
  });
});
