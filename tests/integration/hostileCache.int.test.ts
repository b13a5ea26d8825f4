import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../src/server/demo/catalogue';
import { type Database, openDatabase } from '../../src/server/db';
import { migrate } from '../../src/server/migrate';
import { loadDataSets } from '../../src/server/seed';
import { hashPassword } from '../../src/server/auth/password';
import { type TestApp, startTestApp } from '../helpers/app';
import { createUser } from '../helpers/users';
import type { TestDatabase } from '../helpers/services';
import { eventually } from '../helpers/eventually';

/*
 * Issue 36, point 5: the public-answer cache is dropped by real changes only — the database's notification of a commit
 * that touched a watched table — never by a request as such. Anonymous POSTs answered 404, refused sign-ins and
 * refused bodies leave it as it is; a change committed by anyone still drops it. On real PostgreSQL and on the
 * embedded database (whose notification is read from its session as the answers pass).
 */

/** A product's name as the public read answers it, and ways to change it with and without telling anyone. */
function probe(t: TestApp) {
  let product: { id: string; name: string };
  const nameOf = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data.name as string;
  /** Change the name with triggers off (replica mode): nobody is told, so a kept answer stays as it was. */
  const renameSilently = (name: string) =>
    t.db.sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update products set name = ${name} where id = ${product.id}`;
    });
  return {
    id: () => product.id,
    async load() {
      const [row] = await t.db.sql<
        { id: string; name: string }[]
      >`select id::text, name from products where is_active order by id limit 1`;
      product = row!;
    },
    nameOf,
    renameSilently,
    rename: (name: string) => t.db.sql`update products set name = ${name} where id = ${product.id}`,
    /** The name once the answer is kept: read, renamed silently, read again the same (else a late notification: again). */
    kept: () =>
      eventually(
        async () => {
          const name = await nameOf();
          await renameSilently(`${name}?`);
          const again = await nameOf();
          await renameSilently(name);
          return again === name ? name : undefined;
        },
        { timeout: 5_000, message: 'an answer kept in memory' },
      ),
  };
}

/** Requests that change nothing: each once dropped the whole cache. */
const NOTHING_CHANGED = [
  { method: 'POST', url: '/api/no-such-route', payload: {} },
  { method: 'POST', url: '/trpc/no.such.procedure', payload: {} },
  { method: 'DELETE', url: '/api/products/1' },
  { method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-password-1' } },
  {
    method: 'POST',
    url: '/api/auth/login',
    payload: `[${'[],'.repeat(20_000)}[]]`,
    headers: { 'content-type': 'application/json' },
  },
  { method: 'PUT', url: '/api/products/1', payload: { name: 'x' }, headers: { authorization: 'Bearer not-a-token' } },
] as const;

function describeCache(name: string, start: () => Promise<TestApp>) {
  describe(name, () => {
    let t: TestApp;
    let p: ReturnType<typeof probe>;
    beforeAll(async () => {
      t = await start();
      p = probe(t);
      await p.load();
    }, 120_000);
    afterAll(() => t?.close());

    it('requests that changed nothing leave the kept answers where they are', async () => {
      const before = await p.kept();
      await p.renameSilently(`${before} (quietly)`);
      for (const request of NOTHING_CHANGED) {
        const res = await t.app.inject(request as InjectOptions);
        expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      }
      // Still the kept answer: none of them dropped it.
      expect(await p.nameOf()).toBe(before);
      await p.renameSilently(before);
    });

    it("a sign-in (it writes the account's last sign-in) leaves them kept; a product's new price still drops them", async () => {
      const password = 'Sign-in-keeps-1';
      const grower = await createUser(t);
      await t.db.sql`update users set password_hash = ${await hashPassword(password)} where id = ${grower.id}`;
      const before = await p.kept();
      await p.renameSilently(`${before} (quietly)`);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: grower.email, password },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const [row] = await t.db.sql<
        { at: Date | null }[]
      >`select last_login_at as at from users where id = ${grower.id}`;
      expect(row!.at).not.toBeNull();
      // Still the kept answer: the sign-in's update of users dropped nothing.
      expect(await p.nameOf()).toBe(before);

      // A new price is a change a public answer shows: the cache is dropped, and the renamed product read afresh.
      await t.db.sql`update products set price = price + 1 where id = ${p.id()}`;
      await eventually(async () => (await p.nameOf()) === `${before} (quietly)`, {
        timeout: 5_000,
        message: 'the price change dropped the kept answers',
      });
      await t.db.sql`update products set price = price - 1 where id = ${p.id()}`;
      await p.rename(before);
      await eventually(async () => (await p.nameOf()) === before, { timeout: 5_000, message: 'the name back seen' });
    });

    it('a change committed to a watched table still drops them', async () => {
      const before = await p.kept();
      await p.rename(`${before}!`);
      await eventually(async () => (await p.nameOf()) === `${before}!`, { timeout: 5_000, message: 'the change seen' });
      await p.rename(before);
      await eventually(async () => (await p.nameOf()) === before, { timeout: 5_000, message: 'the change back seen' });
    });
  });
}

describeCache('on PostgreSQL', async () => {
  const t = await startTestApp();
  await loadDataSets(t.db.sql, [demoCatalogue]);
  return t;
});

describeCache('on the embedded database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fellah-cache-'));
  const db: Database = await openDatabase({ databaseUrl: undefined, dataDir: dir, dbPoolSize: 1 });
  await migrate(db.sql);
  await loadDataSets(db.sql, [demoCatalogue]);
  const embedded: TestDatabase = {
    ...db,
    name: 'embedded',
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return startTestApp({ db: embedded, dataDir: dir });
});
