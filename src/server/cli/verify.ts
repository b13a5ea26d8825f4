import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { exitOnConfigError } from '../lifecycle';
import { migrate } from '../migrate';
import { allProjections, describeDifferences, recordVerification, verifyProjections } from '../projections/verify';

/**
 * `npm run projections:verify [name]`: replay the event log into scratch tables for every projection (or the one
 * named), async and inline, and compare them row by row with the live tables. Prints the rows that differ (at most 10
 * of each kind per table), records the run (time and result) and exits 1 on any difference, 2 on a wrong name.
 * Safe on a live database: one read-only snapshot, scratch tables that vanish with it.
 */
const name = process.argv[2];
const chosen = name ? allProjections.filter((p) => p.name === name) : allProjections;
if (name && chosen.length === 0) {
  console.error(`No projection named "${name}". Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = await exitOnConfigError(loadConfig);
const db = await openDatabase(config);
let drift = false;
try {
  await migrate(db.sql);
  const result = await verifyProjections(db.url, { projections: chosen });
  await recordVerification(db.sql, result);
  const ms = result.finishedAt.getTime() - result.startedAt.getTime();
  for (const p of result.projections) {
    const differing = result.tables.filter((t) => t.projection === p).reduce((n, t) => n + t.differing, 0);
    console.log(
      `${differing === 0 ? 'ok   ' : 'DRIFT'} ${p}: ${result.replayed[p]} events replayed${differing ? `, ${differing} row(s) differ` : ''}`,
    );
  }
  for (const line of describeDifferences(result)) console.log(line);
  console.log(
    result.ok ? `Every projection equals its replay (${ms} ms).` : `Projections differ from their replay (${ms} ms).`,
  );
  drift = !result.ok;
} finally {
  await db.close();
}
process.exit(drift ? 1 : 0);
