import type postgres from 'postgres';

/** The pool's type: what db.ts opens and every query function takes (kept apart so modules db.ts uses can name it). */
export type Sql = postgres.Sql<Record<string, never>>;
export type TransactionSql = postgres.TransactionSql<Record<string, never>>;
/** Either the pool or a transaction: what a query function that may run inside a caller's transaction takes. */
export type Queryable = Sql | TransactionSql;
