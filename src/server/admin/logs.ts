import type { Queryable } from '../db';
import type { AuditLogQuery } from '../routers/admin.schema';
import { type AdminPage, pageFrom, underPrefix, withinRange } from './common';

/*
 * The audit log (table audit_log, written by `audit()` in src/server/accounts/activity.ts): security events (sign-in
 * problems, token reuse, password and e-mail changes, deletions) and every administrator's action, newest first.
 */

export interface AuditLogEntry {
  id: string;
  action: string;
  actor_id: string | null;
  /** Who acted, as they are now (null for an anonymous caller, or a user since removed). */
  actor: { id: string; name: string; email: string | null; phone: string | null; role: string } | null;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

/**
 * The audit log filtered by action (exactly, or every action under a prefix: 'admin.user' finds 'admin.user.banned'),
 * actor, target and date range; newest first.
 */
export async function listAuditLog(sql: Queryable, q: AuditLogQuery): Promise<AdminPage<AuditLogEntry>> {
  const action = q.action ?? null;
  const prefix = q.action ? underPrefix(q.action) : null;
  const where = sql`
    (${action}::text is null or a.action = ${action} or a.action like ${prefix})
    and (${q.actor_id ?? null}::bigint is null or a.actor_id = ${q.actor_id ?? null})
    and (${q.target_type ?? null}::text is null or a.target_type = ${q.target_type ?? null})
    and (${q.target_id ?? null}::text is null or a.target_id = ${q.target_id ?? null})
    and ${withinRange(sql, sql`a.created_at`, q.from, q.to)}`;
  const rows = await sql<(AuditLogEntry & { full_count: number })[]>`
    select a.id::text as id, a.action, a.actor_id::text as actor_id,
           case when u.id is null then null
                else json_build_object('id', u.id::text, 'name', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'phone', u.phone, 'role', u.role) end as actor,
           a.target_type, a.target_id, a.details, a.ip, a.user_agent, a.created_at,
           count(*) over ()::int as full_count
    from audit_log a left join users u on u.id = a.actor_id
    where ${where}
    order by a.created_at desc, a.id desc
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  return pageFrom(
    rows,
    q.page,
    q.limit,
    async () => (await sql<{ n: number }[]>`select count(*)::int as n from audit_log a where ${where}`)[0]?.n ?? 0,
  );
}
