import type { Sql } from '../db';

/*
 * Mail bodies do not stay: a body holds the user's words and working links (password reset, e-mail
 * verification). sendPendingMail clears it once sent; this retention job clears every body older than
 * MAIL_BODY_RETENTION_HOURS whatever became of it — a message still unsent by then is marked failed ('expired before
 * it was sent'), since it can no longer be sent. Who, what kind, the subject and when are kept. Run hourly by the
 * workers (src/server/services.ts); idempotent, so several workers at once do no harm.
 */

export const MAIL_BODY_RETENTION_HOURS = 24;

/** Clear the bodies of mail older than the retention; answers how many messages were cleared. */
export async function clearOldMailBodies(sql: Sql, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MAIL_BODY_RETENTION_HOURS * 3_600_000);
  const rows = await sql`
    update mail_outbox
    set body_text = null, body_html = null,
        status = case when status in ('pending', 'sending') then 'failed' else status end,
        last_error = case when status in ('pending', 'sending') then 'expired before it was sent' else last_error end
    where created_at < ${cutoff} and (body_text is not null or body_html is not null)
    returning id`;
  return rows.length;
}
