import { foldedContaining } from '../../shared/arabicFold';
import { ConflictError, IllegalStateError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Origin, audit } from '../accounts/activity';
import { endUserSessions } from '../accounts/sessions';
import { type UserRow, requireUser } from '../accounts/userRecord';
import { anonymiseAccount } from '../accounts/users';
import type { Role } from '../auth/tokens';
import type { Queryable, Sql, TransactionSql } from '../db';
import { orderStats } from '../orders/orders';
import type { AdminUserListQuery, AdminUserPatch } from '../routers/admin.schema';
import { type AdminPage, pageFrom } from './common';
import { say } from '../language';
import { keepAnAdministrator } from '../users/admin';

/*
 * Users in the admin area: the list, one user, role and status changes, ban and unban, delete. Every change is
 * written to the audit log in its transaction. An administrator cannot ban, delete, deactivate or demote themself
 * (409): the admin area must not lock out the one using it; nor take out the last active administrator (409, checked
 * under one lock by keepAnAdministrator, so two administrators demoting each other at once cannot both succeed). A ban, a deactivation or a deletion ends all of the
 * user's sessions at once: their access tokens are refused on the next call (createContext re-reads status and
 * session) and their refresh tokens no longer refresh.
 */

export type UserStatus = UserRow['status'];

/** A user as the admin area shows it: the profile without secrets, status and the ban. */
export interface AdminUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  city: string | null;
  country: string;
  avatar_url: string | null;
  role: Role;
  status: UserStatus;
  email_verified: boolean;
  two_factor_enabled: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deactivated_at: Date | null;
  deleted_at: Date | null;
  banned_at: Date | null;
  banned_by: string | null;
  ban_reason: string | null;
}

/** One user with their order figures and open sessions. */
export interface AdminUserDetail extends AdminUser {
  total_orders: number;
  total_spent: number;
  open_sessions: number;
}

/** Who acts: the signed-in administrator. */
export interface AdminActor {
  userId: string;
}

export const CANNOT_BAN_SELF = msg('admin.cannotBanSelf');
export const CANNOT_DELETE_SELF = msg('admin.cannotDeleteSelf');
export const CANNOT_DEMOTE_SELF = msg('admin.cannotDemoteSelf');
export const CANNOT_DEACTIVATE_SELF = msg('admin.cannotDeactivateSelf');
export const ALREADY_BANNED = msg('admin.alreadyBanned');
export const NOT_BANNED = msg('admin.notBanned');
export const ACCOUNT_DELETED = msg('accounts.accountDeletedAlready');

function userColumns(sql: Queryable) {
  return sql`
    u.id::text as id, u.email, u.first_name, u.last_name, u.phone, u.city, u.country, u.avatar_url, u.role, u.status,
    (u.email_verified_at is not null) as email_verified, u.two_factor_enabled, u.last_login_at, u.created_at, u.updated_at,
    u.deactivated_at, u.deleted_at, u.banned_at, u.banned_by::text as banned_by, u.ban_reason`;
}

// ─── Reading ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Users, newest first by default; `search` matches the e-mail or the full name. Deleted (anonymised) accounts are
 * listed only when asked for with `status=deleted`.
 */
export async function listUsers(sql: Queryable, q: AdminUserListQuery): Promise<AdminPage<AdminUser>> {
  const like = foldedContaining(q.search);
  const where = sql`
    (${q.role ?? null}::text is null or u.role = ${q.role ?? null})
    and (case when ${q.status ?? null}::text is null then u.status <> 'deleted' else u.status = ${q.status ?? null} end)
    and (${like}::text is null or u.email::text ilike ${like} or arabic_fold(u.first_name || ' ' || u.last_name) ilike ${like})`;
  const dir = q.sort_order === 'ASC' ? sql`asc` : sql`desc`;
  const order =
    q.sort_by === 'email'
      ? sql`u.email ${dir}, u.id ${dir}`
      : q.sort_by === 'name'
        ? sql`lower(u.first_name || ' ' || u.last_name) ${dir}, u.id ${dir}`
        : q.sort_by === 'last_login_at'
          ? sql`u.last_login_at ${dir} nulls last, u.id ${dir}`
          : sql`u.created_at ${dir}, u.id ${dir}`;
  const rows = await sql<(AdminUser & { full_count: number })[]>`
    select ${userColumns(sql)}, count(*) over ()::int as full_count
    from users u where ${where}
    order by ${order}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  return pageFrom(
    rows,
    q.page,
    q.limit,
    async () => (await sql<{ n: number }[]>`select count(*)::int as n from users u where ${where}`)[0]?.n ?? 0,
  );
}

async function readUser(sql: Queryable, id: string): Promise<AdminUser> {
  await requireUser(sql, id);
  const [row] = await sql<AdminUser[]>`select ${userColumns(sql)} from users u where u.id = ${id}`;
  return row!;
}

/** One user (404 'User not found'), with their order figures and open sessions. */
export async function getUser(sql: Queryable, id: string): Promise<AdminUserDetail> {
  const user = await readUser(sql, id);
  const orders = await orderStats(sql, id);
  const [sessions] = await sql<{ n: number }[]>`
    select count(*)::int as n from sessions where user_id = ${id} and revoked_at is null and expires_at > now()`;
  return { ...user, total_orders: orders.totalOrders, total_spent: orders.totalSpent, open_sessions: sessions?.n ?? 0 };
}

// ─── Changing ────────────────────────────────────────────────────────────────────────────────────────

/** The user, locked for a change; a deleted account refuses every change (409). */
async function lockLiveUser(tx: TransactionSql, id: string): Promise<UserRow> {
  const user = await requireUser(tx, id, { lock: true });
  if (user.status === 'deleted') throw new IllegalStateError(ACCOUNT_DELETED);
  return user;
}

async function ban(
  tx: TransactionSql,
  actor: AdminActor,
  user: UserRow,
  reason: string,
  origin: Origin,
): Promise<void> {
  const id = String(user.id);
  if (id === actor.userId) throw new ConflictError(CANNOT_BAN_SELF);
  if (user.status === 'banned') throw new IllegalStateError(ALREADY_BANNED);
  await keepAnAdministrator(tx, id);
  await tx`update users set status = 'banned', banned_at = now(), banned_by = ${actor.userId}, ban_reason = ${reason}, updated_at = now()
           where id = ${id}`;
  await endUserSessions(tx, id, 'account banned');
  await audit(
    tx,
    {
      actorId: actor.userId,
      action: 'admin.user.banned',
      targetType: 'user',
      targetId: id,
      details: { reason, previous_status: user.status },
    },
    origin,
  );
}

async function unban(tx: TransactionSql, actor: AdminActor, user: UserRow, origin: Origin): Promise<void> {
  const id = String(user.id);
  if (user.status !== 'banned') throw new IllegalStateError(NOT_BANNED);
  await tx`update users set status = 'active', banned_at = null, banned_by = null, ban_reason = null, updated_at = now() where id = ${id}`;
  await audit(tx, { actorId: actor.userId, action: 'admin.user.unbanned', targetType: 'user', targetId: id }, origin);
}

/** Ban a user: status banned, the reason kept, every session ended at once. Banning yourself or twice is 409. */
export async function banUser(
  sql: Sql,
  actor: AdminActor,
  id: string,
  reason: string,
  origin: Origin,
): Promise<AdminUserDetail> {
  await sql.begin(async (tx) => ban(tx, actor, await lockLiveUser(tx, id), reason, origin));
  return getUser(sql, id);
}

/** Lift a ban: the user may sign in again (their old sessions stay ended). A user who is not banned is 409. */
export async function unbanUser(sql: Sql, actor: AdminActor, id: string, origin: Origin): Promise<AdminUserDetail> {
  await sql.begin(async (tx) => unban(tx, actor, await lockLiveUser(tx, id), origin));
  return getUser(sql, id);
}

/**
 * Change a user's role and/or status. Status `banned` is a ban (with the reason), `active` from banned an unban,
 * `deactivated` ends the sessions like the user's own deactivation. Values that are already the user's change nothing.
 */
export async function updateUser(
  sql: Sql,
  actor: AdminActor,
  patch: AdminUserPatch,
  origin: Origin,
): Promise<AdminUserDetail> {
  const { id } = patch;
  await sql.begin(async (tx) => {
    const user = await lockLiveUser(tx, id);
    const self = id === actor.userId;
    if (self && patch.role && patch.role !== user.role) throw new ConflictError(CANNOT_DEMOTE_SELF);
    if (self && patch.status && patch.status !== user.status) throw new ConflictError(CANNOT_DEACTIVATE_SELF);

    if ((patch.role && patch.role !== 'admin') || (patch.status && patch.status !== 'active'))
      await keepAnAdministrator(tx, id);
    if (patch.role && patch.role !== user.role) {
      await tx`update users set role = ${patch.role}, updated_at = now() where id = ${id}`;
      await audit(
        tx,
        {
          actorId: actor.userId,
          action: 'admin.user.role_changed',
          targetType: 'user',
          targetId: id,
          details: { from: user.role, to: patch.role },
        },
        origin,
      );
    }
    if (!patch.status || patch.status === user.status) return;
    if (patch.status === 'banned') return ban(tx, actor, user, patch.reason ?? '', origin);
    if (user.status === 'banned') await unban(tx, actor, user, origin);
    if (patch.status === 'deactivated') {
      await tx`update users set status = 'deactivated', deactivated_at = now(), deactivated_by = ${actor.userId}, updated_at = now() where id = ${id}`;
      await endUserSessions(tx, id, 'account deactivated by an administrator');
    } else if (user.status === 'deactivated') {
      await tx`update users set status = 'active', deactivated_at = null, deactivated_by = null, updated_at = now() where id = ${id}`;
    }
    if (user.status !== 'banned' || patch.status !== 'active') {
      await audit(
        tx,
        {
          actorId: actor.userId,
          action: 'admin.user.status_changed',
          targetType: 'user',
          targetId: id,
          details: { from: user.status, to: patch.status },
        },
        origin,
      );
    }
  });
  return getUser(sql, id);
}

/**
 * Delete (anonymise) a user, as account deletion does (src/server/accounts/users.ts: anonymiseAccount writes the
 * audit entry with the administrator as actor). Deleting yourself here, or a deleted account, is 409.
 */
export async function deleteUser(
  sql: Sql,
  dataDir: string,
  actor: AdminActor,
  id: string,
  origin: Origin,
): Promise<{ id: string; message: string }> {
  const user = await requireUser(sql, id);
  if (id === actor.userId) throw new ConflictError(CANNOT_DELETE_SELF);
  if (user.status === 'deleted') throw new IllegalStateError(ACCOUNT_DELETED);
  await guardedDeletion(sql, id, () => anonymiseAccount(sql, dataDir, id, actor.userId, origin));
  return { id, message: say('admin.userDeleted') };
}

/**
 * Delete an account through `remove` unless it is the last active administrator (409). The check runs under the
 * administrators' lock just before the deletion (anonymiseAccount has its own transaction, in src/server/accounts).
 */
export async function guardedDeletion<T>(sql: Sql, id: string, remove: () => Promise<T>): Promise<T> {
  await sql.begin((tx) => keepAnAdministrator(tx, id));
  return remove();
}
