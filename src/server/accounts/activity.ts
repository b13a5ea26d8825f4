import type { JSONValue } from 'postgres';
import type { Queryable } from '../db';

/** Details stored with an activity or audit entry (JSON). */
export type Details = Record<string, JSONValue>;

/** Where a call came from (the request context has both). */
export interface Origin {
  ip: string;
  userAgent: string;
}

/** What a user did with their account, as shown to them ("recent activity"). */
export type ActivityAction =
  | 'account.registered'
  | 'account.reactivated'
  | 'account.deactivated'
  | 'auth.login'
  | 'auth.logout'
  | 'session.revoked'
  | 'profile.updated'
  | 'password.changed'
  | 'password.reset'
  | 'avatar.updated'
  | 'email.verified'
  | 'email.change_requested'
  | 'email.changed'
  | 'phone.verified'
  | 'phone.changed'
  | 'preferences.updated'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'address.added'
  | 'address.updated'
  | 'address.deleted'
  | 'address.default_set';

/** Record one entry of a user's activity. */
export async function recordActivity(
  sql: Queryable,
  userId: string,
  action: ActivityAction,
  origin: Origin,
  details: Details = {},
): Promise<void> {
  await sql`insert into user_activity (user_id, action, details, ip, user_agent)
            values (${userId}, ${action}, ${sql.json(details)}, ${origin.ip}, ${origin.userAgent})`;
}

/** One entry of the audit log: a security event or an administrator's action. */
export interface AuditEntry {
  /** Who did it; null for an anonymous caller (e.g. a sign-in for an unknown e-mail). */
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string | null;
  details?: Details;
}

/** Append to the audit log (security events here; the admin area records its actions the same way). */
export async function audit(sql: Queryable, entry: AuditEntry, origin: Origin): Promise<void> {
  await sql`insert into audit_log (actor_id, action, target_type, target_id, details, ip, user_agent)
            values (${entry.actorId}, ${entry.action}, ${entry.targetType ?? null}, ${entry.targetId ?? null},
                    ${sql.json(entry.details ?? {})}, ${origin.ip}, ${origin.userAgent})`;
}

/** A user's latest activity, newest first. */
export async function listActivity(sql: Queryable, userId: string, limit: number) {
  const items = await sql<
    { id: string; action: string; details: Record<string, unknown>; ip: string | null; created_at: Date }[]
  >`
    select id::text as id, action, details, ip, created_at from user_activity
    where user_id = ${userId} order by created_at desc, id desc limit ${limit}`;
  return { items };
}

/**
 * A user's latest sign-in attempts (successes and failures), newest first: the password step of each sign-in (a
 * wrong second-step code shows as its reason). The other throttled checks are not sign-ins and are not listed.
 */
export async function listLoginHistory(sql: Queryable, userId: string, limit: number) {
  const items = await sql<
    { id: string; created_at: Date; ip: string; user_agent: string; success: boolean; reason: string | null }[]
  >`
    select id::text as id, created_at, ip, user_agent, success, reason from login_attempts
    where user_id = ${userId} and action = 'login' order by created_at desc, id desc limit ${limit}`;
  return { items };
}
