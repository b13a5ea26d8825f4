import { hashPassword, verifyPassword } from '../auth/password';
import { ConfigError } from '../config';
import type { Sql } from '../db';

/** Why the start refuses an ADMIN_EMAIL that names somebody else's account (printed as it is, see lifecycle.ts). */
export const adminEmailTaken = (email: string) =>
  `ADMIN_EMAIL names an account that is not an administrator (${email}): somebody registered it, so it is not promoted. ` +
  'Set ADMIN_EMAIL to an address nobody uses yet, or promote that account from the admin area if it really is yours.';

/**
 * Make sure an administrator with this e-mail exists and signs in with this password (ADMIN_EMAIL /
 * ADMIN_PASSWORD): a new account is created; an existing administrator is re-activated and its password reset if it
 * differs. An existing account that is NOT an administrator is never adopted — whoever registered it would become
 * (or keep the sessions and second factor of) an administrator: the start is refused with a ConfigError instead.
 */
export async function ensureAdmin(sql: Sql, email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await sql<{ id: string; role: string; status: string; password_hash: string }[]>`
    select id, role, status, password_hash from users where email = ${email}`;
  if (!existing) {
    const passwordHash = await hashPassword(password);
    await sql`insert into users (email, password_hash, first_name, last_name, role)
              values (${email}, ${passwordHash}, 'Fellah', 'Administrator', 'admin')`;
    return 'created';
  }
  if (existing.role !== 'admin') throw new ConfigError(adminEmailTaken(email));
  const samePassword = await verifyPassword(existing.password_hash, password);
  if (existing.status === 'active' && samePassword) return 'unchanged';
  const passwordHash = samePassword ? existing.password_hash : await hashPassword(password);
  await sql`update users set status = 'active', deactivated_at = null, deactivated_by = null, password_hash = ${passwordHash},
                           password_changed_at = case when ${samePassword} then password_changed_at else now() end, updated_at = now()
            where id = ${existing.id}`;
  return 'updated';
}
