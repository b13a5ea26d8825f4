import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MAGIC, decryptedCopy, resolveBackupKey } from '../../src/server/backups/encryption';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncProjections } from '../../src/events/projections';
import { drainProjections } from '../../src/server/projections/runner';
import { openDatabase } from '../../src/server/db';
import { migrate } from '../../src/server/migrate';
import { englishText, msg } from '../../src/shared/messages';
import { eventually } from '../helpers/eventually';
import { type InsightsApp, call, deliver, order, product, project, startInsightsApp } from '../helpers/insights';
import { postgresServer } from '../helpers/services';
import { type TestUser, createUser } from '../helpers/users';
import { seedDatabase } from '../../src/server/seed';
import { hashPassword } from '../../src/server/auth/password';
import { signAccessToken } from '../../src/server/auth/tokens';

/*
 * Backups: POST /admin/backup writes a dump under DATA_DIR/backups (pg_dump -Fc on PostgreSQL, the app's own dump on
 * the embedded database), GET /admin/backup/list lists it, POST /admin/backup/restore/{id} {confirm: true} puts the
 * database back as it was: the same rows after products and orders were deleted and added, and migrations, the
 * projections and new orders still work afterwards. Both kinds of database are tested, and both again with the demo
 * data set loaded as `npm start` loads it (tables of tens of thousands of rows: the embedded dump reads them in pages).
 */

/** What the database holds: counts of the main tables and a digest of every product and order row. */
async function stateOf(t: InsightsApp) {
  const [row] = await t.db.sql<Record<string, unknown>[]>`
    select (select count(*) from users)::int as users, (select count(*) from products)::int as products,
           (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as order_lines,
           (select count(*) from events)::int as events, (select count(*) from crops)::int as crops,
           (select coalesce(sum(orders), 0) from sales_daily)::int as projected_orders,
           (select md5(string_agg(p::text, '|' order by p.id)) from products p) as products_digest,
           (select md5(string_agg(o::text, '|' order by o.id)) from orders o) as orders_digest,
           (select md5(string_agg(c::text, '|' order by c.id)) from crops c) as crops_digest,
           (select md5(string_agg(e::text, '|' order by e.global_position)) from events e) as events_digest,
           (select count(*) from schema_migrations)::int as migrations`;
  return row!;
}

/** A shop with customers, products (arrays, JSON), a crop (a generated column), and orders placed and moved. */
async function fillShop(t: InsightsApp) {
  const customer = await createUser(t);
  const seeds = await product(t, 'Onion Seeds', 'seeds', 35.75);
  const pump = await product(t, 'Water Pump', 'agriculture_machines', 4200);
  await t.db
    .sql`update products set tags = array['onion', 'بصل'], specifications = ${t.db.sql.json({ weight: '500 g', germination: 0.92 })} where id = ${seeds}`;
  await t.db.sql`
    insert into crops (slug, name, name_ar, crop_type, seasons, planting_months, description, avg_weight_per_plant_kg)
    values ('onion', 'Onion', 'بصل', 'vegetable', array['winter'], ${t.db.sql.json({ delta: [10, 11], upper_egypt: [9] })}, 'Sown in autumn', 0.125)`;
  const first = await order(t, customer, 'Minya', [
    [seeds, 4],
    [pump, 1],
  ]);
  await order(t, customer, 'Qena', [[seeds, 1]]);
  await deliver(t, first);
  await project(t);
  return { customer, seeds, pump };
}

const ADMIN_PASSWORD = 'restore-password-1';

/** Give a test administrator a real password (a restore asks for it). */
async function withPassword(t: InsightsApp, user: TestUser): Promise<void> {
  await t.db.sql`update users set password_hash = ${await hashPassword(ADMIN_PASSWORD)} where id = ${user.id}`;
}

/** A new session and access token for a user (every token issued before a restore is refused after it). */
async function signInAgain(t: InsightsApp, user: TestUser): Promise<void> {
  const [session] = await t.db.sql<
    { id: string }[]
  >`insert into sessions (user_id, expires_at) values (${user.id}, now() + interval '1 day') returning id::text as id`;
  // A token issued in the restore's second counts as issued at it: wait for the next second.
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
  user.token = await signAccessToken({ userId: user.id, role: user.role, sessionId: session!.id }, t.config.jwtSecret);
}

const restoreBody = { confirm: true, password: ADMIN_PASSWORD };

/** The backup's entry in the list once it is no longer running. */
const waitForBackupOf = (t: InsightsApp, admin: TestUser, id: string) =>
  eventually(
    async () => {
      const list = await call(t, 'GET', '/api/admin/backup/list', { token: admin.token });
      const entry = list.body.data.items.find((b: { id: string }) => b.id === id);
      return entry && entry.status !== 'running' ? entry : undefined;
    },
    { timeout: 60_000, message: `backup ${id} finished` },
  );

/** Run the backup/restore scenario against one app. */
function backupScenario(label: string, start: () => Promise<InsightsApp>, expectedFormat: string) {
  describe(label, () => {
    let t: InsightsApp;
    let admin: TestUser;
    let shop: Awaited<ReturnType<typeof fillShop>>;

    beforeAll(async () => {
      t = await start();
      admin = await createUser(t, { role: 'admin' });
      await withPassword(t, admin);
      shop = await fillShop(t);
    });
    afterAll(() => t?.close());

    const waitForBackup = (id: string) => waitForBackupOf(t, admin, id);

    it('backs up, and restoring brings back the same rows after products and orders changed', async () => {
      const atBackup = await stateOf(t);
      const started = await call(t, 'POST', '/api/admin/backup', { token: admin.token });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({
        success: true,
        message: 'Backup started',
        data: { status: 'running', started: true, format: expectedFormat },
      });
      const id = started.body.data.id as string;
      expect(id).toMatch(/^\d{8}-\d{6}-[0-9a-f]{6}$/);
      const entry = await waitForBackup(id);
      expect(entry).toMatchObject({
        id,
        status: 'completed',
        error: null,
        format: expectedFormat,
        created_by: admin.id,
      });
      expect(entry.size).toBeGreaterThan(1000);
      expect(entry.migrations).toContain('0010');
      expect(existsSync(join(t.dataDir, 'backups', entry.file_name))).toBe(true);
      const [audited] = await t.db.sql<
        { n: number }[]
      >`select count(*)::int as n from audit_log where action = 'admin.backup.started' and target_id = ${id}`;
      expect(audited!.n).toBe(1);

      // Change the shop: an order and a product deleted, another product and a table added, a price changed.
      await t.db.sql`delete from orders where id = (select max(id) from orders)`;
      await t.db.sql`delete from products where id = ${shop.pump}`;
      await product(t, 'Added Later', 'tools', 12);
      await t.db.sql`update products set price = 1 where id = ${shop.seeds}`;
      await t.db.sql`create table made_after_the_backup (id int)`;
      const changed = await stateOf(t);
      expect(changed).not.toEqual(atBackup);

      const restored = await call(t, 'POST', `/api/admin/backup/restore/${id}`, {
        token: admin.token,
        body: restoreBody,
      });
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body).toMatchObject({ success: true, data: { backup: { id }, migrations_applied: [] } });
      expect(restored.body.message).toMatch(/^Backup of .* restored$/);
      const after = await stateOf(t);
      expect(after).toEqual(atBackup);
      const [gone] = await t.db.sql<
        { present: boolean }[]
      >`select to_regclass('public.made_after_the_backup') is not null as present`;
      expect(gone!.present).toBe(false);
      const [entryAudit] = await t.db.sql<{ actor_id: string | null; details: Record<string, unknown> }[]>`
        select actor_id::text as actor_id, details from audit_log where action = 'admin.backup.restored' and target_id = ${id}`;
      expect(entryAudit).toMatchObject({
        actor_id: admin.id,
        details: { restored_by: admin.id, migrations_applied: [] },
      });
      await signInAgain(t, admin);
      // The list survives the restore (it is kept beside the files).
      const list = await call(t, 'GET', '/api/admin/backup/list', { token: admin.token });
      expect(list.body.data.items.map((b: { id: string }) => b.id)).toContain(id);
    });

    it('after a restore, sequences, migrations, the projections and checkout still work', async () => {
      const [before] = await t.db.sql<{ max: string }[]>`select max(id)::text as max from products`;
      const fresh = await product(t, 'After Restore', 'tools', 20);
      expect(BigInt(fresh)).toBeGreaterThan(BigInt(before!.max));
      expect((await call(t, 'POST', '/api/admin/database/update', { token: admin.token })).body.data.applied).toEqual(
        [],
      );
      const buyer = await createUser(t);
      await order(t, buyer, 'Tanta', [[fresh, 2]]);
      await drainProjections(t.db.sql, asyncProjections);
      const [counts] = await t.db.sql<{ orders: number; projected: number }[]>`
        select (select count(*) from orders)::int as orders, (select sum(orders) from sales_daily)::int as projected`;
      expect(counts!.projected).toBe(counts!.orders);
      const stats = await call(t, 'GET', '/api/admin/stats', { token: admin.token });
      expect(stats.body.data.orders.total).toBe(counts!.orders);
    });

    it('two backups asked for at once write one', async () => {
      const [a, b] = await Promise.all([
        call(t, 'POST', '/api/admin/backup', { token: admin.token }),
        call(t, 'POST', '/api/admin/backup', { token: admin.token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 202]);
      expect(a.body.data.id).toBe(b.body.data.id);
      expect([a.body.message, b.body.message].sort()).toEqual(['A backup is already being written', 'Backup started']);
      expect((await waitForBackup(a.body.data.id)).status).toBe('completed');
    });

    it('restores a backup taken before a migration, then applies that migration', async () => {
      await t.db.sql`delete from schema_migrations where version = '0010'`;
      await t.db.sql`drop table report_runs`;
      const started = await call(t, 'POST', '/api/admin/backup', { token: admin.token });
      const id = started.body.data.id as string;
      expect((await waitForBackup(id)).migrations).not.toContain('0010');
      await migrate(t.db.sql);
      const restored = await call(t, 'POST', `/api/admin/backup/restore/${id}`, {
        token: admin.token,
        body: restoreBody,
      });
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body.data.migrations_applied).toEqual(['0010_reports_backups']);
      await signInAgain(t, admin);
      const report = await call(t, 'GET', '/api/admin/reports/sales?from=2024-01-01&to=2024-01-31', {
        token: admin.token,
      });
      expect(report.status).toBe(202);
    });

    it('refuses a restore without {confirm: true} (400), of an unknown backup (404), and changes nothing', async () => {
      const list = await call(t, 'GET', '/api/admin/backup/list', { token: admin.token });
      const id = list.body.data.items[0].id as string;
      await product(t, 'Must Survive', 'tools', 5);
      const before = await stateOf(t);
      const [auditBefore] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
      for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
        const res = await call(t, 'POST', `/api/admin/backup/restore/${id}`, { token: admin.token, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          error: 'VALIDATION_ERROR',
          field: 'confirm',
          message: englishText(msg('admin.restoreNotConfirmed')),
          details: { message_key: 'admin.restoreNotConfirmed' },
        });
      }
      for (const unknown of ['20200101-000000-abcdef', 'not-a-backup', '..%2F..%2Fetc']) {
        const res = await call(t, 'POST', `/api/admin/backup/restore/${unknown}`, {
          token: admin.token,
          body: restoreBody,
        });
        expect(res.status, unknown).toBe(404);
        expect(res.body).toMatchObject({ success: false, error: 'NOT_FOUND', message: 'Backup not found' });
      }
      expect(await stateOf(t)).toEqual(before);
      const [auditAfter] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
      expect(auditAfter!.n).toBe(auditBefore!.n);
    });

    it('issue 38: a restore asks for the password, keeps the audit log, refuses every earlier token; the file is 0600, encrypted, without the outbox', async () => {
      const customer = await createUser(t);
      await t.db
        .sql`insert into mail_outbox (user_id, kind, to_address, subject, body_text) values (${customer.id}, 'password_reset', ${customer.email}, 'Reset', 'https://shop.test/reset?token=SECRET-LINK')`;
      await t.db
        .sql`insert into password_resets (user_id, token_hash, expires_at) values (${customer.id}, ${`hash-${customer.id}`}, now() + interval '1 hour')`;
      // A file an older server left readable by everyone is narrowed by the next backup.
      const dir = join(t.dataDir, 'backups');
      const older = (await call(t, 'GET', '/api/admin/backup/list', { token: admin.token })).body.data.items[0] as {
        file_name: string;
      };
      chmodSync(join(dir, older.file_name), 0o644);
      const started = await call(t, 'POST', '/api/admin/backup', { token: admin.token });
      const entry = await waitForBackup(started.body.data.id);
      expect(entry).toMatchObject({ status: 'completed', encrypted: true });
      expect(statSync(join(dir, older.file_name)).mode & 0o777).toBe(0o600);
      const file = join(dir, entry.file_name);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, `${entry.id}.json`)).mode & 0o777).toBe(0o600);
      expect(readFileSync(file).subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
      const clear = await decryptedCopy(file, `${file}.test-clear`, resolveBackupKey(t.dataDir, undefined));
      try {
        if (expectedFormat === 'fellah-logical') {
          const text = gunzipSync(readFileSync(clear)).toString('utf8');
          expect(text).toContain(customer.email);
          expect(text).not.toContain('SECRET-LINK');
        }
      } finally {
        rmSync(clear, { force: true });
      }

      // After the backup: the customer signs out, another account is made, the audit log grows.
      await t.db.sql`update sessions set revoked_at = now() where user_id = ${customer.id}`;
      expect((await call(t, 'GET', '/api/auth/profile', { token: customer.token })).status).toBe(401);
      const later = await createUser(t);
      const before = await stateOf(t);
      for (const [body, message] of [
        [{ confirm: true }, 'Please enter your password to restore a backup.'],
        [{ confirm: true, password: 'not-my-password' }, 'The password is not correct. The backup was not restored.'],
      ] as const) {
        const refused = await call(t, 'POST', `/api/admin/backup/restore/${entry.id}`, { token: admin.token, body });
        expect(refused.status, refused.text).toBe(400);
        expect(refused.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field: 'password', message });
      }
      expect(await stateOf(t)).toEqual(before);
      const auditBefore = await t.db.sql<
        { id: string; action: string }[]
      >`select id::text as id, action from audit_log order by id`;
      expect(auditBefore.length).toBeGreaterThan(0);

      const restored = await call(t, 'POST', `/api/admin/backup/restore/${entry.id}`, {
        token: admin.token,
        body: restoreBody,
      });
      expect(restored.status, restored.text).toBe(200);
      // The audit log outlives the restore, the restore appended to it.
      const auditAfter = await t.db.sql<
        { id: string; action: string }[]
      >`select id::text as id, action from audit_log order by id`;
      expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
      expect(auditAfter.at(-1)).toMatchObject({ action: 'admin.backup.restored' });
      // Every token issued before the restore is refused: the revived signed-out one, the administrator's, the later one.
      for (const token of [customer.token, admin.token, later.token]) {
        expect((await call(t, 'GET', '/api/auth/profile', { token })).status).toBe(401);
      }
      const [links] = await t.db.sql<
        { live: number }[]
      >`select count(*)::int as live from password_resets where user_id = ${customer.id} and expires_at > now()`;
      expect(links!.live).toBe(0);
      // The backup held no mail: the reset link is not back in the outbox.
      const [mail] = await t.db.sql<
        { n: number }[]
      >`select count(*)::int as n from mail_outbox where body_text like '%SECRET-LINK%'`;
      expect(mail!.n).toBe(0);
      await signInAgain(t, admin);
      expect((await call(t, 'GET', '/api/auth/profile', { token: admin.token })).status).toBe(200);
    });

    it('issue 38: still restores a clear backup made before encryption', async () => {
      const started = await call(t, 'POST', '/api/admin/backup', { token: admin.token });
      const entry = await waitForBackup(started.body.data.id);
      const dir = join(t.dataDir, 'backups');
      // The same dump as an older server wrote it: in clear, its sidecar without `encrypted`.
      const id = entry.id.replace(/-[0-9a-f]{6}$/, '-0c1ea2');
      const fileName = entry.file_name.replace(entry.id, id);
      await decryptedCopy(join(dir, entry.file_name), join(dir, fileName), resolveBackupKey(t.dataDir, undefined));
      const { encrypted: _encrypted, ...older } = entry;
      writeFileSync(join(dir, `${id}.json`), JSON.stringify({ ...older, id, file_name: fileName }));
      const restored = await call(t, 'POST', `/api/admin/backup/restore/${id}`, {
        token: admin.token,
        body: restoreBody,
      });
      expect(restored.status, restored.text).toBe(200);
      await signInAgain(t, admin);
    });

    it('issue 38: keeps only the newest backups the retention setting names', async () => {
      const set = await call(t, 'PUT', '/api/admin/settings', { token: admin.token, body: { backup_keep_count: 2 } });
      expect(set.status, set.text).toBe(200);
      try {
        for (let i = 0; i < 2; i++)
          await waitForBackup((await call(t, 'POST', '/api/admin/backup', { token: admin.token })).body.data.id);
        // The pruning follows the new backup's completion.
        const items = await eventually(
          async () => {
            const listed = (await call(t, 'GET', '/api/admin/backup/list', { token: admin.token })).body.data.items as {
              id: string;
              file_name: string;
              status: string;
            }[];
            return listed.filter((b) => b.status === 'completed').length === 2 ? listed : undefined;
          },
          { timeout: 10_000, message: 'old backups pruned' },
        );
        expect(items.every((b) => b.status === 'completed')).toBe(true);
        const files = readdirSync(join(t.dataDir, 'backups')).filter((f) => f.startsWith('fellah-backup-'));
        expect(files.sort()).toEqual(items.map((b) => b.file_name).sort());
      } finally {
        await call(t, 'PUT', '/api/admin/settings', { token: admin.token, body: { backup_keep_count: 10 } });
      }
    });

    it('is for administrators only: 401 without a token, 403 for a customer, nothing written', async () => {
      const list = await call(t, 'GET', '/api/admin/backup/list', { token: admin.token });
      const id = list.body.data.items[0].id as string;
      const before = await stateOf(t);
      const backupsBefore = list.body.data.items.length;
      await signInAgain(t, shop.customer);
      const calls: ['GET' | 'POST', string, unknown][] = [
        ['POST', '/api/admin/backup', undefined],
        ['GET', '/api/admin/backup/list', undefined],
        ['POST', `/api/admin/backup/restore/${id}`, restoreBody],
      ];
      for (const [method, url, body] of calls) {
        expect((await call(t, method, url, { body })).status, url).toBe(401);
        const res = await call(t, method, url, { token: shop.customer.token, body });
        expect(res.status, url).toBe(403);
        expect(res.body).toMatchObject({ error: 'FORBIDDEN', message: 'This action is for administrators only.' });
      }
      expect(await stateOf(t)).toEqual(before);
      expect((await call(t, 'GET', '/api/admin/backup/list', { token: admin.token })).body.data.items).toHaveLength(
        backupsBefore,
      );
    });
  });
}

/**
 * What a restore changes on purpose: the sessions it ends, the link tokens it expires, and the mail outbox,
 * which no backup holds (tested in the scenario above).
 */
const CHANGED_BY_A_RESTORE = [
  'sessions',
  'refresh_tokens',
  'password_resets',
  'email_verifications',
  'email_changes',
  'mail_outbox',
];

/**
 * Every table of the public schema but the audit log and its sequence (the backup and restore calls write to it) as its
 * row count and a digest of its rows, and every other sequence's position.
 */
async function everyRow(t: InsightsApp): Promise<Record<string, string>> {
  const sql = t.db.sql;
  const relations = await sql<{ name: string; kind: string }[]>`
    select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'S') and c.relname not like 'audit\_log%'
      and c.relname <> all(${CHANGED_BY_A_RESTORE}) order by c.relname`;
  const state: Record<string, string> = {};
  for (const { name, kind } of relations) {
    const [row] =
      kind === 'S'
        ? await sql<{ v: string }[]>`select last_value::text || ' ' || is_called::text as v from ${sql(name)}`
        : await sql<
            { v: string }[]
          >`select count(*)::text || ' ' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as v from ${sql(name)} r`;
    state[name] = row!.v;
  }
  return state;
}

/**
 * The database as `npm start` (and the e2e harness) has it: the whole demo data set, loaded once for this app. A backup
 * of it restores to the same rows after prices, a crop and the demo customer were changed.
 */
function demoDataScenario(label: string, start: () => Promise<InsightsApp>) {
  describe(`${label}, with the demo data set`, () => {
    let t: InsightsApp;
    let admin: TestUser;

    beforeAll(async () => {
      t = await start();
      admin = await createUser(t, { role: 'admin' });
      await withPassword(t, admin);
      await seedDatabase(t.db.sql, { demoData: true });
      // The demo customer's credit line is an event: let the projections apply it before the rows are read.
      await drainProjections(t.db.sql, asyncProjections);
    });
    afterAll(() => t?.close());

    it('restores every row of every table and every sequence', async () => {
      const atBackup = await everyRow(t);
      expect(Number(atBackup.market_prices!.split(' ')[0])).toBeGreaterThan(20_000);
      const started = await call(t, 'POST', '/api/admin/backup', { token: admin.token });
      expect(started.status, started.text).toBe(202);
      const id = started.body.data.id as string;
      expect(await waitForBackupOf(t, admin, id)).toMatchObject({ id, status: 'completed', error: null });

      await t.db.sql`delete from market_prices where id % 7 = 0`;
      await t.db
        .sql`update market_prices set min_price = min_price + 1, avg_price = avg_price + 1, max_price = max_price + 1 where id % 5 = 0`;
      await t.db.sql`delete from crops where id = (select max(id) from crops)`;
      await t.db.sql`update users set first_name = 'Changed' where email = 'demo@fellah.eg'`;
      await product(t, 'Added After The Backup', 'tools', 12);
      expect(await everyRow(t)).not.toEqual(atBackup);

      const restored = await call(t, 'POST', `/api/admin/backup/restore/${id}`, {
        token: admin.token,
        body: restoreBody,
      });
      expect(restored.status, restored.text).toBe(200);
      expect(restored.body.data.migrations_applied).toEqual([]);
      expect(await everyRow(t)).toEqual(atBackup);
      expect(await seedDatabase(t.db.sql, { demoData: true })).toEqual([]);
    });
  });
}

/** The app on an embedded database (PGlite) of its own, as `npm start` opens it without DATABASE_URL. */
async function startEmbedded(): Promise<InsightsApp> {
  const dir = mkdtempSync(join(tmpdir(), 'fellah-embedded-backup-'));
  const db = await openDatabase({ databaseUrl: undefined, dataDir: dir, dbPoolSize: 1 });
  await migrate(db.sql);
  return startInsightsApp({
    db: {
      ...db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    },
  });
}

const pgServer = await postgresServer();
if (pgServer) {
  backupScenario('on PostgreSQL (pg_dump -Fc, pg_restore)', () => startInsightsApp(), 'pg_dump-custom');
  demoDataScenario('on PostgreSQL (pg_dump -Fc, pg_restore)', () => startInsightsApp());
}
backupScenario('on the embedded database (PGlite)', startEmbedded, 'fellah-logical');
demoDataScenario('on the embedded database (PGlite)', startEmbedded);
