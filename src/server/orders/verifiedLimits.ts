import { EmailNotVerifiedError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { fromPiastres, toPiastres } from '../../shared/money';
import { readSettings } from '../admin/settings';
import type { TransactionSql } from '../db';

/*
 * Orders before the e-mail address is verified: an unverified account may have at most
 * `unverified_max_pending_orders` pending orders worth `unverified_max_pending_total` EGP in all (admin settings,
 * default one order and 2,000 EGP) — enough to try the shop, not enough to empty its shelves by cash on delivery.
 * Checked in the checkout's transaction, after the order's total is known and under a per-account lock, so two
 * checkouts at once cannot both slip under the limit. Beyond it: 403 EMAIL_NOT_VERIFIED, in both languages.
 */

export interface PendingFigures {
  pending_orders: number;
  pending_total: number;
}

/** Refuse the order (403 EMAIL_NOT_VERIFIED) when an unverified account would pass the limits with it. */
export async function checkUnverifiedLimits(tx: TransactionSql, userId: string, orderTotal: number): Promise<void> {
  // A mobile number confirmed by a code verifies the account as well as an e-mail address does.
  const [user] = await tx<{ verified: boolean }[]>`
    select (email_verified_at is not null or phone_verified_at is not null) as verified from users where id = ${userId}`;
  if (!user || user.verified) return;
  await tx`select pg_advisory_xact_lock(727042, hashtext(${userId}))`;
  const [pending] = await tx<PendingFigures[]>`
    select count(*)::int as pending_orders, coalesce(sum(total), 0)::float8 as pending_total
    from orders where user_id = ${userId} and status = 'pending'`;
  const settings = await readSettings(tx);
  const maxOrders = settings.unverified_max_pending_orders;
  const maxTotal = settings.unverified_max_pending_total;
  const orders = (pending?.pending_orders ?? 0) + 1;
  const total = fromPiastres(toPiastres(pending?.pending_total ?? 0) + toPiastres(orderTotal));
  if (orders > maxOrders || total > maxTotal) {
    throw new EmailNotVerifiedError(
      msg('orders.verifyEmailToOrder', { orders: maxOrders, amount: maxTotal }),
      undefined,
      {
        reason: 'email_not_verified',
        max_pending_orders: maxOrders,
        max_pending_total: maxTotal,
        pending_orders: pending?.pending_orders ?? 0,
        pending_total: pending?.pending_total ?? 0,
      },
    );
  }
}
