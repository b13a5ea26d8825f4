import { stringify } from 'csv-stringify/sync';

/*
 * Every CSV file the server writes goes through `toCsv`: a text cell
 * that begins with `=`, `+`, `-`, `@`, a tab or a carriage return would be read by a spreadsheet program as a formula
 * (`=cmd|' /C calc'!A0`, `=HYPERLINK(…)`), so it is written with a single quote in front, which the program shows as
 * text. Numbers are written as they are (a negative amount stays a number, also when it comes as text: "-12.50"). Customer-typed text reaches the files
 * (a shipping city in the sales report, a product's name), so no cell is trusted.
 */

/** A cell's value: text, a number, or empty. */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number written as text ("-12.50"): a spreadsheet reads it as that number, nothing more. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The cell as written: text that a spreadsheet would take for a formula gets a leading `'`. */
export function formulaSafe(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Lines of cells as CSV (RFC 4180, CRLF between records), every cell through `formulaSafe`, with a UTF-8 byte-order
 * mark so that spreadsheet programs read Arabic text.
 */
export function toCsv(lines: readonly (readonly CsvValue[])[]): string {
  return `\ufeff${stringify(
    lines.map((cells) => cells.map(formulaSafe)),
    { record_delimiter: 'windows' },
  )}`;
}
