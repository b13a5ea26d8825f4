import { z } from 'zod';
import { ZRef } from './catalogue';
import { KNOWLEDGE_MAX_LIMIT, ZIdOrSlug, ZListPage, idOrSlug, oneOf, optionalText, wholeNumber } from './crops';
import { type Message, keyedIssue, msg, says } from './messages';

/**
 * Wholesale market prices (backend-api.md, group Market prices): constants and input schemas. Prices are in EGP
 * per unit; dates are calendar dates 'YYYY-MM-DD'. Pure.
 */

export const PRICE_UNITS = ['kg', 'ton', 'ardab', 'crate', 'bunch', 'piece'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Defaults of backend-api.md section 9: trend over 30 days, history over 90. */
export const PRICE_DEFAULTS = { trendingDays: 30, historyDays: 90, trending: 20 } as const;
export const PRICE_WINDOW_MAX_DAYS = 730;

/** A calendar date 'YYYY-MM-DD' (a real one: 2026-02-30 is refused). */
export const ZDate = (field: string) => z.iso.date(says('admin.dateWritten', { field }));

const price = (field: string) =>
  z
    .number(says('field.mustBeNumber', { field }))
    .min(0, says('field.zeroOrMore', { field }))
    .max(1e9, says('field.tooLarge', { field }));

const unit = oneOf(PRICE_UNITS, 'unit');

/** Crop and market, each by id or slug. */
const filters = { crop: ZIdOrSlug.optional(), market: ZIdOrSlug.optional() };

/** The price list: crop, market, from and to (inclusive), newest first; from must not be after to. */
export const ZPriceListInput = z
  .object({ ...ZListPage, ...filters, from: ZDate('from').optional(), to: ZDate('to').optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['to'], ...keyedIssue('admin.toBeforeFrom') });
  })
  .prefault({});
export type PriceListQuery = z.output<typeof ZPriceListInput>;

export const ZLatestPricesInput = z.object(filters).prefault({});
export const ZTrendingInput = z
  .object({
    ...filters,
    days: wholeNumber('days', 1, PRICE_WINDOW_MAX_DAYS).default(PRICE_DEFAULTS.trendingDays),
    limit: wholeNumber('limit', 1, KNOWLEDGE_MAX_LIMIT).default(PRICE_DEFAULTS.trending),
  })
  .prefault({});
export const ZPriceHistoryInput = z.object({
  id: ZRef,
  market: ZIdOrSlug.optional(),
  days: wholeNumber('days', 1, PRICE_WINDOW_MAX_DAYS).default(PRICE_DEFAULTS.historyDays),
});
export const ZPriceRefInput = z.object({ id: ZRef });

/** The fields of a price an administrator may set; avg_price defaults to the middle of min and max. */
export const ZPriceFields = z.object({
  crop_id: ZIdOrSlug.optional(),
  market_id: ZIdOrSlug.optional(),
  unit: unit.optional(),
  min_price: price('min_price').optional(),
  max_price: price('max_price').optional(),
  avg_price: price('avg_price').optional(),
  price_date: ZDate('price_date').optional(),
  source: optionalText('source', 300),
});
export type PriceFields = z.output<typeof ZPriceFields>;

export const ZPriceCreateInput = ZPriceFields.extend({
  crop_id: idOrSlug('crops.chooseCrop'),
  market_id: idOrSlug('crops.chooseMarket'),
  unit,
  min_price: price('min_price'),
  max_price: price('max_price'),
  price_date: ZDate('price_date'),
});
export type PriceCreateFields = z.output<typeof ZPriceCreateInput>;
export const ZPriceUpdateInput = ZPriceFields.extend({ id: ZRef });

/**
 * The three prices of a quote, checked: min ≤ avg ≤ max, avg the middle of min and max when not given. Returns the
 * field to blame when they are out of order.
 */
export function settlePrices(p: {
  min_price: number;
  max_price: number;
  avg_price?: number | undefined;
}):
  | { ok: true; min_price: number; max_price: number; avg_price: number }
  | { ok: false; field: 'max_price' | 'avg_price'; message: Message } {
  if (p.min_price > p.max_price) return { ok: false, field: 'max_price', message: msg('crops.maxBelowMin') };
  const avg = p.avg_price ?? Math.round(((p.min_price + p.max_price) / 2) * 100) / 100;
  if (avg < p.min_price || avg > p.max_price)
    return { ok: false, field: 'avg_price', message: msg('crops.avgOutside') };
  return { ok: true, min_price: p.min_price, max_price: p.max_price, avg_price: avg };
}
