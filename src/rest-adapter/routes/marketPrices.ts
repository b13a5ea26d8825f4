import { PRICE_IMPORT_MAX_BYTES } from '../../shared/priceAlerts';
import type { UploadedFile } from '../../server/uploads/files';
import { listEnvelope, messageEnvelope, noInput, queryInput, written } from '../envelope';
import type { RestRoute, RouteRequest } from '../types';
import { msg } from '../../shared/messages';

const group = 'Market prices';

/** The bulletin's multipart form: the part `file` (or the only file sent) and the field `dry_run` ('true' to preview). */
const bulletinInput = ({ body }: RouteRequest) => {
  const { dry_run, files = [] } = body as { dry_run?: string; files?: UploadedFile[] };
  return { ...(dry_run !== undefined ? { dry_run } : {}), file: files.find((f) => f.fieldname === 'file') ?? files[0] };
};

/** The import's answer, its message saying whether anything was saved. */
const bulletinAnswer = written<{ dry_run: boolean; imported: number }>((result) =>
  result.dry_run ? msg('crops.bulletinChecked') : msg('crops.bulletinImported', { count: result.imported }),
);

/** The Market prices group of rest-calls.tsv. Prices are EGP per unit; dates YYYY-MM-DD; windows end today in Egypt. */
export const marketPricesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/market-prices',
    procedure: 'marketPrices.list',
    group,
    summary: 'Quotes, newest first: ?crop, ?market (id or slug), ?from, ?to, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('prices'),
  },
  {
    method: 'GET',
    path: '/market-prices/latest',
    procedure: 'marketPrices.latest',
    group,
    summary: 'The latest quote per crop and market: ?crop, ?market',
    input: queryInput(),
  },
  {
    method: 'GET',
    path: '/market-prices/trending',
    procedure: 'marketPrices.trending',
    group,
    summary: 'Largest moves between the first and last quote of the window: ?days (default 30), ?crop, ?market, ?limit',
    input: queryInput('days', 'limit'),
  },
  {
    method: 'GET',
    path: '/market-prices/locations',
    procedure: 'marketPrices.locations',
    group,
    summary: 'The wholesale markets',
    input: noInput,
  },
  {
    method: 'GET',
    path: '/market-prices/crop/{id}/history',
    procedure: 'marketPrices.history',
    group,
    summary: "A crop's quotes per market: ?days (default 90), ?market",
    input: queryInput('days'),
  },
  {
    method: 'POST',
    path: '/market-prices',
    procedure: 'marketPrices.create',
    group,
    summary: 'Add a quote (administrators)',
    respond: written(msg('crops.priceCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/market-prices/{id}',
    procedure: 'marketPrices.update',
    group,
    summary: 'Change a quote (administrators)',
    respond: written(msg('crops.priceUpdated')),
  },
  {
    method: 'DELETE',
    path: '/market-prices/{id}',
    procedure: 'marketPrices.delete',
    group,
    summary: 'Delete a quote (administrators)',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/admin/market-prices/import',
    procedure: 'marketPrices.import',
    group,
    summary:
      'Import the daily price bulletin (administrators): part `file`, a CSV with the columns crop,market,unit,min_price,max_price,price_date and an optional avg_price (at most 2 MB, 5000 rows), all rows or none; field `dry_run`=true to check and preview without saving',
    multipart: { maxFileBytes: PRICE_IMPORT_MAX_BYTES, maxFiles: 1 },
    input: bulletinInput,
    respond: bulletinAnswer,
  },
];
