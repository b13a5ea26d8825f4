import type { FastifyBaseLogger } from 'fastify';
import type { TransactionSql as EventTransactionSql } from '../../events/db';
import { msg } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import { ONLINE_METHODS } from '../../shared/payments';
import type { Config } from '../config';
import type { Sql } from '../db';
import { cancelWhileDue } from '../orders/systemCancel';
import type { PeriodicJob } from '../reports/queue';

/*
 * Online orders not paid in time: an order placed with card, wallet or Fawry whose payment is still
 * awaited (or failed, or never started) PAYMENT_EXPIRY_MINUTES after it began is cancelled by the workers, through the
 * orders' own cancel (an OrderCancelled event by 'system', the stock returned, the customer told in their language).
 * Safe with several workers and against a payment arriving meanwhile: the cancel's transaction first checks the order is
 * still pending and unpaid, and a PaymentSucceeded appended in between makes the append conflict, so it is checked again.
 */

export const PAYMENT_EXPIRY_JOB = 'payment-expiry';
const EVERY_MS = 60 * 1000;
const BATCH = 200;

export async function expireUnpaidOrders(
  sql: Sql,
  expiryMinutes: number,
  now: Date,
): Promise<{ cancelled: string[]; skipped: string[] }> {
  const cutoff = new Date(now.getTime() - expiryMinutes * 60_000);
  const due = await sql<{ id: string; language: string | null }[]>`
    select o.id::text as id, u.preferences->>'language' as language
    from orders o left join order_payments p on p.order_id = o.id left join users u on u.id = o.user_id
    where o.status = 'pending' and o.payment_method = any(${[...ONLINE_METHODS]}::text[])
      and (p.order_id is null and o.created_at < ${cutoff} or p.state in ('awaiting', 'failed') and p.expires_at < ${now})
    order by o.created_at, o.id limit ${BATCH}`;
  const run = { cancelled: [] as string[], skipped: [] as string[] };
  for (const order of due) {
    const reason = renderMessage(
      msg('payments.expired', { minutes: expiryMinutes }),
      order.language === 'ar' ? 'ar' : 'en',
    );
    const stillUnpaid = async (tx: EventTransactionSql) => {
      const [row] = await tx<{ status: string; state: string | null }[]>`
        select o.status, p.state from orders o left join order_payments p on p.order_id = o.id where o.id = ${order.id}`;
      return row?.status === 'pending' && row.state !== 'paid';
    };
    if (await cancelWhileDue(sql, order.id, stillUnpaid, reason, now)) run.cancelled.push(order.id);
    else run.skipped.push(order.id);
  }
  return run;
}

/** The workers' job: every minute (a BullMQ job scheduler with Redis, a timer otherwise). */
export function paymentExpiryJob(sql: Sql, config: Pick<Config, 'payments'>, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: PAYMENT_EXPIRY_JOB,
    everyMs: EVERY_MS,
    run: async (now) => {
      const run = await expireUnpaidOrders(sql, config.payments.expiryMinutes, now);
      if (run.cancelled.length) log.info({ cancelled: run.cancelled }, 'unpaid online orders cancelled');
      return { cancelled: run.cancelled.length };
    },
  };
}
