import type postgres from 'postgres';

/*
 * The database as the event core sees it: tagged-template queries, JSON parameters and transactions. postgres.js's
 * `Sql` and `TransactionSql` (src/server/db.ts) satisfy these structurally, so the core needs no server module.
 */

/** A pool or a transaction: what the store, the deciders and the projections query. */
export interface Queryable {
  <T extends readonly (object | undefined)[] = postgres.Row[]>(
    template: TemplateStringsArray,
    ...parameters: readonly postgres.ParameterOrFragment<never>[]
  ): postgres.PendingQuery<T>;
  json(value: postgres.JSONValue): postgres.Parameter;
}

/** A transaction under way (a pool has no savepoints, so a pool is not taken for one). */
export interface TransactionSql extends Queryable {
  savepoint<T>(work: (tx: TransactionSql) => T | Promise<T>): Promise<T>;
}

/** A pool: queries, and transactions that commit together. */
export interface Sql extends Queryable {
  begin<T>(work: (tx: TransactionSql) => T | Promise<T>): Promise<T>;
}
