import { describe, expect, it } from 'vitest';
import {
  ZBySeasonInput,
  ZCalendarInput,
  ZTaskCreateInput,
  addDays,
  currentTasks,
  egyptDate,
  taskWindow,
  upcomingTasks,
  weekOfMonth,
  yearCalendar,
} from '../../src/shared/seasonalTasks';

/*
 * The farm calendar's rules at fixed moments: which tasks are current (this month, this week) and which are upcoming
 * (starting within 45 days), across Egypt's seasons and the turn of the year, with "today" taken in Egypt.
 */

interface Task {
  title: string;
  season: string;
  month: number;
  week_start: number;
  week_end: number;
  priority: string;
}
const task = (
  title: string,
  season: string,
  month: number,
  week_start: number,
  week_end: number,
  priority = 'medium',
): Task => ({
  title,
  season,
  month,
  week_start,
  week_end,
  priority,
});

// Windows in 2026: W1 Dec 1-31, W2 Jan 1-14, W3 Feb 15-28, S1 Mar 15-31, S2 Apr 1-14, U1 May 22-31, U2 Jun 1-30,
// N1 Jul 22-31, N2 Aug 1-14, F1 Sep 15-30, F2 Oct 1-7, F3 Nov 8-21.
const TASKS: Task[] = [
  task('W1', 'winter', 12, 1, 4),
  task('W2', 'winter', 1, 1, 2),
  task('W3', 'winter', 2, 3, 4),
  task('S1', 'spring', 3, 3, 4),
  task('S2', 'spring', 4, 1, 2),
  task('U1', 'summer', 5, 4, 4),
  task('U2', 'summer', 6, 1, 4),
  task('N1', 'nili', 7, 4, 4),
  task('N2', 'nili', 8, 1, 2),
  task('F1', 'fall', 9, 3, 4),
  task('F2', 'fall', 10, 1, 1),
  task('F3', 'fall', 11, 2, 3),
];
const titles = (list: { title: string }[]) => list.map((t) => t.title);

describe('current and upcoming tasks through the seasons (45 days ahead)', () => {
  it.each([
    // [moment (UTC), season, current, upcoming]
    ['2026-01-10T09:00:00Z', 'winter, week 2', ['W2'], ['W3']],
    ['2026-02-20T09:00:00Z', 'winter, week 3', ['W3'], ['S1', 'S2']],
    ['2026-04-05T09:00:00Z', 'spring, week 1', ['S2'], []],
    ['2026-05-25T09:00:00Z', 'summer, week 4', ['U1'], ['U2']],
    ['2026-07-25T09:00:00Z', 'nili, week 4', ['N1'], ['N2']],
    ['2026-08-14T09:00:00Z', 'nili, last day of week 2', ['N2'], ['F1']],
    ['2026-09-30T09:00:00Z', 'fall, week 4 to the month end', ['F1'], ['F2', 'F3']],
    ['2026-11-22T09:00:00Z', 'fall, first day of week 4', [], ['W1', 'W2']],
    ['2026-12-31T09:00:00Z', 'winter, the last day of the year', ['W1'], ['W2']],
    ['2026-12-31T22:30:00Z', 'already 1 January in Cairo', ['W2'], ['W3']],
  ])('at %s (%s)', (moment, _season, current, upcoming) => {
    const now = new Date(moment);
    expect(titles(currentTasks(TASKS, now))).toEqual(current);
    expect(titles(upcomingTasks(TASKS, now))).toEqual(upcoming);
  });

  it('places an upcoming task across the new year on next year’s dates', () => {
    const [next] = upcomingTasks(TASKS, new Date('2026-12-31T09:00:00Z'));
    expect(next).toMatchObject({ title: 'W2', start_date: '2027-01-01', end_date: '2027-01-14', starts_in_days: 1 });
  });

  it('counts the horizon in days, both ends as written: a task starting on the last day is in, the day after is out', () => {
    // From 10 January, W3 starts on 15 February: 36 days ahead.
    const now = new Date('2026-01-10T09:00:00Z');
    expect(titles(upcomingTasks(TASKS, now, 36))).toEqual(['W3']);
    expect(titles(upcomingTasks(TASKS, now, 35))).toEqual([]);
  });

  it('never lists a task as upcoming while it is under way, nor one that started today', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    expect(titles(currentTasks(TASKS, now))).toEqual(['U2']);
    expect(titles(upcomingTasks(TASKS, now, 120))).not.toContain('U2');
  });

  it('lists current tasks high priority first, and upcoming ones by start date then priority', () => {
    const tasks = [
      task('low', 'summer', 6, 1, 4, 'low'),
      task('high', 'summer', 6, 1, 4, 'high'),
      task('soon-low', 'summer', 7, 1, 1, 'low'),
      task('soon-high', 'summer', 7, 1, 2, 'high'),
    ];
    const now = new Date('2026-06-10T09:00:00Z');
    expect(titles(currentTasks(tasks, now))).toEqual(['high', 'low']);
    expect(titles(upcomingTasks(tasks, now))).toEqual(['soon-high', 'soon-low']);
  });

  it('takes the date in Egypt, summer time included (UTC+3 from late April to late October)', () => {
    expect(egyptDate(new Date('2026-01-31T21:59:00Z'))).toBe('2026-01-31');
    expect(egyptDate(new Date('2026-01-31T22:00:00Z'))).toBe('2026-02-01');
    expect(egyptDate(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
  });
});

describe('weeks and windows', () => {
  it('numbers the weeks of a month 1-7, 8-14, 15-21 and 22 to the end', () => {
    expect([1, 7, 8, 14, 15, 21, 22, 28, 29, 31].map(weekOfMonth)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4, 4]);
  });

  it('runs week 4 to the month’s last day, leap years included', () => {
    expect(taskWindow({ month: 2, week_start: 4, week_end: 4 }, 2028)).toEqual({
      start_date: '2028-02-22',
      end_date: '2028-02-29',
    });
    expect(taskWindow({ month: 2, week_start: 1, week_end: 4 }, 2026)).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-02-28',
    });
    expect(taskWindow({ month: 4, week_start: 2, week_end: 3 }, 2026)).toEqual({
      start_date: '2026-04-08',
      end_date: '2026-04-21',
    });
  });

  it('29 February is in week 4 of a leap year', () => {
    const tasks = [task('late-feb', 'winter', 2, 4, 4), task('march', 'spring', 3, 1, 1)];
    const now = new Date('2028-02-29T09:00:00Z');
    expect(titles(currentTasks(tasks, now))).toEqual(['late-feb']);
    expect(upcomingTasks(tasks, now)[0]).toMatchObject({ title: 'march', start_date: '2028-03-01', starts_in_days: 1 });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('groups a year into twelve months with each task on that year’s dates', () => {
    const calendar = yearCalendar(TASKS, 2027);
    expect(calendar.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calendar.flatMap((m) => titles(m.tasks))).toEqual([
      'W2',
      'W3',
      'S1',
      'S2',
      'U1',
      'U2',
      'N1',
      'N2',
      'F1',
      'F2',
      'F3',
      'W1',
    ]);
    expect(calendar[11]!.tasks[0]).toMatchObject({ start_date: '2027-12-01', end_date: '2027-12-31' });
  });
});

describe('input rules', () => {
  it('refuses a season outside winter, summer, nili, spring and fall, naming the field', () => {
    const result = ZBySeasonInput.safeParse({ season: 'monsoon' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['season'],
      message: 'season must be one of: winter, summer, nili, spring, fall',
    });
    expect(ZBySeasonInput.parse({ season: 'nili' }).season).toBe('nili');
  });

  it('takes a calendar year from 2000 to 2100', () => {
    expect(ZCalendarInput.safeParse({ year: 1999 }).success).toBe(false);
    expect(ZCalendarInput.safeParse({ year: 2026.5 }).success).toBe(false);
    expect(ZCalendarInput.parse({ year: 2026 })).toEqual({ year: 2026 });
  });

  it('refuses a week window that ends before it starts, naming week_end', () => {
    const result = ZTaskCreateInput.safeParse({ title: 'x', season: 'winter', month: 1, week_start: 3, week_end: 2 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['week_end'],
      message: 'week_end must not be before week_start',
    });
    expect(ZTaskCreateInput.parse({ title: 'x', season: 'winter', month: 1 })).toMatchObject({
      week_start: 1,
      week_end: 4,
      priority: 'medium',
    });
  });
});
