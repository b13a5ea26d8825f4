import { z } from 'zod';
import { ZPage, ZRef, choiceField, limitField } from '../../shared/catalogue';
import { wholeNumber } from '../../shared/crops';
import { ZDate } from '../../shared/marketPrices';
import { PERIODS } from '../insights/range';
import { TOP_MAX } from '../insights/stats';
import { GROUPINGS, REPORT_TYPES } from '../reports/definitions';

/*
 * Inputs of the admin figures, reports, backups and maintenance calls. Query strings arrive as text: '' means "not
 * given". Range rules that need today's date (defaults, at most two years, from ≤ to) are checked by resolveRange.
 */

/** A date 'YYYY-MM-DD' or nothing. */
const optionalDate = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(ZDate(field).optional());

const range = { from: optionalDate('from'), to: optionalDate('to') };

/** A whole number given as a number or as text ('' = the default). */
const countField = (field: string, fallback: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `${field} must be a whole number from 1 to ${max}` })
    .optional()
    .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v))
    .pipe(wholeNumber(field, 1, max).optional())
    .transform((v) => v ?? fallback);
const period = choiceField(PERIODS, 'period').transform((v) => v ?? 'day');

/** GET /admin/dashboard: from, to (the last 30 days by default), period, and how long the top lists are. */
export const ZDashboardInput = z.object({ ...range, period, top: countField('top', 5, TOP_MAX) }).prefault({});

/** GET /admin/orders/statistics: from, to, period. */
export const ZOrderStatisticsInput = z.object({ ...range, period }).prefault({});

const reportType = z.enum(REPORT_TYPES, { error: `type must be one of: ${REPORT_TYPES.join(', ')}` });

/** GET /admin/reports/{type}: from, to, group_by (checked against the type by groupingFor). */
export const ZReportInput = z.object({ type: reportType, ...range, group_by: choiceField(GROUPINGS, 'group_by') });

/** GET /admin/reports/{type}/export: a report's parameters (or the id of a finished run) and the file format. */
export const ZReportExportInput = ZReportInput.extend({
  format: choiceField(['csv'], 'format').transform((v) => v ?? 'csv'),
  report_id: ZRef.optional(),
});

export const ZReportRunInput = z.object({ id: ZRef });

/** The recent runs: type, status, page, limit (20). */
export const ZReportRunsInput = z
  .object({
    type: choiceField(REPORT_TYPES, 'type'),
    status: choiceField(['queued', 'running', 'completed', 'failed'], 'status'),
    page: ZPage,
    limit: limitField(20, 100),
  })
  .prefault({});

export const RESTORE_NOT_CONFIRMED = 'Please confirm the restore with {"confirm": true}: it replaces every table with the backup';

/** POST /admin/backup/restore/{id} {confirm: true}. */
export const ZRestoreBackupInput = z.object({
  id: z.union([z.string().max(200), z.number()], { error: 'id is required' }).transform(String),
  confirm: z.literal(true, { error: RESTORE_NOT_CONFIRMED }),
});
