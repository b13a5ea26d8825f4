import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForbiddenError, ValidationError } from '../../shared/errors';
import { type Language, msg } from '../../shared/messages';
import {
  DEFAULT_NEWSLETTER_PREFERENCES,
  type NewsletterPreferences,
  type NewsletterPreferencesInput,
  type NewsletterStatus,
  resolveNewsletterPreferences,
} from '../../shared/schemas/newsletter';
import { requireEmail, requireUser } from '../accounts/userRecord';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import type { TransactionSql } from '../db';
import { mailLink } from '../mail/links';
import { type QueuedMail, dispatchMail, queueMail } from '../mail/outbox';
import { newsletterConfirmationMail } from './mail';
import { say } from '../language';

/*
 * The newsletter with double opt-in: subscribing writes a pending row and e-mails a confirmation link (through the
 * outbox, in the same transaction); opening it confirms. Subscribing and unsubscribing answer the same whatever the
 * address's state, so the calls do not tell who is on the list. The signed-in reader's settings are those of their
 * account's e-mail address.
 *
 * Each address has a language (the caller's when it last subscribed: issue 22): its e-mails are written in it and
 * their links open the storefront's pages in it (`/ar/newsletter/…` for Arabic).
 *
 * Leaving the list without signing in takes the link of a newsletter e-mail: it carries the
 * address and an HMAC-SHA256 of it under a key derived from JWT_SECRET, so only the mailbox that received our mail
 * can unsubscribe that address. An address without its signature, or with a wrong one, is refused (403) and nothing
 * changes. The signature does not expire (a newsletter's footer link must keep working); changing JWT_SECRET makes
 * the old links invalid (a reader then unsubscribes from the profile or a newer e-mail).
 */

export const CONFIRM_LINK_INVALID = msg('learning.confirmLinkExpired');
export const UNSUBSCRIBE_LINK_INVALID = msg('learning.unsubscribeLinkInvalid');

/** What the unsubscribe signatures' key is derived for, so it signs nothing else made with the same secret. */
const UNSUBSCRIBE_KEY_PURPOSE = 'fellah newsletter unsubscribe v1';

/** The signature of an address in its unsubscribe link (base64url of an HMAC-SHA256; addresses compare without case). */
export function unsubscribeSignature(secret: string, email: string): string {
  const key = createHmac('sha256', secret).update(UNSUBSCRIBE_KEY_PURPOSE).digest();
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}

/** The storefront's unsubscribe page for an address, signed, in the address's language (written into every newsletter e-mail). */
export function unsubscribeLink(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  email: string,
  language: Language,
): string {
  return mailLink(
    config.publicUrl,
    language,
    `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&token=${unsubscribeSignature(config.jwtSecret, email)}`,
  );
}

/** Whether `token` is the signature of `email` (compared in constant time). */
export function validUnsubscribeSignature(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A pending address gets no new confirmation e-mail within this many minutes of the last one. */
const RESEND_AFTER_MINUTES = 10;

type MailingDeps = Pick<AppDeps, 'sql' | 'config' | 'log'>;

interface SubscriberRow {
  id: string;
  email: string;
  status: NewsletterStatus;
  confirm_token_hash: string | null;
  recently_sent: boolean;
  preferences: unknown;
  user_id: string | null;
  language: Language;
}

/** The subscriber row of an address, locked for the transaction. */
async function lockSubscriber(tx: TransactionSql, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx<SubscriberRow[]>`
    select id::text as id, email, status, confirm_token_hash, preferences, user_id::text as user_id, language,
           coalesce(confirm_sent_at > now() - make_interval(mins => ${RESEND_AFTER_MINUTES}), false) as recently_sent
    from newsletter_subscribers where email = ${email} for update`;
  return row;
}

/** A new confirmation token for a pending row, and its e-mail queued in the row's language. */
async function sendConfirmation(
  tx: TransactionSql,
  config: Config,
  row: { id: string; email: string; language: Language },
): Promise<QueuedMail> {
  const token = newOpaqueToken();
  await tx`update newsletter_subscribers set confirm_token_hash = ${hashToken(token)}, confirm_sent_at = now(), updated_at = now() where id = ${row.id}`;
  const content = newsletterConfirmationMail({
    language: row.language,
    link: mailLink(config.publicUrl, row.language, `/newsletter/confirm?token=${token}`),
    validDays: CONFIRMATION_VALID_DAYS,
    unsubscribeLink: unsubscribeLink(config, row.email, row.language),
  });
  return queueMail(tx, { ...content, kind: 'newsletter_confirmation', to: row.email, userId: null });
}

/**
 * Subscribe an address, in the caller's transaction. New or unsubscribed → pending with a confirmation e-mail; pending
 * → the e-mail again unless one went out in the last few minutes; confirmed → nothing. `confirmedMailbox` (a signed-in
 * reader's verified account e-mail) skips the link: the mailbox is already proven.
 *
 * The address takes the caller's `language`, except a confirmed one asked for by a caller who has not proven the
 * mailbox: anyone may type an address, and a stranger does not change the language of a reader's newsletter.
 */
async function subscribeInTransaction(
  tx: TransactionSql,
  config: Config,
  email: string,
  opts: { userId: string | null; confirmedMailbox: boolean; language: Language; preferences?: NewsletterPreferences },
): Promise<QueuedMail[]> {
  const { language } = opts;
  let row = await lockSubscriber(tx, email);
  if (!row) {
    const prefs = opts.preferences ?? DEFAULT_NEWSLETTER_PREFERENCES;
    const [inserted] = await tx<{ id: string }[]>`
      insert into newsletter_subscribers (email, status, preferences, user_id, language)
      values (${email}, 'pending', ${tx.json({ ...prefs })}, ${opts.userId}, ${language})
      on conflict (email) do nothing
      returning id::text as id`;
    // Another request created the row between our read and insert: it sends the confirmation.
    if (!inserted) return [];
    row = {
      id: inserted.id,
      email,
      status: 'pending',
      confirm_token_hash: null,
      recently_sent: false,
      preferences: prefs,
      user_id: opts.userId,
      language,
    };
  }
  if (opts.userId && !row.user_id)
    await tx`update newsletter_subscribers set user_id = ${opts.userId} where id = ${row.id}`;
  if (row.language !== language && (row.status !== 'confirmed' || opts.confirmedMailbox)) {
    await tx`update newsletter_subscribers set language = ${language}, updated_at = now() where id = ${row.id}`;
    row = { ...row, language };
  }
  if (row.status === 'confirmed') return [];
  if (opts.confirmedMailbox) {
    await tx`update newsletter_subscribers set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null,
             confirm_token_hash = null, updated_at = now() where id = ${row.id}`;
    return [];
  }
  if (row.status === 'pending' && row.confirm_token_hash && row.recently_sent) return [];
  await tx`update newsletter_subscribers set status = 'pending', unsubscribed_at = null where id = ${row.id}`;
  return [await sendConfirmation(tx, config, row)];
}

/**
 * Subscribe an address (the shop's newsletter box, the Projects page's 'Get Updates') in the caller's language; a
 * signed-in caller's row is linked to them.
 */
export async function subscribe(
  deps: MailingDeps,
  email: string,
  userId: string | null,
  language: Language,
): Promise<{ message: string }> {
  const queued = await deps.sql.begin((tx) =>
    subscribeInTransaction(tx, deps.config, email, { userId, confirmedMailbox: false, language }),
  );
  dispatchMail(deps, queued);
  return { message: say('learning.subscribed') };
}

/** Confirm a subscription with the e-mailed token (single use, valid for CONFIRMATION_VALID_DAYS). */
export async function confirmSubscription(
  sql: MailingDeps['sql'],
  token: string,
): Promise<{ message: string; email: string }> {
  const [row] = await sql<{ email: string }[]>`
    update newsletter_subscribers n
    set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, updated_at = now(),
        user_id = coalesce(n.user_id, (select u.id from users u where u.email = n.email and u.status = 'active'))
    where confirm_token_hash = ${hashToken(token)} and status = 'pending'
      and confirm_sent_at > now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})
    returning email`;
  if (!row) throw new ValidationError(CONFIRM_LINK_INVALID, 'token');
  return { message: say('learning.subscriptionConfirmed'), email: row.email };
}

/**
 * Unsubscribe an address by its signed link (`token`, unsubscribeLink); the answer is the same whether or not it was
 * subscribed. A missing or wrong signature is a 403 and changes nothing.
 */
export async function unsubscribe(
  deps: Pick<MailingDeps, 'sql' | 'config'>,
  email: string,
  token: string,
): Promise<{ message: string }> {
  if (!validUnsubscribeSignature(deps.config.jwtSecret, email, token))
    throw new ForbiddenError(UNSUBSCRIBE_LINK_INVALID, 'token');
  await deps.sql`update newsletter_subscribers
            set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null, updated_at = now()
            where email = ${email} and status <> 'unsubscribed'`;
  return { message: say('learning.unsubscribed') };
}

export interface NewsletterSettings extends NewsletterPreferences {
  email: string;
  /** 'unsubscribed' also when the address has never subscribed */
  status: NewsletterStatus;
  subscribed: boolean;
}

const settingsOf = (
  email: string,
  row: { status: NewsletterStatus; preferences: unknown } | undefined,
): NewsletterSettings => {
  const status = row?.status ?? 'unsubscribed';
  return { email, status, subscribed: status === 'confirmed', ...resolveNewsletterPreferences(row?.preferences) };
};

/** The signed-in reader's newsletter settings, for their account's e-mail address. */
export async function newsletterSettings(sql: MailingDeps['sql'], userId: string): Promise<NewsletterSettings> {
  const email = requireEmail(await requireUser(sql, userId));
  const [row] = await sql<{ status: NewsletterStatus; preferences: unknown }[]>`
    select status, preferences from newsletter_subscribers where email = ${email}`;
  return settingsOf(email, row);
}

/**
 * Change the signed-in reader's settings: topics and frequency as sent (kept even while not subscribed, for a later
 * subscription); `subscribed: true` subscribes in the caller's `language` — at once when the account's e-mail is
 * verified, else with the confirmation e-mail — and `subscribed: false` unsubscribes.
 */
export async function updateNewsletterSettings(
  deps: MailingDeps,
  userId: string,
  input: NewsletterPreferencesInput,
  language: Language,
): Promise<NewsletterSettings & { message: string }> {
  const found = await requireUser(deps.sql, userId);
  const user = { ...found, email: requireEmail(found) };
  const { queued, settings } = await deps.sql.begin(async (tx) => {
    const row = await lockSubscriber(tx, user.email);
    const current = resolveNewsletterPreferences(row?.preferences);
    const preferences: NewsletterPreferences = {
      topics: input.topics ?? current.topics,
      frequency: input.frequency ?? current.frequency,
    };
    let mail: QueuedMail[] = [];
    if (input.subscribed === true) {
      mail = await subscribeInTransaction(tx, deps.config, user.email, {
        userId,
        confirmedMailbox: Boolean(user.email_verified_at),
        language,
        preferences,
      });
    } else if (!row) {
      await tx`insert into newsletter_subscribers (email, status, preferences, user_id, unsubscribed_at)
               values (${user.email}, 'unsubscribed', ${tx.json({ ...preferences })}, ${userId}, now())
               on conflict (email) do nothing`;
    }
    await tx`update newsletter_subscribers set preferences = ${tx.json({ ...preferences })}, user_id = coalesce(user_id, ${userId}), updated_at = now(),
             status = case when ${input.subscribed === false} then 'unsubscribed' else status end,
             unsubscribed_at = case when ${input.subscribed === false} and status <> 'unsubscribed' then now() else unsubscribed_at end,
             confirm_token_hash = case when ${input.subscribed === false} then null else confirm_token_hash end
             where email = ${user.email}`;
    const [saved] = await tx<{ status: NewsletterStatus; preferences: unknown }[]>`
      select status, preferences from newsletter_subscribers where email = ${user.email}`;
    return { queued: mail, settings: settingsOf(user.email, saved) };
  });
  dispatchMail(deps, queued);
  const message =
    settings.status === 'pending' && queued.length > 0
      ? say('learning.preferencesPending', { email: user.email })
      : say('learning.preferencesSaved');
  return { ...settings, message };
}
