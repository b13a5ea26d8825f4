import { asyncProjections } from '../../events/projections';
import { rebuild } from '../../events/runner';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../migrate';

/** `npm run projections:rebuild [name]`: wipe one (or every) async projection and replay the event log. */
const name = process.argv[2];
const chosen = name ? asyncProjections.filter((p) => p.name === name) : asyncProjections;
if (name && chosen.length === 0) {
  console.error(`No projection named "${name}". Known: ${asyncProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const db = await openDatabase(loadConfig());
try {
  await migrate(db.sql);
  for (const projection of chosen) {
    const started = Date.now();
    const events = await rebuild(db.sql, projection);
    console.log(`${projection.name}: replayed ${events} events in ${Date.now() - started} ms`);
  }
} finally {
  await db.close();
}
