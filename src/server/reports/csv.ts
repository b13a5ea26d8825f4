import { toCsv } from '../security/csv';
import type { ReportResult } from '../../shared/reportDefinitions';

/**
 * A finished report as CSV (RFC 4180, with a UTF-8 byte-order mark so that spreadsheet programs read Arabic names):
 * a header of the column labels, one line per row, and a last line "Total" with the summed columns. Text that a
 * spreadsheet would run as a formula is written as text (src/server/security/csv.ts).
 */
export function reportCsv(result: ReportResult): string {
  const header = result.columns.map((c) => c.label);
  const lines = result.rows.map((row) => result.columns.map((c) => row[c.key] ?? ''));
  const totalLine = result.columns.map((c, i) => (i === 0 ? 'Total' : (result.totals[c.key] ?? '')));
  return toCsv([header, ...lines, totalLine]);
}
