import { TooManyRequestsError } from '../../shared/errors';
import type { Queryable } from '../db';
import { type Origin, audit } from './activity';
import { type AttemptRecord, LOGIN_WINDOW_MINUTES, lockoutMessage, loginLockout } from './rules';

/** Why a sign-in attempt failed (stored in login_attempts.reason and shown in the sign-in history). */
export type FailureReason = 'unknown_email' | 'wrong_password' | 'invalid_two_factor_code' | 'account_suspended' | 'locked';

/** Record one sign-in attempt for an e-mail from an address. */
export async function recordLoginAttempt(
  sql: Queryable,
  attempt: { email: string; userId: string | null; success: boolean; reason: FailureReason | null },
  origin: Origin,
): Promise<void> {
  await sql`insert into login_attempts (email, user_id, ip, user_agent, success, reason)
            values (${attempt.email}, ${attempt.userId}, ${origin.ip}, ${origin.userAgent}, ${attempt.success}, ${attempt.reason})`;
}

/** The lock-out in force for this e-mail from this address, if any (read with the database clock). */
async function currentLockout(sql: Queryable, email: string, ip: string) {
  const [clock] = await sql<{ now: Date }[]>`select now() as now`;
  const attempts = await sql<AttemptRecord[]>`
    select success, reason, created_at from login_attempts
    where email = ${email} and ip = ${ip} and created_at > now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
    order by created_at desc, id desc`;
  return loginLockout(attempts, clock!.now);
}

/**
 * Refuse a sign-in while its e-mail and address are locked out (429 with the retry time). The refusal is
 * recorded too.
 */
export async function assertNotLockedOut(sql: Queryable, email: string, userId: string | null, origin: Origin): Promise<void> {
  const lock = await currentLockout(sql, email, origin.ip);
  if (!lock) return;
  await recordLoginAttempt(sql, { email, userId, success: false, reason: 'locked' }, origin);
  throw new TooManyRequestsError(lockoutMessage(lock.retryAfterSeconds), undefined, {
    retry_after_seconds: lock.retryAfterSeconds,
    retry_at: lock.until.toISOString(),
  });
}

/**
 * Record a failed sign-in; when it is the failure that locks the e-mail and address, the lock-out goes to the
 * audit log as a security event.
 */
export async function recordLoginFailure(sql: Queryable, email: string, userId: string | null, reason: FailureReason, origin: Origin): Promise<void> {
  await recordLoginAttempt(sql, { email, userId, success: false, reason }, origin);
  const lock = await currentLockout(sql, email, origin.ip);
  if (lock) {
    await audit(
      sql,
      { actorId: null, action: 'auth.lockout', targetType: 'user', targetId: userId, details: { email, until: lock.until.toISOString() } },
      origin,
    );
  }
}
