import type postgres from 'postgres';
import { IllegalStateError } from '../../shared/errors';
import { type MessageKey, msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import type { Queryable } from '../db';

/*
 * Building blocks of the admin lists (pages counted with the rows, date-range bounds) and of moderation decisions. The
 * lists' `like` patterns are src/shared/arabicFold.ts foldedContaining, compared with `arabic_fold(column) ilike`.
 */

/** The status each moderation action leaves an item in. */
export const DECIDED = { approve: 'approved', reject: 'rejected' } as const;

/** How a refusal names an item and a decision ("This review has already been approved"), by key. */
const ITEM_WORD = {
  review: 'admin.itemReview',
  comment: 'admin.itemComment',
  product: 'admin.itemProduct',
} as const satisfies Record<string, MessageKey>;
const DECISION_WORD = {
  approved: 'admin.decisionApproved',
  rejected: 'admin.decisionRejected',
} as const satisfies Record<string, MessageKey>;

/**
 * What a moderation decision on a review, comment or product (`what`, now `from`) comes to: the status it moves to,
 * refused (409) when it is in that status already, and the reason kept with it (a rejection's only).
 */
export function moderationOutcome(
  what: 'review' | 'comment' | 'product',
  from: string,
  action: keyof typeof DECIDED,
  reason: string | undefined,
): { status: (typeof DECIDED)[keyof typeof DECIDED]; reason: string | null } {
  const status = DECIDED[action];
  if (from === status)
    throw new IllegalStateError(
      msg('admin.alreadyDecided', { item: msg(ITEM_WORD[what]), decision: msg(DECISION_WORD[status]) }),
    );
  return { status, reason: action === 'reject' ? (reason ?? null) : null };
}

/** A bound of a date range: a whole day in Egypt (YYYY-MM-DD), or an instant (ISO 8601 with a time). */
export type DateBound = { day: string } | { at: string };

/** One page of an admin list. */
export interface AdminPage<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * A page from rows that carry `full_count` (`count(*) over ()`). A page past the end has no row to carry it, so the
 * total is then counted apart.
 */
export async function pageFrom<T>(
  rows: readonly (T & { full_count: number })[],
  page: number,
  limit: number,
  countApart: () => Promise<number>,
): Promise<AdminPage<T>> {
  const total = rows[0]?.full_count ?? (page > 1 ? await countApart() : 0);
  const items = rows.map(({ full_count: _n, ...row }) => row as unknown as T);
  return { items, pagination: paginate(page, limit, total) };
}

/** `text.%`: every action under a prefix ('admin.user' → 'admin.user.banned', ...). */
export const underPrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`;

/**
 * `column` within the range: a day bound is a whole calendar day in Egypt (Africa/Cairo, summer time included), an
 * instant bound is that instant (`to` inclusive).
 */
export function withinRange(
  sql: Queryable,
  column: postgres.Fragment,
  from: DateBound | undefined,
  to: DateBound | undefined,
): postgres.Fragment {
  const lower = !from
    ? sql`true`
    : 'day' in from
      ? sql`${column} >= (${from.day}::date::timestamp at time zone 'Africa/Cairo')`
      : sql`${column} >= ${from.at}::timestamptz`;
  const upper = !to
    ? sql`true`
    : 'day' in to
      ? sql`${column} < ((${to.day}::date + 1)::timestamp at time zone 'Africa/Cairo')`
      : sql`${column} <= ${to.at}::timestamptz`;
  return sql`${lower} and ${upper}`;
}
