import { egyptDate } from '../../shared/seasonalTasks';
import { referenceFiles } from '../reference/content';
import { idsBySlug } from '../reference/knowledge';
import type { DataSet } from '../dataSet';
import { demoFiles } from './content';
import { generatePriceSeries } from './priceSeries';

/*
 * Sample wholesale prices at the reference markets: 180 days up to the day of loading, generated from the price
 * bases of content/demo/prices.json and carrying its sample-data note as their source. The ~30,000 quotes are written
 * in chunks through unnest, so the load takes a second or two even on the embedded database.
 */

/** Days of sample prices. */
export const DEMO_PRICE_DAYS = 180;
const PRICE_CHUNK = 10_000;

/** The sample prices; recorded as part of 'demo-knowledge' before the reference content was split from the demo data. */
export const demoPriceSet: DataSet = {
  name: 'demo-prices',
  replaces: ['demo-knowledge'],
  async load(tx) {
    const { note, bases } = demoFiles.prices.load();
    const crops = await idsBySlug(tx, 'crops');
    const markets = await idsBySlug(tx, 'markets');
    const prices = generatePriceSeries(
      bases.filter((b) => crops.has(b.crop_slug)),
      referenceFiles.markets.load().filter((m) => markets.has(m.slug)),
      egyptDate(new Date()),
      DEMO_PRICE_DAYS,
    );
    for (let start = 0; start < prices.length; start += PRICE_CHUNK) {
      const chunk = prices.slice(start, start + PRICE_CHUNK);
      await tx`
        insert into market_prices (crop_id, market_id, unit, price_date, min_price, avg_price, max_price, source)
        select q.crop_id, q.market_id, q.unit, q.price_date, q.min_price, q.avg_price, q.max_price, ${note}
        from unnest(${chunk.map((p) => crops.get(p.crop_slug)!)}::bigint[], ${chunk.map((p) => markets.get(p.market_slug)!)}::bigint[],
                    ${chunk.map((p) => p.unit)}::text[], ${chunk.map((p) => p.price_date)}::date[], ${chunk.map((p) => p.min_price)}::numeric[],
                    ${chunk.map((p) => p.avg_price)}::numeric[], ${chunk.map((p) => p.max_price)}::numeric[])
          as q (crop_id, market_id, unit, price_date, min_price, avg_price, max_price)
        on conflict (crop_id, market_id, price_date) do nothing`;
    }
  },
};
