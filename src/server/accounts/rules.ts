/**
 * The pure rules of accounts and sessions: guessing throttles, refresh-token rotation, account age. No I/O —
 * the SQL next door feeds them rows and the database's clock.
 */

import { type Message, type MessageKey, englishText, msg } from '../../shared/messages';

/* ------------------------------------------------------------------ guessing throttles */

/**
 * What is throttled: the password at sign-in, the two-factor code (sign-in, and turning it on or off), the password
 * given to confirm a sensitive change, and the verification e-mail (each request sends one).
 */
export type AttemptAction = 'login' | 'two_factor' | 'password_confirm' | 'verification_mail';

/** How an attempt ended. 'pending' until the secret has been checked; 'locked' when it was refused unchecked. */
export type AttemptOutcome =
  | 'pending'
  | 'success'
  | 'locked'
  | 'unknown_email'
  | 'wrong_password'
  | 'invalid_two_factor_code'
  | 'account_suspended'
  | 'account_deactivated'
  | 'two_factor_required'
  | 'already_verified';

export interface AttemptPolicy {
  /** Counted attempts per account within the window, from every address together. */
  perAccount: number;
  /** Counted attempts per account from one client address within the window (since that address's last success). */
  perAddress: number;
  windowMinutes: number;
  /** Addresses the account signed in from lately (KNOWN_ADDRESS_DAYS) are held to `perAddress` only. */
  knownAddressesExempt: boolean;
  /** A new password makes the earlier wrong guesses moot: they stop counting against the account. */
  resetByPasswordChange: boolean;
}

export const ATTEMPT_POLICIES: Record<AttemptAction, AttemptPolicy> = {
  login: { perAccount: 10, perAddress: 5, windowMinutes: 15, knownAddressesExempt: true, resetByPasswordChange: true },
  two_factor: {
    perAccount: 10,
    perAddress: 5,
    windowMinutes: 15,
    knownAddressesExempt: true,
    resetByPasswordChange: false,
  },
  password_confirm: {
    perAccount: 10,
    perAddress: 5,
    windowMinutes: 15,
    knownAddressesExempt: false,
    resetByPasswordChange: true,
  },
  verification_mail: {
    perAccount: 5,
    perAddress: 5,
    windowMinutes: 15,
    knownAddressesExempt: false,
    resetByPasswordChange: false,
  },
};

/** How long an address the account signed in from counts as known. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * The budget of failed sign-ins from one client address across ALL accounts (an IPv6 /64 is one client): a sprayer
 * who tries a few passwords on each of many accounts stays under every per-account limit, but not under this one.
 * Every counted sign-in attempt (a wrong password, an unknown e-mail, one still being checked) from the address within
 * the window counts; a success does not clear it (a sprayer's own account would).
 */
export const ADDRESS_SIGN_IN_BUDGET = { failures: 20, windowMinutes: 15 } as const;

/** Sign-in attempts kept per account (the newest; older failures are pruned as new ones come), and in its export. */
export const ATTEMPTS_KEPT_PER_ACCOUNT = 200;

/** A User-Agent as stored (attempts, sessions, activity): its first 256 characters. */
export const USER_AGENT_MAX_CHARS = 256;

/** The User-Agent cut to USER_AGENT_MAX_CHARS, never ending on half of a surrogate pair. */
export function boundedUserAgent(userAgent: string): string {
  if (userAgent.length <= USER_AGENT_MAX_CHARS) return userAgent;
  const cut = userAgent.slice(0, USER_AGENT_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Whether an attempt that ended this way counts against the limits: a wrong guess of the action's secret does
 * (and a sent verification e-mail, which is what that limit is about); a right password that then meets a
 * suspension or the second step does not; a refusal while locked does not (a lock never extends itself).
 * 'pending' counts: an attempt is counted before its secret is checked, so parallel guesses see each other.
 */
export function attemptCounts(action: AttemptAction, outcome: AttemptOutcome): boolean {
  switch (outcome) {
    case 'pending':
      return true;
    case 'success':
      return action === 'verification_mail';
    case 'unknown_email':
    case 'wrong_password':
      return action === 'login' || action === 'password_confirm';
    case 'invalid_two_factor_code':
      return action === 'two_factor';
    case 'locked':
    case 'account_suspended':
    case 'account_deactivated':
    case 'two_factor_required':
    case 'already_verified':
      return false;
    default: {
      const never: never = outcome;
      throw new Error(`Unknown attempt outcome ${String(never)}`);
    }
  }
}

/** A stored attempt, as the throttle reads it. */
export interface AttemptRecord {
  success: boolean;
  counted: boolean;
  client_key: string;
  created_at: Date;
}

export interface AttemptLock {
  /** The account's guesses, this address's guesses at the account, or this address's failures across all accounts. */
  scope: 'account' | 'address' | 'client';
  until: Date;
  retryAfterSeconds: number;
}

function lockFrom(
  scope: AttemptLock['scope'],
  others: readonly Date[],
  limit: number,
  windowMs: number,
  now: Date,
): AttemptLock | null {
  // The lock holds while `limit` earlier counted attempts are in the window: until the limit-th newest leaves it.
  const holding = others[limit - 1];
  if (!holding) return null;
  const until = new Date(holding.getTime() + windowMs);
  return { scope, until, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
}

/** Whether an attempt at `created_at` still counts: in the window, and not before a password change that voids it. */
function stillCounts(policy: AttemptPolicy, createdAt: Date, passwordChangedAt: Date | null, now: Date): boolean {
  if (now.getTime() - createdAt.getTime() >= policy.windowMinutes * 60_000) return false;
  return !(policy.resetByPasswordChange && passwordChangedAt && createdAt < passwordChangedAt);
}

/** The counted attempts from one client since its last success that was not itself counted (newest first). */
export function countedFromAddress<T extends AttemptRecord>(attempts: readonly T[], clientKey: string): T[] {
  const counted: T[] = [];
  for (const a of attempts) {
    if (a.client_key !== clientKey) continue;
    if (a.success && !a.counted) break;
    if (a.counted) counted.push(a);
  }
  return counted;
}

/**
 * Judge an attempt that has just been recorded as pending (and so already counts for the attempts after it). It is
 * refused when the account already has `perAccount` counted attempts in the window (unless the address is known and
 * the action exempts known addresses), or this address `perAddress` since its last success. A lock lifts when
 * enough counted attempts leave the window, so nobody's guesses keep the owner out longer than the window.
 * `others` are the account's other attempts of this action (not the one judged), newest first.
 */
export function judgeAttempt(
  policy: AttemptPolicy,
  input: {
    others: readonly AttemptRecord[];
    clientKey: string;
    knownAddress: boolean;
    passwordChangedAt: Date | null;
    now: Date;
  },
): AttemptLock | null {
  const windowMs = policy.windowMinutes * 60_000;
  const { now } = input;
  const live = input.others.filter((a) => stillCounts(policy, a.created_at, input.passwordChangedAt, now));
  const fromAddress = countedFromAddress(live, input.clientKey).map((a) => a.created_at);
  const addressLock = lockFrom('address', fromAddress, policy.perAddress, windowMs, now);
  if (addressLock) return addressLock;
  if (policy.knownAddressesExempt && input.knownAddress) return null;
  const fromAll = live.filter((a) => a.counted).map((a) => a.created_at);
  return lockFrom('account', fromAll, policy.perAccount, windowMs, now);
}

/**
 * Judge a sign-in from a client against ADDRESS_SIGN_IN_BUDGET, before it is recorded: `failures` are the created_at
 * of the client's counted sign-in attempts in the window, newest first (at most `budget.failures` are needed). Refused
 * while the budget is used up, until the oldest of those leaves the window.
 */
export function judgeClientBudget(
  failures: readonly Date[],
  now: Date,
  budget: { failures: number; windowMinutes: number } = ADDRESS_SIGN_IN_BUDGET,
): AttemptLock | null {
  const windowMs = budget.windowMinutes * 60_000;
  const live = failures.filter((at) => now.getTime() - at.getTime() < windowMs);
  return lockFrom('client', live, budget.failures, windowMs, now);
}

/** Counted attempts of the account in the window (after the attempt was settled): the lock engages at `perAccount`. */
export function accountLockEngaged(
  policy: AttemptPolicy,
  attempts: readonly AttemptRecord[],
  passwordChangedAt: Date | null,
  now: Date,
): boolean {
  return (
    attempts.filter((a) => a.counted && stillCounts(policy, a.created_at, passwordChangedAt, now)).length >=
    policy.perAccount
  );
}

/** The refusal of each locked action (its text ends "Please try again in N minutes."). */
const LOCKOUT_MESSAGES = {
  login: 'accounts.tooManyAttempts',
  two_factor: 'accounts.tooManyCodes',
  password_confirm: 'accounts.tooManyPasswords',
  verification_mail: 'accounts.tooManyVerificationMails',
} as const satisfies Record<AttemptAction, MessageKey>;

/** The refusal of a locked action, with the wait in minutes (rounded up, at least one). */
export function lockout(
  retryAfterSeconds: number,
  action: AttemptAction = 'login',
  scope: AttemptLock['scope'] = 'account',
): Message {
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return scope === 'client' ? msg('accounts.tooManyFromNetwork', { count }) : msg(LOCKOUT_MESSAGES[action], { count });
}

/** The refusal's English text: "Too many failed sign-in attempts. Please try again in N minutes." */
export const lockoutMessage = (retryAfterSeconds: number, action: AttemptAction = 'login'): string =>
  englishText(lockout(retryAfterSeconds, action));

/* ------------------------------------------------------------------ refresh-token rotation */

/**
 * How long a just-rotated refresh token is still honoured: two tabs that refresh at once present the same token,
 * and both must succeed. Within it the token answers the successor it got the first time (never a second chain);
 * past it, presenting a rotated token is treated as theft (RFC 9700, section 4.14.2).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export type RefreshVerdict =
  /** The current token: rotate it. */
  | 'rotate'
  /** Rotated moments ago (another tab): answer the same successor it got then, keep the session. */
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

/* ------------------------------------------------------------------ account age */

/** Whole days since `since` (the "accountAge" of the stats). */
export function daysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}
