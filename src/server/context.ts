import type { FastifyBaseLogger } from 'fastify';
import type { ProjectionRunner } from '../events/runner';
import type { AccessClaims } from './auth/tokens';
import { verifyAccessToken } from './auth/tokens';
import type { Config } from './config';
import type { Database, Sql } from './db';
import type { RateLimiter } from './rateLimit';

/** Everything the server is built from (the composition root fills it once). */
export interface AppDeps {
  config: Config;
  db: Database;
  sql: Sql;
  runner: ProjectionRunner;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  version: string;
}

export interface AuthUser extends AccessClaims {}

export interface RequestInfo {
  authorization?: string | undefined;
  ip: string;
  userAgent: string;
  requestId: string;
}

/** Per-request context: the dependencies, the caller, and where the call came from. */
export interface Context extends AppDeps {
  user: AuthUser | null;
  /** Why a presented token was not accepted ('expired or invalid', 'account not active'), for a clear 401. */
  authProblem: string | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

/**
 * Resolve the bearer token: a valid signature is not enough — the user must still exist and be active, so a
 * banned or deleted user's tokens stop working at once.
 */
export async function createContext(deps: AppDeps, req: RequestInfo): Promise<Context> {
  const base = { ...deps, ip: req.ip, userAgent: req.userAgent, requestId: req.requestId };
  const token = req.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { ...base, user: null, authProblem: null };
  const claims = await verifyAccessToken(token, deps.config.jwtSecret);
  if (!claims || !/^\d+$/.test(claims.userId)) return { ...base, user: null, authProblem: 'Your session has expired. Please log in again.' };
  const [row] = await deps.sql<{ role: 'customer' | 'admin'; status: string }[]>`
    select role, status from users where id = ${claims.userId}`;
  if (row?.status !== 'active') return { ...base, user: null, authProblem: 'This account is not active.' };
  return { ...base, user: { ...claims, role: row.role }, authProblem: null };
}
