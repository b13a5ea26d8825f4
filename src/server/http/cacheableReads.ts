import { CATALOGUE_READS, OFFLINE_SCREEN_READS, TAG_READS } from '../../shared/publicReads';

/**
 * The cacheable public reads: the queries whose answer depends only on their input — the same for every visitor who
 * sends no token — and changes only when an administrator edits the catalogue, the crops or the prices (or with the
 * day). Asked without an Authorization header, they answer with an ETag, a 304 to a matching If-None-Match, and a
 * short public Cache-Control (src/host/wire.ts). This is the one list: tRPC calls by these names, and the REST
 * routes of the table (GET) that call them.
 *
 * Not in it: what visitors write themselves (`comments.list`: the storefront reads it without a token, also right after
 * a grower has posted, who must see the comment at once), search, and anything of an account.
 */
export const CACHEABLE_READ_PROCEDURES: ReadonlySet<string> = new Set([
  ...CATALOGUE_READS,
  ...OFFLINE_SCREEN_READS,
  ...TAG_READS,
]);

/** Whether a REST route of the table (src/rest-adapter) is a cacheable public read: a GET of one of the procedures above. */
export const isCacheableRoute = (route: { method: string; procedure: string }) =>
  route.method === 'GET' && CACHEABLE_READ_PROCEDURES.has(route.procedure);
