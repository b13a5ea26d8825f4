import { ZProductCreateInput, ZProductFields } from '../../shared/catalogue';
import { westernDigits } from '../../shared/digits';
import { ValidationError } from '../../shared/errors';
import { type Message, type MessageKey, type MessageParams, englishText, msg } from '../../shared/messages';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_LISTS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  type ProductCsvChange,
  type ProductCsvColumn,
  type ProductCsvImportResult,
  type ProductCsvRowOutcome,
} from '../../shared/productCsv';
import { csvFileText, readCsvUpload } from '../crops/csvRecords';
import type { Queryable, Sql } from '../db';
import { toCsv } from '../security/csv';
import { categoryImagePath } from './images';

/*
 * The product CSV (src/shared/productCsv.ts): every live product as one row, and an import that is all or nothing.
 * An import reads the whole file and checks every row (the product schema of the admin form, the crops against the
 * crop guide, a slug once per file) before anything is written; one problem and nothing is saved, the 400 naming the
 * first bad row (as a spreadsheet numbers it: the header is row 1) and its column, with up to 20 problems listed. A
 * dry run answers what the import would do — each row created, updated (with its field changes) or unchanged — and
 * writes nothing. Columns left out of the file leave those fields as they are; an empty cell clears an optional text.
 * The export writes what the import reads, so an exported file imported again changes nothing (the export's guard
 * against spreadsheet formulas, a `'` before a cell starting with = + - @, is taken off again on import).
 */

type Fields = Partial<Record<ProductCsvColumn, unknown>>;

interface ProductCsvProblem {
  row: number;
  field: string;
  message: string;
  message_key: MessageKey;
  message_params: MessageParams;
}

const PROBLEMS_LISTED = 20;
const LISTS = PRODUCT_CSV_LISTS as readonly string[];
const NUMBERS = ['price', 'original_price', 'stock_quantity'];
const BOOLEANS = ['is_available', 'is_active', 'is_featured'];
/** Columns that are never empty on a product: an empty cell there is a problem for a new product, else "as it is". */
const KEPT_WHEN_EMPTY = ['name', 'category', 'price', 'stock_quantity', 'is_available', 'is_active', 'is_featured'];
const YES = new Set(['true', 'yes', '1', 'نعم']);
const NO = new Set(['false', 'no', '0', 'لا']);

/** The export's formula guard (src/server/security/csv.ts) taken off: `'=x` → `=x`. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A field's value as the file writes it: lists joined, yes/no as true/false, numbers plain; null for empty. */
function cellOf(column: ProductCsvColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.join(PRODUCT_CSV_LIST_SEPARATOR) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (NUMBERS.includes(column)) return String(Number(value));
  const text = String(value);
  return text === '' ? null : text;
}

/** A cell as the product schema reads it (undefined: leave the field as it is). */
function fieldValueOf(column: ProductCsvColumn, raw: string): unknown {
  const cell = unguarded(raw.trim());
  if (LISTS.includes(column))
    return cell
      .split(PRODUCT_CSV_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
  if (cell === '') return KEPT_WHEN_EMPTY.includes(column) ? undefined : column === 'slug' ? '' : null;
  if (NUMBERS.includes(column)) return westernDigits(cell).replace(/,/g, '');
  if (BOOLEANS.includes(column)) {
    const word = cell.toLowerCase();
    return YES.has(word) ? 'true' : NO.has(word) ? 'false' : cell;
  }
  return cell;
}

// ─── Export ──────────────────────────────────────────────────────────────────────────────────────────

/** Every live product, one row each, oldest first: the header and the rows as CSV text (with a byte-order mark). */
export async function exportProductsCsv(sql: Queryable): Promise<string> {
  const rows = await sql<Record<ProductCsvColumn, unknown>[]>`
    select ${sql(PRODUCT_CSV_COLUMNS as unknown as string[])} from products where deleted_at is null order by id`;
  return toCsv([
    PRODUCT_CSV_COLUMNS,
    ...rows.map((product) => PRODUCT_CSV_COLUMNS.map((column) => cellOf(column, product[column]))),
  ]);
}

// ─── Import ──────────────────────────────────────────────────────────────────────────────────────────

class Problems {
  readonly list: ProductCsvProblem[] = [];
  add(row: number, field: string, said: Message) {
    this.list.push({
      row,
      field,
      message: englishText(said),
      message_key: said.key,
      message_params: said.params,
    });
  }
  /** Refuse with the first problem (none: nothing happens). */
  refuse() {
    const first = this.list[0];
    if (!first) return;
    throw new ValidationError(msg(first.message_key, first.message_params), first.field, {
      row: first.row,
      problems: this.list.slice(0, PROBLEMS_LISTED),
      problems_count: this.list.length,
    });
  }
}

interface CheckedRow {
  row: number;
  slug: string;
  /** The fields the file sets (parsed by the product schema). */
  fields: Fields;
  existing: (Fields & { id: string }) | null;
  outcome: ProductCsvRowOutcome;
}

/** Read and check the file against the catalogue: every row's outcome, or a 400 naming the first bad row and column. */
async function checkProductsCsv(sql: Queryable, text: string): Promise<CheckedRow[]> {
  const records = readCsvUpload(text);
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new ValidationError(msg('catalogue.csvNoRows'), 'file');
  if (header.row !== 1) throw new ValidationError(msg('crops.bulletinHeaderRow'), 'file', { row: 1 });
  if (data.length > PRODUCT_CSV_MAX_ROWS)
    throw new ValidationError(msg('catalogue.csvTooManyRows', { max: PRODUCT_CSV_MAX_ROWS }), 'file');

  const headerProblems = new Problems();
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const seenColumn = new Set<string>();
  for (const name of names) {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
      headerProblems.add(1, name, msg('catalogue.csvUnknownColumn', { column: name }));
    else if (seenColumn.has(name)) headerProblems.add(1, name, msg('crops.bulletinColumnTwice', { column: name }));
    seenColumn.add(name);
  }
  if (!seenColumn.has('slug')) headerProblems.add(1, 'slug', msg('catalogue.csvSlugColumn'));
  headerProblems.refuse();
  const columns = names as ProductCsvColumn[];

  const slugs = data.map((r) => unguarded((r.cells[columns.indexOf('slug')] ?? '').trim()));
  const existing = new Map(
    (
      await sql<(Fields & { id: string; slug: string })[]>`
        select id::text as id, ${sql(PRODUCT_CSV_COLUMNS as unknown as string[])} from products
        where deleted_at is null and slug in ${sql(slugs.filter(Boolean).length ? slugs.filter(Boolean) : [''])}`
    ).map((p) => [p.slug, p]),
  );
  const knownCrops = new Set((await sql<{ slug: string }[]>`select slug from crops`).map((c) => c.slug));

  const problems = new Problems();
  const firstRowOfSlug = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const { row, cells } of data) {
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) {
      problems.add(row, 'file', msg('crops.rowCellCount', { row, cells: cells.length, columns: columns.length }));
      continue;
    }
    const raw: Fields = {};
    columns.forEach((column, i) => {
      const value = fieldValueOf(column, cells[i] ?? '');
      if (value !== undefined) raw[column] = value;
    });
    const slug = String(raw.slug ?? '');
    const current = slug ? (existing.get(slug) ?? null) : null;
    const parsed = (current ? ZProductFields : ZProductCreateInput).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? 'file');
        const keyed = issue as typeof issue & { message_key?: MessageKey; message_params?: MessageParams };
        const problem = keyed.message_key
          ? msg(keyed.message_key, keyed.message_params ?? {})
          : msg('catalogue.csvBadValue');
        problems.add(row, column, msg('catalogue.csvRowProblem', { row, column, problem }));
      }
      continue;
    }
    const fields = parsed.data as Fields;
    if (!slug) {
      problems.add(
        row,
        'slug',
        msg('catalogue.csvRowProblem', { row, column: 'slug', problem: msg('catalogue.csvSlugEmpty') }),
      );
      continue;
    }
    const first = firstRowOfSlug.get(slug);
    if (first !== undefined) {
      problems.add(row, 'slug', msg('catalogue.csvSlugTwice', { row, slug, first }));
      continue;
    }
    firstRowOfSlug.set(slug, row);
    const unknownCrop = ((fields.crops as string[] | undefined) ?? []).find((c) => !knownCrops.has(c));
    if (unknownCrop) {
      problems.add(
        row,
        'crops',
        msg('catalogue.csvRowProblem', {
          row,
          column: 'crops',
          problem: msg('catalogue.csvUnknownCrop', { crop: unknownCrop }),
        }),
      );
      continue;
    }
    const changes: ProductCsvChange[] = [];
    for (const column of PRODUCT_CSV_COLUMNS) {
      if (!(column in fields) || fields[column] === undefined) continue;
      const from = current ? cellOf(column, current[column]) : null;
      const to = cellOf(column, fields[column]);
      if (from !== to) changes.push({ field: column, from, to });
    }
    const name = String(fields.name ?? current?.name ?? '');
    const status = !current ? 'created' : changes.length ? 'updated' : 'unchanged';
    checked.push({ row, slug, fields, existing: current, outcome: { row, slug, name, status, changes } });
  }
  problems.refuse();
  return checked;
}

/**
 * Import a product CSV: check every row, then (unless `dry_run`) add the new products and change the others in one
 * transaction. Answers what each row does.
 */
export async function importProductsCsv(
  sql: Sql,
  input: { file: { base64: string }; dry_run: boolean },
  userId: string,
): Promise<ProductCsvImportResult> {
  const checked = await checkProductsCsv(sql, csvFileText(input.file.base64, PRODUCT_CSV_MAX_BYTES));
  const rows = checked.map((c) => c.outcome);
  const count = (status: ProductCsvRowOutcome['status']) => rows.filter((r) => r.status === status).length;
  const result = {
    dry_run: input.dry_run,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rows,
  };
  if (input.dry_run) return result;
  await sql.begin(async (tx) => {
    for (const { fields, existing, outcome } of checked) {
      if (outcome.status === 'created') {
        const category = String(fields.category);
        await tx`insert into products ${tx({
          ...fields,
          main_image: categoryImagePath(category as never),
          created_by: userId,
          approval_status: 'approved',
        } as Record<string, unknown>)}`;
      } else if (outcome.status === 'updated' && existing) {
        const changed = Object.fromEntries(outcome.changes.map((c) => [c.field, fields[c.field]]));
        await tx`update products set ${tx(changed as Record<string, unknown>)}, updated_at = now() where id = ${existing.id}`;
      }
    }
  });
  return result;
}
