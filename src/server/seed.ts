import type { DataSet } from './dataSet';
import type { Sql } from './db';
import { demoDataSets } from './demo';
import { referenceDataSets } from './reference';

/** Load every set not loaded yet, in order, each in its own transaction under an advisory lock. Idempotent. */
export async function loadDataSets(sql: Sql, sets: readonly DataSet[]): Promise<string[]> {
  const loaded: string[] = [];
  for (const set of sets) {
    const ran = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(727002)`;
      const [done] = await tx`select 1 from demo_data_loads where name in ${tx([set.name, ...(set.replaces ?? [])])}`;
      if (done) return false;
      await set.load(tx);
      await tx`insert into demo_data_loads (name) values (${set.name})`;
      return true;
    });
    if (ran) loaded.push(set.name);
  }
  return loaded;
}

/**
 * Seed a database at start: the reference content always (crops, soils, guides, seasonal tasks, markets, quizzes),
 * the demo fixtures on top with DEMO_DATA=1. The demo sets come second: the sample prices name the reference crops.
 */
export function seedDatabase(sql: Sql, opts: { demoData: boolean }): Promise<string[]> {
  return loadDataSets(sql, opts.demoData ? [...referenceDataSets, ...demoDataSets] : referenceDataSets);
}
