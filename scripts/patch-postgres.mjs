#!/usr/bin/env node
/**
 * Repairs three faults of postgres.js 3.4.9 (the latest release) in how a connection whose socket dies is handled,
 * which is what a database outage is made of. Run by `npm install` / `npm ci` (postinstall);
 * idempotent. Another version is left as it is, with a warning: tests/unit/postgresDriver.unit.test.ts then says
 * whether it still needs these repairs.
 *
 * 1. Writes smaller than 1 kB are flushed on the next turn of the loop (`setImmediate(nextWrite)`), and only when no
 *    flush is already armed. When the socket closes, `closed()` and `terminate()` cancel that flush but leave the
 *    timer's handle set and the bytes buffered, so no flush is ever armed again on that connection: each reconnect's
 *    startup message stays in the buffer, and the connection times out forever (a pool that never recovers).
 *    Repair: both also drop the buffered bytes and clear the handle.
 * 2. A query written on a connection whose socket is already gone (the rollback of a transaction the outage broke,
 *    a reserved connection) arms a flush that then calls `socket.write` on null: a TypeError thrown from an immediate,
 *    which no caller can catch and which ends the process. Repair: the flush sees the socket gone and fails the
 *    waiting queries with CONNECTION_CLOSED instead.
 * 3. A new connection first reads the array types (`fetchArrayTypes`, an async function its caller does not wait
 *    for). A connection lost during that read rejects it with nobody listening: an unhandled rejection, which also
 *    ends the process. Repair: that rejection is caught; the lost connection is reported to the query that waits on
 *    it by the usual error path.
 *
 * Upstream: porsager/postgres issues 1066, 1154, 1208 (open when this was written).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = 'fellah-patch';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = ['src', 'cjs/src', 'cf/src'].map((dir) => join(root, 'node_modules/postgres', dir, 'connection.js'));

const teardown = {
  from: /^( +)clearImmediate\(nextWriteTimer\)$/gm,
  to: `$1clearImmediate(nextWriteTimer)\n$1chunk = nextWriteTimer = null // ${MARK}: drop what the dead socket did not send; re-arm the flush`,
};
const flush = {
  from: /^( +)function nextWrite\(fn\) \{\n( +)const x = socket\.write\(chunk, fn\)$/m,
  to: `$1function nextWrite(fn) {\n$2if (!socket) { // ${MARK}: the socket closed while this write waited\n$2  chunk = nextWriteTimer = null\n$2  error(Errors.connection('CONNECTION_CLOSED', options))\n$2  return false\n$2}\n$2const x = socket.write(chunk, fn)`,
};

const types = {
  from: /^( +)return fetchArrayTypes\(\)$/m,
  to: `$1return fetchArrayTypes().catch(() => { /* ${MARK}: a lost connection is reported to its query by errored() */ })`,
};

let patched = 0;
for (const file of files) {
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) continue;
  const teardowns = source.match(teardown.from)?.length ?? 0;
  if (teardowns !== 2 || !flush.from.test(source) || !types.from.test(source)) {
    // Another version: left as it is (it may carry the repairs itself). tests/unit/postgresDriver.unit.test.ts says whether it does.
    console.warn(
      `patch-postgres: ${file} is not the postgres.js 3.4.9 this repairs; left unchanged. Run tests/unit/postgresDriver.unit.test.ts.`,
    );
    continue;
  }
  writeFileSync(
    file,
    source.replace(teardown.from, teardown.to).replace(flush.from, flush.to).replace(types.from, types.to),
  );
  patched++;
}
if (patched > 0)
  console.log(`patch-postgres: repaired ${patched} build(s) of postgres.js (connections lost mid-write or mid-start)`);
