import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../migrate';

/** `npm run migrate`: apply pending migrations and say which ran. */
const config = loadConfig();
const db = await openDatabase(config);
try {
  const ran = await migrate(db.sql);
  console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'Nothing to apply: the database is up to date.');
} finally {
  await db.close();
}
