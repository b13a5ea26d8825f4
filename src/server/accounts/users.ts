import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { PROFILE_COUNTRIES } from '../../shared/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { countFavorites } from '../cart/favorites';
import { orderSummary } from '../dashboard/customerSummary';
import type { AppDeps } from '../context';
import type { Queryable, Sql } from '../db';
import { languageOfCall } from '../language';
import { type QueuedMail, dispatchMail } from '../mail/outbox';
import { type UploadedFile, storeUpload } from '../uploads/files';
import { type Origin, audit, recordActivity } from './activity';
import { DUPLICATE_EMAIL, PASSWORD_FOR_EMAIL_CHANGE, isDuplicateEmail, queueEmailChange } from './emailChange';
import { queuePasswordChangedNotice } from './notices';
import { queueEmailVerification, spendPendingLinks } from './recovery';
import {
  type Preferences,
  type PreferencesPatch,
  mergePreferences,
  resolvePreferences,
} from '../../shared/preferences';
import { daysBetween } from './rules';
import { endUserSessions } from './sessions';
import { throttledCheck } from './throttle';
import {
  type PublicUser,
  type UserRow,
  findUserByPhone,
  isSignInPhone,
  requireUser,
  signInName,
  toPublicUser,
} from './userRecord';
import { keepAnAdministrator } from '../users/admin';

export const INCORRECT_PASSWORD = msg('accounts.incorrectPassword');
export const CURRENT_PASSWORD_INCORRECT = msg('accounts.currentPasswordIncorrect');
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

type AccountDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/**
 * Insert a new customer, named by an e-mail address, a mobile number (E.164) or both; a taken e-mail (in any letter
 * case) or a number that already signs an account in is a 409.
 */
export async function insertUser(
  sql: Queryable,
  input: { first_name: string; last_name: string; email?: string | undefined; phone?: string | undefined },
  passwordHash: string,
): Promise<UserRow> {
  const email = input.email ?? null;
  const phone = input.phone ?? null;
  if (email) {
    const [taken] = await sql`select 1 from users where email = ${email}`;
    if (taken) throw new ConflictError(DUPLICATE_EMAIL, 'email');
  }
  if (phone && (await findUserByPhone(sql, phone))) throw new ConflictError(PHONE_TAKEN, 'phone');
  try {
    const [row] = await sql<UserRow[]>`
      insert into users (email, phone, password_hash, first_name, last_name, preferences)
      values (${email}, ${phone}, ${passwordHash}, ${input.first_name}, ${input.last_name},
        ${sql.json({ language: languageOfCall() })})
      returning *`;
    return row!;
  } catch (err) {
    if (isDuplicateEmail(err)) throw new ConflictError(DUPLICATE_EMAIL, 'email');
    if (isDuplicatePhone(err)) throw new ConflictError(PHONE_TAKEN, 'phone');
    throw err;
  }
}

export const PHONE_TAKEN = msg('phone.taken');

/** True for PostgreSQL's unique violation on a sign-in number (a concurrent sign-up or confirmation won the race). */
export function isDuplicatePhone(err: unknown): boolean {
  const e = err as { code?: string; constraint_name?: string };
  return e.code === '23505' && e.constraint_name === 'users_sign_in_phone';
}

/* ------------------------------------------------------------------ profile */

/** The profile fields a caller may change; absent keys stay as they are, '' clears an optional one. */
export interface ProfilePatch {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  country?: (typeof PROFILE_COUNTRIES)[number] | undefined;
  /** The user's current password: needed (from the user themself) when `email` changes. */
  currentPassword?: string | undefined;
}

/** The profile after an update, and the address waiting for its confirmation link (null when the e-mail stays). */
export type UpdatedProfile = PublicUser & { pending_email: string | null };

/** Who asks for a profile change: the user (in their session) or an administrator. */
export interface ProfileActor {
  userId: string;
  sessionId: string | null;
}

const orNull = (v: string | undefined, current: string | null) => (v === undefined ? current : v === '' ? null : v);

/**
 * Change a user's profile. The other fields change at once; a new e-mail does not: it must be free, the user must
 * confirm with their current password (an administrator need not), and it takes effect only when the link mailed
 * to the new address is opened (src/server/accounts/emailChange.ts). `actor` is who asked: the user, or an
 * administrator (then the change is also written to the audit log).
 */
export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  patch: ProfilePatch,
  actor: ProfileActor,
  origin: Origin,
): Promise<UpdatedProfile> {
  const { sql } = deps;
  const current = await requireUser(sql, userId);
  const requested = patch.email ?? current.email;
  // An account that signs in with its phone alone takes an e-mail address at once, unverified (the verification link
  // goes to it); a new address for an account that has one waits for the link mailed there.
  const emailAdded = current.email === null && requested !== null;
  const emailChanged =
    current.email !== null && requested !== null && requested.toLowerCase() !== current.email.toLowerCase();
  const phone = orNull(patch.phone, current.phone);
  // A number that signs the account in moves only with a code sent to the new number (src/server/accounts/phoneIdentity.ts).
  if (phone !== current.phone && isSignInPhone(current))
    throw new ValidationError(msg('phone.keepConfirmedNumber'), 'phone');
  if (emailChanged && actor.userId === userId) {
    if (!patch.currentPassword) throw new ValidationError(PASSWORD_FOR_EMAIL_CHANGE, 'currentPassword');
    await confirmPassword(deps, current, patch.currentPassword, origin, 'currentPassword', CURRENT_PASSWORD_INCORRECT);
  }
  const { user, mail } = await sql.begin(async (tx) => {
    const user = await requireUser(tx, userId, { lock: true });
    if (emailChanged || emailAdded) {
      const [taken] = await tx`select 1 from users where email = ${requested} and id <> ${userId}`;
      if (taken) throw new ConflictError(DUPLICATE_EMAIL, 'email');
    }
    const [row] = await tx<UserRow[]>`
      update users set
        first_name = ${patch.first_name ?? user.first_name},
        last_name = ${patch.last_name ?? user.last_name},
        email = ${emailAdded ? requested : user.email},
        phone = ${orNull(patch.phone, user.phone)},
        address = ${orNull(patch.address, user.address)},
        city = ${orNull(patch.city, user.city)},
        country = ${patch.country ?? user.country},
        updated_at = now()
      where id = ${userId} returning *`;
    const changed = (Object.keys(patch) as (keyof ProfilePatch)[]).filter(
      (k) => patch[k] !== undefined && (k !== 'email' || emailAdded) && k !== 'currentPassword',
    );
    await recordActivity(tx, userId, 'profile.updated', origin, {
      fields: changed,
      ...(actor.userId !== userId ? { by: actor.userId } : {}),
    });
    if (actor.userId !== userId)
      await audit(
        tx,
        {
          actorId: actor.userId,
          action: 'user.updated',
          targetType: 'user',
          targetId: userId,
          details: { fields: changed },
        },
        origin,
      );
    if (emailAdded && requested)
      return { user: row!, mail: [await queueEmailVerification(tx, deps.config, { ...row!, email: requested })] };
    if (!emailChanged || !requested) return { user: row!, mail: [] as QueuedMail[] };
    await audit(
      tx,
      {
        actorId: actor.userId,
        action: 'account.email_change_requested',
        targetType: 'user',
        targetId: userId,
        details: { to: requested },
      },
      origin,
    );
    return { user: row!, mail: [await queueEmailChange(tx, deps.config, row!, requested, actor, origin)] };
  });
  dispatchMail(deps, mail);
  return { ...toPublicUser(user), pending_email: emailChanged ? requested : null };
}

/**
 * Check a user's password for a sensitive action (change password, e-mail change, delete, deactivate), counted by
 * the password-confirmation throttle (429 once the guesses are used up); wrong → 400 on `field`.
 */
export async function confirmPassword(
  deps: AccountDeps,
  user: UserRow,
  password: string,
  origin: Origin,
  field = 'password',
  message = INCORRECT_PASSWORD,
): Promise<void> {
  const right = await throttledCheck(
    deps,
    { action: 'password_confirm', email: signInName(user), userId: String(user.id) },
    origin,
    () => verifyPassword(user.password_hash, password),
    'wrong_password',
  );
  if (!right) throw new ValidationError(message, field);
}

/**
 * Change the password after checking the current one. The caller's session stays; every other session of the
 * user is ended (a changed password should lock out whoever else had it), every pending link (reset, verification,
 * e-mail change) is spent, and the owner is told by e-mail.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  origin: Origin,
): Promise<void> {
  const user = await requireUser(deps.sql, userId);
  await confirmPassword(deps, user, input.currentPassword, origin, 'currentPassword', CURRENT_PASSWORD_INCORRECT);
  const passwordHash = await hashPassword(input.newPassword);
  const mail = await deps.sql.begin(async (tx) => {
    await tx`update users set password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now() where id = ${userId}`;
    await endUserSessions(tx, userId, 'password changed', sessionId);
    await spendPendingLinks(tx, userId);
    await recordActivity(tx, userId, 'password.changed', origin);
    await audit(tx, { actorId: userId, action: 'auth.password_changed', targetType: 'user', targetId: userId }, origin);
    return queuePasswordChangedNotice(tx, deps.config.publicUrl, userId);
  });
  dispatchMail(deps, mail);
}

/** Store a new avatar (png, jpeg or webp by content, at most 2 MB) and point the profile at it. */
export async function setAvatar(
  sql: Sql,
  dataDir: string,
  userId: string,
  file: UploadedFile,
  origin: Origin,
): Promise<PublicUser> {
  const stored = await storeUpload(
    dataDir,
    { ...file, fieldname: 'avatar' },
    { folder: 'avatars', allowed: ['png', 'jpeg', 'webp'], maxBytes: AVATAR_MAX_BYTES },
  );
  const { row, previous } = await sql.begin(async (tx) => {
    const user = await requireUser(tx, userId, { lock: true });
    const [updated] = await tx<
      UserRow[]
    >`update users set avatar_url = ${stored.url}, updated_at = now() where id = ${userId} returning *`;
    await recordActivity(tx, userId, 'avatar.updated', origin, { size: stored.size, type: stored.contentType });
    return { row: updated!, previous: user.avatar_url };
  });
  await removeStoredAvatar(dataDir, previous);
  return toPublicUser(row);
}

/** Delete a file we stored (a URL under /uploads/<folder>/ as storeUpload names them); anything else is left alone. */
async function removeStoredUpload(dataDir: string, url: string | null): Promise<void> {
  const match = url?.match(/^\/uploads\/([\w-]+)\/([\w-]+\.[a-z]{2,5})$/);
  if (match) await unlink(join(dataDir, 'uploads', match[1]!, match[2]!)).catch(() => undefined);
}

const removeStoredAvatar = removeStoredUpload;

/* ------------------------------------------------------------------ closing an account */

/**
 * Deactivate one's own account: it is kept as it is, every session ends; signing in again reactivates it (an
 * account an administrator deactivated is not reopened that way: `deactivated_by` tells them apart).
 */
export async function deactivateAccount(sql: Sql, userId: string, origin: Origin): Promise<void> {
  await sql.begin(async (tx) => {
    // The last active administrator cannot close the admin area behind them (src/server/users/admin.ts).
    await keepAnAdministrator(tx, userId);
    await tx`update users set status = 'deactivated', deactivated_at = now(), deactivated_by = ${userId}, updated_at = now() where id = ${userId}`;
    await endUserSessions(tx, userId, 'account deactivated');
    await recordActivity(tx, userId, 'account.deactivated', origin);
    await audit(tx, { actorId: userId, action: 'account.deactivated', targetType: 'user', targetId: userId }, origin);
  });
}

/**
 * Delete an account: the row is kept (orders keep their owner) with status 'deleted' and every personal detail
 * replaced or removed — name, e-mail, phone, address, avatar, 2FA secret, preferences, saved addresses, pending
 * tokens and mail, the addresses and browsers recorded with its sign-ins and activity, favourites, the newsletter
 * subscription, contact messages, what they wrote in support tickets, their uploaded files, notifications and the
 * link from analytics events. Sessions end at once. Orders and reviews stay (the shop's records), under 'Deleted User'.
 */
export async function anonymiseAccount(
  sql: Sql,
  dataDir: string,
  userId: string,
  actorId: string,
  origin: Origin,
): Promise<void> {
  const avatar = await sql.begin(async (tx) => {
    const user = await requireUser(tx, userId, { lock: true });
    const placeholder = `deleted-user-${userId}@deleted.invalid`;
    await tx`update users set
               status = 'deleted', deleted_at = now(), updated_at = now(),
               email = ${placeholder}, first_name = 'Deleted', last_name = 'User', password_hash = '!',
               phone = null, phone_verified_at = null, address = null, city = null, avatar_url = null, email_verified_at = null,
               two_factor_secret = null, two_factor_enabled = false, two_factor_last_step = null, preferences = '{}'::jsonb
             where id = ${userId}`;
    await endUserSessions(tx, userId, 'account deleted');
    await tx`update sessions set ip = '', user_agent = '' where user_id = ${userId}`;
    await tx`delete from addresses where user_id = ${userId}`;
    await tx`delete from password_resets where user_id = ${userId}`;
    await tx`delete from email_verifications where user_id = ${userId}`;
    await tx`delete from email_changes where user_id = ${userId}`;
    await tx`delete from phone_codes where user_id = ${userId}`;
    await tx`delete from two_factor_recovery_codes where user_id = ${userId}`;
    await tx`delete from known_devices where user_id = ${userId}`;
    await tx`delete from mail_outbox where user_id = ${userId}`;
    await tx`update login_attempts set email = ${placeholder}, ip = '', client_key = '', user_agent = '' where user_id = ${userId} or email = ${user.email}`;
    await tx`update user_activity set ip = null, user_agent = null, details = '{}'::jsonb where user_id = ${userId}`;
    await tx`delete from favorites where user_id = ${userId}`;
    await tx`delete from newsletter_subscribers where user_id = ${userId} or email = ${user.email}`;
    await tx`update contact_messages set name = 'Deleted User', email = ${placeholder}, message = '[deleted]', ip = '', user_agent = ''
             where user_id = ${userId} or email = ${user.email}`;
    await tx`update support_messages set body = '[deleted]' where author_id = ${userId} and not is_staff`;
    await tx`delete from notifications where user_id = ${userId}`;
    await tx`update analytics_events set user_id = null, session_id = null where user_id = ${userId}`;
    const uploads = await tx<{ url: string }[]>`delete from uploads where user_id = ${userId} returning url`;
    await audit(tx, { actorId, action: 'account.deleted', targetType: 'user', targetId: userId }, origin);
    return [user.avatar_url, ...uploads.map((u) => u.url)];
  });
  for (const url of new Set(avatar)) await removeStoredUpload(dataDir, url);
}

/* ------------------------------------------------------------------ stats and preferences */

/**
 * The profile counters: totalOrders and totalSpent from the customer-summaries projection (0 until it has the
 * user's first order), favoriteItems as the favourites list counts them, accountAge in days.
 */
export async function accountStats(sql: Queryable, userId: string) {
  const [row] = await sql<
    { created_at: Date; now: Date }[]
  >`select created_at, now() as now from users where id = ${userId}`;
  if (!row) throw new NotFoundError(msg('accounts.userNotFound'));
  const [orders, favoriteItems] = await Promise.all([orderSummary(sql, userId), countFavorites(sql, userId)]);
  return {
    totalOrders: orders.total_orders,
    totalSpent: orders.total_spent,
    favoriteItems,
    accountAge: daysBetween(row.created_at, row.now),
  };
}

export async function getPreferences(sql: Queryable, userId: string): Promise<Preferences> {
  const user = await requireUser(sql, userId);
  return resolvePreferences(user.preferences);
}

/** Change some preferences; the others keep their values. */
export async function updatePreferences(
  sql: Sql,
  userId: string,
  patch: PreferencesPatch,
  origin: Origin,
): Promise<Preferences> {
  return sql.begin(async (tx) => {
    const user = await requireUser(tx, userId, { lock: true });
    const next = mergePreferences(resolvePreferences(user.preferences), patch);
    await tx`update users set preferences = ${tx.json({ ...next })}, updated_at = now() where id = ${userId}`;
    await recordActivity(tx, userId, 'preferences.updated', origin, { ...next });
    return next;
  });
}
