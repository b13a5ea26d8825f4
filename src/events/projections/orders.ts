import { ORDER_EVENT_TYPES, type OrderEvent, STATUS_AFTER, orderIdOf } from '../order/order';
import type { Projection } from '../projection';

/**
 * The orders read model (`orders`, `order_lines`). Inline, so "My Orders" shows an order in the transaction that placed
 * or moved it. The checkout's idempotency key and request hash come from the OrderPlaced event's metadata. A line's
 * Arabic name is null when its event has none (OrderPlaced events written before `product_name_ar` was recorded).
 */
export const orders: Projection = {
  name: 'orders',
  canHandle: ORDER_EVENT_TYPES,
  async apply(tx, stored) {
    const orderId = orderIdOf(stored.streamId);
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    if (event.type === 'OrderPlaced') {
      const d = event.data;
      const lines = d.lines;
      await tx`
        with placed as (
          insert into orders (id, order_number, user_id, status, subtotal, discount, shipping, total, currency,
                              shipping_address, billing_address, shipping_method, payment_method, harvest_due, notes, coupon_code,
                              idempotency_key, request_hash, created_at, updated_at)
          values (${orderId}, ${d.order_number}, ${d.user_id}, 'pending', ${d.subtotal}, ${d.discount}, ${d.shipping}, ${d.total},
                  ${d.currency}, ${tx.json(d.shipping_address as never)}, ${tx.json(d.billing_address as never)}, ${d.shipping_method},
                  ${d.payment_method}, ${d.harvest_due ?? null}, ${d.notes}, ${d.coupon?.code ?? null}, ${(stored.metadata.idempotencyKey as string | undefined) ?? null},
                  ${(stored.metadata.requestHash as string | undefined) ?? null}, ${d.at}, ${d.at})
          returning id)
        insert into order_lines (order_id, line_no, product_id, name, name_ar, price, quantity, image)
        select placed.id, l.n, l.product_id, l.name, l.name_ar, l.price, l.quantity, l.image
        from placed, unnest(${lines.map((l) => l.product_id)}::bigint[], ${lines.map((l) => l.name)}::text[],
                            ${lines.map((l) => l.product_name_ar ?? null)}::text[],
                            ${lines.map((l) => l.price)}::numeric[], ${lines.map((l) => l.quantity)}::int[],
                            ${lines.map((l) => l.image)}::text[]) with ordinality as l(product_id, name, name_ar, price, quantity, image, n)`;
      return;
    }
    const status = STATUS_AFTER[event.type];
    const shipped = event.type === 'OrderShipped' ? event.data : null;
    const reason = event.type === 'OrderCancelled' ? event.data.reason : null;
    const refunded = event.type === 'OrderRefunded' ? event.data.amount : null;
    await tx`
      update orders set status = ${status}, updated_at = ${event.data.at},
        tracking_number = coalesce(${shipped?.tracking_number ?? null}, tracking_number),
        carrier = coalesce(${shipped?.carrier ?? null}, carrier),
        cancel_reason = coalesce(${reason}, cancel_reason),
        refunded_amount = coalesce(${refunded}::numeric, refunded_amount)
      where id = ${orderId}`;
  },
  async reset(tx) {
    await tx`delete from orders`;
  },
};
