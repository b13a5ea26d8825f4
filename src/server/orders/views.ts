import type { OrderAddress, OrderPlaced, OrderStatus } from '../../events/order/order';
import { allowedNextStatuses } from '../../events/order/businessLogic';
import { NotFoundError } from '../../shared/errors';
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
  payment_method: string;
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
}

export const ORDER_NOT_FOUND = 'Order not found';

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

type OrderRow = Omit<OrderView, 'next_statuses'>;

/** The columns of an order view, from `orders o` with its lines aggregated. */
export function orderColumns(sql: Queryable) {
  return sql`
    o.id::text as id, o.order_number, o.user_id::text as user_id, o.status, o.created_at, o.updated_at,
    o.subtotal::float8 as subtotal, o.discount::float8 as discount, o.shipping::float8 as shipping, o.total::float8 as total,
    o.currency, o.payment_method, o.shipping_method, o.notes, o.coupon_code, o.tracking_number, o.carrier,
    o.shipping_address, o.billing_address,
    (select coalesce(json_agg(json_build_object(
        'id', o.id::text || '-' || l.line_no, 'product_id', l.product_id::text, 'quantity', l.quantity, 'price', l.price::float8,
        'product', json_build_object('id', l.product_id::text, 'name', l.name, 'name_ar', l.name_ar, 'main_image', l.image))
        order by l.line_no), '[]')
     from order_lines l where l.order_id = o.id) as items`;
}

export const withNextStatuses = (row: OrderRow): OrderView => ({ ...row, next_statuses: allowedNextStatuses(row.status) });

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
  return withNextStatuses(row);
}
