import { TooManyRequestsError } from '../../shared/errors';
import { resolvePreferences } from '../../shared/preferences';
import { clientKey } from '../clientKey';
import type { AppDeps } from '../context';
import type { Queryable, Sql } from '../db';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { accountLockedMail } from '../mail/accountTemplates';
import { type Origin, audit } from './activity';
import { mailLink } from '../mail/links';
import {
  ADDRESS_SIGN_IN_BUDGET,
  ATTEMPTS_KEPT_PER_ACCOUNT,
  ATTEMPT_POLICIES,
  type AttemptAction,
  type AttemptLock,
  type AttemptOutcome,
  type AttemptRecord,
  KNOWN_ADDRESS_DAYS,
  accountLockEngaged,
  attemptCounts,
  boundedUserAgent,
  countedFromAddress,
  judgeAttempt,
  judgeClientBudget,
  lockout,
} from './rules';

/*
 * Guessing throttles (the rules are in rules.ts, the reasoning in ARCHITECTURE.md). Every guess of a secret — the
 * password at sign-in, a two-factor code, the password confirming a sensitive change — and every verification
 * e-mail is an attempt row, written BEFORE the secret is checked: under a per-account advisory lock the row is
 * inserted as pending (it counts) and the account's attempts are read and judged in the same transaction, so
 * parallel or batched guesses queue on the lock and each sees all the others. The row is then settled with its
 * outcome. The rows are also the user's sign-in history (action 'login'). A transaction that also locks the user's
 * row takes the attempts' lock first (settle before `requireUser(…, { lock: true })`), so the two never deadlock.
 */

type ThrottleDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** An attempt recorded as pending, to be settled once its secret is checked. */
export interface Attempt {
  id: string;
  action: AttemptAction;
  email: string;
  userId: string | null;
  clientKey: string;
}

/**
 * The client as the limits see it: the request's address as fastify reports it (TRUST_PROXY decides whether
 * forwarded headers are believed), an IPv6 address by its /64 (src/server/clientKey.ts).
 */
export function clientKeyOf(origin: Origin): string {
  return clientKey(origin.ip);
}

/** One transaction-level advisory lock per account (or per unknown e-mail): attempts of one account queue on it. */
async function lockAccount(tx: Queryable, who: { email: string; userId: string | null }): Promise<void> {
  const key = who.userId ? `user:${who.userId}` : `email:${who.email.toLowerCase()}`;
  await tx`select pg_advisory_xact_lock(hashtextextended(${`fellah.attempts:${key}`}, 0))`;
}

/** The account's attempts of one action within the window, newest first, with the clock and password date. */
async function readAttempts(tx: Queryable, action: AttemptAction, who: { email: string; userId: string | null }) {
  const windowMinutes = ATTEMPT_POLICIES[action].windowMinutes;
  const rows = who.userId
    ? await tx<(AttemptRecord & { id: string })[]>`
        select id::text as id, success, counted, client_key, created_at from login_attempts
        where user_id = ${who.userId} and action = ${action} and created_at > now() - make_interval(mins => ${windowMinutes})
        order by created_at desc, id desc`
    : await tx<(AttemptRecord & { id: string })[]>`
        select id::text as id, success, counted, client_key, created_at from login_attempts
        where user_id is null and email = ${who.email} and action = ${action} and created_at > now() - make_interval(mins => ${windowMinutes})
        order by created_at desc, id desc`;
  const [facts] = await tx<{ now: Date; password_changed_at: Date | null }[]>`
    select now() as now, (select password_changed_at from users where id = ${who.userId}) as password_changed_at`;
  return { rows, now: facts!.now, passwordChangedAt: facts!.password_changed_at };
}

/** Whether the account signed in from this client lately: such an address is held to its own limit only. */
async function isKnownAddress(tx: Queryable, userId: string | null, clientKey: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await tx`
    select 1 from login_attempts
    where user_id = ${userId} and action = 'login' and success and client_key = ${clientKey}
      and created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})
    limit 1`;
  return row !== undefined;
}

/** One transaction-level advisory lock per client address: its sign-ins across all accounts queue on it. */
async function lockClient(tx: Queryable, clientKey: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`fellah.attempts:client:${clientKey}`}, 0))`;
}

/**
 * The client's sign-in budget across all accounts (ADDRESS_SIGN_IN_BUDGET), judged in the database, so every app
 * process sees the same count: its counted sign-in attempts (wrong passwords, unknown e-mails, ones still being
 * checked) within the window.
 */
async function clientBudgetLock(tx: Queryable, clientKey: string): Promise<AttemptLock | null> {
  const rows = await tx<{ created_at: Date; now: Date }[]>`
    select created_at, now() as now from login_attempts
    where client_key = ${clientKey} and action = 'login' and counted
      and created_at > now() - make_interval(mins => ${ADDRESS_SIGN_IN_BUDGET.windowMinutes})
    order by created_at desc
    limit ${ADDRESS_SIGN_IN_BUDGET.failures}`;
  if (rows.length < ADDRESS_SIGN_IN_BUDGET.failures) return null;
  return judgeClientBudget(
    rows.map((r) => r.created_at),
    rows[0]!.now,
  );
}

/**
 * Keep a refused attempt once per window: a locked account (or a client past its budget) refused again and again
 * stores one row, not one per try (a refusal is free for the caller: no password is checked).
 */
async function recordRefusalOnce(
  tx: Queryable,
  who: { action: AttemptAction; email: string; userId: string | null },
  origin: Origin,
  clientKey: string,
  scope: AttemptLock['scope'],
): Promise<void> {
  const windowMinutes =
    scope === 'client' ? ADDRESS_SIGN_IN_BUDGET.windowMinutes : ATTEMPT_POLICIES[who.action].windowMinutes;
  const [earlier] =
    scope === 'client'
      ? await tx`select 1 from login_attempts where client_key = ${clientKey} and action = ${who.action} and reason = 'locked'
                   and created_at > now() - make_interval(mins => ${windowMinutes}) limit 1`
      : who.userId
        ? await tx`select 1 from login_attempts where user_id = ${who.userId} and action = ${who.action} and reason = 'locked'
                     and created_at > now() - make_interval(mins => ${windowMinutes}) limit 1`
        : await tx`select 1 from login_attempts where user_id is null and email = ${who.email} and action = ${who.action} and reason = 'locked'
                     and created_at > now() - make_interval(mins => ${windowMinutes}) limit 1`;
  if (earlier) return;
  await tx`insert into login_attempts (action, email, user_id, ip, client_key, user_agent, success, reason, counted)
           values (${who.action}, ${who.email}, ${who.userId}, ${origin.ip}, ${clientKey}, ${boundedUserAgent(origin.userAgent)}, false, 'locked', false)`;
}

/**
 * Keep an account's attempts bounded: past ATTEMPTS_KEPT_PER_ACCOUNT failed (or refused) ones, the oldest go. Its
 * successes stay (they make an address known), and so does everything the throttles still count.
 */
async function pruneAttempts(tx: Queryable, userId: string): Promise<void> {
  await tx`
    delete from login_attempts
    where user_id = ${userId} and not success and id < (
      select id from login_attempts where user_id = ${userId} and not success
      order by id desc offset ${ATTEMPTS_KEPT_PER_ACCOUNT - 1} limit 1)`;
}

/**
 * Record an attempt before its secret is checked. Refused (429 with the retry time) when this client address has
 * used up its sign-in budget across all accounts, or the account or this address has used up its guesses at it; a
 * refusal is stored at most once per window (as 'locked', which never extends a lock).
 */
export async function openAttempt(
  sql: Sql,
  who: { action: AttemptAction; email: string; userId: string | null },
  origin: Origin,
): Promise<Attempt> {
  const clientKey = clientKeyOf(origin);
  const policy = ATTEMPT_POLICIES[who.action];
  const outcome = await sql.begin(async (tx): Promise<{ id: string | null; lock: AttemptLock | null }> => {
    // The client's lock before the account's, always (settling takes only the account's): no two wait on each other.
    if (who.action === 'login') {
      await lockClient(tx, clientKey);
      const spent = await clientBudgetLock(tx, clientKey);
      if (spent) {
        await recordRefusalOnce(tx, who, origin, clientKey, 'client');
        return { id: null, lock: spent };
      }
    }
    // Under the account's lock the attempts before this one are all written: judged first, this one is recorded as
    // pending (it counts for the next) only when it may go on.
    await lockAccount(tx, who);
    const { rows, now, passwordChangedAt } = await readAttempts(tx, who.action, who);
    const knownAddress = await isKnownAddress(tx, who.userId, clientKey);
    const lock = judgeAttempt(policy, { others: rows, clientKey, knownAddress, passwordChangedAt, now });
    if (lock) {
      await recordRefusalOnce(tx, who, origin, clientKey, lock.scope);
      return { id: null, lock };
    }
    const [row] = await tx<{ id: string }[]>`
      insert into login_attempts (action, email, user_id, ip, client_key, user_agent, success, reason, counted)
      values (${who.action}, ${who.email}, ${who.userId}, ${origin.ip}, ${clientKey}, ${boundedUserAgent(origin.userAgent)}, false, 'pending', true)
      returning id::text as id`;
    if (who.userId) await pruneAttempts(tx, who.userId);
    return { id: row!.id, lock: null };
  });
  if (outcome.lock || !outcome.id) {
    const lock = outcome.lock!;
    throw new TooManyRequestsError(lockout(lock.retryAfterSeconds, who.action, lock.scope), undefined, {
      retry_after_seconds: lock.retryAfterSeconds,
      retry_at: lock.until.toISOString(),
    });
  }
  return { id: outcome.id, action: who.action, email: who.email, userId: who.userId, clientKey };
}

/**
 * Forget an attempt whose secret was never checked (the password check was refused: the hashing queue was full), so
 * it does not count against anybody.
 */
export async function abandonAttempt(sql: Queryable, attempt: Attempt): Promise<void> {
  await sql`delete from login_attempts where id = ${attempt.id} and reason = 'pending'`;
}

/** The audit action of an address lock-out (sign-in keeps its historical name). */
const addressLockAction = (action: AttemptAction) => (action === 'login' ? 'auth.lockout' : `auth.${action}_lockout`);

/**
 * Settle an attempt with its outcome, in the caller's transaction. When a counted failure is the one that uses up
 * an address's guesses, that is audited; when it uses up the account's, that is audited and the owner is mailed
 * (once per window, in their language) — the mail is returned for the caller to dispatch after the commit.
 */
export async function settleAttempt(
  tx: Queryable,
  deps: Pick<ThrottleDeps, 'config'>,
  attempt: Attempt,
  outcome: Exclude<AttemptOutcome, 'pending' | 'locked'>,
  origin: Origin,
): Promise<QueuedMail[]> {
  const counted = attemptCounts(attempt.action, outcome);
  await lockAccount(tx, attempt);
  await tx`update login_attempts set success = ${outcome === 'success'}, reason = ${outcome === 'success' ? null : outcome}, counted = ${counted}
           where id = ${attempt.id}`;
  if (!counted || outcome === 'success') return [];
  const policy = ATTEMPT_POLICIES[attempt.action];
  const { rows, now, passwordChangedAt } = await readAttempts(tx, attempt.action, attempt);

  if (countedFromAddress(rows, attempt.clientKey).length === policy.perAddress) {
    await audit(
      tx,
      {
        actorId: null,
        action: addressLockAction(attempt.action),
        targetType: 'user',
        targetId: attempt.userId,
        details: { email: attempt.email },
      },
      origin,
    );
  }

  if (!attempt.userId || !accountLockEngaged(policy, rows, passwordChangedAt, now)) return [];
  const [noticed] = await tx`
    select 1 from audit_log
    where action = 'auth.account_locked' and target_type = 'user' and target_id = ${attempt.userId}
      and details ->> 'action' = ${attempt.action} and created_at > now() - make_interval(mins => ${policy.windowMinutes})
    limit 1`;
  if (noticed) return [];
  await audit(
    tx,
    {
      actorId: null,
      action: 'auth.account_locked',
      targetType: 'user',
      targetId: attempt.userId,
      details: { action: attempt.action, failures: policy.perAccount },
    },
    origin,
  );
  const [owner] = await tx<{ email: string | null; first_name: string; preferences: unknown; status: string }[]>`
    select email, first_name, preferences, status from users where id = ${attempt.userId}`;
  if (!owner?.email || owner.status === 'deleted') return [];
  const { language } = resolvePreferences(owner.preferences);
  const content = accountLockedMail({
    language,
    firstName: owner.first_name,
    action: attempt.action,
    minutes: policy.windowMinutes,
    resetLink: mailLink(deps.config.publicUrl, language, '/login?mode=forgot'),
  });
  return [await queueMail(tx, { ...content, kind: 'account_locked', to: owner.email, userId: attempt.userId })];
}

/** Settle an attempt in a transaction of its own, and send the owner's mail if the account lock engaged. */
export async function settleAttemptNow(
  deps: ThrottleDeps,
  attempt: Attempt,
  outcome: Exclude<AttemptOutcome, 'pending' | 'locked'>,
  origin: Origin,
): Promise<void> {
  const mail = await deps.sql.begin((tx) => settleAttempt(tx, deps, attempt, outcome, origin));
  dispatchMail(deps, mail);
}

/**
 * Check a secret under the throttle: open the attempt (429 when the guesses are used up), run `check`, settle it
 * as success or `failure`. Returns what `check` said.
 */
export async function throttledCheck(
  deps: ThrottleDeps,
  who: { action: AttemptAction; email: string; userId: string | null },
  origin: Origin,
  check: () => Promise<boolean>,
  failure: Exclude<AttemptOutcome, 'pending' | 'locked' | 'success'>,
): Promise<boolean> {
  const attempt = await openAttempt(deps.sql, who, origin);
  let passed: boolean;
  try {
    passed = await check();
  } catch (err) {
    await abandonAttempt(deps.sql, attempt);
    throw err;
  }
  await settleAttemptNow(deps, attempt, passed ? 'success' : failure, origin);
  return passed;
}
