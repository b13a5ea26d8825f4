import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Role } from '../auth/tokens';
import type { Queryable } from '../db';

/* The users row, its public face and its readers: what every accounts module shares. */

/** A row of `users` as stored. */
export interface UserRow {
  id: bigint;
  /** Null for an account that signs in with its phone only. */
  email: string | null;
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
  /** When the phone number was confirmed by a code sent to it (then it is a sign-in name). */
  phone_verified_at: Date | null;
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
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string;
  avatar_url: string | null;
  role: Role;
  email_verified: boolean;
  phone_verified: boolean;
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
    phone_verified: row.phone_verified_at !== null,
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

/**
 * The user whose sign-in number this is (E.164): a verified number, or the number of a phone-only account
 * (the unique index users_sign_in_phone holds at most one of them).
 */
export async function findUserByPhone(sql: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`
    select * from users where phone = ${phone} and (phone_verified_at is not null or email is null)`;
  return row;
}

/** What names the account in its sign-in records: its e-mail address, else its phone number. */
export const signInName = (row: Pick<UserRow, 'id' | 'email' | 'phone'>): string =>
  row.email ?? row.phone ?? `user-${row.id}`;

/** The account's e-mail address, or 400 (on `email`) for an account that has none (it signs in with its phone). */
export function requireEmail(row: Pick<UserRow, 'email'>): string {
  if (row.email === null) throw new ValidationError(msg('phone.accountHasNoEmail'), 'email');
  return row.email;
}

/** Whether the account's phone number is one it signs in with (confirmed, or the account's only name). */
export const isSignInPhone = (row: Pick<UserRow, 'email' | 'phone' | 'phone_verified_at'>): boolean =>
  row.phone !== null && (row.phone_verified_at !== null || row.email === null);

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
