import { NotFoundError, UnauthorizedError } from '../../shared/errors';
import { type Message, msg } from '../../shared/messages';
import {
  REFRESH_TOKEN_TTL_SECONDS,
  type Role,
  hashToken,
  newOpaqueToken,
  openSuccessor,
  sealSuccessor,
  signAccessToken,
} from '../auth/tokens';
import { SESSION_ENDED } from '../context';
import type { Queryable, Sql } from '../db';
import { type Origin, audit, recordActivity } from './activity';
import { judgeRefresh } from './rules';
import { type PublicUser, type UserRow, findUserById, toPublicUser } from './userRecord';

/** What register, login and refresh answer. */
export interface AuthResult {
  access_token: string;
  refresh_token: string;
  user: PublicUser;
}

export const REFRESH_REUSED = msg('accounts.refreshReused');

/**
 * Issue a new token pair for a session: a fresh refresh token (stored hashed) and a short-lived access token
 * carrying the session id. The session's lifetime slides forward with it. `refreshTokenId` is the new row.
 */
async function issueTokens(
  sql: Queryable,
  secret: string,
  session: { id: string; userId: string; role: Role; rememberMe: boolean },
) {
  const ttl = session.rememberMe ? REFRESH_TOKEN_TTL_SECONDS.rememberMe : REFRESH_TOKEN_TTL_SECONDS.session;
  const refreshToken = newOpaqueToken();
  const [row] = await sql<{ id: string }[]>`
    insert into refresh_tokens (session_id, token_hash, expires_at)
    values (${session.id}, ${hashToken(refreshToken)}, now() + make_interval(secs => ${ttl}))
    returning id::text as id`;
  await sql`update sessions set last_used_at = now(), expires_at = now() + make_interval(secs => ${ttl}) where id = ${session.id}`;
  const accessToken = await signAccessToken(
    { userId: session.userId, role: session.role, sessionId: session.id },
    secret,
  );
  return { tokens: { access_token: accessToken, refresh_token: refreshToken }, refreshTokenId: row!.id };
}

/** Open a session for a user who just proved who they are (sign-up, sign-in), in the caller's transaction. */
export async function startSession(
  sql: Queryable,
  secret: string,
  user: UserRow,
  rememberMe: boolean,
  origin: Origin,
): Promise<AuthResult> {
  const [session] = await sql<{ id: string }[]>`
    insert into sessions (user_id, remember_me, ip, user_agent, expires_at)
    values (${String(user.id)}, ${rememberMe}, ${origin.ip}, ${origin.userAgent}, now())
    returning id::text as id`;
  const { tokens } = await issueTokens(sql, secret, {
    id: session!.id,
    userId: String(user.id),
    role: user.role,
    rememberMe,
  });
  await sql`update users set last_login_at = now() where id = ${String(user.id)}`;
  return { ...tokens, user: toPublicUser(user) };
}

/**
 * Exchange a refresh token for a new pair (rotation). The presented token dies, keeping its successor sealed under
 * a key only the presented token opens. Presenting it again within the grace period (two tabs refreshing at once)
 * answers that same successor with a fresh access token: one chain, never two. Later, it is taken as a stolen
 * token and the whole session is revoked (RFC 9700 reuse detection). A session of a user who is no longer active is
 * refused.
 */
export async function refreshSession(
  sql: Sql,
  secret: string,
  refreshToken: string,
  origin: Origin,
): Promise<AuthResult> {
  const outcome: { error: Message } | { result: AuthResult } = await sql.begin(async (tx) => {
    // Lock the token and its session: two refreshes of one session run one after the other, the second seeing
    // the first's rotation and its successor.
    const [found] = await tx<
      {
        token_id: string;
        expires_at: Date;
        rotated_at: Date | null;
        successor_sealed: string | null;
        session_id: string;
        user_id: string;
        remember_me: boolean;
        session_expires_at: Date;
        revoked_at: Date | null;
        now: Date;
      }[]
    >`
      select rt.id::text as token_id, rt.expires_at, rt.rotated_at, rt.successor_sealed, s.id::text as session_id, s.user_id::text as user_id,
             s.remember_me, s.expires_at as session_expires_at, s.revoked_at, now() as now
      from refresh_tokens rt join sessions s on s.id = rt.session_id
      where rt.token_hash = ${hashToken(refreshToken)}
      for update of rt, s`;
    if (!found) return { error: SESSION_ENDED };
    const verdict = judgeRefresh(
      found,
      { expires_at: found.session_expires_at, revoked_at: found.revoked_at },
      found.now,
    );
    if (verdict === 'reuse') {
      await tx`update sessions set revoked_at = now(), revoked_reason = 'refresh token reuse' where id = ${found.session_id} and revoked_at is null`;
      await audit(
        tx,
        {
          actorId: found.user_id,
          action: 'auth.refresh_token_reuse',
          targetType: 'session',
          targetId: found.session_id,
          details: { rotated_at: found.rotated_at },
        },
        origin,
      );
      return { error: REFRESH_REUSED };
    }
    const user = await findUserById(tx, found.user_id);
    if (verdict === 'dead' || user?.status !== 'active') return { error: SESSION_ENDED };
    const session = { id: found.session_id, userId: String(user.id), role: user.role, rememberMe: found.remember_me };
    if (verdict === 'grace') {
      // The same successor as the first time (a token rotated before successors were kept has none: sign in again).
      const successor = found.successor_sealed ? openSuccessor(refreshToken, found.successor_sealed) : null;
      if (!successor) return { error: SESSION_ENDED };
      const accessToken = await signAccessToken(
        { userId: session.userId, role: session.role, sessionId: session.id },
        secret,
      );
      return { result: { access_token: accessToken, refresh_token: successor, user: toPublicUser(user) } };
    }
    const { tokens, refreshTokenId } = await issueTokens(tx, secret, session);
    await tx`update refresh_tokens set rotated_at = now(), successor_id = ${refreshTokenId}, successor_sealed = ${sealSuccessor(refreshToken, tokens.refresh_token)}
             where id = ${found.token_id}`;
    return { result: { ...tokens, user: toPublicUser(user) } };
  });
  // Thrown after the commit, so a detected reuse stays revoked.
  if ('error' in outcome) throw new UnauthorizedError(outcome.error);
  return outcome.result;
}

/** End one of a user's sessions. Another user's (or an unknown, or an ended) session is not found. */
export async function revokeSession(
  sql: Sql,
  userId: string,
  sessionId: string,
  reason: string,
  origin: Origin,
): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx`update sessions set revoked_at = now(), revoked_reason = ${reason}
                           where id = ${sessionId} and user_id = ${userId} and revoked_at is null and expires_at > now()
                           returning id`;
    if (!row) throw new NotFoundError(msg('accounts.sessionNotFound'));
    await recordActivity(tx, userId, reason === 'logout' ? 'auth.logout' : 'session.revoked', origin, {
      session_id: sessionId,
    });
    if (reason !== 'logout')
      await audit(
        tx,
        { actorId: userId, action: 'auth.session_revoked', targetType: 'session', targetId: sessionId },
        origin,
      );
  });
}

/**
 * End every open session of a user (a password change keeps the caller's own: `keep`). Their access and refresh
 * tokens stop working at once.
 */
export async function endUserSessions(sql: Queryable, userId: string, reason: string, keep?: string): Promise<void> {
  await sql`update sessions set revoked_at = now(), revoked_reason = ${reason}
            where user_id = ${userId} and revoked_at is null and id <> ${keep ?? '0'}`;
}

/** A user's live sessions, newest first; `current` marks the caller's own. */
export async function listSessions(sql: Queryable, userId: string, currentSessionId: string | null) {
  const rows = await sql<{ id: string; created_at: Date; last_used_at: Date; ip: string; user_agent: string }[]>`
    select id::text as id, created_at, last_used_at, ip, user_agent from sessions
    where user_id = ${userId} and revoked_at is null and expires_at > now()
    order by last_used_at desc, id desc`;
  return { items: rows.map((r) => ({ ...r, current: r.id === currentSessionId })) };
}
