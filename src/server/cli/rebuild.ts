import { asyncProjections } from '../../events/projections';
import { rebuildAll } from '../projections/runner';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { exitOnConfigError } from '../lifecycle';
import { migrate } from '../migrate';

/**
 * `npm run projections:rebuild [name]`: wipe one (or every) async projection and replay the event log — read once
 * for all of them, applied in batches. Notifications and e-mails already made are kept and not made again.
 */
const name = process.argv[2];
const chosen = name ? asyncProjections.filter((p) => p.name === name) : asyncProjections;
if (name && chosen.length === 0) {
  console.error(`No projection named "${name}". Known: ${asyncProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = await exitOnConfigError(loadConfig);
const db = await openDatabase(config);
try {
  await migrate(db.sql);
  const started = Date.now();
  let mails = 0;
  const events = await rebuildAll(db.sql, chosen, { publicUrl: config.publicUrl, onMailQueued: (m) => (mails += m.length) });
  const ms = Date.now() - started;
  console.log(`${chosen.map((p) => p.name).join(', ')}: replayed ${events} events in ${ms} ms (${Math.round(events / Math.max(ms / 1000, 0.001))} events/s)`);
  if (mails > 0) console.log(`${mails} e-mails for new notifications were queued in the outbox.`);
} finally {
  await db.close();
}
