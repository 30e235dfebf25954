// Semicolon-separated values, as the reconciliation files of gateway-api.md 2.7. A value holding
// the separator, a quote or a line break is quoted (quotes doubled inside), so data a shopper typed
// (a bank account holder may contain ';') can never shift the columns of a row.

export const SEPARATOR = ';';
/** RFC 4180 ends lines with CR LF; spreadsheet and CSV tools read it everywhere. */
export const LINE_END = '\r\n';

const NEEDS_QUOTES = /[;"\r\n]/;

/** A number as the files write them (amounts, counts, negative chargebacks): it stays a number. */
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. A text a spreadsheet would run as a formula (`=HYPERLINK(…)` as an account holder,
 * `@SUM(…)` as a descriptor) gets a leading apostrophe, so it opens as the text it is.
 */
export function csvValue(value: string): string {
  const cell = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvLine(values: readonly string[]): string {
  return values.map(csvValue).join(SEPARATOR);
}

/** A header line and one line per row, each row in the order of `columns`. */
export function csvDocument<C extends string>(columns: readonly C[], rows: ReadonlyArray<Readonly<Record<C, string>>>): string {
  return [csvLine(columns), ...rows.map((row) => csvLine(columns.map((c) => row[c])))].map((line) => `${line}${LINE_END}`).join('');
}
