import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { COMING_SOON_METHODS } from '../../shared/schemas/checkout';
import type { Queryable, Sql } from '../db';
import { orderRef } from './views';
import { say } from '../language';

/*
 * Cash-on-delivery payments: an intent is recorded, confirmed by the customer, and settled when its order is
 * delivered (src/events/order/commandHandler.ts). Saved methods are cash on delivery only; cards are 'Coming soon'.
 */

export const PAYMENT_INTENT_NOT_FOUND = msg('orders.paymentIntentNotFound');
export const PAYMENT_METHOD_NOT_FOUND = msg('orders.paymentMethodNotFound');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface IntentRow {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  method: 'cod';
  status: 'requires_confirmation' | 'confirmed' | 'settled' | 'cancelled';
  created_at: Date;
  confirmed_at: Date | null;
  settled_at: Date | null;
}

const intentColumns = (sql: Queryable) =>
  sql`id::text as id, order_id::text as order_id, amount::float8 as amount, currency, method, status, created_at, confirmed_at, settled_at`;

/** Record a cash-on-delivery intent for an amount (optionally of one of the user's orders). */
export async function createIntent(
  sql: Queryable,
  userId: string,
  input: { amount: number; currency: string; order_id?: string | undefined },
) {
  const orderId = input.order_id ? await ownOrder(sql, userId, input.order_id) : null;
  const [intent] = await sql<IntentRow[]>`
    insert into payment_intents (user_id, order_id, amount, currency, method)
    values (${userId}, ${orderId}, ${input.amount}, ${input.currency}, 'cod')
    returning ${intentColumns(sql)}`;
  return { ...intent!, message: say('orders.payOnDelivery') };
}

async function ownOrder(sql: Queryable, userId: string, id: string): Promise<string> {
  const ref = orderRef(id);
  const [row] = ref
    ? await sql<{ id: string }[]>`select id::text as id from orders where id = ${ref} and user_id = ${userId}`
    : [];
  if (!row) throw new NotFoundError(msg('orders.notFound'), 'order_id');
  return row.id;
}

/** Confirm an intent (once; confirming again answers it as it is); settled or cancelled intents refuse. */
export async function confirmIntent(
  sql: Sql,
  userId: string,
  input: { payment_intent_id: string; order_id?: string | undefined },
) {
  if (!UUID.test(input.payment_intent_id)) throw new NotFoundError(PAYMENT_INTENT_NOT_FOUND, 'payment_intent_id');
  const orderId = input.order_id ? await ownOrder(sql, userId, input.order_id) : null;
  return sql.begin(async (tx) => {
    const [intent] = await tx<IntentRow[]>`
      select ${intentColumns(tx)} from payment_intents where id = ${input.payment_intent_id} and user_id = ${userId} for update`;
    if (!intent) throw new NotFoundError(PAYMENT_INTENT_NOT_FOUND, 'payment_intent_id');
    if (intent.status === 'settled' || intent.status === 'cancelled')
      throw new ConflictError(msg('orders.paymentAlreadyDone', { status: intent.status }));
    const [confirmed] = await tx<IntentRow[]>`
      update payment_intents set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), order_id = coalesce(${orderId}, order_id)
      where id = ${intent.id} returning ${intentColumns(tx)}`;
    return { ...confirmed!, message: say('orders.paymentConfirmed') };
  });
}

interface MethodRow {
  id: string;
  type: 'cod';
  label: string;
  is_default: boolean;
  created_at: Date;
}

export async function listMethods(sql: Queryable, userId: string): Promise<MethodRow[]> {
  return [
    ...(await sql<MethodRow[]>`
      select id::text as id, type, label, is_default, created_at from payment_methods
      where user_id = ${userId} order by is_default desc, created_at, id`),
  ];
}

/** Save a method: cash on delivery only (a card answers 'Coming soon'). The first one saved is the default. */
export async function addMethod(
  sql: Sql,
  userId: string,
  input: { type: string; label?: string | undefined; is_default?: boolean | undefined },
) {
  if (COMING_SOON_METHODS.includes(input.type)) throw new ValidationError(msg('orders.comingSoon'), 'type');
  if (input.type !== 'cod') throw new ValidationError(msg('orders.cashOnly'), 'type');
  return sql.begin(async (tx) => {
    await tx`select id from users where id = ${userId} for update`;
    const [{ n } = { n: 0 }] = await tx<
      { n: number }[]
    >`select count(*)::int as n from payment_methods where user_id = ${userId}`;
    const makeDefault = n === 0 || input.is_default === true;
    if (makeDefault) await tx`update payment_methods set is_default = false where user_id = ${userId} and is_default`;
    const [method] = await tx<MethodRow[]>`
      insert into payment_methods (user_id, type, label, is_default)
      values (${userId}, 'cod', ${input.label || 'Cash on Delivery'}, ${makeDefault})
      returning id::text as id, type, label, is_default, created_at`;
    return { ...method!, message: say('orders.paymentMethodAdded') };
  });
}

const methodRef = (id: string) => (/^[1-9]\d{0,17}$/.test(id) ? id : null);

export async function deleteMethod(sql: Queryable, userId: string, id: string) {
  const ref = methodRef(id);
  const rows = ref ? await sql`delete from payment_methods where id = ${ref} and user_id = ${userId} returning id` : [];
  if (rows.length === 0) throw new NotFoundError(PAYMENT_METHOD_NOT_FOUND);
  return { message: say('orders.paymentMethodRemoved'), id };
}

export async function setDefaultMethod(sql: Sql, userId: string, id: string) {
  const ref = methodRef(id);
  return sql.begin(async (tx) => {
    const [own] = ref
      ? await tx`select id from payment_methods where id = ${ref} and user_id = ${userId} for update`
      : [];
    if (!own) throw new NotFoundError(PAYMENT_METHOD_NOT_FOUND);
    await tx`update payment_methods set is_default = false where user_id = ${userId} and is_default and id <> ${ref}`;
    const [method] = await tx<MethodRow[]>`
      update payment_methods set is_default = true where id = ${ref} returning id::text as id, type, label, is_default, created_at`;
    return { ...method!, message: say('orders.defaultPaymentMethodUpdated') };
  });
}
