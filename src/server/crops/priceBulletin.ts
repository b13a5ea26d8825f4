import { ValidationError } from '../../shared/errors';
import { type MessageKey, type MessageParams, englishText, msg } from '../../shared/messages';
import { PRICE_UNITS, settlePrices } from '../../shared/marketPrices';
import {
  MARKET_PRICE_CSV_COLUMNS,
  MARKET_PRICE_CSV_OPTIONAL_COLUMNS,
  PRICE_IMPORT_MAX_BYTES,
  PRICE_IMPORT_MAX_ROWS,
  type PriceImportProblem,
  type PriceImportResult,
  type PriceImportRow,
} from '../../shared/priceAlerts';
import { storedIdOf } from '../catalogue/products';
import type { Queryable, Sql } from '../db';
import { csvFileText, readCsvUpload } from './csvRecords';
import { recordQuotes } from './marketPrices';
import { westernDigits } from '../../shared/digits';
import { foldedKey } from '../../shared/arabicFold';

/*
 * The daily price bulletin: an administrator uploads a CSV of the day's wholesale prices and it is
 * imported in one transaction — one bad row and nothing is saved, the 400 naming the row (as a spreadsheet numbers it:
 * the header is row 1) and the column. Columns: crop, market, unit, min_price, max_price, price_date and optionally
 * avg_price (the middle of min and max when absent or empty), in any order, names case-insensitive. Crops and markets
 * are named by id, slug, English or Arabic name, or a crop's other name ("قوطة"), compared folded
 * (src/shared/arabicFold.ts). A quote that exists for the same crop, market and date is replaced (upsert). Every imported quote appends its MarketPriceRecorded event, so a bulletin can fire
 * price alerts. With dry_run the rows are read, checked and returned, and nothing is written.
 */

const COLUMNS: readonly string[] = [...MARKET_PRICE_CSV_COLUMNS, ...MARKET_PRICE_CSV_OPTIONAL_COLUMNS];
/** Problems listed in the refusal's details (the message names the first). */
const PROBLEMS_LISTED = 20;

interface Named {
  id: string;
  slug: string;
  name: string;
  name_ar: string | null;
  other_names: string[];
}

/** Crops or markets by every name a bulletin may use: id, slug, English, Arabic or other name, folded ("الطماطم" is "طماطم"). */
class Directory {
  private readonly byId = new Map<string, Named>();
  private readonly byName = new Map<string, Named[]>();

  constructor(rows: readonly Named[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      for (const key of new Set([
        `slug:${row.slug}`,
        `en:${foldedKey(row.name)}`,
        ...(row.name_ar ? [`ar:${foldedKey(row.name_ar)}`] : []),
        ...row.other_names.map((name) => `other:${foldedKey(name)}`),
      ])) {
        this.byName.set(key, [...(this.byName.get(key) ?? []), row]);
      }
    }
  }

  /** The row a cell names, 'ambiguous' when a name fits several, or null. Id, then slug, then names. */
  find(cell: string): Named | 'ambiguous' | null {
    const text = cell.trim();
    const id = storedIdOf(text);
    if (id) return this.byId.get(id) ?? null;
    for (const key of [
      `slug:${text.toLowerCase()}`,
      `en:${foldedKey(text)}`,
      `ar:${foldedKey(text)}`,
      `other:${foldedKey(text)}`,
    ]) {
      const found = this.byName.get(key);
      if (found) return found.length === 1 ? found[0]! : 'ambiguous';
    }
    return null;
  }
}

const isRealDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

/** The messages a bulletin row's problem may say (each names its row). */
type RowProblemKey = Extract<MessageKey, `crops.row${string}`>;

/** A column as a row's problem names it: a word of the catalogue ('min_price'; in Arabic 'أقل سعر (min_price)'). */
const COLUMN_WORD = {
  crop: 'crops.columnCrop',
  market: 'crops.columnMarket',
  unit: 'crops.columnUnit',
  min_price: 'crops.columnMinPrice',
  max_price: 'crops.columnMaxPrice',
  avg_price: 'crops.columnAvgPrice',
  price_date: 'crops.columnPriceDate',
} as const satisfies Record<string, MessageKey>;
const columnWord = (name: keyof typeof COLUMN_WORD) => msg(COLUMN_WORD[name]);

/** A bulletin's problems, each naming its row and column, its message by key (the client words it by the key). */
class RowProblems {
  readonly list: PriceImportProblem[] = [];
  add(row: number, field: string, key: RowProblemKey, params: MessageParams = {}) {
    const said = msg(key, { row, ...params });
    this.list.push({ row, field, message: englishText(said), message_key: said.key, message_params: said.params });
  }
  get count() {
    return this.list.length;
  }
}

/** Read and check a bulletin against the crops and markets: its rows, or a 400 naming the first bad row and column. */
export async function readBulletin(sql: Queryable, text: string): Promise<PriceImportRow[]> {
  const records = readCsvUpload(text);
  const [header, ...data] = records;
  if (!header) throw new ValidationError(msg('uploads.fileEmpty'), 'file');
  if (header.row !== 1) throw new ValidationError(msg('crops.bulletinHeaderRow'), 'file', { row: 1 });

  const names = header.cells.map((c) => c.trim().toLowerCase());
  const unknown = names.filter((n) => !COLUMNS.includes(n));
  if (unknown.length > 0) {
    throw new ValidationError(
      msg('crops.bulletinUnknownColumns', {
        columns: unknown.map((n) => `'${n}'`).join(', '),
        known: COLUMNS.join(', '),
      }),
      'file',
      { row: 1 },
    );
  }
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0)
    throw new ValidationError(msg('crops.bulletinColumnTwice', { column: twice[0]! }), 'file', { row: 1 });
  const missing = MARKET_PRICE_CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0)
    throw new ValidationError(
      msg('crops.bulletinColumnsMissing', { count: missing.length, columns: missing.join(', ') }),
      'file',
      { row: 1 },
    );
  if (data.length === 0) throw new ValidationError(msg('crops.bulletinNoRows'), 'file');
  if (data.length > PRICE_IMPORT_MAX_ROWS)
    throw new ValidationError(
      msg('crops.bulletinTooManyRows', { max: PRICE_IMPORT_MAX_ROWS, rows: data.length }),
      'file',
    );

  const column = new Map(names.map((n, i) => [n, i]));
  const [crops, markets] = await Promise.all([
    sql<Named[]>`select id::text as id, slug, name, name_ar, other_names from crops`,
    sql<Named[]>`select id::text as id, slug, name, name_ar, '{}'::text[] as other_names from markets`,
  ]);
  const cropDirectory = new Directory(crops);
  const marketDirectory = new Directory(markets);

  const problems = new RowProblems();
  const rows: PriceImportRow[] = [];
  const seen = new Map<string, number>();
  for (const record of data) {
    const { row, cells } = record;
    const before = problems.count;
    const cell = (name: string) => {
      const i = column.get(name);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    if (cells.length > names.length && cells.slice(names.length).some((c) => c.trim() !== '')) {
      problems.add(row, 'file', 'crops.rowCellCount', { cells: cells.length, columns: names.length });
      continue;
    }

    const resolve = (name: 'crop' | 'market', directory: Directory) => {
      const text = cell(name);
      if (!text) {
        problems.add(row, name, 'crops.rowRequired', { field: columnWord(name) });
        return null;
      }
      const found = directory.find(text);
      if (found === 'ambiguous') problems.add(row, name, 'crops.rowAmbiguous', { field: columnWord(name), text });
      else if (!found) problems.add(row, name, 'crops.rowUnknown', { field: columnWord(name), text });
      return found === 'ambiguous' ? null : found;
    };
    const crop = resolve('crop', cropDirectory);
    const market = resolve('market', marketDirectory);

    const unitText = cell('unit').toLowerCase();
    const unit = (PRICE_UNITS as readonly string[]).includes(unitText) ? unitText : null;
    if (!unitText) problems.add(row, 'unit', 'crops.rowRequired', { field: columnWord('unit') });
    else if (!unit) problems.add(row, 'unit', 'crops.rowUnit', { units: PRICE_UNITS.join(', ') });

    const price = (name: 'min_price' | 'max_price' | 'avg_price', optional = false): number | undefined => {
      const text = westernDigits(cell(name));
      if (!text) {
        if (!optional) problems.add(row, name, 'crops.rowRequired', { field: columnWord(name) });
        return undefined;
      }
      if (!/^\d+(\.\d+)?$/.test(text)) {
        problems.add(row, name, /^-\d/.test(text) ? 'crops.rowNotNegative' : 'crops.rowNumber', {
          field: columnWord(name),
        });
        return undefined;
      }
      const value = Math.round(Number(text) * 100) / 100;
      if (value > 1e9) {
        problems.add(row, name, 'crops.rowTooLarge', { field: columnWord(name) });
        return undefined;
      }
      return value;
    };
    const min = price('min_price');
    const max = price('max_price');
    const avg = price('avg_price', true);

    const date = cell('price_date');
    if (!date) problems.add(row, 'price_date', 'crops.rowRequired', { field: columnWord('price_date') });
    else if (!isRealDate(date)) problems.add(row, 'price_date', 'crops.rowDate');

    if (problems.count > before || !crop || !market || !unit || min === undefined || max === undefined) continue;
    const settled = settlePrices({ min_price: min, max_price: max, ...(avg !== undefined ? { avg_price: avg } : {}) });
    if (!settled.ok) {
      problems.add(row, settled.field, settled.field === 'max_price' ? 'crops.rowMaxBelowMin' : 'crops.rowAvgOutside');
      continue;
    }
    const key = `${crop.id}/${market.id}/${date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.add(row, 'price_date', 'crops.rowSameAs', { first });
      continue;
    }
    seen.set(key, row);
    rows.push({
      row,
      crop_id: Number(crop.id),
      crop_name: crop.name,
      crop_name_ar: crop.name_ar ?? crop.name,
      market_id: Number(market.id),
      market_name: market.name,
      market_name_ar: market.name_ar ?? market.name,
      unit,
      min_price: settled.min_price,
      max_price: settled.max_price,
      avg_price: settled.avg_price,
      price_date: date,
    });
  }
  if (problems.count > 0) {
    const first = problems.list[0]!;
    throw new ValidationError(msg(first.message_key, first.message_params), first.field, {
      row: first.row,
      problems: problems.list.slice(0, PROBLEMS_LISTED),
      problems_count: problems.count,
    });
  }
  return rows;
}

/**
 * Import a bulletin: read and check every row, then (unless `dryRun`) upsert every quote and append their events in one
 * transaction. Answers the rows read and how many were saved.
 */
export async function importBulletin(
  sql: Sql,
  input: { file: { filename: string; base64: string }; dry_run: boolean },
  userId: string | null,
): Promise<PriceImportResult> {
  const rows = await readBulletin(sql, csvFileText(input.file.base64, PRICE_IMPORT_MAX_BYTES));
  if (input.dry_run) return { dry_run: true, imported: 0, rows };
  const source = `Price bulletin ${input.file.filename}`.slice(0, 300);
  await sql.begin(async (tx) => {
    const saved = await tx<{ id: string }[]>`
      insert into market_prices (crop_id, market_id, unit, min_price, max_price, avg_price, price_date, source)
      select * from unnest(${rows.map((r) => String(r.crop_id))}::bigint[], ${rows.map((r) => String(r.market_id))}::bigint[],
                           ${rows.map((r) => r.unit)}::text[], ${rows.map((r) => r.min_price)}::numeric[], ${rows.map((r) => r.max_price)}::numeric[],
                           ${rows.map((r) => r.avg_price)}::numeric[], ${rows.map((r) => r.price_date)}::date[], ${rows.map(() => source)}::text[])
      on conflict (crop_id, market_id, price_date) do update
        set unit = excluded.unit, min_price = excluded.min_price, max_price = excluded.max_price, avg_price = excluded.avg_price,
            source = excluded.source, updated_at = now()
      returning id::text as id`;
    await recordQuotes(
      tx,
      saved.map((r) => r.id),
      'imported',
      userId,
    );
  });
  return { dry_run: false, imported: rows.length, rows };
}
