import { z } from 'zod';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the seasonal tasks router (its inputs are the calendar's: src/shared/seasonalTasks.ts). */

export const ZTaskPage = paged(S.SeasonalTask);
export const ZTasks = z.array(S.SeasonalTask);
/** Tasks with their dates this year. */
export const ZDatedTasks = z.array(S.DatedTask);
/** Tasks starting soon, soonest first. */
export const ZUpcomingTasks = z.array(S.DatedTask.extend({ starts_in_days: z.number().int() }));
/** A year's tasks grouped by month. */
export const ZTaskCalendar = z.strictObject({
  year: z.number().int(),
  climate_zone: z.string().nullable(),
  months: z.array(z.strictObject({ month: z.number().int(), tasks: z.array(S.DatedTask) })),
});
