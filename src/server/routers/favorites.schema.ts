import { z } from 'zod';
import { ZRef } from '../../shared/catalogue';
import { FAVORITE_TYPES } from '../../shared/favorites';

const ZFavoriteType = z.enum(FAVORITE_TYPES, { error: `type must be one of: ${FAVORITE_TYPES.join(', ')}` });

/** POST /favorites/add {product_id}. */
export const ZFavoriteProductInput = z.object({ product_id: ZRef });
/** A product favourite by the product's id (DELETE /favorites/{id}, GET /favorites/check/{id}). */
export const ZFavoriteProductRefInput = z.object({ id: ZRef });
/** POST /favorites {type, item_id}. */
export const ZFavoriteItemInput = z.object({ type: ZFavoriteType, item_id: ZRef });
/** DELETE /favorites/{type}/{id}. */
export const ZFavoriteItemRefInput = z.object({ type: ZFavoriteType, id: ZRef });
