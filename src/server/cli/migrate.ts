import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { exitOnConfigError } from '../lifecycle';
import { migrate } from '../migrate';

/** `npm run migrate`: apply pending migrations and say which ran. */
const config = await exitOnConfigError(loadConfig);
const db = await openDatabase(config);
try {
  const ran = await migrate(db.sql);
  console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'Nothing to apply: the database is up to date.');
} finally {
  await db.close();
}
