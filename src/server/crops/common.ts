import type postgres from 'postgres';
import { slugify } from '../../shared/catalogue';
import { ConflictError, NotFoundError } from '../../shared/errors';
import type { Message } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import { type Viewer, storedIdOf } from '../catalogue/products';
import type { Context } from '../context';
import type { Queryable } from '../db';

/*
 * Building blocks shared by the crop-guide domain (crops, tags, soils, guides, tasks, prices, comments): pages of
 * rows, references by id or slug, free slugs and the translation of constraint violations.
 */

/** One page of a list and its pagination object. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * Read one page: the rows at the page's offset and the total, counted apart so that a page past the end is empty
 * with the right total.
 */
export async function readPage<T>(
  page: number,
  limit: number,
  rows: (offset: number) => Promise<readonly T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const [items, total] = await Promise.all([rows((page - 1) * limit), count()]);
  return { items: [...items], pagination: paginate(page, limit, total) };
}

/** `select count(*)::int as n` → n. */
export const countOf = (rows: readonly { n: number }[]) => rows[0]?.n ?? 0;

/** Fragments joined with `and` (`true` for none). */
export function allOf(sql: Queryable, parts: postgres.Fragment[]): postgres.Fragment {
  return parts.length === 0 ? sql`true` : parts.reduce((joined, part) => sql`${joined} and ${part}`);
}

/** Administrators also see inactive crops and unpublished guides. */
export const viewerOf = (ctx: Pick<Context, 'user'>): Viewer => ({ isAdmin: ctx.user?.role === 'admin' });

export type SluggedTable = 'crops' | 'tags' | 'soil_types' | 'markets' | 'guides';

/** Tables whose rows are deleted by id alone (their links go with them by cascade). */
export type DeletableTable = 'market_prices' | 'seasonal_tasks' | 'soil_types' | 'tags';

/** Delete the row a stored id names; a reference that is no id, or names no row, is a 404 with `notFound`. */
export async function deleteById(
  sql: Queryable,
  table: DeletableTable,
  ref: string,
  notFound: string | Message,
): Promise<{ id: string }> {
  const id = storedIdOf(ref);
  const [row] = id
    ? await sql<{ id: string }[]>`delete from ${sql(table)} where id = ${id} returning id::text as id`
    : [];
  if (!row) throw new NotFoundError(notFound);
  return row;
}

/**
 * The id a reference names, as a SQL value: the number itself, or the id of the row with that slug (null when there
 * is none, which matches nothing). Digits are read as an id.
 */
export function idOfRef(sql: Queryable, table: SluggedTable, ref: string): postgres.Fragment {
  const id = storedIdOf(ref);
  return id ? sql`${id}::bigint` : sql`(select id from ${sql(table)} where slug = ${ref.trim()})`;
}

/** The ids of rows named by ids or slugs, in order; `missing` lists the references that name none. */
export async function idsOfRefs(
  sql: Queryable,
  table: SluggedTable,
  refs: readonly string[],
): Promise<{ ids: string[]; missing: string[] }> {
  if (refs.length === 0) return { ids: [], missing: [] };
  const rows = await sql<{ id: string; slug: string }[]>`
    select id::text as id, slug from ${sql(table)}
    where id = any(${refs.map((r) => storedIdOf(r) ?? '0')}::bigint[]) or slug = any(${refs.map((r) => r.trim())}::text[])`;
  const ids: string[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const row = rows.find((r) => r.id === storedIdOf(ref) || r.slug === ref.trim());
    if (row) {
      if (!ids.includes(row.id)) ids.push(row.id);
    } else missing.push(ref);
  }
  return { ids, missing };
}

/** A slug made from a name that no row of the table uses yet ('-2', '-3', ... added as needed). */
export async function freeSlug(sql: Queryable, table: SluggedTable, name: string, fallback: string): Promise<string> {
  const base = slugify(name) || fallback;
  const taken = new Set(
    (
      await sql<{ slug: string }[]>`select slug from ${sql(table)} where slug = ${base} or slug like ${`${base}-%`}`
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The written columns of the fields given: undefined fields left out (the connection turns undefined into null). */
export function definedColumns(
  fields: Record<string, unknown>,
  json: readonly string[],
  sql: Queryable,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    row[key] = json.includes(key) && value !== null ? sql.json(value as never) : value;
  }
  return row;
}

/** Run a write; a unique violation on `constraint` becomes a 409 naming `field`. */
export async function uniquely<T>(
  write: () => Promise<T>,
  constraint: string,
  message: Message,
  field: string,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = err as { code?: string; constraint_name?: string };
    if (e.code === '23505' && e.constraint_name === constraint) throw new ConflictError(message, field);
    throw err;
  }
}
