import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredAccountData } from '../../src/server/accounts/retention';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/* Old sign-in attempts, ended sessions and spent tokens are purged; anything still in use is kept. */

let db: TestDatabase;
let userId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  const [user] = await db.sql<{ id: string }[]>`
    insert into users (email, password_hash, first_name, last_name) values ('keep@example.com', '!', 'Mona', 'Adel') returning id`;
  userId = user!.id;
});
afterAll(() => db?.close());

const count = async (table: string) => Number((await db.sql.unsafe(`select count(*) as n from ${table}`))[0]!.n);

describe('purgeExpiredAccountData', () => {
  it('deletes what outlived its use and keeps the rest', async () => {
    const sql = db.sql;
    await sql`insert into login_attempts (email, ip, success, created_at) values
      ('keep@example.com', '1.1.1.1', true, now() - interval '91 days'),
      ('keep@example.com', '1.1.1.1', false, now() - interval '89 days'),
      ('keep@example.com', '1.1.1.1', true, now())`;
    const [live] = await sql<
      { id: string }[]
    >`insert into sessions (user_id, expires_at) values (${userId}, now() + interval '7 days') returning id`;
    await sql`insert into sessions (user_id, expires_at, last_used_at) values
      (${userId}, now() - interval '31 days', now() - interval '40 days'),
      (${userId}, now() - interval '10 days', now() - interval '20 days')`;
    const [revoked] = await sql<{ id: string }[]>`
      insert into sessions (user_id, expires_at, revoked_at) values (${userId}, now() + interval '10 days', now() - interval '31 days') returning id`;
    await sql`insert into refresh_tokens (session_id, token_hash, expires_at) values
      (${revoked!.id}, 'old-hash', now() + interval '10 days'), (${live!.id}, 'live-hash', now() + interval '7 days')`;
    await sql`insert into password_resets (user_id, token_hash, expires_at, used_at) values
      (${userId}, 'r-used-old', now() - interval '9 days', now() - interval '9 days'),
      (${userId}, 'r-fresh', now() + interval '1 hour', null)`;
    await sql`insert into email_verifications (user_id, email, token_hash, expires_at) values
      (${userId}, 'keep@example.com', 'v-expired-old', now() - interval '8 days'),
      (${userId}, 'keep@example.com', 'v-expired-recent', now() - interval '1 day')`;
    await sql`insert into email_changes (user_id, old_email, new_email, token_hash, expires_at, used_at) values
      (${userId}, 'keep@example.com', 'new@example.com', 'c-used-old', now() - interval '9 days', now() - interval '8 days'),
      (${userId}, 'keep@example.com', 'new@example.com', 'c-pending', now() + interval '1 day', null)`;

    const purged = await purgeExpiredAccountData(sql);

    expect(purged).toEqual({
      loginAttempts: 1,
      sessions: 2,
      passwordResets: 1,
      emailVerifications: 1,
      emailChanges: 1,
    });
    expect(await count('login_attempts')).toBe(2);
    expect(await count('sessions')).toBe(2);
    expect((await sql`select token_hash from refresh_tokens`).map((r) => r.token_hash)).toEqual(['live-hash']);
    expect((await sql`select token_hash from password_resets`).map((r) => r.token_hash)).toEqual(['r-fresh']);
    expect((await sql`select token_hash from email_verifications`).map((r) => r.token_hash)).toEqual([
      'v-expired-recent',
    ]);
    expect((await sql`select token_hash from email_changes`).map((r) => r.token_hash)).toEqual(['c-pending']);
    expect(await purgeExpiredAccountData(sql)).toEqual({
      loginAttempts: 0,
      sessions: 0,
      passwordResets: 0,
      emailVerifications: 0,
      emailChanges: 0,
    });
  });
});
