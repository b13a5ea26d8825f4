import { hashPassword, verifyPassword } from '../auth/password';
import type { Sql } from '../db';

/**
 * Make sure an administrator with this e-mail exists and signs in with this password (ADMIN_EMAIL /
 * ADMIN_PASSWORD). An existing account is promoted, re-activated, and its password reset if it differs.
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
  const samePassword = await verifyPassword(existing.password_hash, password);
  if (existing.role === 'admin' && existing.status === 'active' && samePassword) return 'unchanged';
  const passwordHash = samePassword ? existing.password_hash : await hashPassword(password);
  await sql`update users set role = 'admin', status = 'active', password_hash = ${passwordHash}, updated_at = now()
            where id = ${existing.id}`;
  return 'updated';
}
