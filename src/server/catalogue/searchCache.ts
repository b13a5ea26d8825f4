import type { ResolvedSort } from '../../shared/catalogue';
import { registerCache } from '../cache';
import type { Sql } from '../db';

/*
 * A cache of product searches (issue 4's speed target: a common word matches thousands of products, which PostgreSQL
 * must read, rank and count on every request). For a search — its words, its categories, who is looking — the cache
 * keeps the matching products as narrow, columnar candidates: id, the filters the shop list applies afterwards
 * (active, available, brand, price, rating) and each candidate's position in every cached sort, positions computed
 * by PostgreSQL itself (so collation and float ties order exactly as in SQL). A request then filters, counts and
 * slices in memory, and reads only its page's rows, by id, fresh from the table.
 *
 * Correctness rides on the catalogue's version token (migrations/0011_catalogue_version.sql): every product change
 * a search depends on replaces it in the writer's own transaction. Candidates are loaded with the token of their
 * statement's snapshot, and the statement that reads a page's rows reads the token again: equal tokens mean nothing
 * the candidates depend on has changed; otherwise the cache drops what it holds and the request is answered afresh.
 * Stock and order counts are not part of a candidate, so checkouts and the sales projection never invalidate it.
 */

/** The sorts a cached search serves (order_count changes with every sale: those lists stay on the SQL path). */
export type CandidateSortKey = 'relevance' | 'created_at' | 'price' | 'rating' | 'name';
const SORT_KEYS: readonly CandidateSortKey[] = ['relevance', 'created_at', 'price', 'rating', 'name'];

/** One candidate as loaded: positions are 1-based ranks in ascending order of the key (ties broken by id). */
export interface CandidateRow {
  id: string;
  is_active: boolean;
  is_available: boolean;
  brand: string | null;
  price: number;
  rating: number;
  relevance_pos: number;
  created_at_pos: number;
  price_pos: number;
  rating_pos: number;
  name_pos: number;
}

/** The filters applied to candidates in memory: those of the shop list that are not part of the search's key. */
export interface CandidateFilters {
  is_active?: boolean | undefined;
  is_available?: boolean | undefined;
  brand?: string | undefined;
  /** Inclusive lower and upper price bounds and an exclusive upper one (null: none), as priceBounds gives them. */
  price: { min: number | null; max: number | null; below: number | null };
  min_rating?: number | undefined;
}

/** A sort a cached search can answer, as a key and direction; null for one it cannot (order_count). */
export function candidateSortOf(sort: ResolvedSort): { key: CandidateSortKey; descending: boolean } | null {
  if (sort.by === 'relevance') return { key: 'relevance', descending: true };
  if (sort.by === 'order_count') return null;
  return { key: sort.by, descending: sort.order === 'DESC' };
}

const ACTIVE = 1;
const AVAILABLE = 2;

/** The candidates of one search under one catalogue token, held in columns. */
export class Candidates {
  readonly size: number;
  private readonly ids: string[];
  private readonly flags: Uint8Array;
  private readonly brands: (string | null)[];
  private readonly prices: Float64Array;
  private readonly ratings: Float64Array;
  /** Per sort key, the candidates' indexes in ascending order of that key. */
  private readonly orders: Record<CandidateSortKey, Int32Array>;

  constructor(
    readonly token: string,
    rows: readonly CandidateRow[],
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = rows.map((r) => r.id);
    this.brands = rows.map((r) => r.brand);
    this.flags = new Uint8Array(n);
    this.prices = new Float64Array(n);
    this.ratings = new Float64Array(n);
    const orders = {} as Record<CandidateSortKey, Int32Array>;
    for (const key of SORT_KEYS) orders[key] = new Int32Array(n);
    rows.forEach((r, i) => {
      this.flags[i] = (r.is_active ? ACTIVE : 0) | (r.is_available ? AVAILABLE : 0);
      this.prices[i] = r.price;
      this.ratings[i] = r.rating;
      for (const key of SORT_KEYS) orders[key][r[`${key}_pos`] - 1] = i;
    });
    this.orders = orders;
  }

  /** The ids of one page (in order) and how many candidates pass the filters. */
  page(
    filters: CandidateFilters,
    sort: { key: CandidateSortKey; descending: boolean },
    offset: number,
    limit: number,
  ): { ids: string[]; total: number } {
    const { is_active, is_available, brand, min_rating } = filters;
    const { min, max, below } = filters.price;
    const order = this.orders[sort.key];
    const ids: string[] = [];
    let total = 0;
    for (let step = 0; step < this.size; step++) {
      const i = order[sort.descending ? this.size - 1 - step : step]!;
      const flags = this.flags[i]!;
      if (is_active !== undefined && Boolean(flags & ACTIVE) !== is_active) continue;
      if (is_available !== undefined && Boolean(flags & AVAILABLE) !== is_available) continue;
      if (brand && this.brands[i] !== brand) continue;
      const price = this.prices[i]!;
      if ((min !== null && price < min) || (max !== null && price > max) || (below !== null && price >= below))
        continue;
      if (min_rating && this.ratings[i]! < min_rating) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[i]!);
      total++;
    }
    return { ids, total };
  }
}

/** What a load found: the candidates, or that the search matches too many products to be worth holding. */
export type Loaded = Candidates | { token: string; tooBroad: true };

/** A search matching more products than this is answered by SQL (held, it would crowd out every other). */
export const MAX_CANDIDATES_PER_SEARCH = 50_000;
/** The candidates held in all (about 60 bytes each): the least recently used searches go first. */
const MAX_CANDIDATES = 500_000;
const MAX_SEARCHES = 1_000;

/** The cache of one database's searches. */
export class SearchCache {
  private readonly entries = new Map<string, Loaded>();
  private readonly loading = new Map<string, Promise<Loaded>>();
  private held = 0;

  constructor(
    private readonly maxCandidates = MAX_CANDIDATES,
    private readonly maxSearches = MAX_SEARCHES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The candidates of a search: held ones, or loaded once (concurrent requests for one search share the load). */
  async candidates(key: string, load: () => Promise<Loaded>): Promise<Loaded> {
    const held = this.entries.get(key);
    if (held) {
      this.entries.delete(key);
      this.entries.set(key, held); // most recently used last
      return held;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then(
      (result) => {
        this.loading.delete(key);
        this.hold(key, result);
        return result;
      },
      (err: unknown) => {
        this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drop every search held under another token than the catalogue's current one. */
  keepOnly(token: string): void {
    for (const [key, entry] of this.entries) if (entry.token !== token) this.drop(key);
  }

  /** Drop everything; answer how many searches were held. */
  clear(): number {
    const n = this.entries.size;
    this.entries.clear();
    this.held = 0;
    return n;
  }

  private hold(key: string, entry: Loaded): void {
    this.drop(key);
    const size = entry instanceof Candidates ? entry.size : 0;
    if (size > this.maxCandidates) return;
    this.entries.set(key, entry);
    this.held += size;
    for (const oldest of this.entries.keys()) {
      if (this.held <= this.maxCandidates && this.entries.size <= this.maxSearches) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry instanceof Candidates) this.held -= entry.size;
  }
}

const caches = new WeakMap<Sql, SearchCache>();

/** The search cache of a database (one per pool, so tests on several databases in one process never share). */
export function searchCacheOf(sql: Sql): SearchCache {
  let cache = caches.get(sql);
  if (!cache) {
    cache = new SearchCache();
    caches.set(sql, cache);
  }
  return cache;
}

registerCache('product-search', ({ sql }) => caches.get(sql)?.clear() ?? 0);
