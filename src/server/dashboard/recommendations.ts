import type { CropType, Region } from '../../shared/crops';
import { egyptDate } from '../../shared/seasonalTasks';
import { PUBLIC_VIEWER, type Product, productColumns, visibleTo } from '../catalogue/products';
import type { Queryable } from '../db';
import { findGovernorate } from '../weather/governorates';
import { REGION_NAMES, REGION_OF_GOVERNORATE, inSeason } from './season';

/*
 * The signed-in user's recommendations (/dashboard/recommendations):
 * - products often bought with theirs: the product_pairs of what they bought (customer_products, both written by the
 *   product-sales and customer-summaries projections), without what they already bought, only products the shop can
 *   sell now (visible, available, in stock); topped up with the bestsellers (products.order_count) — all of them for
 *   a user with no purchases yet;
 * - crops in season where they farm: their city (default address, else profile, else their latest order's delivery
 *   address) named as a governorate gives a region of the crop guide; crops planted there this month or next. A city
 *   that names no governorate, or none at all, gives crops in season anywhere in Egypt.
 */

export const RECOMMENDATIONS_DEFAULT_LIMIT = 6;
export const RECOMMENDATIONS_MAX_LIMIT = 20;

export interface ProductRecommendation {
  product: Product;
  /** 'bought_together': often in one order with `because`; 'bestseller': among the shop's most ordered. */
  kind: 'bought_together' | 'bestseller';
  reason: string;
  /** The product of theirs it was bought with (bought_together only). */
  because: { id: string; name: string } | null;
}

export interface CropCard {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  crop_type: CropType;
  image_url: string | null;
  seasons: string[];
  growing_season_days: number | null;
}

export interface CropRecommendation {
  crop: CropCard;
  /** Planted this month (true) or from next month (false). */
  plant_now: boolean;
  /** The months it is planted where they farm (or anywhere in Egypt). */
  planting_months: number[];
  reason: string;
}

export interface FarmLocation {
  /** The city as the user gave it, or null. */
  city: string | null;
  source: 'address' | 'profile' | 'last_order' | null;
  governorate: { slug: string; name: string; name_ar: string } | null;
  /** The crop guide's region, or null for the whole of Egypt. */
  region: Region | null;
}

export interface Recommendations {
  /** 'purchases' when any product comes from what they bought, else 'bestsellers'. */
  based_on: 'purchases' | 'bestsellers';
  products: ProductRecommendation[];
  crops: CropRecommendation[];
  location: FarmLocation;
  /** The month in Egypt the crops are chosen for (1-12). */
  month: number;
}

/** Products the shop can sell now, as `p`. */
const sellable = (sql: Queryable) => sql`${visibleTo(sql, PUBLIC_VIEWER)} and p.is_available and p.stock_quantity > 0`;

/** What the user bought (not cancelled), as product ids. */
const purchased = (sql: Queryable, userId: string) =>
  sql`select product_id from customer_products where user_id = ${userId} and orders > 0`;

/**
 * Up to `limit` products bought in one order with the user's, most often first (summed over all of theirs); the
 * reason names the product of theirs it was bought with most.
 */
async function boughtTogether(sql: Queryable, userId: string, limit: number): Promise<ProductRecommendation[]> {
  const rows = await sql<(Product & { because_id: string; because_name: string; with_because: number })[]>`
    with mine as (${purchased(sql, userId)}),
    pairs as (
      select pp.product_b as product_id, pp.orders, pp.product_a as because from product_pairs pp join mine m on pp.product_a = m.product_id
      union all
      select pp.product_a, pp.orders, pp.product_b from product_pairs pp join mine m on pp.product_b = m.product_id
    ),
    scored as (
      select product_id, sum(orders)::int as together, max(orders)::int as with_because,
             (array_agg(because order by orders desc, because))[1] as because
      from pairs
      where orders > 0 and product_id not in (select product_id from mine)
      group by product_id
    )
    select ${productColumns(sql)}, s.with_because, b.id::text as because_id, b.name as because_name
    from scored s join products p on p.id = s.product_id join products b on b.id = s.because
    where ${sellable(sql)}
    order by s.together desc, p.order_count desc, p.id
    limit ${limit}`;
  return rows.map(({ because_id, because_name, with_because, ...product }) => ({
    product,
    kind: 'bought_together',
    reason: `Often bought with ${because_name}${with_because > 1 ? ` (together in ${with_because} orders)` : ''}`,
    because: { id: because_id, name: because_name },
  }));
}

/** The most ordered products the user has not bought, leaving out `exclude`. */
async function bestsellers(
  sql: Queryable,
  userId: string,
  exclude: string[],
  limit: number,
): Promise<ProductRecommendation[]> {
  if (limit <= 0) return [];
  const rows = await sql<Product[]>`
    select ${productColumns(sql)} from products p
    where ${sellable(sql)} and p.id not in (${purchased(sql, userId)}) and p.id <> all(${exclude}::bigint[])
    order by p.order_count desc, p.rating desc, p.id
    limit ${limit}`;
  return rows.map((product) => ({
    product,
    kind: 'bestseller',
    reason: 'A bestseller with growers across Egypt',
    because: null,
  }));
}

/** Where the user farms: the city of their default address, else of their profile, else of their latest order. */
export async function farmLocation(sql: Queryable, userId: string): Promise<FarmLocation> {
  const [row] = await sql<{ address_city: string | null; profile_city: string | null; order_city: string | null }[]>`
    select (select nullif(trim(a.city), '') from addresses a where a.user_id = u.id and a.is_default) as address_city,
           nullif(trim(u.city), '') as profile_city,
           (select nullif(trim(o.shipping_address->>'city'), '') from orders o where o.user_id = u.id
            order by o.created_at desc, o.id desc limit 1) as order_city
    from users u where u.id = ${userId}`;
  const found = row?.address_city
    ? { city: row.address_city, source: 'address' as const }
    : row?.profile_city
      ? { city: row.profile_city, source: 'profile' as const }
      : row?.order_city
        ? { city: row.order_city, source: 'last_order' as const }
        : { city: null, source: null };
  const g = found.city ? findGovernorate(found.city) : null;
  return {
    ...found,
    governorate: g ? { slug: g.slug, name: g.name, name_ar: g.name_ar } : null,
    region: g ? (REGION_OF_GOVERNORATE[g.slug] ?? null) : null,
  };
}

/** Active crops planted this month or next where the user farms, those planted now first. */
async function cropsInSeason(
  sql: Queryable,
  location: FarmLocation,
  month: number,
  limit: number,
): Promise<CropRecommendation[]> {
  const crops = await sql<(CropCard & { planting_months: Record<string, number[]> })[]>`
    select c.id::text as id, c.slug, c.name, c.name_ar, c.crop_type, c.image_url, c.seasons, c.growing_season_days, c.planting_months
    from crops c where c.is_active order by lower(c.name), c.id`;
  const place =
    location.governorate && location.region
      ? `${location.governorate.name} (${REGION_NAMES[location.region]})`
      : 'Egypt';
  return crops
    .flatMap(({ planting_months, ...crop }) => {
      const season = inSeason({ planting_months, seasons: crop.seasons }, location.region, month, place);
      return season
        ? [{ crop, plant_now: season.plant_now, planting_months: season.months, reason: season.reason }]
        : [];
    })
    .sort((a, b) => Number(b.plant_now) - Number(a.plant_now))
    .slice(0, limit);
}

/** Products often bought with theirs (or bestsellers) and crops in season where they farm, each with a reason. */
export async function recommendations(
  sql: Queryable,
  userId: string,
  limit: number,
  now: Date,
): Promise<Recommendations> {
  const month = Number(egyptDate(now).slice(5, 7));
  const together = await boughtTogether(sql, userId, limit);
  const topUp = await bestsellers(
    sql,
    userId,
    together.map((r) => r.product.id),
    limit - together.length,
  );
  const location = await farmLocation(sql, userId);
  const crops = await cropsInSeason(sql, location, month, limit);
  return {
    based_on: together.length > 0 ? 'purchases' : 'bestsellers',
    products: [...together, ...topUp],
    crops,
    location,
    month,
  };
}
