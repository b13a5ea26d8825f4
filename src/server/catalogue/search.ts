import { EQUIPMENT_CATEGORIES, type SearchType } from '../../shared/catalogue';
import { type CropHit, type GuideHit, searchCrops, searchGuides } from '../crops/search';
import type { Sql } from '../db';
import { PUBLIC_VIEWER, type ProductCard, findProducts } from './products';

/*
 * Site search (/search, /search/crops, /search/guides, /search/equipment). Products are searched like the shop list
 * (full text in English and Arabic, similar names when the words find nothing), best match first; crops and guides
 * by the crops domain's own search (src/server/crops/search.ts).
 */

export interface SearchResults {
  query: string;
  type: SearchType;
  /** Product cards, as the shop list answers them. */
  products: ProductCard[];
  crops: CropHit[];
  guides: GuideHit[];
  total: number;
}

/** Products (cards) matching the words, best first (optionally only some categories). */
export async function searchProducts(
  sql: Sql,
  q: string,
  limit: number,
  categories?: readonly (typeof EQUIPMENT_CATEGORIES)[number][],
): Promise<ProductCard[]> {
  const { items } = await findProducts(
    sql,
    { search: q, categories },
    { page: 1, limit, sort: { by: 'relevance' } },
    PUBLIC_VIEWER,
  );
  return items;
}

/** Equipment: products in agriculture_machines, tools and irrigation matching the words. */
export const searchEquipment = (sql: Sql, q: string, limit: number) =>
  searchProducts(sql, q, limit, EQUIPMENT_CATEGORIES);

/** Search everything (`type` all) or one kind; the other kinds answer empty lists. */
export async function searchAll(sql: Sql, q: string, type: SearchType, limit: number): Promise<SearchResults> {
  const wants = (kind: SearchType) => type === 'all' || type === kind;
  const [products, crops, guides] = await Promise.all([
    wants('products') ? searchProducts(sql, q, limit) : [],
    wants('crops') ? searchCrops(sql, q, limit) : [],
    wants('guides') ? searchGuides(sql, q, limit) : [],
  ]);
  return { query: q, type, products, crops, guides, total: products.length + crops.length + guides.length };
}
