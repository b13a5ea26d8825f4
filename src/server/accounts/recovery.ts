import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { hashPassword } from '../auth/password';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { mailLink } from '../mail/links';
import { resolvePreferences } from '../../shared/preferences';
import { emailVerificationMail, passwordResetMail } from '../mail/templates';
import { type Origin, audit, recordActivity } from './activity';
import { spendEmailChanges } from './emailChange';
import { spendPhoneCodes } from './phoneCodes';
import { queuePasswordChangedNotice } from './notices';
import { endUserSessions } from './sessions';
import { openAttempt, settleAttempt } from './throttle';
import { type UserRow, findUserByEmail, requireEmail, requireUser, selfDeactivated } from './userRecord';
import { say } from '../language';

/** The same answer whether or not an account has this e-mail (no account enumeration). */
export const RESET_LINK_INVALID = msg('accounts.resetLinkExpired');
export const VERIFY_LINK_INVALID = msg('accounts.verifyLinkExpired');

const RESET_TTL_MINUTES = 60;
const VERIFY_TTL_HOURS = 24;
/** Reset e-mails sent to one account per hour, at most (more requests get the same answer and no mail). */
const RESETS_PER_HOUR = 5;

type MailingDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/* ------------------------------------------------------------------ password reset */

/** An account that may sign in: active, or closed by its owner (an administrator's deactivation or a ban is not). */
const maySignIn = (user: Parameters<typeof selfDeactivated>[0]) => user.status === 'active' || selfDeactivated(user);

/**
 * Forgot password: for an account that may sign in (active, or deactivated by its owner), store a single-use reset token
 * (hashed, one hour) and queue the e-mail with its link. The caller answers 'accounts.resetLinkSent' either way.
 */
export async function requestPasswordReset(deps: MailingDeps, email: string, origin: Origin): Promise<void> {
  const queued = await deps.sql.begin(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const eligible = user && maySignIn(user);
    const userId = eligible ? String(user.id) : null;
    await audit(
      tx,
      {
        actorId: null,
        action: 'auth.password_reset_requested',
        targetType: 'user',
        targetId: userId,
        details: { email },
      },
      origin,
    );
    if (!eligible) return [];
    const [recent] = await tx<{ count: bigint }[]>`
      select count(*) as count from password_resets where user_id = ${userId} and created_at > now() - interval '1 hour'`;
    if (Number(recent!.count) >= RESETS_PER_HOUR) return [];
    const token = newOpaqueToken();
    await tx`insert into password_resets (user_id, token_hash, expires_at, ip)
             values (${userId}, ${hashToken(token)}, now() + make_interval(mins => ${RESET_TTL_MINUTES}), ${origin.ip})`;
    const { language } = resolvePreferences(user.preferences);
    const content = passwordResetMail({
      language,
      firstName: user.first_name,
      link: mailLink(deps.config.publicUrl, language, `/reset-password?token=${token}`),
    });
    return [await queueMail(tx, { ...content, kind: 'password_reset', to: user.email ?? email, userId })];
  });
  dispatchMail(deps, queued);
}

/**
 * Spend every link of an account still waiting to be opened — password resets, e-mail verifications, e-mail changes —
 * in the caller's transaction: its password or e-mail address just changed, so whoever asked for them may not be who
 * holds the account now.
 */
export async function spendPendingLinks(tx: Queryable, userId: string): Promise<void> {
  await tx`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`;
  await tx`update email_verifications set used_at = now() where user_id = ${userId} and used_at is null`;
  await spendEmailChanges(tx, userId);
  await spendPhoneCodes(tx, userId);
}

/**
 * Reset the password with an e-mailed token: every pending link of the account is used up (this one too), every
 * session ends, the e-mail counts as verified (the link proved the mailbox), and the owner is told by e-mail.
 */
export async function resetPassword(
  deps: MailingDeps,
  token: string,
  newPassword: string,
  origin: Origin,
): Promise<void> {
  const { sql } = deps;
  const passwordHash = await hashPassword(newPassword);
  const mail = await sql.begin(async (tx) => {
    const [reset] = await tx<
      { user_id: string; id: string; status: UserRow['status']; deactivated_by: bigint | null }[]
    >`
      select r.user_id::text as user_id, u.id::text as id, u.status, u.deactivated_by from password_resets r join users u on u.id = r.user_id
      where r.token_hash = ${hashToken(token)} and r.used_at is null and r.expires_at > now()
      for update of r`;
    if (!reset || !maySignIn(reset)) throw new ValidationError(RESET_LINK_INVALID, 'token');
    const userId = reset.user_id;
    await tx`update users set password_hash = ${passwordHash}, password_changed_at = now(), email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
             where id = ${userId}`;
    await endUserSessions(tx, userId, 'password reset');
    await spendPendingLinks(tx, userId);
    await recordActivity(tx, userId, 'password.reset', origin);
    await audit(tx, { actorId: userId, action: 'auth.password_reset', targetType: 'user', targetId: userId }, origin);
    return queuePasswordChangedNotice(tx, deps.config.publicUrl, userId);
  });
  dispatchMail(deps, mail);
}

/* ------------------------------------------------------------------ e-mail verification */

/** Store a verification token for the user's current e-mail and queue the message (in the caller's transaction). */
export async function queueEmailVerification(
  tx: Queryable,
  config: Config,
  user: UserRow & { email: string },
): Promise<QueuedMail> {
  const token = newOpaqueToken();
  const userId = String(user.id);
  await tx`insert into email_verifications (user_id, email, token_hash, expires_at)
           values (${userId}, ${user.email}, ${hashToken(token)}, now() + make_interval(hours => ${VERIFY_TTL_HOURS}))`;
  const { language } = resolvePreferences(user.preferences);
  const content = emailVerificationMail({
    language,
    firstName: user.first_name,
    link: mailLink(config.publicUrl, language, `/verify-email?token=${token}`),
    hours: VERIFY_TTL_HOURS,
  });
  return queueMail(tx, { ...content, kind: 'email_verification', to: user.email, userId });
}

/**
 * Send (again) the verification link to the signed-in user's e-mail, unless it is verified already. Each mail sent
 * counts against the verification-mail throttle (429 once used up), so the button cannot flood a mailbox.
 */
export async function requestEmailVerification(
  deps: MailingDeps,
  userId: string,
  origin: Origin,
): Promise<{ message: string }> {
  const user = await requireUser(deps.sql, userId);
  if (user.email_verified_at) return { message: say('accounts.emailAlreadyVerified') };
  const email = requireEmail(user);
  const attempt = await openAttempt(deps.sql, { action: 'verification_mail', email, userId }, origin);
  const outcome = await deps.sql.begin(async (tx) => {
    // Settled first: the attempts' advisory lock comes before the user's row lock (src/server/accounts/throttle.ts).
    const settled = await settleAttempt(tx, deps, attempt, 'success', origin);
    const current = await requireUser(tx, userId, { lock: true });
    if (current.email_verified_at) {
      await settleAttempt(tx, deps, attempt, 'already_verified', origin);
      return { message: say('accounts.emailAlreadyVerified'), queued: settled };
    }
    const address = requireEmail(current);
    const queued = await queueEmailVerification(tx, deps.config, { ...current, email: address });
    return { message: say('accounts.verificationSent', { email: address }), queued: [queued, ...settled] };
  });
  dispatchMail(deps, outcome.queued);
  return { message: outcome.message };
}

/** Verify an e-mail with an e-mailed token. The token is for one address: after an e-mail change it no longer works. */
export async function verifyEmail(
  sql: MailingDeps['sql'],
  token: string,
  origin: Origin,
): Promise<{ message: string }> {
  return sql.begin(async (tx) => {
    const [found] = await tx<{ id: string; user_id: string }[]>`
      select v.id::text as id, v.user_id::text as user_id
      from email_verifications v join users u on u.id = v.user_id and u.email = v.email
      where v.token_hash = ${hashToken(token)} and v.used_at is null and v.expires_at > now() and u.status in ('active', 'deactivated')
      for update of v`;
    if (!found) throw new ValidationError(VERIFY_LINK_INVALID, 'token');
    await tx`update email_verifications set used_at = now() where user_id = ${found.user_id} and used_at is null`;
    await tx`update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ${found.user_id}`;
    await recordActivity(tx, found.user_id, 'email.verified', origin);
    return { message: say('accounts.emailVerifiedThanks') };
  });
}
