import type { Queryable } from '../db';
import { type EventMetadata, type StoredEvent, appendToStream } from '../store';

/*
 * Wholesale prices as events. The market_prices table stays the record the storefront reads; every write of
 * a quote (created, changed, imported) also appends one MarketPriceRecorded to the stream of its crop and market, in
 * the same transaction as the row, so the workers' projections (price alerts) see every price once, in commit order.
 * A deleted quote appends nothing: an alert never fires on the absence of a price.
 */

export const MARKET_PRICE_STREAM_TYPE = 'market-price';
export const MARKET_PRICE_RECORDED = 'MarketPriceRecorded';
export const MARKET_PRICE_EVENT_TYPES = [MARKET_PRICE_RECORDED] as const;

/** How the quote came to be written. */
export type PriceRecordedBy = 'created' | 'updated' | 'imported';

/** A quote's figures: the day's lowest, highest and average price, in a currency per unit, and the day (YYYY-MM-DD). */
export interface QuoteFigures {
  unit: string;
  currency: string;
  min_price: number;
  max_price: number;
  avg_price: number;
  price_date: string;
}

/** A quote as it stands after the write (ids as text, prices in EGP per unit). */
export interface MarketPriceRecordedData extends QuoteFigures {
  price_id: string;
  crop_id: string;
  market_id: string;
  recorded_by: PriceRecordedBy;
}

export interface MarketPriceRecorded {
  type: typeof MARKET_PRICE_RECORDED;
  data: MarketPriceRecordedData;
}

/** `market-price-<cropId>-<marketId>`: one stream per crop and market. */
export const marketPriceStreamId = (cropId: string, marketId: string) => `market-price-${cropId}-${marketId}`;

/** Advisory-lock space of the price streams: writers of one crop and market append one after the other. */
const PRICE_STREAM_LOCKS = 727_023;

/**
 * Append a MarketPriceRecorded per quote, in the caller's transaction (the one that wrote the rows). Quotes are grouped
 * by stream and appended in date order; each stream's writers are serialized by a transaction-level advisory lock
 * (taken in stream order, so two imports never deadlock), which makes the version read here the one appended at.
 */
export async function recordPrices(
  tx: Queryable,
  quotes: readonly MarketPriceRecordedData[],
  metadata: EventMetadata = {},
): Promise<StoredEvent[]> {
  if (quotes.length === 0) return [];
  const byStream = new Map<string, MarketPriceRecordedData[]>();
  for (const q of quotes) {
    const id = marketPriceStreamId(q.crop_id, q.market_id);
    const list = byStream.get(id) ?? [];
    list.push(q);
    byStream.set(id, list);
  }
  const streams = [...byStream.keys()].sort();
  await tx`select pg_advisory_xact_lock(${PRICE_STREAM_LOCKS}, hashtext(s)) from unnest(${streams}::text[]) as s order by s`;
  const versions = new Map(
    (
      await tx<{ stream_id: string; version: number }[]>`
        select stream_id, max(version)::int as version from events where stream_id = any(${streams}::text[]) group by stream_id`
    ).map((r) => [r.stream_id, r.version]),
  );
  const stored: StoredEvent[] = [];
  for (const id of streams) {
    const events = byStream
      .get(id)!
      .slice()
      .sort((a, b) => (a.price_date < b.price_date ? -1 : a.price_date > b.price_date ? 1 : 0))
      .map((data): MarketPriceRecorded => ({ type: MARKET_PRICE_RECORDED, data }));
    stored.push(
      ...(await appendToStream(tx, { id, type: MARKET_PRICE_STREAM_TYPE }, versions.get(id) ?? 0, events, metadata)),
    );
  }
  return stored;
}
