import { hashPassword } from '../auth/password';
import { ConfigError } from '../config';
import type { Queryable, Sql } from '../db';
import { ConflictError } from '../../shared/errors';
import { msg } from '../../shared/messages';

/** Why the start refuses an ADMIN_EMAIL that names somebody else's account (printed as it is, see lifecycle.ts). */
export const adminEmailTaken = (email: string) =>
  `ADMIN_EMAIL names an account that is not an administrator (${email}): somebody registered it, so it is not promoted. ` +
  'Set ADMIN_EMAIL to an address nobody uses yet, or promote that account from the admin area if it really is yours.';

/**
 * Make sure an administrator with this e-mail exists (ADMIN_EMAIL / ADMIN_PASSWORD): created when no account has the
 * address; an existing administrator is left exactly as it is — its password, status, ban and second factor are the
 * app's to manage (issue 38: a password changed in the app is not undone by the next restart, a ban is not lifted).
 * The caller logs which of the two happened. An existing account that is NOT an administrator is never adopted —
 * whoever registered it would become an administrator: the start is refused with a ConfigError instead.
 */
export async function ensureAdmin(sql: Sql, email: string, password: string): Promise<'created' | 'unchanged'> {
  const [existing] = await sql<{ id: string; role: string }[]>`select id, role from users where email = ${email}`;
  if (existing) {
    if (existing.role !== 'admin') throw new ConfigError(adminEmailTaken(email));
    return 'unchanged';
  }
  const passwordHash = await hashPassword(password);
  const [made] = await sql<{ id: string }[]>`
    insert into users (email, password_hash, first_name, last_name, role)
    values (${email}, ${passwordHash}, 'Fellah', 'Administrator', 'admin')
    on conflict do nothing returning id::text as id`;
  return made ? 'created' : 'unchanged';
}

/** The log line of ensureAdmin's result (src/server/services.ts). */
export function ensureAdminLogLine(result: 'created' | 'unchanged'): string {
  return result === 'created'
    ? 'administrator created from ADMIN_EMAIL / ADMIN_PASSWORD'
    : 'administrator from ADMIN_EMAIL exists: nothing changed (ADMIN_PASSWORD only sets the password of a new administrator; manage it in the app)';
}

export const LAST_ADMIN = msg('admin.lastAdmin');

/**
 * Inside a transaction that is about to take `targetId` out of the active administrators (demote, ban, deactivate,
 * delete): refuse (409) when no other active administrator would be left. A transaction-level advisory lock
 * serialises these checks, so two administrators removing each other at the same moment cannot both succeed.
 */
export async function keepAnAdministrator(tx: Queryable, targetId: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(727038)`;
  const [target] = await tx<
    { admin: boolean }[]
  >`select (role = 'admin' and status = 'active') as admin from users where id = ${targetId}`;
  if (!target?.admin) return;
  const [others] = await tx<{ n: number }[]>`
    select count(*)::int as n from users where role = 'admin' and status = 'active' and id <> ${targetId}`;
  if ((others?.n ?? 0) === 0) throw new ConflictError(LAST_ADMIN);
}
