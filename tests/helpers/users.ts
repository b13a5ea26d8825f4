import { randomBytes } from 'node:crypto';
import { type Role, signAccessToken } from '../../src/server/auth/tokens';
import type { Sql } from '../../src/server/db';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** A bearer access token for this user. */
  token: string;
}

/**
 * A user written straight into the database, with a bearer token that createContext accepts: when a `sessions`
 * table exists (access tokens name a live session), a session row is opened and its id put in the token.
 * The password hash is not a real one: this user cannot sign in with a password, only use the token. The e-mail
 * address counts as verified unless `verified: false` (issue 38: unverified accounts are limited).
 * `app` is a started test app (its database and JWT secret), or anything with the same two parts.
 */
export async function createUser(
  app: { db: { sql: Sql }; config: { jwtSecret: string } },
  opts: { role?: Role; firstName?: string; lastName?: string; email?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'customer';
  const email = opts.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await app.db.sql<{ id: string }[]>`
    insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
    values (${email}, 'not-a-password-hash', ${opts.firstName ?? 'Test'}, ${opts.lastName ?? 'Grower'}, ${role},
            ${opts.verified === false ? null : new Date()})
    returning id::text as id`;
  const [sessions] = await app.db.sql<
    { present: boolean }[]
  >`select to_regclass('public.sessions') is not null as present`;
  let sessionId: string | null = null;
  if (sessions?.present) {
    const [session] = await app.db.sql<{ id: string }[]>`
      insert into sessions (user_id, expires_at) values (${user!.id}, now() + interval '1 day') returning id::text as id`;
    sessionId = session!.id;
  }
  const token = await signAccessToken({ userId: user!.id, role, sessionId }, app.config.jwtSecret);
  return { id: user!.id, email, role, token };
}
