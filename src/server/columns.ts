import type postgres from 'postgres';
import type { Queryable } from './db';

/*
 * Select lists built from one map of column expressions per record, so a list's card and the record's detail read each
 * field the same way and a card's fields are named once (its field list): the SQL selects exactly those, the procedure's
 * answer is typed `Pick<Record, ...>` of them, and the REST answer schema picks them from the record's schema.
 */

/** How each field of a record `Row` is read: a fragment producing the column under the field's name. */
export type ColumnMap<Row> = { readonly [K in keyof Row]-?: (sql: Queryable) => postgres.Fragment };

/** Select lists already built, per connection (pool or transaction), column map and field list. */
const built = new WeakMap<Queryable, WeakMap<object, WeakMap<readonly PropertyKey[], postgres.Fragment>>>();

/**
 * The select list of `fields`, in their order, from a record's column map. Built once per connection, map and list
 * (a list is a constant of its module) and reused: a fragment without parameters is only read when a query is sent.
 */
export function selectList<Row, K extends keyof Row>(
  sql: Queryable,
  columns: ColumnMap<Row>,
  fields: readonly K[],
): postgres.Fragment {
  let byMap = built.get(sql);
  if (!byMap) {
    byMap = new WeakMap();
    built.set(sql, byMap);
  }
  let byFields = byMap.get(columns);
  if (!byFields) {
    byFields = new WeakMap();
    byMap.set(columns, byFields);
  }
  const known = byFields.get(fields);
  if (known) return known;
  const list = fields.map((field) => columns[field](sql)).reduce((joined, column) => sql`${joined}, ${column}`);
  byFields.set(fields, list);
  return list;
}

/** Every field of a column map, in its order (the whole record). */
export const allFieldsOf = <Row>(columns: ColumnMap<Row>): (keyof Row)[] => Object.keys(columns) as (keyof Row)[];

/** `{field: true, ...}` for zod's `.pick()`: the REST answer schema of a card, picked from its record's schema. */
export function pickMask<K extends string>(fields: readonly K[]): { [F in K]: true } {
  return Object.fromEntries(fields.map((field) => [field, true])) as { [F in K]: true };
}
