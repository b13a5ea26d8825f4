import type { CartEvent } from '../cart/cart';
import { CART_EVENT_TYPES, parseCartStream } from '../cart/cart';
import type { Projection } from '../projection';

/**
 * The cart read model `cart_items`: one row per line of each user's current cart. Inline, so a user sees their cart
 * change in the same transaction as the append. A lifetime's end (cleared, checked out) empties the user's rows.
 */
export const cartItems: Projection = {
  name: 'cart-items',
  canHandle: CART_EVENT_TYPES,
  async apply(tx, stored) {
    const { userId } = parseCartStream(stored.streamId);
    const event = { type: stored.type, data: stored.data } as CartEvent;
    switch (event.type) {
      case 'CartItemAdded': {
        const d = event.data;
        await tx`
          insert into cart_items (user_id, item_id, product_id, quantity, unit_price, added_at)
          values (${userId}, ${d.item_id}, ${d.product_id}, ${d.quantity}, ${d.unit_price}, ${d.added_at})
          on conflict (user_id, product_id) do update
            set item_id = excluded.item_id, quantity = excluded.quantity, unit_price = excluded.unit_price, added_at = excluded.added_at`;
        return;
      }
      case 'CartItemQuantityChanged':
        await tx`update cart_items set quantity = ${event.data.quantity} where user_id = ${userId} and item_id = ${event.data.item_id}`;
        return;
      case 'CartItemRemoved':
        await tx`delete from cart_items where user_id = ${userId} and item_id = ${event.data.item_id}`;
        return;
      case 'CartCleared':
      case 'CartCheckedOut':
        await tx`delete from cart_items where user_id = ${userId}`;
        return;
      default: {
        const unknown: never = event;
        throw new Error(`cart-items cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  },
  async reset(tx) {
    await tx`delete from cart_items`;
  },
};
