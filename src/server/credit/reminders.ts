import { resolvePreferences } from '../../shared/preferences';
import { daysLeftToPay, egyptMonth, reminderDue, type ReminderKind } from '../../shared/credit';
import { egyptDate } from '../../shared/seasonalTasks';
import type { Sql } from '../db';
import { type OutgoingMail, type QueuedMail, queueMails } from '../mail/outbox';
import { paymentReminderMail, reminderText } from './reminderTexts';
import { mailLink } from '../mail/links';
import { type GrowerMessage, queuePhoneMessages } from '../messaging/growerMessages';
import { channelChoicesOf } from '../messaging/preferences';

/*
 * Payment reminders, time-driven: a sweep run by the workers every hour (src/server/insights/jobs.ts, a
 * BullMQ job scheduler with Redis, a timer otherwise) — and by tests with any clock. For every pay-at-harvest order
 * that still owes money (a cancel releases what is owed; a partial refund may leave some) it works out the reminder
 * due today in Egypt (`reminderDue`: 14 days before the end of the due month, 3 days before, or overdue — only the
 * latest) and sends it unless it was sent: an in-app notification, and an e-mail, an SMS and a WhatsApp message as the customer chose
 * (src/server/messaging/preferences.ts), in the customer's language.
 *
 * Idempotency: `credit_reminders` has one row per (order, kind), inserted with `on conflict do nothing` in the
 * transaction that writes the notification and queues the e-mail, so a reminder exists at most once whatever runs the
 * sweep, how often, in how many workers at once (a transaction-level advisory lock also keeps two sweeps from doing the
 * same work side by side), and after a rebuild of the projections (the table is a side effect that no rebuild wipes).
 * Reminders are a bill, not news: they are sent whatever the order-update preference, but only to active accounts
 * (the notification is made all the same).
 */

/** The advisory lock the sweeps share (one at a time across every process). */
const SWEEP_LOCK = 727_024;

interface Candidate {
  order_id: string;
  order_number: string;
  user_id: string;
  harvest_due: string;
  amount_due: number;
  email: string;
  first_name: string;
  status: string;
  preferences: unknown;
}

export interface ReminderRun {
  /** The day in Egypt the sweep judged. */
  today: string;
  sent: { order_id: string; kind: ReminderKind }[];
  /** E-mail queued in the sweep's transaction: hand it to the sender after the commit. */
  mail: QueuedMail[];
}

/** Send the payment reminders due at `now` (each once). */
export async function sendPaymentReminders(sql: Sql, options: { now: Date; publicUrl: string }): Promise<ReminderRun> {
  const at = options.now;
  const today = egyptDate(at);
  // Orders due this month at the latest in 14 days' time: anything later has no reminder due yet.
  const latestMonth = egyptMonth(new Date(at.getTime() + 15 * 86_400_000));
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${SWEEP_LOCK})`;
    const rows = await tx<Candidate[]>`
      select c.order_id::text as order_id, c.order_number, c.user_id::text as user_id, c.harvest_due,
             (c.amount - c.paid - c.released)::float8 as amount_due,
             u.email::text as email, u.first_name, u.status, u.preferences
      from credit_orders c
      join users u on u.id = c.user_id
      where c.amount > c.paid + c.released and c.harvest_due <= ${latestMonth}
        -- The overdue reminder is the last one: an order that had it has nothing more due.
        and not exists (select 1 from credit_reminders r where r.order_id = c.order_id and r.kind = 'overdue')
      order by c.harvest_due, c.order_id`;
    const due = rows.flatMap((r) => {
      const kind = reminderDue(r.harvest_due, today);
      return kind ? [{ ...r, kind }] : [];
    });
    if (due.length === 0) return { today, sent: [], mail: [] };
    const inserted = await tx<{ order_id: string; kind: ReminderKind }[]>`
      insert into credit_reminders (order_id, kind, user_id, harvest_due, amount_due, sent_at)
      select * from unnest(${due.map((d) => d.order_id)}::bigint[], ${due.map((d) => d.kind)}::text[], ${due.map((d) => d.user_id)}::bigint[],
                           ${due.map((d) => d.harvest_due)}::text[], ${due.map((d) => d.amount_due)}::numeric[],
                           ${due.map(() => at.toISOString())}::timestamptz[])
      on conflict (order_id, kind) do nothing
      returning order_id::text as order_id, kind`;
    const fresh = new Set(inserted.map((r) => `${r.order_id}:${r.kind}`));
    const sending = due.filter((d) => fresh.has(`${d.order_id}:${d.kind}`));
    if (sending.length === 0) return { today, sent: [], mail: [] };

    const notes: { userId: string; title: string; message: string; data: string }[] = [];
    const mails: OutgoingMail[] = [];
    const phoneNews: GrowerMessage[] = [];
    const choices = await channelChoicesOf(
      tx,
      sending.map((d) => d.user_id),
    );
    for (const d of sending) {
      const { language } = resolvePreferences(d.preferences);
      const facts = {
        kind: d.kind,
        orderNumber: d.order_number,
        harvestDue: d.harvest_due,
        amountDue: d.amount_due,
        daysLeft: daysLeftToPay(d.harvest_due, today),
      };
      const words = reminderText(language, facts);
      const link = `/orders/${d.order_id}`;
      notes.push({
        userId: d.user_id,
        title: words.title,
        message: words.message,
        data: JSON.stringify({
          order_id: d.order_id,
          order_number: d.order_number,
          kind: d.kind,
          harvest_due: d.harvest_due,
          amount_due: d.amount_due,
          link,
        }),
      });
      if (d.status === 'active') {
        phoneNews.push({
          userId: d.user_id,
          kind: 'payment_reminder',
          language,
          firstName: d.first_name,
          text: words.message,
          link: mailLink(options.publicUrl, language, link),
          sourceKey: `payment_reminder:${d.order_id}:${d.kind}`,
        });
      }
      if (d.status === 'active' && d.email && choices.get(d.user_id)?.payment_reminder.email !== false) {
        mails.push({
          kind: 'payment_reminder',
          to: d.email,
          userId: d.user_id,
          ...paymentReminderMail({
            language,
            firstName: d.first_name,
            facts,
            link: mailLink(options.publicUrl, language, link),
          }),
        });
      }
    }
    await tx`
      insert into notifications (user_id, type, title, message, data, created_at)
      select u, 'payment_reminder', t, m, d, ${at.toISOString()}::timestamptz
      from unnest(${notes.map((n) => n.userId)}::bigint[], ${notes.map((n) => n.title)}::text[], ${notes.map((n) => n.message)}::text[],
                  ${notes.map((n) => n.data)}::text[]::jsonb[]) as x(u, t, m, d)`;
    const mail = [...(await queueMails(tx, mails)), ...(await queuePhoneMessages(tx, phoneNews, choices))];
    return { today, sent: sending.map((d) => ({ order_id: d.order_id, kind: d.kind })), mail };
  });
}
