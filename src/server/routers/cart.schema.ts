import { z } from 'zod';
import { ZRef } from '../../shared/catalogue';

const QUANTITY = 'Quantity must be a whole number';
/** A quantity as sent: a whole number (the cart's rules check its range against stock). */
const ZQuantity = z.number({ error: QUANTITY }).int(QUANTITY);

/** POST /cart/add {product_id, quantity}: one unit when no quantity is sent. */
export const ZAddToCartInput = z.object({ product_id: ZRef, quantity: ZQuantity.default(1) });
/** PUT /cart/items/{id} {quantity}: 0 or less removes the line. */
export const ZUpdateCartItemInput = z.object({ id: z.string({ error: 'id is required' }).max(100), quantity: ZQuantity });
/** DELETE /cart/items/{id}. */
export const ZCartItemRefInput = z.object({ id: z.string({ error: 'id is required' }).max(100) });
