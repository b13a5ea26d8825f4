import type { TransactionSql } from './sqlTypes';

/**
 * A named set of rows seeded once into a database (recorded in demo_data_loads, which records the reference sets
 * too). `replaces` names the sets it was split from, so a database that loaded those does not load it again. The sets
 * (src/server/reference, src/server/demo) name this type; src/server/seed.ts loads them.
 */
export interface DataSet {
  name: string;
  replaces?: readonly string[];
  load(tx: TransactionSql): Promise<void>;
}
