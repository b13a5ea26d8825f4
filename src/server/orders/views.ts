import type { OrderPlaced } from '../../events/order/order';
import type { OrderAddress, OrderStatus } from '../../shared/orders';
import { allowedNextStatuses } from '../../events/order/businessLogic';
import type { PaymentMethod } from '../../shared/credit';
import { isOnlineMethod } from '../../shared/payments';
import { type OrderPaymentView, orderPaymentView } from '../payments/view';
import { NotFoundError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type ColumnMap, allFieldsOf, selectList } from '../columns';
import type { Queryable } from '../db';

/*
 * Reading orders from the read model (`orders`, `order_lines`): the order as the API shows it, and who may see it.
 */

export interface OrderItemView {
  id: string;
  product_id: string;
  quantity: number;
  price: number;
  /** The product as it was when the order was placed; `name_ar` null when it had no Arabic name (or the order predates it). */
  product: { id: string; name: string; name_ar: string | null; main_image: string | null };
}

/** An order as the API shows it (storefront section 3: id, order_number, created_at, status, total, currency, tracking_number, items). */
export interface OrderView {
  id: string;
  order_number: string;
  user_id: string;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  currency: string;
  payment_method: PaymentMethod;
  /** The month a pay-at-harvest order falls due ('YYYY-MM'); null for cash on delivery. */
  harvest_due: string | null;
  /**
   * Paid so far: a pay-at-harvest order's payments recorded on the credit line; a cash-on-delivery order's total once
   * delivered (the cash is collected then), else 0.
   */
  amount_paid: number;
  /**
   * Still to pay: a pay-at-harvest order's total less its payments and what a cancel or refund released; a
   * cash-on-delivery order's total until it is delivered (0 once delivered, cancelled or refunded).
   */
  amount_due: number;
  shipping_method: string;
  notes: string | null;
  coupon_code: string | null;
  tracking_number: string | null;
  carrier: string | null;
  shipping_address: OrderAddress;
  billing_address: OrderAddress;
  items: OrderItemView[];
  /** The statuses the order may move to next; a customer may cancel when 'cancelled' is among them. */
  next_statuses: readonly OrderStatus[];
  /** An online order's payment: null until one is started. */
  payment?: OrderPaymentView | null;
}

export const ORDER_NOT_FOUND = msg('orders.notFound');

/** The item id of an order's line: `<order id>-<line number>`. */
const itemId = (orderId: string, lineNo: number) => `${orderId}-${lineNo}`;

/** The view of an order just placed, from its OrderPlaced event (the same as reading it back). */
export function viewOfPlaced(orderId: string, d: OrderPlaced['data']): OrderView {
  const at = new Date(d.at);
  return {
    id: orderId,
    order_number: d.order_number,
    user_id: d.user_id,
    status: 'pending',
    created_at: at,
    updated_at: at,
    subtotal: d.subtotal,
    discount: d.discount,
    shipping: d.shipping,
    total: d.total,
    currency: d.currency,
    payment_method: d.payment_method,
    harvest_due: d.harvest_due ?? null,
    amount_paid: 0,
    amount_due: d.total,
    shipping_method: d.shipping_method,
    notes: d.notes,
    coupon_code: d.coupon?.code ?? null,
    tracking_number: null,
    carrier: null,
    shipping_address: d.shipping_address,
    billing_address: d.billing_address,
    items: d.lines.map((l, i) => ({
      id: itemId(orderId, i + 1),
      product_id: l.product_id,
      quantity: l.quantity,
      price: l.price,
      product: { id: l.product_id, name: l.name, name_ar: l.product_name_ar ?? null, main_image: l.image },
    })),
    next_statuses: allowedNextStatuses('pending'),
  };
}

type OrderRow = Omit<OrderView, 'next_statuses' | 'payment'>;

/** How each field of an order view is read from `orders o` (its lines aggregated; the next statuses are computed). */
const ORDER_COLUMNS: ColumnMap<OrderRow> = {
  id: (sql) => sql`o.id::text as id`,
  order_number: (sql) => sql`o.order_number`,
  user_id: (sql) => sql`o.user_id::text as user_id`,
  status: (sql) => sql`o.status`,
  created_at: (sql) => sql`o.created_at`,
  updated_at: (sql) => sql`o.updated_at`,
  subtotal: (sql) => sql`o.subtotal::float8 as subtotal`,
  discount: (sql) => sql`o.discount::float8 as discount`,
  shipping: (sql) => sql`o.shipping::float8 as shipping`,
  total: (sql) => sql`o.total::float8 as total`,
  currency: (sql) => sql`o.currency`,
  payment_method: (sql) => sql`o.payment_method`,
  harvest_due: (sql) => sql`o.harvest_due`,
  // Online (card, wallet, Fawry: shared/payments ONLINE_METHODS): paid is what the provider took less what was refunded, and nothing is due once the
  // provider has taken it or the order is cancelled — as getOrder says of one order.
  amount_paid: (sql) => sql`
    (case when o.payment_method = 'pay_at_harvest' then coalesce((select c.paid from credit_orders c where c.order_id = o.id), 0)
          when o.payment_method in ('card', 'wallet', 'fawry')
          then coalesce((select case when p.paid_amount > 0 then p.paid_amount - p.refunded_amount else 0 end
                         from order_payments p where p.order_id = o.id), 0)
          when o.status in ('delivered', 'refunded') then o.total else 0 end)::float8 as amount_paid`,
  amount_due: (sql) => sql`
    (case when o.payment_method = 'pay_at_harvest'
          then coalesce((select c.amount - c.paid - c.released from credit_orders c where c.order_id = o.id), 0)
          when o.payment_method in ('card', 'wallet', 'fawry')
          then (case when o.status = 'cancelled' or exists (select 1 from order_payments p where p.order_id = o.id
                       and p.state in ('paid', 'refunded', 'partially_refunded')) then 0 else o.total end)
          when o.status in ('pending', 'confirmed', 'processing', 'shipped') then o.total else 0 end)::float8 as amount_due`,
  shipping_method: (sql) => sql`o.shipping_method`,
  notes: (sql) => sql`o.notes`,
  coupon_code: (sql) => sql`o.coupon_code`,
  tracking_number: (sql) => sql`o.tracking_number`,
  carrier: (sql) => sql`o.carrier`,
  shipping_address: (sql) => sql`o.shipping_address`,
  billing_address: (sql) => sql`o.billing_address`,
  items: (sql) => sql`
    (select coalesce(json_agg(json_build_object(
        'id', o.id::text || '-' || l.line_no, 'product_id', l.product_id::text, 'quantity', l.quantity, 'price', l.price::float8,
        'product', json_build_object('id', l.product_id::text, 'name', l.name, 'name_ar', l.name_ar, 'main_image', l.image))
        order by l.line_no), '[]')
     from order_lines l where l.order_id = o.id) as items`,
};
const ORDER_FIELDS = allFieldsOf(ORDER_COLUMNS);

/** The columns of a whole order view (one order), from `orders o` with its lines aggregated. */
export function orderColumns(sql: Queryable) {
  return selectList(sql, ORDER_COLUMNS, ORDER_FIELDS);
}

/**
 * What an order card of My Orders shows (storefront.md: Orders list and the Order entity — number, date, status, total,
 * its items with their names, tracking number; issue 24: how it is paid, when a harvest order falls due, paid and due) and so all the orders list answers of an order; addresses, totals'
 * parts, notes and the next statuses come from `orders.get`. Named once: the SQL, the answer type and the REST schema
 * read this list.
 */
export const ORDER_CARD_FIELDS = [
  'id',
  'order_number',
  'status',
  'created_at',
  'total',
  'currency',
  'tracking_number',
  'items',
  'payment_method',
  'harvest_due',
  'amount_paid',
  'amount_due',
] as const satisfies readonly (keyof OrderRow)[];

/** An order as the orders list answers it. */
export type OrderCard = Pick<OrderView, (typeof ORDER_CARD_FIELDS)[number]>;

/** The columns of an order card, from `orders o`. */
export function orderCardColumns(sql: Queryable) {
  return selectList(sql, ORDER_COLUMNS, ORDER_CARD_FIELDS);
}

/** What an order card shows that a row of the admin orders table leaves to the order itself. */
type CardOnlyField = 'tracking_number' | 'items';

/**
 * What a row of the admin orders table shows besides its customer and unit count: an order card's fields but its items
 * and tracking number (number, placed, total, status, payment); the whole order, its timeline and next statuses come
 * from `admin.orders.get`.
 */
export const ADMIN_ORDER_ROW_FIELDS = ORDER_CARD_FIELDS.filter(
  (field): field is Exclude<(typeof ORDER_CARD_FIELDS)[number], CardOnlyField> =>
    field !== 'tracking_number' && field !== 'items',
);

/** The columns of an admin orders row's order part, from `orders o`. */
export function adminOrderRowColumns(sql: Queryable) {
  return selectList(sql, ORDER_COLUMNS, ADMIN_ORDER_ROW_FIELDS);
}

export const withNextStatuses = (row: OrderRow): OrderView => ({
  ...row,
  next_statuses: allowedNextStatuses(row.status),
});

/** Who is asking: a customer sees only their own orders (another's is 404), an administrator any. */
export interface OrderReader {
  userId: string;
  isAdmin: boolean;
}

export const orderRef = (id: string): string | null => (/^[1-9]\d{0,17}$/.test(id.trim()) ? id.trim() : null);

/** One order the reader may see, or 404. */
export async function getOrder(sql: Queryable, reader: OrderReader, id: string): Promise<OrderView> {
  const ref = orderRef(id);
  if (!ref) throw new NotFoundError(ORDER_NOT_FOUND);
  const [row] = await sql<OrderRow[]>`
    select ${orderColumns(sql)} from orders o where o.id = ${ref} and (${reader.isAdmin} or o.user_id = ${reader.userId})`;
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
  const view = withNextStatuses(row);
  if (!isOnlineMethod(view.payment_method)) return view;
  // Online: paid is what the provider took less what was refunded; nothing is due once paid or cancelled.
  const payment = await orderPaymentView(sql, view.id);
  const paid =
    payment && payment.paid_amount > 0 ? Math.round((payment.paid_amount - payment.refunded_amount) * 100) / 100 : 0;
  const settled =
    payment?.state === 'paid' ||
    payment?.state === 'refunded' ||
    payment?.state === 'partially_refunded' ||
    view.status === 'cancelled';
  return { ...view, payment, amount_paid: paid, amount_due: settled ? 0 : view.total };
}
