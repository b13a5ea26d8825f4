import { addToCart, type CartActor, clearCart, getCart, getCartSummary, removeCartItem, updateCartItem } from '../cart/cart';
import type { Context } from '../context';
import { authedProcedure, router } from '../trpc';
import { ZAddToCartInput, ZCartItemRefInput, ZUpdateCartItemInput } from './cart.schema';

/** The caller as the cart's events record them, with the request's clock. */
const actorOf = (ctx: Pick<Context, 'requestId'> & { user: { userId: string } }): CartActor => ({
  userId: ctx.user.userId,
  now: new Date(),
  requestId: ctx.requestId,
});

/** The Cart group: the signed-in user's cart (event-sourced; see src/events/cart). Writes answer with a message and the cart. */
export const cartRouter = router({
  get: authedProcedure.meta({ signInMessage: 'Please log in to view your cart' }).query(({ ctx }) => getCart(ctx.sql, ctx.user.userId)),
  /** Put a product in the cart, or more of it: '{product} added to cart'. */
  add: authedProcedure
    .meta({ signInMessage: 'Please log in to add items to cart' })
    .input(ZAddToCartInput)
    .mutation(({ ctx, input }) => addToCart(ctx.sql, actorOf(ctx), input.product_id, input.quantity)),
  /** Set a line's quantity; 0 or less removes the line. */
  updateItem: authedProcedure
    .meta({ signInMessage: 'Please log in to update cart' })
    .input(ZUpdateCartItemInput)
    .mutation(({ ctx, input }) => updateCartItem(ctx.sql, actorOf(ctx), input.id, input.quantity)),
  removeItem: authedProcedure
    .meta({ signInMessage: 'Please log in to remove items from cart' })
    .input(ZCartItemRefInput)
    .mutation(({ ctx, input }) => removeCartItem(ctx.sql, actorOf(ctx), input.id)),
  clear: authedProcedure.meta({ signInMessage: 'Please log in to clear cart' }).mutation(({ ctx }) => clearCart(ctx.sql, actorOf(ctx))),
  /** Subtotal, shipping (free above the threshold), total and the threshold. */
  summary: authedProcedure
    .meta({ signInMessage: 'Please log in to view cart summary' })
    .query(({ ctx }) => getCartSummary(ctx.sql, ctx.user.userId)),
});
