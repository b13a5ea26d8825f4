import { EmailNotVerifiedError } from '../../shared/errors';
import { type MessageKey, msg } from '../../shared/messages';
import type { Queryable } from '../db';

/*
 * Verified before trusted: what an account may do depends on whether its e-mail address is verified
 * (users.email_verified_at, set by the account's verification link — src/server/accounts). Unverified accounts may
 * browse, keep a cart and place orders up to the admin's limits (src/server/orders/checkout.ts); reviews and
 * "once per customer" coupons need the address verified. A refusal is 403 EMAIL_NOT_VERIFIED with a message in the
 * caller's language, so the storefront can offer to send the link again.
 */

/** Whether the account is verified: its e-mail address, or its mobile number confirmed by a code. */
export async function emailVerified(sql: Queryable, userId: string): Promise<boolean> {
  const [row] = await sql<{ verified: boolean }[]>`
    select (email_verified_at is not null or phone_verified_at is not null) as verified from users where id = ${userId}`;
  return row?.verified ?? false;
}

/** Refuse (403 EMAIL_NOT_VERIFIED, with `key`'s message, naming `field`) unless the account's e-mail address is verified. */
export async function requireVerifiedEmail(
  sql: Queryable,
  userId: string,
  key: MessageKey,
  field?: string,
): Promise<void> {
  if (!(await emailVerified(sql, userId)))
    throw new EmailNotVerifiedError(msg(key), field, { reason: 'email_not_verified' });
}
