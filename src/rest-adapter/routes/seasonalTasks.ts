import { listEnvelope, messageEnvelope, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Seasonal tasks';

/** The Seasonal tasks group of rest-calls.tsv. "Today" is the date in Egypt. */
export const seasonalTasksRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/seasonal-tasks',
    procedure: 'seasonalTasks.list',
    group,
    summary: 'Tasks in calendar order: ?crop, ?climate_zone, ?season, ?month, ?priority, ?page, ?limit',
    input: queryInput('month'),
    respond: listEnvelope('tasks'),
  },
  {
    method: 'GET',
    path: '/seasonal-tasks/current',
    procedure: 'seasonalTasks.current',
    group,
    summary: "This week's tasks: ?climate_zone",
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/seasonal-tasks/upcoming',
    procedure: 'seasonalTasks.upcoming',
    group,
    summary: 'Tasks starting in the next ?days (default 45): ?climate_zone',
    input: queryInput('days'),
  },
  {
    method: 'GET',
    path: '/seasonal-tasks/calendar/{year}',
    procedure: 'seasonalTasks.calendar',
    group,
    summary: "A year's tasks grouped by month: ?climate_zone",
    input: queryInput('year'),
  },
  {
    method: 'GET',
    path: '/seasonal-tasks/by-season/{season}',
    procedure: 'seasonalTasks.bySeason',
    group,
    summary: 'Tasks of winter, summer, nili, spring or fall: ?climate_zone',
    input: queryInput(),
  },
  {
    method: 'POST',
    path: '/seasonal-tasks',
    procedure: 'seasonalTasks.create',
    group,
    summary: 'Add a task (administrators)',
    respond: written(msg('crops.taskCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/seasonal-tasks/{id}',
    procedure: 'seasonalTasks.update',
    group,
    summary: 'Change a task (administrators)',
    respond: written(msg('crops.taskUpdated')),
  },
  {
    method: 'DELETE',
    path: '/seasonal-tasks/{id}',
    procedure: 'seasonalTasks.delete',
    group,
    summary: 'Delete a task (administrators)',
    respond: messageEnvelope,
  },
];
