import { PRODUCT_CSV_MAX_BYTES } from '../../shared/productCsv';
import type { UploadedFile } from '../../server/uploads/files';
import { download, messageEnvelope, noInput } from '../envelope';
import type { RestRoute, RouteRequest } from '../types';

const group = 'Admin';

/** The product CSV as a download. */
const csvFile = download<{ filename: string; content_type: string; content: string }>('text/csv', (out) => ({
  filename: out.filename,
  contentType: out.content_type,
  data: out.content,
}));

/** The import's multipart form: the part `file` (or the only file sent) and the field `dry_run` ('true' to preview). */
const importInput = ({ body }: RouteRequest) => {
  const { dry_run, files = [] } = body as { dry_run?: string; files?: UploadedFile[] };
  return { ...(dry_run !== undefined ? { dry_run } : {}), file: files.find((f) => f.fieldname === 'file') ?? files[0] };
};

/** The product CSV of the admin (src/server/catalogue/csv.ts): export, and import all rows or none with a dry run. */
export const adminProductsCsvRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/products/export',
    procedure: 'admin.products.exportCsv',
    group,
    summary:
      'Every live product as a CSV file, one row per product: slug, English and Arabic texts (name, name_ar, ...), category, tags and crops (| between items), price, stock, yes/no columns',
    input: noInput,
    respond: csvFile,
  },
  {
    method: 'POST',
    path: '/admin/products/import',
    procedure: 'admin.products.importCsv',
    group,
    summary:
      'Import a product CSV (the export’s columns, `slug` required; at most 3 MB, 5000 rows): a row whose slug names a live product changes it, any other adds one; all rows or none, a refusal names the row and column; field `dry_run`=true answers what would be created, updated (with the field changes) or unchanged and saves nothing',
    multipart: { maxFileBytes: PRODUCT_CSV_MAX_BYTES, maxFiles: 1 },
    input: importInput,
    respond: messageEnvelope,
  },
];
