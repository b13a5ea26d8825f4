import { asyncProjections, inlineProjections } from '../../events/projections';
import { rebuildAll, rebuildInline } from '../projections/runner';
import { PROJECTION_TABLES } from '../projections/verify';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { exitOnConfigError } from '../lifecycle';
import { migrate } from '../migrate';

/**
 * `npm run projections:rebuild [name]`: wipe one (or every) projection and replay the event log — the async ones read
 * once for all of them, applied in batches; the inline ones (cart, orders, credit lines) in one transaction that holds
 * their tables against writers. Notifications and e-mails already made are kept and not made again.
 */
const name = process.argv[2];
const known = [...asyncProjections, ...inlineProjections];
if (name && !known.some((p) => p.name === name)) {
  console.error(`No projection named "${name}". Known: ${known.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const chosen = asyncProjections.filter((p) => !name || p.name === name);
const inline = inlineProjections.filter((p) => !name || p.name === name);
const config = await exitOnConfigError(loadConfig);
const db = await openDatabase(config);
try {
  await migrate(db.sql);
  const report = (names: string, events: number, started: number) => {
    const ms = Date.now() - started;
    console.log(
      `${names}: replayed ${events} events in ${ms} ms (${Math.round(events / Math.max(ms / 1000, 0.001))} events/s)`,
    );
  };
  if (inline.length > 0) {
    const started = Date.now();
    const tables = inline.flatMap((p) => (PROJECTION_TABLES[p.name] ?? []).map((t) => t.table));
    report(inline.map((p) => p.name).join(', '), await rebuildInline(db.sql, inline, tables), started);
  }
  if (chosen.length > 0) {
    const started = Date.now();
    let mails = 0;
    const events = await rebuildAll(db.sql, chosen, {
      publicUrl: config.publicUrl,
      onMailQueued: (m) => (mails += m.length),
    });
    report(chosen.map((p) => p.name).join(', '), events, started);
    if (mails > 0) console.log(`${mails} e-mails for new notifications were queued in the outbox.`);
  }
} finally {
  await db.close();
}
