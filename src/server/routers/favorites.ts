import {
  addFavorite,
  clearFavorites,
  countFavorites,
  isFavoriteProduct,
  listFavorites,
  removeFavorite,
} from '../cart/favorites';
import { authedProcedure, router } from '../trpc';
import {
  ZFavoriteAdded,
  ZFavoriteCheck,
  ZFavoriteCount,
  ZFavoriteItemInput,
  ZFavoriteItemRefInput,
  ZFavoriteProductInput,
  ZFavoriteProductRefInput,
  ZFavoriteRemoved,
  ZFavoritesCleared,
  ZFavoritesOutput,
} from './favorites.schema';

const favoritesProcedure = authedProcedure.meta({ signInMessage: 'signIn.favorites' });

/** The Favourites group: products, crops and guides the signed-in user keeps. */
export const favoritesRouter = router({
  /** Newest first; product favourites carry their product. */
  list: favoritesProcedure.output(ZFavoritesOutput).query(({ ctx }) => listFavorites(ctx.sql, ctx.user.userId)),
  /** Keep a product: 'Product added to favorites' (again: the same favourite). */
  add: favoritesProcedure
    .input(ZFavoriteProductInput)
    .output(ZFavoriteAdded)
    .mutation(({ ctx, input }) => addFavorite(ctx.sql, ctx.user.userId, 'product', input.product_id)),
  /** Stop keeping a product, by the product's id. */
  remove: favoritesProcedure
    .input(ZFavoriteProductRefInput)
    .output(ZFavoriteRemoved)
    .mutation(({ ctx, input }) => removeFavorite(ctx.sql, ctx.user.userId, 'product', input.id)),
  check: favoritesProcedure
    .input(ZFavoriteProductRefInput)
    .output(ZFavoriteCheck)
    .query(({ ctx, input }) => isFavoriteProduct(ctx.sql, ctx.user.userId, input.id)),
  count: favoritesProcedure
    .output(ZFavoriteCount)
    .query(async ({ ctx }) => ({ count: await countFavorites(ctx.sql, ctx.user.userId) })),
  clear: favoritesProcedure.output(ZFavoritesCleared).mutation(({ ctx }) => clearFavorites(ctx.sql, ctx.user.userId)),
  /** Keep a product, crop or guide: {type, item_id}. */
  addItem: favoritesProcedure
    .input(ZFavoriteItemInput)
    .output(ZFavoriteAdded)
    .mutation(({ ctx, input }) => addFavorite(ctx.sql, ctx.user.userId, input.type, input.item_id)),
  removeItem: favoritesProcedure
    .input(ZFavoriteItemRefInput)
    .output(ZFavoriteRemoved)
    .mutation(({ ctx, input }) => removeFavorite(ctx.sql, ctx.user.userId, input.type, input.id)),
});
