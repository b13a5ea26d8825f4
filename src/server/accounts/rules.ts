/**
 * The pure rules of accounts and sessions: sign-in throttling, refresh-token rotation, preferences. No I/O —
 * the SQL next door feeds them rows and the database's clock.
 */

/* ------------------------------------------------------------------ sign-in throttling */

/** Failed sign-ins allowed for one e-mail from one address within the window. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MINUTES = 15;

/** A stored sign-in attempt, as the throttle reads it. */
export interface AttemptRecord {
  success: boolean;
  /** 'locked' marks a refusal while locked out; those do not extend the lock. */
  reason: string | null;
  created_at: Date;
}

/**
 * Whether sign-in is locked for one e-mail and address: at least LOGIN_FAILURE_LIMIT failures within the window
 * since the last success. The lock lifts when the oldest of the last LOGIN_FAILURE_LIMIT failures leaves the
 * window. `attempts` are that pair's attempts of the window, newest first.
 */
export function loginLockout(attempts: readonly AttemptRecord[], now: Date): { until: Date; retryAfterSeconds: number } | null {
  const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
  const failures: Date[] = [];
  for (const a of attempts) {
    if (now.getTime() - a.created_at.getTime() >= windowMs) break;
    if (a.success) break;
    if (a.reason !== 'locked') failures.push(a.created_at);
  }
  const oldestCounted = failures[LOGIN_FAILURE_LIMIT - 1];
  if (!oldestCounted) return null;
  const until = new Date(oldestCounted.getTime() + windowMs);
  return { until, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
}

/** The message of a lock-out: "Please try again in N minutes." (rounded up, at least one). */
export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/* ------------------------------------------------------------------ refresh-token rotation */

/**
 * How long a just-rotated refresh token is still honoured: two tabs that refresh at once present the same token,
 * and both must succeed. Past this, presenting a rotated token is treated as theft (RFC 9700, section 4.14.2).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export type RefreshVerdict =
  /** The current token: rotate it. */
  | 'rotate'
  /** Rotated moments ago (another tab): issue a new pair, keep the session. */
  | 'grace'
  /** Rotated earlier and presented again: revoke the whole session. */
  | 'reuse'
  /** The token or its session ran out, or the session was ended. */
  | 'dead';

/** What to do with a presented refresh token, given its row, its session's and the database clock. */
export function judgeRefresh(
  token: { expires_at: Date; rotated_at: Date | null },
  session: { expires_at: Date; revoked_at: Date | null },
  now: Date,
): RefreshVerdict {
  if (session.revoked_at) return 'dead';
  if (token.rotated_at) {
    const sinceRotation = now.getTime() - token.rotated_at.getTime();
    if (sinceRotation > REFRESH_REUSE_GRACE_SECONDS * 1000) return 'reuse';
  }
  if (token.expires_at <= now || session.expires_at <= now) return 'dead';
  return token.rotated_at ? 'grace' : 'rotate';
}

/* ------------------------------------------------------------------ preferences */

export interface Preferences {
  language: 'en' | 'ar';
  newsletter: boolean;
  notifications: { order_updates: boolean; promotions: boolean; crop_tips: boolean };
}

export interface PreferencesPatch {
  language?: 'en' | 'ar' | undefined;
  newsletter?: boolean | undefined;
  notifications?: Partial<Record<keyof Preferences['notifications'], boolean | undefined>> | undefined;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  newsletter: false,
  notifications: { order_updates: true, promotions: false, crop_tips: true },
};

const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/** Stored preferences (any JSON) completed with the defaults; unknown keys and wrong types are dropped. */
export function resolvePreferences(stored: unknown): Preferences {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const n = (s.notifications && typeof s.notifications === 'object' ? s.notifications : {}) as Record<string, unknown>;
  const d = DEFAULT_PREFERENCES;
  return {
    language: s.language === 'ar' || s.language === 'en' ? s.language : d.language,
    newsletter: bool(s.newsletter, d.newsletter),
    notifications: {
      order_updates: bool(n.order_updates, d.notifications.order_updates),
      promotions: bool(n.promotions, d.notifications.promotions),
      crop_tips: bool(n.crop_tips, d.notifications.crop_tips),
    },
  };
}

/** The preferences after a partial update: only the keys sent change. */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  const n = patch.notifications ?? {};
  return {
    language: patch.language ?? current.language,
    newsletter: patch.newsletter ?? current.newsletter,
    notifications: {
      order_updates: n.order_updates ?? current.notifications.order_updates,
      promotions: n.promotions ?? current.notifications.promotions,
      crop_tips: n.crop_tips ?? current.notifications.crop_tips,
    },
  };
}

/** Whole days since `since` (the "accountAge" of the stats). */
export function daysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}
