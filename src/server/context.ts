import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { boundedUserAgent } from './accounts/rules';
import type { ProjectionRunner } from './projections/runner';
import type { Role } from './auth/tokens';
import { verifyAccessToken } from './auth/tokens';
import type { Config } from './config';
import type { Database, Sql } from './db';
import type { HealthMonitor } from './http/health';
import type { AdminJobs } from './insights/jobs';
import type { RequestLimits } from './requestLimits';
import { type Language, type Message, msg, preferredLanguage } from '../shared/messages';
import { behindBreaker } from './trpcErrors';
import { issuedBeforeEpoch } from './backups/restoreGuards';

/** Everything the server is built from (the composition root fills it once). */
export interface AppDeps {
  config: Config;
  db: Database;
  sql: Sql;
  runner: ProjectionRunner;
  log: FastifyBaseLogger;
  /** The per-client limits (buildApp registers them; requests, uploads and tracked events). */
  limits: RequestLimits;
  version: string;
  /** Report jobs and backups (openServices makes them; an app built without them makes in-process ones on demand). */
  adminJobs?: AdminJobs;
  /** The health status kept fresh in the background (buildApp starts it); without one, health checks when asked. */
  health?: HealthMonitor;
}

/** The signed-in caller: who, with which role (as stored now, not as in the token), in which session. */
export interface AuthUser {
  userId: string;
  role: Role;
  sessionId: string;
}

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
  userAgent: string;
  requestId: string;
  /** The caller's `Accept-Language` header: the language of the answers' messages when it prefers ar or en. */
  acceptLanguage?: string | undefined;
}

/** What createContext reads of a fastify request: its bearer token, address, user agent, id and asked language. */
export function requestInfo(req: FastifyRequest): RequestInfo {
  return {
    authorization: req.headers.authorization,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    requestId: String(req.id),
    acceptLanguage: req.headers['accept-language'],
  };
}

/** Per-request context: the dependencies, the caller, and where the call came from. */
export interface Context extends AppDeps {
  user: AuthUser | null;
  /** Why a presented token was not accepted ('expired or invalid', 'account not active'), for a clear 401. */
  authProblem: Message | null;
  ip: string;
  userAgent: string;
  requestId: string;
  /**
   * The language of the answers' messages: the caller's `Accept-Language` preference for ar or en, else the signed-in
   * user's saved language, else English (absent in contexts made by hand: English).
   */
  language?: Language;
}

export const SESSION_ENDED = msg('accounts.sessionExpired');
export const ACCOUNT_NOT_ACTIVE = msg('accounts.accountNotActive');

/**
 * Resolve the bearer token. A valid signature is not enough: in one query the user must still be active and the
 * session named in the token (sid) still open, so logging out, revoking a session, a ban or a deletion end the
 * token at once.
 */
export async function createContext(deps: AppDeps, req: RequestInfo): Promise<Context> {
  const asked = preferredLanguage(req.acceptLanguage);
  const base = {
    ...deps,
    ip: req.ip,
    userAgent: boundedUserAgent(req.userAgent),
    requestId: req.requestId,
    language: asked ?? 'en',
  };
  const token = req.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { ...base, user: null, authProblem: null };
  const claims = await verifyAccessToken(token, deps.config.jwtSecret);
  const ids = /^\d{1,18}$/;
  if (!claims || !ids.test(claims.userId) || !claims.sessionId || !ids.test(claims.sessionId)) {
    return { ...base, user: null, authProblem: SESSION_ENDED };
  }
  // While the database is away the caller cannot be checked: a 503 at once, not a wait on a dead pool.
  const [row] = await behindBreaker(
    deps,
    () => deps.sql<
      {
        role: 'customer' | 'admin';
        status: string;
        session_open: boolean;
        language: string | null;
        not_before: number | null;
      }[]
    >`
    select u.role, u.status, (s.revoked_at is null and s.expires_at > now()) as session_open, u.preferences->>'language' as language,
           (select extract(epoch from e.not_before)::float8 from fellah_keep.token_epoch e where e.id = 1) as not_before
    from users u join sessions s on s.user_id = u.id
    where u.id = ${claims.userId} and s.id = ${claims.sessionId}`,
  );
  if (row && row.status !== 'active') return { ...base, user: null, authProblem: ACCOUNT_NOT_ACTIVE };
  if (!row?.session_open) return { ...base, user: null, authProblem: SESSION_ENDED };
  // Issued before the last restore of a backup (the token epoch, issue 38): refused, whatever the restored tables say.
  if (issuedBeforeEpoch(token, row.not_before)) return { ...base, user: null, authProblem: SESSION_ENDED };
  const language = asked ?? (row.language === 'ar' ? 'ar' : 'en');
  return {
    ...base,
    language,
    user: { userId: claims.userId, role: row.role, sessionId: claims.sessionId },
    authProblem: null,
  };
}
