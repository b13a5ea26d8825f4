import { createHash } from 'node:crypto';
import { checkOutCart, locateCart } from '../../events/cart/commandHandler';
import { decideCreditIn } from '../../events/credit/commandHandler';
import type { PlaceOrder } from '../../events/order/businessLogic';
import { placeOrderIn } from '../../events/order/commandHandler';
import type { OrderLine } from '../../events/order/order';
import type { CartCheckedOut } from '../../events/cart/cart';
import { inRetriedTransaction } from '../../events/decider';
import { takeStock } from '../../events/order/stock';
import { ConcurrencyError } from '../../events/store';
import { CURRENCY } from '../../shared/business';
import { PAY_AT_HARVEST, harvestDueProblem } from '../../shared/credit';
import { type CouponFacts, couponRefusal } from '../../shared/coupons';
import { IllegalStateError, ServiceUnavailableError, UnprocessableError, ValidationError } from '../../shared/errors';
import { assertCallablePhone } from './phone';
import { msg } from '../../shared/messages';
import { fromPiastres, linesTotal, toPiastres } from '../../shared/money';
import type { CheckoutForm } from '../../shared/schemas/checkout';
import { type ShippingRule, shippingQuote } from '../../shared/shipping';
import { shippingRule } from '../admin/settings';
import { quoteFor } from '../shipping/zones';
import { requireMethodAvailable, startPayment } from '../payments/service';
import { type OnlineMethod, isOnlineMethod } from '../../shared/payments';
import type { Sql, TransactionSql } from '../db';
import { type OrderView, getOrder, viewOfPlaced } from './views';
import { couponAtCheckout } from '../coupons/rules';
import { emailKeyQuery } from './coupons';
import { checkUnverifiedLimits } from './verifiedLimits';
import { requireVerifiedEmail } from '../users/verified';

/*
 * Checkout: the user's cart becomes an order in ONE transaction, as steps (placeIn):
 *   1. load the cart     — new ids, an order already placed under the key, the coupon, and the cart checked out
 *   2. reserve stock     — every line taken off the shelf (src/events/order/stock.ts, which also gives it back)
 *   3. price it          — subtotal, the coupon's discount, shipping, total
 *   4. redeem the coupon — its use counted under its limits
 *   5. append OrderPlaced (with the orders read model), within an unverified account's limits
 *   6. reserve credit    — a pay-at-harvest order's total on the customer's credit line, at the version read
 * Any refusal rolls all of it back. A version conflict on the cart or the credit line, a twin request or a deadlock
 * runs the steps again in a new transaction: the decider's one retry (inRetriedTransaction, src/events/decider.ts).
 * A retry with the same idempotency key answers the first order.
 */

export interface CheckoutActor {
  userId: string;
  now: Date;
  requestId?: string | undefined;
}

export type CheckoutInput = CheckoutForm;

export const CART_EMPTY = msg('cart.empty');
export const KEY_REUSED = msg('orders.keyReused');

/** "FL-2026-000123": the year of placing and the next number of order_number_seq. */
export const orderNumber = (year: number, seq: number) => `FL-${year}-${String(seq).padStart(6, '0')}`;

/** The request as a hash (without the key): a retry must send the same request. */
function requestHash(input: CheckoutInput): string {
  const { idempotency_key: _key, ...request } = input;
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Errors after which the whole checkout is decided again: a cart changed meanwhile, a twin request, a deadlock. */
function retryable(err: unknown): boolean {
  if (err instanceof ConcurrencyError) return true;
  const { code, constraint_name } = err as { code?: string; constraint_name?: string };
  return code === '40P01' || (code === '23505' && constraint_name === 'orders_user_id_idempotency_key_key');
}

const MAX_ATTEMPTS = 10;

/** Place an order from the user's cart. `created` is false when an earlier request with the same key placed it. */
export async function placeOrder(
  sql: Sql,
  actor: CheckoutActor,
  input: CheckoutInput,
): Promise<{ order: OrderView; created: boolean }> {
  // A phone the courier can call in the address's country (the schema has kept it in E.164).
  assertCallablePhone(input.shipping_address, 'shipping_address.phone');
  if (!input.same_as_shipping) assertCallablePhone(input.billing_address, 'billing_address.phone');
  if (input.payment_method === PAY_AT_HARVEST) {
    const problem = harvestDueProblem(input.harvest_due, actor.now);
    if (problem) throw new ValidationError(problem, 'harvest_due');
  }
  // An online method needs its provider configured: without one, its card on the checkout page says 'Coming soon'.
  requireMethodAvailable(sql, input.payment_method);
  const hash = requestHash(input);
  const rule = await shippingRule(sql);
  const placed = await inRetriedTransaction(sql, (tx: TransactionSql) => placeIn(tx, actor, input, hash, rule), {
    maxAttempts: MAX_ATTEMPTS,
    retryable,
  });
  if ('existingId' in placed)
    return { order: await getOrder(sql, { userId: actor.userId, isAdmin: false }, placed.existingId), created: false };
  if (isOnlineMethod(input.payment_method))
    return { order: await startOnlinePayment(sql, actor, placed.order, input.payment_method), created: true };
  return { order: placed.order, created: true };
}

/**
 * After the order is committed (awaiting payment, its stock reserved): the provider's page or Fawry reference. A provider
 * that cannot be reached leaves the order without a payment (`payment: null`): the grower pays again from the order,
 * with this or another method, before it expires.
 */
async function startOnlinePayment(
  sql: Sql,
  actor: CheckoutActor,
  order: OrderView,
  method: OnlineMethod,
): Promise<OrderView> {
  try {
    await startPayment(sql, order, method, actor.now);
  } catch (err) {
    if (!(err instanceof ServiceUnavailableError)) throw err;
  }
  return getOrder(sql, { userId: actor.userId, isAdmin: false }, order.id);
}

interface Start {
  order_id: string;
  seq: number;
  existing: { id: string; request_hash: string | null; lines: { product_id: string; quantity: number }[] } | null;
  coupon: (CouponFacts & { id: string }) | null;
}

/** The order this user placed under an idempotency key, as JSON: id, request hash and lines (a subquery). */
function placedWithKey(tx: TransactionSql, userId: string, key: string | null) {
  return tx`
    select json_build_object('id', o.id::text, 'request_hash', o.request_hash,
                             'lines', (select json_agg(json_build_object('product_id', l.product_id::text, 'quantity', l.quantity))
                                       from order_lines l where l.order_id = o.id))
    from orders o where o.user_id = ${userId} and o.idempotency_key = ${key}`;
}

/** One attempt, inside its transaction: the steps of a checkout, top to bottom. */
async function placeIn(
  tx: TransactionSql,
  actor: CheckoutActor,
  input: CheckoutInput,
  hash: string,
  rule: ShippingRule,
): Promise<{ order: OrderView } | { existingId: string }> {
  const loaded = await loadCart(tx, actor, input, hash); // 1
  if ('existingId' in loaded) return loaded;
  const { start, cart } = loaded;
  const lines = await takeStock(tx, cart.lines); // 2
  const price = await priceOrder(tx, actor, input, lines, start.coupon, rule); // 3
  if (start.coupon) await redeemCoupon(tx, actor.userId, start.coupon, start.order_id, price.discount); // 4
  const placed = await appendOrderPlaced(tx, actor, input, hash, start, lines, price); // 5
  if (placed.data.harvest_due) await reserveCredit(tx, actor, start.order_id, placed); // 6
  return { order: viewOfPlaced(start.order_id, placed.data) };
}

/**
 * Step 1: one statement for the new ids, an order already placed with this key and the coupon (given, or applied to
 * the cart), the cart read with it (pipelined: one round trip for both); then the cart checked out (CartCheckedOut).
 * A key seen before answers the first order instead.
 */
async function loadCart(
  tx: TransactionSql,
  actor: CheckoutActor,
  input: CheckoutInput,
  hash: string,
): Promise<{ start: Start; cart: CartCheckedOut['data'] } | { existingId: string }> {
  const key = input.idempotency_key ?? null;
  const [[start], cartLocation] = await Promise.all([
    tx<Start[]>`
    select nextval('orders_id_seq')::text as order_id, nextval('order_number_seq')::int as seq,
      (${placedWithKey(tx, actor.userId, key)}) as existing,
      (select json_build_object('id', c.id::text, 'code', c.code, 'kind', c.kind, 'value', c.value, 'min_subtotal', c.min_subtotal,
                                'valid_from', c.valid_from, 'valid_to', c.valid_to, 'usage_limit', c.usage_limit,
                                'per_user_limit', c.per_user_limit, 'used_count', c.used_count, 'active', c.active,
                                'used_by_user', (select count(*) from coupon_redemptions r
                                                 where r.coupon_id = c.id and (r.user_id = ${actor.userId} or r.email_key = (${emailKeyQuery(tx, actor.userId)}))))
       from coupons c
       where c.id = (case when ${input.coupon_code ?? null}::text is null
                          then (select coupon_id from cart_coupons where user_id = ${actor.userId})
                          else (select id from coupons where code = ${input.coupon_code ?? null}::citext) end)) as coupon`,
    locateCart(tx, actor.userId),
  ]);
  if (!start) throw new Error('checkout: no start row');
  if (start.existing) return replay(tx, actor.userId, start.existing, hash);
  if (input.coupon_code && !start.coupon)
    throw new ValidationError(couponRefusal(null, 0, actor.now)!.message, 'coupon_code');
  try {
    const cart = await checkOutCart(
      tx,
      actor.userId,
      { orderId: start.order_id, now: actor.now },
      { correlationId: actor.requestId, idempotencyKey: key ?? undefined },
      cartLocation,
    );
    return { start, cart };
  } catch (err) {
    if (!(err instanceof IllegalStateError)) throw err;
    // An empty cart under a key: a twin request may have placed the order and emptied the cart since the first read.
    const [twin] = key
      ? await tx<{ existing: Start['existing'] }[]>`select (${placedWithKey(tx, actor.userId, key)}) as existing`
      : [];
    if (twin?.existing) return replay(tx, actor.userId, twin.existing, hash);
    throw new ValidationError(CART_EMPTY);
  }
}

interface Price {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/**
 * Step 3: the lines as taken (their prices read with the stock), the coupon's discount, and shipping by the address's
 * governorate and the parcel's weight (its zone); an address without one (an older client) by the shop's flat rule.
 */
async function priceOrder(
  tx: TransactionSql,
  actor: CheckoutActor,
  input: CheckoutInput,
  lines: OrderLine[],
  coupon: Start['coupon'],
  rule: ShippingRule,
): Promise<Price> {
  const subtotal = linesTotal(lines);
  const discount = coupon ? await couponAtCheckout(tx, coupon, lines, actor.now) : 0;
  const governorate = input.shipping_address.governorate;
  const shipping = governorate
    ? (await quoteFor(tx, governorate, { subtotal, lines }, input.shipping_method, 'shipping_address.governorate')).fee
    : shippingQuote(subtotal, input.shipping_method, input.shipping_address, rule).shipping;
  const total = fromPiastres(toPiastres(subtotal) - toPiastres(discount) + toPiastres(shipping));
  return { subtotal, discount, shipping, total };
}

/**
 * Step 5: the PlaceOrder command decided and OrderPlaced appended (src/events/order/commandHandler.ts), once an
 * account whose e-mail address is not verified is within its limits (src/server/orders/verifiedLimits.ts).
 */
async function appendOrderPlaced(
  tx: TransactionSql,
  actor: CheckoutActor,
  input: CheckoutInput,
  hash: string,
  start: Start,
  lines: OrderLine[],
  price: Price,
) {
  const key = input.idempotency_key ?? null;
  const coupon = start.coupon;
  const command: PlaceOrder = {
    type: 'PlaceOrder',
    data: {
      order_id: start.order_id,
      order_number: orderNumber(actor.now.getUTCFullYear(), start.seq),
      user_id: actor.userId,
      lines,
      shipping_address: input.shipping_address,
      billing_address: input.billing_address,
      shipping_method: input.shipping_method,
      payment_method: input.payment_method,
      harvest_due: input.payment_method === PAY_AT_HARVEST ? (input.harvest_due ?? null) : null,
      notes: input.notes,
      ...price,
      currency: CURRENCY,
      coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : null,
    },
    metadata: { now: actor.now, by: actor.userId },
  };
  await checkUnverifiedLimits(tx, actor.userId, command.data.total);
  return placeOrderIn(tx, start.order_id, command, {
    correlationId: actor.requestId,
    ...(key ? { idempotencyKey: key, requestHash: hash } : {}),
  });
}

/**
 * Step 6: the total against the credit line, decided on the line as read in this transaction and appended at that
 * version: a reservation, a payment or a limit change committed meanwhile is a ConcurrencyError, and the checkout is
 * decided again on the line as it is then. Over the available credit → 409 and nothing of this transaction stays.
 */
async function reserveCredit(
  tx: TransactionSql,
  actor: CheckoutActor,
  orderId: string,
  placed: Awaited<ReturnType<typeof placeOrderIn>>,
) {
  await decideCreditIn(
    tx,
    actor.userId,
    {
      type: 'ReserveCredit',
      data: {
        order_id: orderId,
        order_number: placed.data.order_number,
        amount: placed.data.total,
        harvest_due: placed.data.harvest_due!,
      },
      metadata: { now: actor.now, by: actor.userId },
    },
    { correlationId: actor.requestId },
  );
}

/**
 * A key seen before: the same request answers the first order; another request, or a cart holding other lines than
 * that order's, is a different order under a reused key (422).
 */
async function replay(
  tx: TransactionSql,
  userId: string,
  existing: NonNullable<Start['existing']>,
  hash: string,
): Promise<{ existingId: string }> {
  if (existing.request_hash !== hash) throw new UnprocessableError(KEY_REUSED, 'idempotency_key');
  const cart = await tx<{ product_id: string; quantity: number }[]>`
    select product_id::text as product_id, quantity from cart_items where user_id = ${userId}`;
  const asText = (ls: readonly { product_id: string; quantity: number }[]) =>
    ls
      .map((l) => `${l.product_id}×${l.quantity}`)
      .sort()
      .join(',');
  if (cart.length > 0 && asText(cart) !== asText(existing.lines))
    throw new UnprocessableError(KEY_REUSED, 'idempotency_key');
  return { existingId: existing.id };
}

/**
 * Step 4: a coupon kept "once per customer" asks for a verified address first (the limit holds per verified address,
 * not per account). Then its use is counted with a guarded update (so its usage limit holds under any concurrency), record the redemption
 * with the customer's normalised address and take the coupon off the cart — one statement; then check the per-customer
 * limit (by account or by address) under the coupon's row lock.
 */
async function redeemCoupon(
  tx: TransactionSql,
  userId: string,
  coupon: NonNullable<Start['coupon']>,
  orderId: string,
  discount: number,
) {
  if (coupon.per_user_limit !== null)
    await requireVerifiedEmail(tx, userId, 'orders.verifyEmailForCoupon', 'coupon_code');
  const couponId = coupon.id;
  const [row] = await tx<{ used: number }[]>`
    with used as (
      update coupons set used_count = used_count + 1
      where id = ${couponId} and (usage_limit is null or used_count < usage_limit) returning id),
    cleared as (delete from cart_coupons where user_id = ${userId}),
    redeemed as (
      insert into coupon_redemptions (coupon_id, user_id, order_id, discount, email_key)
      select id, ${userId}, ${orderId}, ${discount}, (${emailKeyQuery(tx, userId)}) from used returning id)
    select count(*)::int as used from used`;
  if (!row?.used) throw new ValidationError(msg('orders.couponLimit'), 'coupon_code', { reason: 'usage_limit' });
  // The update above holds the coupon's row lock until commit, so this statement (a new snapshot) sees every other
  // redemption by this user that committed first: the per-user limit holds under concurrency too.
  const [mine] = await tx<{ over: boolean }[]>`
    select count(*) > max(c.per_user_limit) as over
    from coupon_redemptions r join coupons c on c.id = r.coupon_id
    where r.coupon_id = ${couponId} and (r.user_id = ${userId} or r.email_key = (${emailKeyQuery(tx, userId)})) and c.per_user_limit is not null`;
  if (mine?.over) throw new ValidationError(msg('orders.couponPerUser'), 'coupon_code', { reason: 'per_user_limit' });
}
