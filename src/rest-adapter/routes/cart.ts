import { messageEnvelope, noInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Cart';

/** The Cart group of rest-calls.tsv (signed in). Writes answer `{success, message, data: cart}`. */
export const cartRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/cart',
    procedure: 'cart.get',
    group,
    summary: 'The cart: items (current price, product, available), item_count, total',
  },
  {
    method: 'POST',
    path: '/cart/add',
    procedure: 'cart.add',
    group,
    summary:
      'Put a product in the cart {product_id, quantity (default 1)}; more of a product already there adds to its line, within stock',
    respond: messageEnvelope,
  },
  {
    method: 'PUT',
    path: '/cart/items/{id}',
    procedure: 'cart.updateItem',
    group,
    summary: "Set a line's quantity {quantity}; 0 or less removes the line",
    respond: messageEnvelope,
  },
  {
    method: 'DELETE',
    path: '/cart/items/{id}',
    procedure: 'cart.removeItem',
    group,
    summary: 'Remove a line from the cart',
    respond: messageEnvelope,
  },
  {
    method: 'DELETE',
    path: '/cart',
    procedure: 'cart.clear',
    group,
    summary: 'Empty the cart',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/cart/summary',
    procedure: 'cart.summary',
    group,
    summary:
      'subtotal, shipping (50 EGP up to the free-shipping threshold, free above it), total, free_shipping_threshold',
  },
];
