import { CsvError, parse } from 'csv-parse/sync';
import { PayloadTooLargeError, ValidationError } from '../../shared/errors';
import { type Message, englishText, msg } from '../../shared/messages';

/*
 * The CSV files administrators upload (the price bulletin, the product catalogue), read with csv-parse as spreadsheet
 * programs write them (RFC 4180): fields separated by commas, records by CRLF, LF or a lone CR; a field in double
 * quotes may hold commas, line breaks and doubled quotes (`""` → `"`); a UTF-8 byte-order mark at the start is dropped;
 * a quote inside an unquoted field is kept as text (`12" pipe`, as Excel reads it); blank records (nothing but commas
 * and spaces) are skipped, though counted. Pure.
 */

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

/** The records of a CSV text. Throws CsvSyntaxError for a quoted field that is not closed (or text after it). */
export function readCsv(text: string): CsvRecord[] {
  let parsed: { record: string[]; info: { records: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as typeof parsed; // with `info`, csv-parse answers each record with its info
  } catch (err) {
    if (err instanceof CsvError) {
      const row = Number((err as CsvError & { records?: number }).records ?? 0) + 1;
      throw new CsvSyntaxError(
        row,
        err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'crops.rowQuoteNotClosed' : 'crops.rowAfterQuote',
      );
    }
    throw err;
  }
  return parsed
    .filter(({ record }) => !isBlank(record))
    .map(({ record, info }) => ({ row: info.records, cells: record }));
}

/**
 * An uploaded CSV file's text, from its base64: at most `maxBytes` bytes (else 413), not empty, UTF-8 (else 400).
 */
export function csvFileText(base64: string, maxBytes: number): string {
  const tooLarge = () =>
    new PayloadTooLargeError(msg('uploads.tooLarge', { megabytes: maxBytes / 1024 / 1024 }), 'file');
  // Base64 is 4 characters per 3 bytes: refuse a file far too large before decoding it.
  if (Math.floor((base64.length * 3) / 4) > maxBytes + 3) throw tooLarge();
  const data = Buffer.from(base64, 'base64');
  if (data.length > maxBytes) throw tooLarge();
  if (data.length === 0) throw new ValidationError(msg('uploads.fileEmpty'), 'file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new ValidationError(msg('crops.bulletinNotCsv'), 'file');
  }
}

/** The records of an uploaded file's text; text that is not CSV is a 400 naming the record where reading stopped. */
export function readCsvUpload(text: string): CsvRecord[] {
  try {
    return readCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new ValidationError(err.said, 'file', { row: err.row });
    throw err;
  }
}
