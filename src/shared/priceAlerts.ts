import { z } from 'zod';
import { ZRef } from './catalogue';
import { csvFileField, dryRunField } from './csvUpload';
import { idOrSlug, oneOf } from './crops';
import { type MessageKey, type MessageParams, says } from './messages';

/**
 * Price alerts and the daily price bulletin: the contract both sides share. A grower's alert is a crop,
 * a market (or any market when market_id is null), a direction and a price level in EGP per the price's unit; the
 * workers fire it when a recorded average price crosses the level. Administrators import a day's prices as a CSV
 * file. Pure: nothing here does I/O.
 */

// ─── Price alerts ───────────────────────────────────────────────────────────────────────────────────

export const PRICE_ALERT_DIRECTIONS = ['above', 'below'] as const;
export type PriceAlertDirection = (typeof PRICE_ALERT_DIRECTIONS)[number];

/** Alerts one grower may keep (active or paused); the next one is refused with a 409 CONFLICT. */
export const MAX_PRICE_ALERTS_PER_USER = 20;

const direction = oneOf(PRICE_ALERT_DIRECTIONS, 'direction');
const level = z
  .number(says('field.mustBeNumber', { field: 'price' }))
  .gt(0, says('field.greaterThanZero', { field: 'price' }))
  // Stored to the piastre: a positive price below one would be stored as 0.
  .min(0.01, says('field.atLeast', { field: 'price', min: 0.01 }))
  .max(1e9, says('field.tooLarge', { field: 'price' }));
/** A market by id or slug; null (or absent on create) = any market. */
const market = idOrSlug('crops.marketIdOrSlug').nullable();

export const ZPriceAlertCreateInput = z.object({
  crop_id: idOrSlug('crops.chooseCrop'),
  market_id: market.optional(),
  direction,
  price: level,
});

export const ZPriceAlertUpdateInput = z.object({
  id: ZRef,
  market_id: market.optional(),
  direction: direction.optional(),
  price: level.optional(),
  is_active: z.boolean(says('call.trueOrFalse', { field: 'is_active' })).optional(),
});

export const ZPriceAlertRefInput = z.object({ id: ZRef });

/** A grower's price alert as every call answers it. */
export type PriceAlert = {
  id: number;
  crop_id: number;
  crop_slug: string;
  crop_name: string;
  crop_name_ar: string;
  market_id: number | null;
  market_slug: string | null;
  market_name: string | null;
  market_name_ar: string | null;
  direction: PriceAlertDirection;
  price: number;
  /** The unit of the latest price for that crop (and market), null if there is none. */
  unit: string | null;
  is_active: boolean;
  last_fired_at: string | null;
  last_fired_price: number | null;
  created_at: string;
  updated_at: string;
};

// ─── The price bulletin (CSV import) ────────────────────────────────────────────────────────────────

/** The CSV's required columns (header row, any order, case-insensitive); 'avg_price' may be added. */
export const MARKET_PRICE_CSV_COLUMNS = ['crop', 'market', 'unit', 'min_price', 'max_price', 'price_date'] as const;
export const MARKET_PRICE_CSV_OPTIONAL_COLUMNS = ['avg_price'] as const;
/** The largest bulletin: bytes of the file and data rows (the header not counted). */
export const PRICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PRICE_IMPORT_MAX_ROWS = 5000;

export const ZPriceImportInput = z.object({
  file: csvFileField('crops.chooseBulletin'),
  dry_run: dryRunField.optional().default(false),
});

/**
 * One bulletin row as read and resolved; `row` is its number as a spreadsheet shows it (the header is row 1; a quoted
 * cell spanning lines is still one row).
 */
export type PriceImportRow = {
  row: number;
  crop_id: number;
  crop_name: string;
  crop_name_ar: string;
  market_id: number;
  market_name: string;
  market_name_ar: string;
  unit: string;
  min_price: number;
  max_price: number;
  avg_price: number;
  price_date: string;
};

/**
 * A refused bulletin answers 400 VALIDATION_ERROR with the first problem as its message ("Row 4: min_price must be a
 * number") and field (the column, or 'file'), and in `details`: `row`, and `problems` (the first 20 of them, each
 * like this) with `problems_count`, for the admin screen's preview.
 */
/** A bulletin row's problem: its English `message`, and its key and parameters for a client that words it itself. */
export type PriceImportProblem = {
  row: number;
  field: string;
  message: string;
  message_key: MessageKey;
  message_params: MessageParams;
};

/** The import's answer: with dry_run nothing was saved and `imported` is 0; `rows` is the preview either way. */
export type PriceImportResult = { dry_run: boolean; imported: number; rows: PriceImportRow[] };
