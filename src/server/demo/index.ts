import type { TransactionSql } from '../db';
import type { Sql } from '../db';
import { demoCatalogue } from './catalogue';
import { demoCoupons } from './coupons';
import { demoCreditLine } from './credit';
import { demoCustomer } from './customer';
import { demoKnowledge } from './knowledge';
import { demoQuizSet } from './quizzes';
import { demoReviewSet } from './reviews';

/** A named set of demo data, loaded once (recorded in demo_data_loads). Later domains add their sets here. */
export interface DemoDataSet {
  name: string;
  load(tx: TransactionSql): Promise<void>;
}

export const demoDataSets: DemoDataSet[] = [demoCustomer, demoCatalogue, demoReviewSet, demoKnowledge, demoQuizSet, demoCoupons, demoCreditLine];

/** Load every set not loaded yet, each in its own transaction under an advisory lock. Idempotent. */
export async function loadDemoData(sql: Sql, sets: readonly DemoDataSet[] = demoDataSets): Promise<string[]> {
  const loaded: string[] = [];
  for (const set of sets) {
    const ran = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(727002)`;
      const [done] = await tx`select 1 from demo_data_loads where name = ${set.name}`;
      if (done) return false;
      await set.load(tx);
      await tx`insert into demo_data_loads (name) values (${set.name})`;
      return true;
    });
    if (ran) loaded.push(set.name);
  }
  return loaded;
}
