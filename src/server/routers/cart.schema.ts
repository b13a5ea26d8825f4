import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZRef } from '../../shared/catalogue';
import * as S from './outputs';

/** A quantity as sent: a whole number (the cart's rules check its range against stock). */
const ZQuantity = z.number(says('cart.quantityWhole')).int(says('cart.quantityWhole'));

/** POST /cart/add {product_id, quantity}: one unit when no quantity is sent. */
export const ZAddToCartInput = z.object({ product_id: ZRef, quantity: ZQuantity.default(1) });
/** PUT /cart/items/{id} {quantity}: 0 or less removes the line. */
export const ZUpdateCartItemInput = z.object({ id: z.string(says('call.idRequired')).max(100), quantity: ZQuantity });
/** DELETE /cart/items/{id}. */
export const ZCartItemRefInput = z.object({ id: z.string(says('call.idRequired')).max(100) });

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** A cart write: the cart as it is now, and what happened ('{product} added to cart'). */
export const ZCartWritten = S.Cart.extend({ message: S.message });
/** Subtotal, shipping (free above the threshold), total and the threshold. */
export const ZCartSummary = z.strictObject({
  subtotal: S.money,
  shipping: S.money,
  total: S.money,
  free_shipping_threshold: S.money,
});
