import { ValidationError } from '../../shared/errors';
import { type MessageKey, msg } from '../../shared/messages';
import type { MailLanguage, ProjectFollowOutcome, UpcomingProjectId } from '../../shared/projects';
import { requireUser } from '../accounts/userRecord';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Config } from '../config';
import type { AppDeps, AuthUser } from '../context';
import type { Queryable, TransactionSql } from '../db';
import { CONFIRMATION_VALID_DAYS, CONFIRM_LINK_INVALID } from '../learning/newsletter';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { mailLink } from '../mail/links';
import { say } from '../language';
import { projectFollowConfirmationMail } from './mail';

/*
 * "E-mail me when it starts" on the Projects page: one row per project and address, confirmed like the newsletter
 * (double opt-in: a pending row and a hashed single-use link, e-mailed through the outbox in the same transaction;
 * no second e-mail within 10 minutes). Asking again is harmless: the row is reused, never doubled. A visitor is told
 * the same whatever the address's state, so the call does not tell who follows what; a signed-in grower who gives
 * their verified account address is following at once, and told so (or that they already were).
 */

type MailingDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

/** A pending address gets no new confirmation e-mail within this many minutes of the last one. */
const RESEND_AFTER_MINUTES = 10;

export type FollowStatus = 'pending' | 'confirmed' | 'unfollowed';

export interface FollowAnswer {
  message: string;
  project_id: UpcomingProjectId;
  outcome: ProjectFollowOutcome;
}

interface FollowerRow {
  id: string;
  status: FollowStatus;
  confirm_token_hash: string | null;
  recently_sent: boolean;
}

/** The project's name as a message, said in the caller's language inside the answer's message. */
const title = (projectId: UpcomingProjectId) => msg(`projects.title.${projectId}`);

/** What a visitor is told for each outcome (when a link went out, the address may already follow, or have had one). */
const FOLLOW_ANSWERS = {
  following: 'projects.following',
  already_following: 'projects.alreadyFollowing',
  confirmation_sent: 'projects.confirmationSent',
} as const satisfies Record<ProjectFollowOutcome, MessageKey>;

/** The follow row of a project and address, locked for the transaction. */
async function lockFollower(
  tx: TransactionSql,
  projectId: UpcomingProjectId,
  email: string,
): Promise<FollowerRow | undefined> {
  const [row] = await tx<FollowerRow[]>`
    select id::text as id, status, confirm_token_hash,
           coalesce(confirm_sent_at > now() - make_interval(mins => ${RESEND_AFTER_MINUTES}), false) as recently_sent
    from project_followers where project_id = ${projectId} and email = ${email} for update`;
  return row;
}

/** A new confirmation link for a pending row, and its e-mail queued. */
async function sendConfirmation(
  tx: TransactionSql,
  config: Config,
  row: { id: string },
  to: { projectId: UpcomingProjectId; email: string; language: MailLanguage; userId: string | null },
): Promise<QueuedMail> {
  const token = newOpaqueToken();
  await tx`update project_followers set confirm_token_hash = ${hashToken(token)}, confirm_sent_at = now(), updated_at = now() where id = ${row.id}`;
  const link = mailLink(config.publicUrl, to.language, `/projects/confirm?token=${token}`);
  const content = projectFollowConfirmationMail({
    language: to.language,
    projectId: to.projectId,
    link,
    validDays: CONFIRMATION_VALID_DAYS,
  });
  return queueMail(tx, { ...content, kind: 'project_follow_confirmation', to: to.email, userId: to.userId });
}

/** Whether the address is the caller's account address, and whether that is verified (its mailbox already proven). */
async function accountAddressOf(
  sql: Queryable,
  user: AuthUser | null,
  email: string,
): Promise<{ own: boolean; verified: boolean }> {
  if (!user) return { own: false, verified: false };
  const account = await requireUser(sql, user.userId);
  const own = account.email?.toLowerCase() === email.toLowerCase();
  return { own, verified: own && account.email_verified_at !== null };
}

/**
 * Ask to be e-mailed when a project starts. New, pending or unfollowed → pending with a confirmation e-mail in the
 * page's language (none again within 10 minutes of the last); confirmed → nothing changes. The caller's verified
 * account address is confirmed at once, and only that address is linked to their account (so the list of their
 * follows never shows an address they have not proven).
 */
export async function followProject(
  deps: MailingDeps,
  input: { project_id: UpcomingProjectId; email: string; language: MailLanguage },
  user: AuthUser | null,
): Promise<FollowAnswer> {
  const { project_id: projectId, email, language } = input;
  const address = await accountAddressOf(deps.sql, user, email);
  // Linked to the account only when the address is its verified one: a follow then shows among the caller's own.
  const accountId = address.verified && user ? user.userId : null;
  const { queued, outcome } = await deps.sql.begin(
    async (tx): Promise<{ queued: QueuedMail[]; outcome: ProjectFollowOutcome }> => {
      let row = await lockFollower(tx, projectId, email);
      if (!row) {
        const [inserted] = await tx<{ id: string }[]>`
        insert into project_followers (project_id, email, language, user_id)
        values (${projectId}, ${email}, ${language}, ${accountId})
        on conflict (project_id, email) do nothing
        returning id::text as id`;
        // Another request created the row between our read and insert: it sends the confirmation.
        if (!inserted) return { queued: [], outcome: 'confirmation_sent' };
        row = { id: inserted.id, status: 'pending', confirm_token_hash: null, recently_sent: false };
      }
      if (row.status === 'confirmed')
        return { queued: [], outcome: address.verified ? 'already_following' : 'confirmation_sent' };
      if (address.verified) {
        await tx`update project_followers set status = 'confirmed', confirmed_at = now(), unfollowed_at = null, confirm_token_hash = null,
               language = ${language}, user_id = ${accountId}, updated_at = now() where id = ${row.id}`;
        return { queued: [], outcome: 'following' };
      }
      if (row.status === 'pending' && row.confirm_token_hash && row.recently_sent)
        return { queued: [], outcome: 'confirmation_sent' };
      await tx`update project_followers set status = 'pending', unfollowed_at = null, language = ${language} where id = ${row.id}`;
      const mail = await sendConfirmation(tx, deps.config, row, {
        projectId,
        email,
        language,
        userId: address.own && user ? user.userId : null,
      });
      return { queued: [mail], outcome: 'confirmation_sent' };
    },
  );
  dispatchMail(deps, queued);
  return {
    message: say(FOLLOW_ANSWERS[outcome], { project: title(projectId), email }),
    project_id: projectId,
    outcome,
  };
}

/**
 * Confirm a follow with the e-mailed link's token (single use, valid for CONFIRMATION_VALID_DAYS). The follow is then
 * linked to the account whose verified address it is, if any: the mailbox's owner, not whoever asked.
 */
export async function confirmProjectFollow(
  sql: Queryable,
  token: string,
): Promise<{ message: string; project_id: UpcomingProjectId; email: string }> {
  const [row] = await sql<{ project_id: UpcomingProjectId; email: string }[]>`
    update project_followers f
    set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, updated_at = now(),
        user_id = (select u.id from users u where u.email = f.email and u.status = 'active' and u.email_verified_at is not null)
    where confirm_token_hash = ${hashToken(token)} and status = 'pending'
      and confirm_sent_at > now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})
    returning project_id, email::text as email`;
  if (!row) throw new ValidationError(CONFIRM_LINK_INVALID, 'token');
  return { message: say('projects.confirmed', { email: row.email, project: title(row.project_id) }), ...row };
}

/** The caller's account address when it is verified (null otherwise), as a subquery. */
const verifiedAddress = (sql: Queryable, user: AuthUser) =>
  sql`(select email from users where id = ${user.userId} and email_verified_at is not null)`;

export interface FollowedProject {
  project_id: UpcomingProjectId;
  email: string;
  /** 'pending' until the e-mailed link is opened. */
  status: Exclude<FollowStatus, 'unfollowed'>;
}

/** The signed-in caller's follows: those linked to their account and those of their verified account address. */
export async function followedProjects(sql: Queryable, user: AuthUser): Promise<FollowedProject[]> {
  const rows = await sql<FollowedProject[]>`
    select f.project_id, f.email::text as email, f.status from project_followers f
    where (f.user_id = ${user.userId} or f.email = ${verifiedAddress(sql, user)}) and f.status <> 'unfollowed'
    order by f.project_id, (f.status = 'confirmed') desc, f.id`;
  // One per project: a confirmed follow before a pending one.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.project_id) && seen.add(row.project_id));
}

/** Stop the signed-in caller's follows of a project (every address of theirs); the same answer when there were none. */
export async function unfollowProject(
  sql: Queryable,
  user: AuthUser,
  projectId: UpcomingProjectId,
): Promise<{ message: string; project_id: UpcomingProjectId }> {
  await sql`
    update project_followers f set status = 'unfollowed', unfollowed_at = now(), confirm_token_hash = null, updated_at = now()
    where f.project_id = ${projectId} and f.status <> 'unfollowed'
      and (f.user_id = ${user.userId} or f.email = ${verifiedAddress(sql, user)})`;
  return { message: say('projects.unfollowed', { project: title(projectId) }), project_id: projectId };
}
