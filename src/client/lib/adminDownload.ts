import { fetchFileWithToken, saveFile } from './files';

/** A finished report run, as `adminInsights.reportRuns` and `reportRun` list it. */
export interface ReportRef {
  report_id: string;
  type: string;
  from: string;
  to: string;
  group_by: string;
}

/** What the tRPC export answers: the CSV itself, or (still being computed) no file yet. */
export type ExportAnswer = { ready: true; filename: string; content: string; content_type: string } | { ready: false };

/** The REST address of a report's CSV (backend-api.md: GET /admin/reports/{type}/export?format=csv). */
export const reportCsvPath = (run: ReportRef) =>
  `/api/admin/reports/${encodeURIComponent(run.type)}/export?format=csv&report_id=${encodeURIComponent(run.report_id)}`;

export const reportCsvName = (run: ReportRef) => `fellah-${run.type}-by-${run.group_by}-${run.from}-to-${run.to}.csv`;

/**
 * Download a finished report as CSV: the REST file with the stored bearer token (as the invoice is downloaded), or,
 * when that call is refused (an expired token), the tRPC export, which renews the session first. Resolves to false
 * when the report is not ready yet.
 */
export async function downloadReportCsv(
  run: ReportRef,
  exportThroughTrpc: () => Promise<ExportAnswer>,
): Promise<boolean> {
  const fallbackName = reportCsvName(run);
  const file = await fetchFileWithToken(reportCsvPath(run), 'text/csv', fallbackName).catch(() => null);
  // A report still being computed is answered as JSON, not as a file.
  if (file && !file.blob.type.includes('json')) {
    saveFile(file.blob, file.filename);
    return true;
  }
  const answer = await exportThroughTrpc();
  if (!answer.ready) return false;
  saveFile(new Blob([answer.content], { type: answer.content_type }), answer.filename || fallbackName);
  return true;
}
