import {
  addToCart,
  type CartActor,
  clearCart,
  getCart,
  getCartSummary,
  removeCartItem,
  updateCartItem,
} from '../cart/cart';
import type { Context } from '../context';
import { authedProcedure, router } from '../trpc';
import { ZAddToCartInput, ZCartItemRefInput, ZCartSummary, ZCartWritten, ZUpdateCartItemInput } from './cart.schema';
import * as S from './outputs';

/** The caller as the cart's events record them, with the request's clock. */
const actorOf = (ctx: Pick<Context, 'requestId'> & { user: { userId: string } }): CartActor => ({
  userId: ctx.user.userId,
  now: new Date(),
  requestId: ctx.requestId,
});

/** The Cart group: the signed-in user's cart (event-sourced; see src/events/cart). Writes answer with a message and the cart. */
export const cartRouter = router({
  get: authedProcedure
    .meta({ signInMessage: 'signIn.cart' })
    .output(S.Cart)
    .query(({ ctx }) => getCart(ctx.sql, ctx.user.userId)),
  /** Put a product in the cart, or more of it: '{product} added to cart'. */
  add: authedProcedure
    .meta({ signInMessage: 'signIn.addToCart' })
    .input(ZAddToCartInput)
    .output(ZCartWritten)
    .mutation(({ ctx, input }) => addToCart(ctx.sql, actorOf(ctx), input.product_id, input.quantity)),
  /** Set a line's quantity; 0 or less removes the line. */
  updateItem: authedProcedure
    .meta({ signInMessage: 'signIn.updateCart' })
    .input(ZUpdateCartItemInput)
    .output(ZCartWritten)
    .mutation(({ ctx, input }) => updateCartItem(ctx.sql, actorOf(ctx), input.id, input.quantity)),
  removeItem: authedProcedure
    .meta({ signInMessage: 'signIn.removeFromCart' })
    .input(ZCartItemRefInput)
    .output(ZCartWritten)
    .mutation(({ ctx, input }) => removeCartItem(ctx.sql, actorOf(ctx), input.id)),
  clear: authedProcedure
    .meta({ signInMessage: 'signIn.clearCart' })
    .output(ZCartWritten)
    .mutation(({ ctx }) => clearCart(ctx.sql, actorOf(ctx))),
  /** Subtotal, shipping (free above the threshold), total and the threshold. */
  summary: authedProcedure
    .meta({ signInMessage: 'signIn.cartSummary' })
    .output(ZCartSummary)
    .query(({ ctx }) => getCartSummary(ctx.sql, ctx.user.userId)),
});
