import {
  type MarketPriceRecordedData,
  type PriceRecordedBy,
  type QuoteFigures,
  recordPrices,
} from '../../events/marketPrice/marketPrice';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type PriceCreateFields, type PriceFields, type PriceListQuery, settlePrices } from '../../shared/marketPrices';
import { addDays } from '../../shared/seasonalTasks';
import { type Viewer, storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { type Page, allOf, countOf, deleteById, idOfRef, idsOfRefs, readPage, uniquely } from './common';
import { type CropRef, cropVisibleTo, requireCropId } from './crops';

/*
 * Wholesale market prices: one quote (min, max, average in EGP per unit) per crop, market and day. The storefront
 * sees the prices of active crops. Windows of days ("the last 30 days") end at `today`, a date in Egypt that the
 * caller passes in.
 *
 * Every write of a quote (created, changed, imported by priceBulletin.ts) also appends a MarketPriceRecorded event in
 * its transaction, for the price-alerts projection (src/events/marketPrice/marketPrice.ts).
 *
 * Per crop and market, the latest, first and last quotes are read with one index probe each through the lateral
 * joins below (crops × markets is a few hundred pairs), never by scanning the whole price history.
 */

export interface Market {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  governorate: string;
  governorate_ar: string | null;
}

export interface MarketPrice extends QuoteFigures {
  id: string;
  crop: CropRef;
  market: Market;
  source: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The latest quote of a crop at a market, with the change from the quote before it. */
export interface LatestPrice extends MarketPrice {
  previous_avg_price: number | null;
  change_percent: number | null;
}

export interface PriceTrend {
  crop: CropRef;
  market: Market;
  unit: string;
  first_date: string;
  first_price: number;
  last_date: string;
  last_price: number;
  change: number;
  change_percent: number;
  direction: 'up' | 'down' | 'flat';
}

export interface MarketLocation extends Market {
  prices_count: number;
  crops_count: number;
  latest_price_date: string | null;
}

export interface PriceHistory {
  crop: CropRef;
  days: number;
  from: string;
  to: string;
  markets: {
    market: Market;
    unit: string;
    prices: { price_date: string; min_price: number; max_price: number; avg_price: number }[];
  }[];
}

export const PRICE_NOT_FOUND = msg('crops.priceNotFound');
const DUPLICATE = msg('crops.duplicatePrice');

const cropJson = (sql: Queryable) =>
  sql`json_build_object('id', c.id::text, 'slug', c.slug, 'name', c.name, 'name_ar', c.name_ar, 'crop_type', c.crop_type)`;
const marketJson = (sql: Queryable) =>
  sql`json_build_object('id', m.id::text, 'slug', m.slug, 'name', m.name, 'name_ar', m.name_ar, 'governorate', m.governorate, 'governorate_ar', m.governorate_ar)`;

/** The columns of a quote p with its crop c and market m. */
function priceColumns(sql: Queryable) {
  return sql`
    p.id::text as id, ${cropJson(sql)} as crop, ${marketJson(sql)} as market, p.unit, p.currency,
    p.min_price::float8 as min_price, p.max_price::float8 as max_price, p.avg_price::float8 as avg_price,
    p.price_date::text as price_date, p.source, p.created_at, p.updated_at`;
}

const joined = (sql: Queryable) =>
  sql`market_prices p join crops c on c.id = p.crop_id join markets m on m.id = p.market_id`;

/** Crop and market filters on the pair (c, m). */
function pairFilters(sql: Queryable, f: { crop?: string | undefined; market?: string | undefined }, viewer: Viewer) {
  const parts = [cropVisibleTo(sql, viewer)];
  if (f.crop) parts.push(sql`c.id = ${idOfRef(sql, 'crops', f.crop)}`);
  if (f.market) parts.push(sql`m.id = ${idOfRef(sql, 'markets', f.market)}`);
  return allOf(sql, parts);
}

// ─── Reads ──────────────────────────────────────────────────────────────────────────────────────────

/** Quotes filtered by crop, market and dates (inclusive), newest first, a page at a time. */
export function listPrices(sql: Sql, q: PriceListQuery, viewer: Viewer): Promise<Page<MarketPrice>> {
  const where = () => {
    const parts = [pairFilters(sql, q, viewer)];
    if (q.from) parts.push(sql`p.price_date >= ${q.from}::date`);
    if (q.to) parts.push(sql`p.price_date <= ${q.to}::date`);
    return allOf(sql, parts);
  };
  return readPage(
    q.page,
    q.limit,
    (offset) => sql<MarketPrice[]>`
      select ${priceColumns(sql)} from ${joined(sql)} where ${where()}
      order by p.price_date desc, lower(c.name), lower(m.name), p.id desc limit ${q.limit} offset ${offset}`,
    async () => countOf(await sql<{ n: number }[]>`select count(*)::int as n from ${joined(sql)} where ${where()}`),
  );
}

/** The latest quote of every crop at every market (optionally one crop or market), by crop and market name. */
export async function latestPrices(
  sql: Sql,
  f: { crop?: string | undefined; market?: string | undefined },
  viewer: Viewer,
): Promise<LatestPrice[]> {
  const rows = await sql<LatestPrice[]>`
    select ${priceColumns(sql)}, prev.avg_price::float8 as previous_avg_price,
      case when prev.avg_price > 0 then round((p.avg_price - prev.avg_price) / prev.avg_price * 100, 1)::float8 end as change_percent
    from crops c cross join markets m
    cross join lateral (select * from market_prices q where q.crop_id = c.id and q.market_id = m.id order by q.price_date desc limit 1) p
    left join lateral (select q.avg_price from market_prices q where q.crop_id = c.id and q.market_id = m.id and q.price_date < p.price_date
                       order by q.price_date desc limit 1) prev on true
    where ${pairFilters(sql, f, viewer)}
    order by lower(c.name), lower(m.name)`;
  return [...rows];
}

/**
 * How prices moved over the last `days` days (to `today`): per crop and market with two quotes or more in the
 * window, the change from the first quote to the last, largest relative change first (up or down).
 */
export async function trendingPrices(
  sql: Sql,
  f: { crop?: string | undefined; market?: string | undefined; days: number; limit: number },
  today: string,
  viewer: Viewer,
): Promise<PriceTrend[]> {
  const from = addDays(today, -(f.days - 1));
  const rows = await sql<(Omit<PriceTrend, 'direction'> & { change: number })[]>`
    select ${cropJson(sql)} as crop, ${marketJson(sql)} as market, l.unit,
      fst.price_date::text as first_date, fst.avg_price::float8 as first_price, l.price_date::text as last_date, l.avg_price::float8 as last_price,
      (l.avg_price - fst.avg_price)::float8 as change,
      coalesce(round((l.avg_price - fst.avg_price) / nullif(fst.avg_price, 0) * 100, 1), 0)::float8 as change_percent
    from crops c cross join markets m
    cross join lateral (select q.price_date, q.avg_price from market_prices q
                        where q.crop_id = c.id and q.market_id = m.id and q.price_date between ${from}::date and ${today}::date
                        order by q.price_date asc limit 1) fst
    cross join lateral (select q.price_date, q.avg_price, q.unit from market_prices q
                        where q.crop_id = c.id and q.market_id = m.id and q.price_date between ${from}::date and ${today}::date
                        order by q.price_date desc limit 1) l
    where l.price_date > fst.price_date and ${pairFilters(sql, f, viewer)}
    order by abs(coalesce((l.avg_price - fst.avg_price) / nullif(fst.avg_price, 0), 0)) desc, lower(c.name), lower(m.name)
    limit ${f.limit}`;
  return rows.map((r) => ({ ...r, direction: r.change > 0 ? 'up' : r.change < 0 ? 'down' : 'flat' }));
}

/** The markets, with how many quotes and crops each has and its latest quote date. */
export async function marketLocations(sql: Sql): Promise<MarketLocation[]> {
  const rows = await sql<MarketLocation[]>`
    select m.id::text as id, m.slug, m.name, m.name_ar, m.governorate, m.governorate_ar,
      count(p.id)::int as prices_count, count(distinct p.crop_id)::int as crops_count, max(p.price_date)::text as latest_price_date
    from markets m left join market_prices p on p.market_id = m.id
    group by m.id order by lower(m.name)`;
  return [...rows];
}

/** A crop's quotes over the last `days` days (to `today`), one series per market, oldest first. */
export async function priceHistory(
  sql: Sql,
  ref: string,
  days: number,
  market: string | undefined,
  today: string,
): Promise<PriceHistory> {
  const cropId = await requireCropId(sql, ref);
  const from = addDays(today, -(days - 1));
  const rows = await sql<MarketPrice[]>`
    select ${priceColumns(sql)} from ${joined(sql)}
    where p.crop_id = ${cropId} and p.price_date between ${from}::date and ${today}::date
      ${market ? sql`and m.id = ${idOfRef(sql, 'markets', market)}` : sql``}
    order by lower(m.name), m.id, p.price_date`;
  const [crop] = await sql<
    CropRef[]
  >`select c.id::text as id, c.slug, c.name, c.name_ar, c.crop_type from crops c where c.id = ${cropId}`;
  const series: PriceHistory['markets'] = [];
  for (const row of rows) {
    let entry = series.find((s) => s.market.id === row.market.id);
    if (!entry) {
      entry = { market: row.market, unit: row.unit, prices: [] };
      series.push(entry);
    }
    entry.prices.push({
      price_date: row.price_date,
      min_price: row.min_price,
      max_price: row.max_price,
      avg_price: row.avg_price,
    });
  }
  return { crop: crop!, days, from, to: today, markets: series };
}

/** A quote by id (404 'Market price not found'). */
export async function getPrice(sql: Queryable, ref: string): Promise<MarketPrice> {
  const id = storedIdOf(ref);
  const [row] = id ? await sql<MarketPrice[]>`select ${priceColumns(sql)} from ${joined(sql)} where p.id = ${id}` : [];
  if (!row) throw new NotFoundError(PRICE_NOT_FOUND);
  return row;
}

/** The latest quote of a crop at each market (the crop's page). */
export async function latestPricesOfCrop(sql: Sql, ref: string): Promise<LatestPrice[]> {
  const cropId = await requireCropId(sql, ref);
  return latestPrices(sql, { crop: cropId }, { isAdmin: false });
}

// ─── Writes (administrators) ────────────────────────────────────────────────────────────────────────

/** The id of a crop or market named in a body (400 naming the field when none matches). */
async function bodyRef(sql: Queryable, table: 'crops' | 'markets', ref: string, field: string): Promise<string> {
  const { ids } = await idsOfRefs(sql, table, [ref]);
  if (!ids[0])
    throw new ValidationError(msg(table === 'crops' ? 'crops.noSuchCrop' : 'crops.noSuchMarket', { ref }), field);
  return ids[0];
}

function settled(p: { min_price: number; max_price: number; avg_price?: number | undefined }) {
  const result = settlePrices(p);
  if (!result.ok) throw new ValidationError(result.message, result.field);
  return result;
}

/** The quotes of these ids as their MarketPriceRecorded events carry them. */
async function recordedQuotes(
  sql: Queryable,
  ids: readonly string[],
  by: PriceRecordedBy,
): Promise<MarketPriceRecordedData[]> {
  const rows = await sql<Omit<MarketPriceRecordedData, 'recorded_by'>[]>`
    select id::text as price_id, crop_id::text as crop_id, market_id::text as market_id, unit, currency,
      min_price::float8 as min_price, max_price::float8 as max_price, avg_price::float8 as avg_price, price_date::text as price_date
    from market_prices where id = any(${ids}::bigint[]) order by id`;
  return rows.map((r) => ({ ...r, recorded_by: by }));
}

/**
 * Append the MarketPriceRecorded events of quotes just written, in the writing transaction (the price-alerts
 * projection evaluates them).
 */
export async function recordQuotes(
  tx: Queryable,
  ids: readonly string[],
  by: PriceRecordedBy,
  userId: string | null,
): Promise<void> {
  await recordPrices(tx, await recordedQuotes(tx, ids, by), { userId });
}

/** Add a quote (and its MarketPriceRecorded event); a second quote for the same crop, market and date is a 409. */
export async function createPrice(
  sql: Sql,
  input: PriceCreateFields,
  userId: string | null = null,
): Promise<MarketPrice> {
  const { min_price, max_price, avg_price } = settled(input);
  const row = {
    crop_id: await bodyRef(sql, 'crops', input.crop_id, 'crop_id'),
    market_id: await bodyRef(sql, 'markets', input.market_id, 'market_id'),
    unit: input.unit,
    min_price,
    max_price,
    avg_price,
    price_date: input.price_date,
    source: input.source ?? null,
  };
  const id = await sql.begin(async (tx) => {
    const [created] = await uniquely(
      () => tx<{ id: string }[]>`insert into market_prices ${tx(row)} returning id::text as id`,
      'market_prices_crop_id_market_id_price_date_key',
      DUPLICATE,
      'price_date',
    );
    await recordQuotes(tx, [created!.id], 'created', userId);
    return created!.id;
  });
  return getPrice(sql, id);
}

/** Change the fields given of a quote (prices checked together with the stored ones); the quote as it now stands is recorded. */
export async function updatePrice(
  sql: Sql,
  ref: string,
  fields: PriceFields,
  userId: string | null = null,
): Promise<MarketPrice> {
  const current = await getPrice(sql, ref);
  const { min_price, max_price, avg_price } = settled({
    min_price: fields.min_price ?? current.min_price,
    max_price: fields.max_price ?? current.max_price,
    // A new min or max without a new average re-centres the average.
    avg_price:
      fields.avg_price ??
      (fields.min_price === undefined && fields.max_price === undefined ? current.avg_price : undefined),
  });
  const row: Record<string, unknown> = { min_price, max_price, avg_price };
  if (fields.crop_id !== undefined) row.crop_id = await bodyRef(sql, 'crops', fields.crop_id, 'crop_id');
  if (fields.market_id !== undefined) row.market_id = await bodyRef(sql, 'markets', fields.market_id, 'market_id');
  if (fields.unit !== undefined) row.unit = fields.unit;
  if (fields.price_date !== undefined) row.price_date = fields.price_date;
  if (fields.source !== undefined) row.source = fields.source;
  await sql.begin(async (tx) => {
    const updated = await uniquely(
      () =>
        tx<
          { id: string }[]
        >`update market_prices set ${tx(row)}, updated_at = now() where id = ${current.id} returning id::text as id`,
      'market_prices_crop_id_market_id_price_date_key',
      DUPLICATE,
      'price_date',
    );
    // Deleted meanwhile: nothing to record (getPrice below answers 404).
    if (updated.length > 0) await recordQuotes(tx, [current.id], 'updated', userId);
  });
  return getPrice(sql, current.id);
}

/** Delete a quote. */
export function deletePrice(sql: Sql, ref: string): Promise<{ id: string }> {
  return deleteById(sql, 'market_prices', ref, PRICE_NOT_FOUND);
}
