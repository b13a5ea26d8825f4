import { createHash } from 'node:crypto';
import { checkOutCart, locateCart } from '../../events/cart/commandHandler';
import { decideCreditIn } from '../../events/credit/commandHandler';
import type { PlaceOrder } from '../../events/order/businessLogic';
import { placeOrderIn } from '../../events/order/commandHandler';
import type { OrderLine } from '../../events/order/order';
import { ConcurrencyError } from '../../events/store';
import { CURRENCY } from '../../shared/business';
import { PAY_AT_HARVEST, harvestDueProblem } from '../../shared/credit';
import { type CouponFacts, couponRefusal } from '../../shared/coupons';
import {
  ConflictError,
  IllegalStateError,
  ServiceUnavailableError,
  UnprocessableError,
  ValidationError,
} from '../../shared/errors';
import { assertCallablePhone } from './phone';
import { bilingual, msg } from '../../shared/messages';
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
 * Checkout: the user's cart becomes an order in ONE transaction — stock reserved by a guarded update for every line,
 * OrderPlaced appended (with the orders read model), CartCheckedOut appended, the coupon redeemed, and for a
 * pay-at-harvest order its total reserved on the customer's credit line (CreditReserved appended to `credit-<userId>`
 * at the version read, with its read model). Any refusal rolls all of it back; a version conflict on the cart or the
 * credit line decides the whole checkout again. A retry with the same idempotency key answers the first order.
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
  // A phone the courier can call in the address's country (issue 45; the schema has kept it in E.164).
  assertCallablePhone(input.shipping_address, 'shipping_address.phone');
  if (!input.same_as_shipping) assertCallablePhone(input.billing_address, 'billing_address.phone');
  if (input.payment_method === PAY_AT_HARVEST) {
    const problem = harvestDueProblem(input.harvest_due, actor.now);
    if (problem) throw new ValidationError(problem, 'harvest_due');
  }
  // An online method needs its provider configured: without one, the card is 'Coming soon' as before (issue 39).
  requireMethodAvailable(sql, input.payment_method);
  const hash = requestHash(input);
  const rule = await shippingRule(sql);
  for (let attempt = 1; ; attempt++) {
    try {
      const placed = await sql.begin((tx) => placeIn(tx, actor, input, hash, rule));
      if ('existingId' in placed)
        return {
          order: await getOrder(sql, { userId: actor.userId, isAdmin: false }, placed.existingId),
          created: false,
        };
      if (isOnlineMethod(input.payment_method))
        return { order: await startOnlinePayment(sql, actor, placed.order, input.payment_method), created: true };
      return { order: placed.order, created: true };
    } catch (err) {
      if (!retryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 2 ** (attempt + 1))));
    }
  }
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

/** One attempt, inside its transaction. */
async function placeIn(
  tx: TransactionSql,
  actor: CheckoutActor,
  input: CheckoutInput,
  hash: string,
  rule: ShippingRule,
): Promise<{ order: OrderView } | { existingId: string }> {
  const key = input.idempotency_key ?? null;
  // One statement: the new ids, an order already placed with this key, and the coupon (given, or applied to the cart);
  // the cart is read with it (pipelined: one round trip for both).
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

  let cart: Awaited<ReturnType<typeof checkOutCart>>;
  try {
    cart = await checkOutCart(
      tx,
      actor.userId,
      { orderId: start.order_id, now: actor.now },
      { correlationId: actor.requestId, idempotencyKey: key ?? undefined },
      cartLocation,
    );
  } catch (err) {
    if (!(err instanceof IllegalStateError)) throw err;
    // An empty cart under a key: a twin request may have placed the order and emptied the cart since the first read.
    const [twin] = key
      ? await tx<{ existing: Start['existing'] }[]>`select (${placedWithKey(tx, actor.userId, key)}) as existing`
      : [];
    if (twin?.existing) return replay(tx, actor.userId, twin.existing, hash);
    throw new ValidationError(CART_EMPTY);
  }
  const lines = await reserveStock(tx, cart.lines);
  const subtotal = linesTotal(lines);
  const coupon = start.coupon;
  let discount = 0;
  if (coupon) {
    discount = await couponAtCheckout(tx, coupon, lines, actor.now);
    // "Once per customer" holds per verified address, not per account (issue 38).
    if (coupon.per_user_limit !== null)
      await requireVerifiedEmail(tx, actor.userId, 'orders.verifyEmailForCoupon', 'coupon_code');
    await redeemCoupon(tx, coupon.id, actor.userId, start.order_id, discount);
  }
  // Priced by the address's governorate and the parcel's weight (its zone, issue 39); an address without one (an older
  // client) by the shop's flat rule.
  const governorate = input.shipping_address.governorate;
  const shipping = governorate
    ? (await quoteFor(tx, governorate, { subtotal, lines }, input.shipping_method, 'shipping_address.governorate')).fee
    : shippingQuote(subtotal, input.shipping_method, input.shipping_address, rule).shipping;
  const harvestDue = input.payment_method === PAY_AT_HARVEST ? (input.harvest_due ?? null) : null;
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
      harvest_due: harvestDue,
      notes: input.notes,
      subtotal,
      discount,
      shipping,
      total: fromPiastres(toPiastres(subtotal) - toPiastres(discount) + toPiastres(shipping)),
      currency: CURRENCY,
      coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : null,
    },
    metadata: { now: actor.now, by: actor.userId },
  };
  // An account whose e-mail address is not verified may only go so far (issue 38; src/server/orders/verifiedLimits.ts).
  await checkUnverifiedLimits(tx, actor.userId, command.data.total);
  const placed = await placeOrderIn(tx, start.order_id, command, {
    correlationId: actor.requestId,
    ...(key ? { idempotencyKey: key, requestHash: hash } : {}),
  });
  if (harvestDue) {
    // The total against the credit line, decided on the line as read in this transaction and appended at that version:
    // a reservation, a payment or a limit change committed meanwhile is a ConcurrencyError, and the checkout is decided
    // again on the line as it is then. Over the available credit → 409 and nothing of this transaction stays.
    await decideCreditIn(
      tx,
      actor.userId,
      {
        type: 'ReserveCredit',
        data: {
          order_id: start.order_id,
          order_number: placed.data.order_number,
          amount: placed.data.total,
          harvest_due: harvestDue,
        },
        metadata: { now: actor.now, by: actor.userId },
      },
      { correlationId: actor.requestId },
    );
  }
  return { order: viewOfPlaced(start.order_id, placed.data) };
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
 * Take every line's quantity off the shelf in one guarded update (only where enough is left and the product is still
 * sold), which also reads the line's snapshot (names in both languages, price, picture): no statement of its own.
 * A line that could not be taken refuses the checkout, naming the product and what is left (409).
 */
async function reserveStock(
  tx: TransactionSql,
  cartLines: readonly { product_id: string; quantity: number }[],
): Promise<OrderLine[]> {
  const ids = cartLines.map((l) => l.product_id);
  const taken = await tx<Omit<OrderLine, 'quantity'>[]>`
    update products p set stock_quantity = p.stock_quantity - r.quantity
    from unnest(${ids}::bigint[], ${cartLines.map((l) => l.quantity)}::int[]) as r(id, quantity)
    where p.id = r.id and p.stock_quantity >= r.quantity
      and p.deleted_at is null and p.is_active and p.is_available and p.approval_status = 'approved'
    returning p.id::text as product_id, p.name, p.name_ar as product_name_ar, p.price::float8 as price, p.main_image as image`;
  if (taken.length < cartLines.length) throw await shortage(tx, cartLines, new Set(taken.map((t) => t.product_id)));
  const byId = new Map(taken.map((t) => [t.product_id, t]));
  return cartLines.map((l) => ({ ...byId.get(l.product_id)!, quantity: l.quantity }));
}

/** The refusal for the first line that could not be reserved: 'Only 3 of Urea 46% left in stock'. */
async function shortage(
  tx: TransactionSql,
  cartLines: readonly { product_id: string; quantity: number }[],
  taken: Set<string>,
) {
  const missing = cartLines.find((l) => !taken.has(l.product_id))!;
  const [product] = await tx<{ name: string; name_ar: string | null; stock: number; sold: boolean }[]>`
    select name, name_ar, stock_quantity as stock,
           (deleted_at is null and is_active and is_available and approval_status = 'approved') as sold
    from products where id = ${missing.product_id}`;
  const name = bilingual(product?.name ?? 'A product in your cart', product ? product.name_ar : 'منتج في سلتك');
  const available = product?.sold ? product.stock : 0;
  const details = { product_id: missing.product_id, product: name.en, available, requested: missing.quantity };
  if (!product?.sold) return new ConflictError(msg('cart.noLongerAvailable', { name }), 'quantity', details);
  if (available === 0) return new ConflictError(msg('cart.outOfStock', { name }), 'quantity', details);
  return new ConflictError(msg('cart.onlyLeft', { available, name }), 'quantity', details);
}

/**
 * Count a coupon's use with a guarded update (so its usage limit holds under any concurrency), record the redemption
 * with the customer's normalised address and take the coupon off the cart — one statement; then check the per-customer
 * limit (by account or by address) under the coupon's row lock.
 */
async function redeemCoupon(tx: TransactionSql, couponId: string, userId: string, orderId: string, discount: number) {
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
