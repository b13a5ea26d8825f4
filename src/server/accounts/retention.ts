import type { Sql } from '../db';

/** How long account records are kept once they no longer do anything. */
export const RETENTION = {
  /** Sign-in attempts (throttling needs minutes; the "recent sign-ins" list shows these). */
  loginAttemptsDays: 90,
  /** Sessions that expired or were revoked (their refresh tokens go with them). */
  endedSessionsDays: 30,
  /** Password-reset, e-mail-verification and e-mail-change tokens that were used or expired. */
  spentTokensDays: 7,
} as const;

export interface Purged {
  loginAttempts: number;
  sessions: number;
  passwordResets: number;
  emailVerifications: number;
  emailChanges: number;
}

/**
 * Delete what has outlived its use: old sign-in attempts, ended sessions, spent tokens. Run hourly by the
 * server (src/server/services.ts); safe to run from several processes at once (plain deletes by age).
 */
export async function purgeExpiredAccountData(sql: Sql): Promise<Purged> {
  return sql.begin(async (tx) => {
    const attempts =
      await tx`delete from login_attempts where created_at < now() - make_interval(days => ${RETENTION.loginAttemptsDays})`;
    const sessions = await tx`
      delete from sessions
      where coalesce(revoked_at, expires_at) < now() - make_interval(days => ${RETENTION.endedSessionsDays})
        and (revoked_at is not null or expires_at < now())`;
    const resets = await tx`
      delete from password_resets where coalesce(used_at, expires_at) < now() - make_interval(days => ${RETENTION.spentTokensDays})
        and (used_at is not null or expires_at < now())`;
    const verifications = await tx`
      delete from email_verifications where coalesce(used_at, expires_at) < now() - make_interval(days => ${RETENTION.spentTokensDays})
        and (used_at is not null or expires_at < now())`;
    const changes = await tx`
      delete from email_changes where coalesce(used_at, expires_at) < now() - make_interval(days => ${RETENTION.spentTokensDays})
        and (used_at is not null or expires_at < now())`;
    return {
      loginAttempts: attempts.count,
      sessions: sessions.count,
      passwordResets: resets.count,
      emailVerifications: verifications.count,
      emailChanges: changes.count,
    };
  });
}
