import { ConflictError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import type { Queryable } from '../db';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { emailChangeMail, emailChangedMail } from '../mail/accountTemplates';
import { type Origin, audit, recordActivity } from './activity';
import { resolvePreferences } from '../../shared/preferences';
import { endUserSessions } from './sessions';
import type { UserRow } from './userRecord';
import { say } from '../language';
import { mailLink } from '../mail/links';

/*
 * Changing the e-mail address needs proof twice: the current password (or an administrator) to ask, and the link
 * mailed to the NEW address to make it so. Until the link is opened nothing changes; when it is, the new address
 * counts as verified, the old one is told, and every other session of the user ends.
 */

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_CHANGE_LINK_INVALID = msg('accounts.emailChangeLinkInvalid');
export const PASSWORD_FOR_EMAIL_CHANGE = msg('accounts.passwordForEmailChange');
export const DUPLICATE_EMAIL = msg('accounts.emailTaken');

type MailingDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** True for PostgreSQL's unique violation on users.email (a concurrent sign-up or e-mail change won the race). */
export function isDuplicateEmail(err: unknown): boolean {
  const e = err as { code?: string; constraint_name?: string };
  return e.code === '23505' && e.constraint_name === 'users_email_key';
}

/**
 * Ask for a change to `newEmail`, in the caller's transaction: earlier pending requests are spent, a single-use
 * token (hashed, 24 hours) is stored and its link queued to the NEW address. `sessionId` is the session that asked
 * (kept open when the change takes effect); null when an administrator asked.
 */
export async function queueEmailChange(
  tx: Queryable,
  config: Config,
  user: UserRow,
  newEmail: string,
  requester: { userId: string; sessionId: string | null },
  origin: Origin,
): Promise<QueuedMail> {
  const userId = String(user.id);
  const token = newOpaqueToken();
  await tx`update email_changes set used_at = now() where user_id = ${userId} and used_at is null`;
  await tx`insert into email_changes (user_id, old_email, new_email, token_hash, requested_by, session_id, ip, expires_at)
           values (${userId}, ${user.email}, ${newEmail}, ${hashToken(token)}, ${requester.userId}, ${requester.sessionId}, ${origin.ip},
                   now() + make_interval(hours => ${EMAIL_CHANGE_TTL_HOURS}))`;
  await recordActivity(
    tx,
    userId,
    'email.change_requested',
    origin,
    requester.userId !== userId ? { by: requester.userId } : {},
  );
  const { language } = resolvePreferences(user.preferences);
  const content = emailChangeMail({
    language,
    firstName: user.first_name,
    newEmail,
    link: mailLink(config.publicUrl, language, `/confirm-email-change?token=${token}`),
    hours: EMAIL_CHANGE_TTL_HOURS,
  });
  return queueMail(tx, { ...content, kind: 'email_change', to: newEmail, userId });
}

/** Spend a user's pending e-mail changes (their password changed or was reset: whoever asked may not have been them). */
export async function spendEmailChanges(tx: Queryable, userId: string): Promise<void> {
  await tx`update email_changes set used_at = now() where user_id = ${userId} and used_at is null`;
}

/**
 * Open the link from the new address: the e-mail changes (and counts as verified), the old address is told, every
 * other session of the user ends (the session that asked stays), and every other pending link (reset, verification)
 * is spent. Works signed out. A used, expired, superseded or
 * unknown link, or one for an address the account no longer has, is refused without changing anything.
 */
export async function confirmEmailChange(
  deps: MailingDeps,
  token: string,
  origin: Origin,
): Promise<{ message: string; email: string }> {
  let outcome: { message: string; email: string; mail: QueuedMail };
  try {
    outcome = await deps.sql.begin(async (tx) => {
      const [found] = await tx<
        {
          id: string;
          user_id: string;
          old_email: string;
          new_email: string;
          requested_by: string | null;
          session_id: string | null;
          first_name: string;
          preferences: unknown;
        }[]
      >`
        select c.id::text as id, c.user_id::text as user_id, c.old_email, c.new_email, c.requested_by::text as requested_by,
               c.session_id::text as session_id, u.first_name, u.preferences
        from email_changes c join users u on u.id = c.user_id and u.email = c.old_email
        where c.token_hash = ${hashToken(token)} and c.used_at is null and c.expires_at > now() and u.status = 'active'
        for update of c, u`;
      if (!found) throw new ValidationError(EMAIL_CHANGE_LINK_INVALID, 'token');
      const [taken] = await tx`select 1 from users where email = ${found.new_email} and id <> ${found.user_id}`;
      if (taken) throw new ConflictError(DUPLICATE_EMAIL, 'email');
      await spendEmailChanges(tx, found.user_id);
      await tx`update users set email = ${found.new_email}, email_verified_at = now(), updated_at = now() where id = ${found.user_id}`;
      // Every other pending link dies with the old address: reset links sent there, verification links (issue 38.3).
      await tx`update email_verifications set used_at = now() where user_id = ${found.user_id} and used_at is null`;
      await tx`update password_resets set used_at = now() where user_id = ${found.user_id} and used_at is null`;
      await endUserSessions(tx, found.user_id, 'e-mail changed', found.session_id ?? undefined);
      await recordActivity(tx, found.user_id, 'email.changed', origin);
      await audit(
        tx,
        {
          actorId: found.requested_by,
          action: 'account.email_changed',
          targetType: 'user',
          targetId: found.user_id,
          details: { from: found.old_email, to: found.new_email },
        },
        origin,
      );
      const { language } = resolvePreferences(found.preferences);
      const content = emailChangedMail({
        language,
        firstName: found.first_name,
        newEmail: found.new_email,
        supportLink: mailLink(deps.config.publicUrl, language, '/about'),
      });
      const mail = await queueMail(tx, {
        ...content,
        kind: 'email_changed',
        to: found.old_email,
        userId: found.user_id,
      });
      return { message: say('accounts.emailChanged', { email: found.new_email }), email: found.new_email, mail };
    });
  } catch (err) {
    if (isDuplicateEmail(err)) throw new ConflictError(DUPLICATE_EMAIL, 'email');
    throw err;
  }
  dispatchMail(deps, [outcome.mail]);
  return { message: outcome.message, email: outcome.email };
}
