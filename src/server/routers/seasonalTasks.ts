import {
  ZBySeasonInput,
  ZCalendarInput,
  ZTaskCreateInput,
  ZTaskListInput,
  ZTaskRefInput,
  ZTaskUpdateInput,
  ZUpcomingInput,
  ZZoneInput,
} from '../../shared/seasonalTasks';
import { viewerOf } from '../crops/common';
import {
  createTask,
  currentSeasonalTasks,
  deleteTask,
  listTasks,
  taskCalendar,
  tasksBySeason,
  updateTask,
  upcomingSeasonalTasks,
} from '../crops/seasonalTasks';
import { adminProcedure, publicProcedure, router } from '../trpc';

/** The Seasonal tasks group: the farm calendar, what to do now and soon (by today's date in Egypt). */
export const seasonalTasksRouter = router({
  /** Tasks in calendar order: ?crop, ?climate_zone, ?season, ?month, ?priority, ?page, ?limit. */
  list: publicProcedure.input(ZTaskListInput).query(({ ctx, input }) => listTasks(ctx.sql, input, viewerOf(ctx))),
  /** This month's tasks whose weeks hold today. */
  current: publicProcedure.input(ZZoneInput).query(({ ctx, input }) => currentSeasonalTasks(ctx.sql, input.climate_zone, new Date())),
  /** Tasks starting in the next ?days (45) days, soonest first. */
  upcoming: publicProcedure
    .input(ZUpcomingInput)
    .query(({ ctx, input }) => upcomingSeasonalTasks(ctx.sql, input.climate_zone, input.days, new Date())),
  /** A year's tasks grouped by month, with their dates that year. */
  calendar: publicProcedure.input(ZCalendarInput).query(({ ctx, input }) => taskCalendar(ctx.sql, input.year, input.climate_zone)),
  /** The tasks of winter, summer, nili, spring or fall. */
  bySeason: publicProcedure.input(ZBySeasonInput).query(({ ctx, input }) => tasksBySeason(ctx.sql, input.season, input.climate_zone)),
  create: adminProcedure.input(ZTaskCreateInput).mutation(({ ctx, input }) => createTask(ctx.sql, input)),
  update: adminProcedure.input(ZTaskUpdateInput).mutation(({ ctx, input: { id, ...fields } }) => updateTask(ctx.sql, id, fields)),
  delete: adminProcedure
    .input(ZTaskRefInput)
    .mutation(async ({ ctx, input }) => ({ message: 'Seasonal task deleted successfully', ...(await deleteTask(ctx.sql, input.id)) })),
});
