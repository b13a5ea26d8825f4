/** What a user can keep as a favourite (POST /favorites {type, item_id}). */
export const FAVORITE_TYPES = ['product', 'crop', 'guide'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
