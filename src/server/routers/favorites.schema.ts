import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZRef } from '../../shared/catalogue';
import { FAVORITE_TYPES } from '../../shared/favorites';
import * as S from './outputs';

const ZFavoriteType = z.enum(FAVORITE_TYPES, says('call.oneOf', { field: 'type', values: FAVORITE_TYPES.join(', ') }));

/** POST /favorites/add {product_id}. */
export const ZFavoriteProductInput = z.object({ product_id: ZRef });
/** A product favourite by the product's id (DELETE /favorites/{id}, GET /favorites/check/{id}). */
export const ZFavoriteProductRefInput = z.object({ id: ZRef });
/** POST /favorites {type, item_id}. */
export const ZFavoriteItemInput = z.object({ type: ZFavoriteType, item_id: ZRef });
/** DELETE /favorites/{type}/{id}. */
export const ZFavoriteItemRefInput = z.object({ type: ZFavoriteType, id: ZRef });

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────────────────

const favoriteType = z.enum(FAVORITE_TYPES);
/** A favourite as an add answers it, with what it says. */
export const ZFavoriteAdded = z.strictObject({
  message: S.message,
  id: S.id,
  type: favoriteType,
  item_id: S.id,
  product_id: S.id.nullable(),
  created_at: S.at,
});
/** src/server/cart/favorites.ts `Favorite`: product favourites carry their product's card. */
export const ZFavoritesOutput = z.array(
  ZFavoriteAdded.omit({ message: true }).extend({
    product: S.ProductCard.nullable(),
    item: z.strictObject({ id: S.id, type: favoriteType, name: z.string(), slug: z.string() }),
  }),
);
export const ZFavoriteRemoved = z.strictObject({ message: S.message, removed: z.boolean() });
export const ZFavoritesCleared = z.strictObject({ message: S.message, removed: z.number().int() });
export const ZFavoriteCheck = z.strictObject({ is_favorite: z.boolean() });
export const ZFavoriteCount = z.strictObject({ count: z.number().int() });
