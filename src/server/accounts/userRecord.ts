import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Role } from '../auth/tokens';
import type { Queryable } from '../db';

/* The users row, its public face and its readers: what every accounts module shares. */

/** A row of `users` as stored. */
export interface UserRow {
  id: bigint;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  status: 'active' | 'banned' | 'deactivated' | 'deleted';
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string;
  avatar_url: string | null;
  email_verified_at: Date | null;
  two_factor_secret: string | null;
  two_factor_enabled: boolean;
  two_factor_last_step: bigint | null;
  preferences: unknown;
  last_login_at: Date | null;
  deactivated_at: Date | null;
  /** Who deactivated the account: the user themself (signing in reactivates it) or an administrator. */
  deactivated_by: bigint | null;
  /** When the password last changed (wrong guesses of an older one stop counting). */
  password_changed_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The user as every call returns it: no hashes, no secrets. */
export interface PublicUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string;
  avatar_url: string | null;
  role: Role;
  email_verified: boolean;
  two_factor_enabled: boolean;
  created_at: Date;
}

/** The public face of a stored user. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: String(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    avatar_url: row.avatar_url,
    role: row.role,
    email_verified: row.email_verified_at !== null,
    two_factor_enabled: row.two_factor_enabled,
    created_at: row.created_at,
  };
}

/** The user with this id, if any. */
export async function findUserById(sql: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select * from users where id = ${id}`;
  return row;
}

/** The user with this e-mail (compared without regard to case: users.email is citext). */
export async function findUserByEmail(sql: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`select * from users where email = ${email}`;
  return row;
}

/** The user, or NotFoundError('User not found'). `lock` takes the row lock for the caller's transaction. */
export async function requireUser(sql: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<UserRow> {
  const [row] = opts.lock
    ? await sql<UserRow[]>`select * from users where id = ${id} for update`
    : await sql<UserRow[]>`select * from users where id = ${id}`;
  if (!row) throw new NotFoundError(msg('accounts.userNotFound'));
  return row;
}

/** A deactivated account that its owner closed themself: signing in again reopens it. */
export function selfDeactivated(row: {
  id: bigint | string;
  status: UserRow['status'];
  deactivated_by: bigint | string | null;
}): boolean {
  return row.status === 'deactivated' && row.deactivated_by !== null && String(row.deactivated_by) === String(row.id);
}
