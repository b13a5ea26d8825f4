import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import {
  type PlacedTask,
  type TaskCreateFields,
  type TaskFields,
  type TaskListQuery,
  currentTasks,
  egyptDate,
  upcomingTasks,
  weekOrderProblem,
  yearCalendar,
} from '../../shared/seasonalTasks';
import { type Viewer, storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { type Page, allOf, countOf, deleteById, idOfRef, idsOfRefs, readPage } from './common';
import { requireCropId } from './crops';

/*
 * The farm calendar's tasks. The storefront sees general tasks and the tasks of active crops; a climate-zone filter
 * keeps the tasks of that zone and those for every zone (climate_zone null). Which tasks are current or upcoming is
 * decided by the pure rules of src/shared/seasonalTasks.ts at the moment the caller passes in.
 */

export interface SeasonalTask {
  id: string;
  title: string;
  title_ar: string | null;
  description: string | null;
  description_ar: string | null;
  crop_id: string | null;
  crop_slug: string | null;
  crop_name: string | null;
  crop_name_ar: string | null;
  climate_zone: string | null;
  season: string;
  month: number;
  week_start: number;
  week_end: number;
  priority: string;
  created_at: Date;
  updated_at: Date;
}

export const TASK_NOT_FOUND = msg('crops.taskNotFound');

function taskColumns(sql: Queryable) {
  return sql`
    s.id::text as id, s.title, s.title_ar, s.description, s.description_ar, s.crop_id::text as crop_id, c.slug as crop_slug,
    c.name as crop_name, c.name_ar as crop_name_ar, s.climate_zone, s.season, s.month::int as month, s.week_start::int as week_start,
    s.week_end::int as week_end, s.priority, s.created_at, s.updated_at`;
}

const fromTasks = (sql: Queryable) => sql`seasonal_tasks s left join crops c on c.id = s.crop_id`;

/** Tasks a viewer may see, of a climate zone (and of every zone) when one is given. */
function taskFilter(sql: Queryable, viewer: Viewer, zone: string | undefined) {
  const parts = viewer.isAdmin ? [] : [sql`(s.crop_id is null or c.is_active)`];
  if (zone) parts.push(sql`(s.climate_zone = ${zone} or s.climate_zone is null)`);
  return allOf(sql, parts);
}

/** Calendar order. */
const inCalendarOrder = (sql: Queryable) => sql`order by s.month, s.week_start, s.week_end, s.id`;

/** Tasks filtered by crop, zone, season, month and priority, in calendar order, a page at a time. */
export function listTasks(sql: Sql, q: TaskListQuery, viewer: Viewer): Promise<Page<SeasonalTask>> {
  const where = () => {
    const parts = [taskFilter(sql, viewer, q.climate_zone)];
    if (q.crop) parts.push(sql`s.crop_id = ${idOfRef(sql, 'crops', q.crop)}`);
    if (q.season) parts.push(sql`s.season = ${q.season}`);
    if (q.month) parts.push(sql`s.month = ${q.month}`);
    if (q.priority) parts.push(sql`s.priority = ${q.priority}`);
    return allOf(sql, parts);
  };
  return readPage(
    q.page,
    q.limit,
    (offset) =>
      sql<
        SeasonalTask[]
      >`select ${taskColumns(sql)} from ${fromTasks(sql)} where ${where()} ${inCalendarOrder(sql)} limit ${q.limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from ${fromTasks(sql)} where ${where()}`),
  );
}

/** Tasks of some months (1-12) that the storefront shows, for a zone. */
async function tasksOfMonths(sql: Sql, months: number[], zone: string | undefined): Promise<SeasonalTask[]> {
  const rows = await sql<SeasonalTask[]>`
    select ${taskColumns(sql)} from ${fromTasks(sql)}
    where s.month = any(${months}::int[]) and ${taskFilter(sql, { isAdmin: false }, zone)} ${inCalendarOrder(sql)}`;
  return [...rows];
}

/** This month's tasks whose week window holds the current week (in Egypt at `now`). */
export async function currentSeasonalTasks(
  sql: Sql,
  zone: string | undefined,
  now: Date,
): Promise<PlacedTask<SeasonalTask>[]> {
  const month = Number(egyptDate(now).slice(5, 7));
  return currentTasks(await tasksOfMonths(sql, [month], zone), now);
}

/** Tasks starting within the next `days` days (in Egypt at `now`), soonest first. */
export async function upcomingSeasonalTasks(sql: Sql, zone: string | undefined, days: number, now: Date) {
  const month = Number(egyptDate(now).slice(5, 7));
  // The window reaches at most `days` ahead: this month and the months it runs into.
  const months = Array.from({ length: Math.ceil(days / 28) + 1 }, (_, i) => ((month - 1 + i) % 12) + 1);
  return upcomingTasks(await tasksOfMonths(sql, months, zone), now, days);
}

/** A year's calendar: the twelve months with their tasks placed on that year's dates. */
export async function taskCalendar(sql: Sql, year: number, zone: string | undefined) {
  const tasks = await tasksOfMonths(
    sql,
    Array.from({ length: 12 }, (_, i) => i + 1),
    zone,
  );
  return { year, climate_zone: zone ?? null, months: yearCalendar(tasks, year) };
}

/** The tasks of one season, in calendar order. */
export async function tasksBySeason(sql: Sql, season: string, zone: string | undefined): Promise<SeasonalTask[]> {
  const rows = await sql<SeasonalTask[]>`
    select ${taskColumns(sql)} from ${fromTasks(sql)} where s.season = ${season} and ${taskFilter(sql, { isAdmin: false }, zone)} ${inCalendarOrder(sql)}`;
  return [...rows];
}

/** The tasks of a crop the storefront shows (404 otherwise), in calendar order. */
export async function tasksOfCrop(sql: Sql, ref: string): Promise<SeasonalTask[]> {
  const cropId = await requireCropId(sql, ref);
  const rows = await sql<
    SeasonalTask[]
  >`select ${taskColumns(sql)} from ${fromTasks(sql)} where s.crop_id = ${cropId} ${inCalendarOrder(sql)}`;
  return [...rows];
}

/** A task by id (404 'Seasonal task not found'). */
export async function getTask(sql: Queryable, ref: string): Promise<SeasonalTask> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<SeasonalTask[]>`select ${taskColumns(sql)} from ${fromTasks(sql)} where s.id = ${id}`
    : [];
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  return row;
}

// ─── Writes (administrators) ────────────────────────────────────────────────────────────────────────

/** The stored form of a task's fields: the crop reference resolved to its id (null = every farm). */
async function taskRow(sql: Queryable, { crop_id, ...fields }: TaskFields): Promise<Record<string, unknown>> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) row[key] = value;
  if (crop_id === null) row.crop_id = null;
  else if (crop_id !== undefined) {
    const { ids } = await idsOfRefs(sql, 'crops', [crop_id]);
    if (!ids[0]) throw new ValidationError(msg('crops.noSuchCrop', { ref: crop_id }), 'crop_id');
    row.crop_id = ids[0];
  }
  return row;
}

/** Add a task. */
export async function createTask(sql: Sql, input: TaskCreateFields): Promise<SeasonalTask> {
  const [row] = await sql<
    { id: string }[]
  >`insert into seasonal_tasks ${sql(await taskRow(sql, input))} returning id::text as id`;
  return getTask(sql, row!.id);
}

/** Change the fields given of a task (its week window checked against the stored one). */
export async function updateTask(sql: Sql, ref: string, fields: TaskFields): Promise<SeasonalTask> {
  const current = await getTask(sql, ref);
  const problem = weekOrderProblem({
    week_start: fields.week_start ?? current.week_start,
    week_end: fields.week_end ?? current.week_end,
  });
  if (problem) throw new ValidationError(problem, 'week_end');
  const row = await taskRow(sql, fields);
  if (Object.keys(row).length > 0)
    await sql`update seasonal_tasks set ${sql(row)}, updated_at = now() where id = ${current.id}`;
  return getTask(sql, current.id);
}

/** Delete a task. */
export function deleteTask(sql: Sql, ref: string): Promise<{ id: string }> {
  return deleteById(sql, 'seasonal_tasks', ref, TASK_NOT_FOUND);
}
