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
import { adminDelete } from './adminDelete';
import * as S from './outputs';
import { ZDatedTasks, ZTaskCalendar, ZTaskPage, ZTasks, ZUpcomingTasks } from './seasonalTasks.schema';

/** The Seasonal tasks group: the farm calendar, what to do now and soon (by today's date in Egypt). */
export const seasonalTasksRouter = router({
  /** Tasks in calendar order: ?crop, ?climate_zone, ?season, ?month, ?priority, ?page, ?limit. */
  list: publicProcedure
    .input(ZTaskListInput)
    .output(ZTaskPage)
    .query(({ ctx, input }) => listTasks(ctx.sql, input, viewerOf(ctx))),
  /** This month's tasks whose weeks hold today. */
  current: publicProcedure
    .input(ZZoneInput)
    .output(ZDatedTasks)
    .query(({ ctx, input }) => currentSeasonalTasks(ctx.sql, input.climate_zone, new Date())),
  /** Tasks starting in the next ?days (45) days, soonest first. */
  upcoming: publicProcedure
    .input(ZUpcomingInput)
    .output(ZUpcomingTasks)
    .query(({ ctx, input }) => upcomingSeasonalTasks(ctx.sql, input.climate_zone, input.days, new Date())),
  /** A year's tasks grouped by month, with their dates that year. */
  calendar: publicProcedure
    .input(ZCalendarInput)
    .output(ZTaskCalendar)
    .query(({ ctx, input }) => taskCalendar(ctx.sql, input.year, input.climate_zone)),
  /** The tasks of winter, summer, nili, spring or fall. */
  bySeason: publicProcedure
    .input(ZBySeasonInput)
    .output(ZTasks)
    .query(({ ctx, input }) => tasksBySeason(ctx.sql, input.season, input.climate_zone)),
  create: adminProcedure
    .input(ZTaskCreateInput)
    .output(S.SeasonalTask)
    .mutation(({ ctx, input }) => createTask(ctx.sql, input)),
  update: adminProcedure
    .input(ZTaskUpdateInput)
    .output(S.SeasonalTask)
    .mutation(({ ctx, input: { id, ...fields } }) => updateTask(ctx.sql, id, fields)),
  delete: adminDelete(ZTaskRefInput, deleteTask, 'crops.taskDeleted'),
});
