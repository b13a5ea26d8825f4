import type { TransactionSql as EventTransactionSql } from '../../events/db';
import { renderMessage } from '../../shared/messagesLocalised';
import { msg } from '../../shared/messages';
import { readSettings } from '../admin/settings';
import type { Sql } from '../db';
import { cancelWhileDue } from './systemCancel';

/*
 * Pending cash-on-delivery orders that nobody confirmed within `pending_cod_expiry_days` (admin setting, default 7)
 * are cancelled by the workers: such an order holds stock that nobody else can buy. The sweep runs hourly
 * with the other periodic jobs (src/server/trustSweeps.ts) and cancels each order through the command handler the
 * orders' cancel uses (handleOrderCommand, as cancelOrder in ./orders.ts: an OrderCancelled event, the stock returned,
 * the customer notified by the projections), by 'system', with the reason in the customer's language.
 *
 * Idempotent and safe with several workers: the cancel is decided on the order's stream at the version it read, and
 * the transaction first checks that the order is still pending — an order confirmed (or cancelled by another sweep) a
 * moment before is left alone (a concurrent move makes the append conflict, and the retry sees the new status).
 */

/** Thrown inside the cancel's transaction when the order is no longer pending: nothing is written. */

/** How many orders one run looks at, at most (the next run takes the rest). */
const BATCH = 200;

export interface ExpiryRun {
  cancelled: string[];
  skipped: string[];
}

/** Cancel the pending cash-on-delivery orders placed before `now` minus the expiry days. */
export async function cancelExpiredPendingOrders(sql: Sql, now: Date): Promise<ExpiryRun> {
  const days = (await readSettings(sql)).pending_cod_expiry_days;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = await sql<{ id: string; language: string | null }[]>`
    select o.id::text as id, u.preferences->>'language' as language
    from orders o left join users u on u.id = o.user_id
    where o.status = 'pending' and o.payment_method = 'cod' and o.created_at < ${cutoff}
    order by o.created_at, o.id limit ${BATCH}`;
  const run: ExpiryRun = { cancelled: [], skipped: [] };
  for (const order of due) {
    const reason = renderMessage(msg('orders.expiredUnconfirmed', { days }), order.language === 'ar' ? 'ar' : 'en');
    const stillPending = async (tx: EventTransactionSql) => {
      const [row] = await tx<{ status: string }[]>`select status from orders where id = ${order.id}`;
      return row?.status === 'pending';
    };
    if (await cancelWhileDue(sql, order.id, stillPending, reason, now)) run.cancelled.push(order.id);
    else run.skipped.push(order.id);
  }
  return run;
}
