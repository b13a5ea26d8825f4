import type { FavoriteType } from '../../shared/favorites';
import type { MessageKey } from '../../shared/messages';
import { PUBLIC_VIEWER, type ProductCard, productCardColumns, storedIdOf, visibleTo } from '../catalogue/products';
import { requireTarget } from '../crops/comments';
import { cropVisibleTo } from '../crops/crops';
import { guideVisibleTo } from '../crops/guides';
import type { Queryable, Sql } from '../db';
import { say } from '../language';

/*
 * Favourites: products, crops and guides a user keeps, one row each. A favourite is listed and counted while its item
 * is shown in the storefront (a live product — available or not —, an active crop, a published guide); the row stays
 * when the item is hidden, and the favourite comes back with it. Adding twice keeps one row; removing what is not
 * there removes nothing and is not an error (a second tap, or two tabs).
 */

export interface Favorite {
  id: string;
  type: FavoriteType;
  item_id: string;
  /** The product's id for a product favourite, else null. */
  product_id: string | null;
  /** A product favourite's product as its card shows it (the shop list's card), else null. */
  product: ProductCard | null;
  /** What the favourite points at, whatever its type: a product's or crop's name, a guide's title. */
  item: { id: string; type: FavoriteType; name: string; slug: string };
  created_at: Date;
}

/** What an add or a removal of each type of favourite says. */
const SAID = {
  product: { added: 'catalogue.productFavorited', removed: 'catalogue.productUnfavorited' },
  crop: { added: 'catalogue.cropFavorited', removed: 'catalogue.cropUnfavorited' },
  guide: { added: 'catalogue.guideFavorited', removed: 'catalogue.guideUnfavorited' },
} as const satisfies Record<FavoriteType, { added: MessageKey; removed: MessageKey }>;

/** A user's favourites whose items the storefront shows, as `f` with the item's name and slug. */
function shownFavorites(sql: Queryable, userId: string) {
  return sql`
    favorites f
    left join lateral (select p.name, p.slug from products p
                       where f.item_type = 'product' and p.id = f.item_id and ${visibleTo(sql, PUBLIC_VIEWER)}) product on true
    left join lateral (select c.name, c.slug from crops c
                       where f.item_type = 'crop' and c.id = f.item_id and ${cropVisibleTo(sql, PUBLIC_VIEWER)}) crop on true
    left join lateral (select g.title as name, g.slug from guides g left join crops c on c.id = g.crop_id
                       where f.item_type = 'guide' and g.id = f.item_id and ${guideVisibleTo(sql, PUBLIC_VIEWER)}) guide on true
    where f.user_id = ${userId} and coalesce(product.slug, crop.slug, guide.slug) is not null`;
}

/** The user's favourites, newest first, product favourites with their product. */
export async function listFavorites(sql: Sql, userId: string): Promise<Favorite[]> {
  const rows = await sql<(Omit<Favorite, 'product' | 'item'> & { name: string; slug: string })[]>`
    select f.id::text as id, f.item_type as type, f.item_id::text as item_id,
           case when f.item_type = 'product' then f.item_id::text end as product_id, f.created_at,
           coalesce(product.name, crop.name, guide.name) as name, coalesce(product.slug, crop.slug, guide.slug) as slug
    from ${shownFavorites(sql, userId)}
    order by f.created_at desc, f.id desc`;
  const productIds = rows.flatMap((r) => (r.product_id ? [r.product_id] : []));
  const products = productIds.length
    ? await sql<ProductCard[]>`select ${productCardColumns(sql)} from products p where p.id in ${sql(productIds)}`
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map(({ name, slug, ...f }) => ({
    ...f,
    product: f.product_id ? (byId.get(f.product_id) ?? null) : null,
    item: { id: f.item_id, type: f.type, name, slug },
  }));
}

/** How many favourites the user has (as listed). */
export async function countFavorites(sql: Queryable, userId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${shownFavorites(sql, userId)}`;
  return row?.n ?? 0;
}

/** Whether a product is among the user's favourites. */
export async function isFavoriteProduct(
  sql: Sql,
  userId: string,
  productRef: string,
): Promise<{ is_favorite: boolean }> {
  const id = storedIdOf(productRef);
  const [row] = id
    ? await sql`select 1 from favorites where user_id = ${userId} and item_type = 'product' and item_id = ${id}`
    : [];
  return { is_favorite: Boolean(row) };
}

/**
 * Keep an item (it must be shown in the storefront: 404 'Product not found', 'Crop not found', 'Guide not found').
 * Adding it again answers the same favourite.
 */
export async function addFavorite(sql: Sql, userId: string, type: FavoriteType, ref: string) {
  const itemId = await requireTarget(sql, type, ref);
  // A no-op update on a conflict returns the kept row, also when two adds race.
  const [row] = await sql<{ id: string; created_at: Date }[]>`
    insert into favorites (user_id, item_type, item_id) values (${userId}, ${type}, ${itemId})
    on conflict (user_id, item_type, item_id) do update set item_type = excluded.item_type
    returning id::text as id, created_at`;
  return {
    message: say(SAID[type].added),
    id: row!.id,
    type,
    item_id: itemId,
    product_id: type === 'product' ? itemId : null,
    created_at: row!.created_at,
  };
}

/** Stop keeping an item; `removed` says whether it was kept. */
export async function removeFavorite(sql: Sql, userId: string, type: FavoriteType, ref: string) {
  const id = storedIdOf(ref);
  const removed = id
    ? await sql`delete from favorites where user_id = ${userId} and item_type = ${type} and item_id = ${id}`
    : { count: 0 };
  return { message: say(SAID[type].removed), removed: removed.count > 0 };
}

/** Remove every favourite of the user. */
export async function clearFavorites(sql: Sql, userId: string) {
  const { count } = await sql`delete from favorites where user_id = ${userId}`;
  return { message: say('catalogue.favoritesCleared'), removed: count };
}
