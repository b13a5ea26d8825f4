import { z } from 'zod';
import {
  type Said,
  bodySchema,
  download,
  envelopeOf,
  listEnvelope,
  messageEnvelope,
  noInput,
  perObject,
  queryWithNumbers,
  writtenAs,
} from '../envelope';
import type { RestRoute, RouteRequest } from '../types';

/** A placed order: 201 with the message beside it; a retry under the same Idempotency-Key answers the first order with 200. */
const created = envelopeOf<{ message: Said; created?: boolean }>(
  ({ message, created: isNew, ...data }) => ({
    status: isNew === false ? 200 : 201,
    json: { success: true, data, message },
  }),
  (output) => {
    const body = perObject(output, (object) =>
      bodySchema(object.omit({ message: true, created: true }), { message: z.string() }),
    );
    return { json: { 201: body, 200: body } };
  },
);

/** The checkout body, with the Idempotency-Key header as `idempotency_key`. */
function checkoutInput({ body, headers }: RouteRequest) {
  const key = headers['idempotency-key'];
  const fields = body && typeof body === 'object' ? body : {};
  return { ...fields, ...(typeof key === 'string' ? { idempotency_key: key } : {}) };
}

/** The list as `{success, data: orders, orders, pagination, total, totalPages}`. */
const orderList = listEnvelope('orders');

/** The invoice PDF as a download. */
const invoiceFile = download<{ filename: string; content_type: string; base64: string }>('application/pdf', (out) => ({
  filename: out.filename,
  contentType: out.content_type,
  data: Buffer.from(out.base64, 'base64'),
}));

/** `{message, order}` → `{success, message, data: order}`. */
const orderWritten = writtenAs('order');

/** The Orders, Coupons, Shipping and Payments groups of rest-calls.tsv (all signed in but shipping methods and calculate). */
export const ordersRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/orders',
    procedure: 'orders.create',
    group: 'Orders',
    summary:
      "Place an order from the cart: payment_method 'cod' (default) or 'pay_at_harvest' with harvest_due 'YYYY-MM' (next month to 9 months ahead; the total is reserved on the caller's credit line, over the available credit is 409). Header Idempotency-Key: a retry answers the first order (200); another request under the same key is 422",
    input: checkoutInput,
    respond: created,
  },
  {
    method: 'GET',
    path: '/orders',
    procedure: 'orders.list',
    group: 'Orders',
    summary:
      'My orders: ?page, ?limit (10), ?sort_by created_at|total, ?sort_order, ?status, ?search (order number or product)',
    input: queryWithNumbers('page', 'limit'),
    respond: orderList,
  },
  {
    method: 'GET',
    path: '/orders/{id}',
    procedure: 'orders.get',
    group: 'Orders',
    summary: 'One order (your own; administrators any)',
  },
  {
    method: 'PUT',
    path: '/orders/{id}/cancel',
    procedure: 'orders.cancel',
    group: 'Orders',
    summary: 'Cancel a pending or confirmed order {reason}; the stock goes back',
    respond: orderWritten,
  },
  {
    method: 'POST',
    path: '/orders/{id}/reorder',
    procedure: 'orders.reorder',
    group: 'Orders',
    summary: "Put the order's products back in the cart; what cannot be bought now is listed",
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/orders/{id}/tracking',
    procedure: 'orders.tracking',
    group: 'Orders',
    summary: 'The timeline of the order (from its events) and the tracking number',
  },
  {
    method: 'GET',
    path: '/orders/{id}/invoice',
    procedure: 'orders.invoice',
    group: 'Orders',
    summary: 'The invoice (application/pdf)',
    respond: invoiceFile,
  },

  {
    method: 'POST',
    path: '/coupons/validate',
    procedure: 'coupons.validate',
    group: 'Coupons',
    summary: 'Whether a code can be used on {code, items} (or the cart): valid, discount, or reason and message',
  },
  {
    method: 'POST',
    path: '/coupons/apply',
    procedure: 'coupons.applyToCart',
    group: 'Coupons',
    summary: 'Apply {code} to the cart; the next checkout takes it',
    respond: messageEnvelope,
  },
  {
    method: 'DELETE',
    path: '/coupons/remove',
    procedure: 'coupons.remove',
    group: 'Coupons',
    summary: 'Take the coupon off the cart',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/coupons/user',
    procedure: 'coupons.user',
    group: 'Coupons',
    summary: 'The coupon applied to the cart and the coupons used',
    input: noInput,
  },

  {
    method: 'GET',
    path: '/shipping/methods',
    procedure: 'shipping.methods',
    group: 'Shipping',
    summary: 'Standard (cash on delivery, 2–5 days) and express (next day, Cairo and Giza, +40 EGP)',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/shipping/calculate',
    procedure: 'shipping.calculate',
    group: 'Shipping',
    summary: 'Shipping for {items, address, method}',
  },
  {
    method: 'GET',
    path: '/shipping/track/{id}',
    procedure: 'shipping.track',
    group: 'Shipping',
    summary: "An order's tracking timeline (your own)",
  },

  {
    method: 'POST',
    path: '/payments/create-intent',
    procedure: 'payments.createIntent',
    group: 'Payments',
    summary: 'Record a cash-on-delivery intent {amount, currency (EGP)}',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/payments/confirm',
    procedure: 'payments.confirm',
    group: 'Payments',
    summary: 'Confirm {payment_intent_id}; settled when the order is delivered',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/payments/methods',
    procedure: 'payments.methods',
    group: 'Payments',
    summary: 'Saved payment methods',
    input: noInput,
  },
  {
    method: 'POST',
    path: '/payments/methods',
    procedure: 'payments.addMethod',
    group: 'Payments',
    summary: "Save a method {type: 'cod', label}; cards are 'Coming soon'",
    respond: messageEnvelope,
  },
  {
    method: 'DELETE',
    path: '/payments/methods/{id}',
    procedure: 'payments.deleteMethod',
    group: 'Payments',
    summary: 'Remove a saved method',
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/payments/methods/{id}/default',
    procedure: 'payments.setDefaultMethod',
    group: 'Payments',
    summary: 'Make a saved method the default',
    respond: messageEnvelope,
  },
];
