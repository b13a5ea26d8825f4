/*
 * A small CSV reader (RFC 4180, as spreadsheet programs write it): fields separated by commas, records by CRLF, LF or a
 * lone CR; a field in double quotes may hold commas, line breaks and doubled quotes (`""` → `"`); a UTF-8 byte-order
 * mark at the start is dropped; blank records (nothing but commas and spaces) are skipped, though counted. A quote inside an unquoted field is kept as text (Excel
 * does the same); after a closing quote only a comma or the end of the record may follow. Pure.
 */

import { type Message, englishText, msg } from '../../shared/messages';

/**
 * One record and its number in the file, as a spreadsheet program numbers its rows: the first record (the header) is
 * 1, a blank line counts, and a quoted field spanning several lines is still one record.
 */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** The text is not CSV: `row` is the record where reading stopped; `said` the message naming it, by key. */
export class CsvSyntaxError extends Error {
  readonly said: Message;
  constructor(
    readonly row: number,
    problem: 'crops.rowQuoteNotClosed' | 'crops.rowAfterQuote',
  ) {
    const said = msg(problem, { row });
    super(englishText(said));
    this.said = said;
  }
}

/** A line of nothing but separators and spaces (spreadsheets write `,,,,,` under the data). */
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The records of a CSV text. Throws CsvSyntaxError for an unclosed quote or text after a closing quote. */
export function readCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let row = 1;
  let i = 0;
  const n = source.length;

  const endRecord = () => {
    cells.push(field);
    field = '';
    if (!isBlank(cells)) records.push({ row, cells });
    row += 1;
    cells = [];
  };

  while (i < n) {
    const c = source[i]!;
    if (c === '"' && field === '') {
      // A quoted field: read to its closing quote.
      let j = i + 1;
      let value = '';
      for (;;) {
        const q = source.indexOf('"', j);
        if (q === -1) throw new CsvSyntaxError(row, 'crops.rowQuoteNotClosed');
        value += source.slice(j, q);
        if (source[q + 1] === '"') {
          value += '"';
          j = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      const next = source[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(row, 'crops.rowAfterQuote');
      }
      field = value;
      if (next === undefined) break;
      if (next === ',') {
        cells.push(field);
        field = '';
        i += 1;
        continue;
      }
      continue;
    }
    if (c === ',') {
      cells.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += c;
    i += 1;
  }
  if (field !== '' || cells.length > 0) endRecord();
  return records;
}
