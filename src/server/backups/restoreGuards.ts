import { decodeJwt } from 'jose';
import type { Sql } from '../db';

/*
 * What a restore must not bring back or take away:
 * - The audit log outlives it: read before the restore, put back after it in place of the backup's (entries whose
 *   actor the restored users table does not know keep the entry, without the actor), the restore appended by the caller.
 * - Every token issued before it is refused afterwards: the token epoch (fellah_keep.token_epoch, a schema no backup
 *   holds) moves to now, and createContext refuses access tokens issued before it; every session of the restored
 *   tables is ended (their refresh tokens no longer refresh) and every link token (password reset, e-mail
 *   verification, e-mail change: any table with a token_hash and an expires_at) expires.
 */

/** The audit log's rows, as JSON text (one value, so a long log is one round trip). */
export async function auditLogBefore(sql: Sql): Promise<string> {
  const [row] = await sql<
    { rows: string }[]
  >`select coalesce(json_agg(a order by a.id), '[]')::text as rows from audit_log a`;
  return row?.rows ?? '[]';
}

/** After a restore (and its migrations): the audit log put back, the token epoch moved, sessions and links ended. */
export async function afterRestore(sql: Sql, auditLog: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`delete from audit_log`;
    await tx`
      insert into audit_log (id, actor_id, action, target_type, target_id, details, ip, user_agent, created_at)
      select r.id, case when exists (select 1 from users u where u.id = r.actor_id) then r.actor_id end,
             r.action, r.target_type, r.target_id, coalesce(r.details, '{}'::jsonb), r.ip, r.user_agent, r.created_at
      from json_populate_recordset(null::audit_log, ${auditLog}::text::json) r`;
    await tx`select setval(pg_get_serial_sequence('audit_log', 'id'), greatest((select max(id) from audit_log), 1))`;
    await tx`insert into fellah_keep.token_epoch (id, not_before) values (1, now())
             on conflict (id) do update set not_before = excluded.not_before`;
    await tx`update sessions set revoked_at = now(), revoked_reason = 'backup restored' where revoked_at is null`;
    await tx.unsafe(EXPIRE_LINK_TOKENS);
  });
}

/** Constant SQL: every public table with a token_hash and an expires_at has its live tokens expired now. */
const EXPIRE_LINK_TOKENS = `
do $expire$
declare
  t text;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'token_hash' and not a.attisdropped)
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'expires_at' and not a.attisdropped)
  loop
    execute format('update %I set expires_at = now() where expires_at > now()', t);
  end loop;
end
$expire$;
`;

/**
 * Whether a (verified) access token was issued before the token epoch (`notBefore`, seconds; null: no restore yet).
 * createContext's one check of it. `iat` is whole seconds: a token of the restore's own second is let through (its
 * session was ended by the restore if it was open then).
 */
export function issuedBeforeEpoch(token: string, notBefore: number | null): boolean {
  if (notBefore === null) return false;
  const { iat } = decodeJwt(token);
  return typeof iat !== 'number' || iat < Math.floor(notBefore);
}
