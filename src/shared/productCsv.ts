import { z } from 'zod';
import { csvFileField, dryRunField } from './csvUpload';

/*
 * The product CSV of the admin (export and import, one row per product; pack-size variants get their own columns with
 * the variants work). English and Arabic texts side by side (`name`, `name_ar`, ...); lists (`tags`, `crops`) with `|`
 * between their items; yes/no columns as true or false. The file is keyed by `slug`: a row whose slug names a live
 * product changes it, any other row adds one. Pure: the columns, the input and the answer, shared by the server and the
 * admin screen.
 */

/** The columns of the file, in the order the export writes them. Only `slug` must be in an imported file. */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'name_ar',
  'brand',
  'brand_ar',
  'category',
  'subcategory',
  'tags',
  'crops',
  'price',
  'original_price',
  'stock_quantity',
  'is_available',
  'is_active',
  'is_featured',
  'short_description',
  'short_description_ar',
  'description',
  'description_ar',
  'usage_instructions',
  'usage_instructions_ar',
  'maintenance_tips',
  'maintenance_tips_ar',
  'shipping_info',
  'shipping_info_ar',
  'warranty_info',
  'warranty_info_ar',
  'manufacturer',
  'model_number',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns holding lists, written with this between items. */
export const PRODUCT_CSV_LISTS = ['tags', 'crops'] as const;
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

/** The largest file: bytes, and product rows (the header not counted). */
export const PRODUCT_CSV_MAX_BYTES = 3 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 5000;

/** An import: the uploaded file and whether only to check it (dry run: nothing is saved). */
export const ZProductCsvImportInput = z.object({
  file: csvFileField('catalogue.csvChooseFile'),
  dry_run: dryRunField.optional().default(false),
});

/** One field an imported row changes, as the file writes it (null: empty). */
export interface ProductCsvChange {
  field: ProductCsvColumn;
  from: string | null;
  to: string | null;
}

/** What an import does (or, in a dry run, would do) with one row of the file; `row` as a spreadsheet numbers it. */
export interface ProductCsvRowOutcome {
  row: number;
  slug: string;
  name: string;
  status: 'created' | 'updated' | 'unchanged';
  changes: ProductCsvChange[];
}

/** An import's answer: the counts and every row's outcome. */
export interface ProductCsvImportResult {
  dry_run: boolean;
  created: number;
  updated: number;
  unchanged: number;
  rows: ProductCsvRowOutcome[];
}
