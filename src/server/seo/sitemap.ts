import { addressIn, alternates } from '../../shared/addresses';
import { MESSAGE_LANGUAGES } from '../../shared/messages';
import { PUBLIC_VIEWER, visibleTo } from '../catalogue/products';
import { cropVisibleTo } from '../crops/crops';
import type { Sql } from '../db';
import { absoluteUrl, escapeMarkup } from './pageAddresses';

/*
 * /sitemap.xml: every public page of the storefront in both languages, the visible products and active
 * crops included, each `<url>` naming its twins (`xhtml:link` hreflang en, ar and x-default) and, for a product or a
 * crop, when it last changed. A file holds at most `urlsPerFile` URLs (the protocol's limit, 50,000): beyond that,
 * /sitemap.xml is an index of /sitemap.xml?page=1…N, each written the same way.
 *
 * A file is written as it is read: its pages in order (the fixed pages, then crops and products by slug), the
 * table's rows in batches that follow one another by slug (keyset), so a catalogue of 100,000 products costs a few
 * dozen queries per file and never sits in memory whole.
 */

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The storefront's public pages, each in both languages (the private ones are robots.txt's Disallow lines). */
export const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/crops',
  '/calculators',
  '/quizzes',
  '/projects',
  '/about',
  '/terms',
  '/privacy',
] as const;

/** Rows read per query while a file is written. */
export const BATCH_ROWS = 2_000;

/** One page of the storefront, by its plain (English) address: one `<url>` per language. */
export interface SitemapPage {
  address: string;
  lastmod?: Date | null;
}

/** How many `<url>`s one page gives: one per language. */
const URLS_PER_PAGE = MESSAGE_LANGUAGES.length;

/** A run of the sitemap's pages: how many there are, and those from `offset` on, at most `limit`, in batches. */
interface Section {
  count(): Promise<number>;
  read(offset: number, limit: number): AsyncGenerator<SitemapPage[]>;
}

/** The fixed pages. */
const fixedPages: Section = {
  count: async () => PUBLIC_PAGES.length,
  async *read(offset, limit) {
    yield PUBLIC_PAGES.slice(offset, offset + limit).map((address) => ({ address }));
  },
};

/** The rows of a table a visitor may see, as pages under `path` (`/shop/{slug}`), by slug. */
function tableSection(sql: Sql, table: 'products' | 'crops', path: string, batchRows: number): Section {
  const visible =
    table === 'products'
      ? sql`products p where ${visibleTo(sql, PUBLIC_VIEWER)}`
      : sql`crops c where ${cropVisibleTo(sql, PUBLIC_VIEWER)}`;
  const alias = sql(table === 'products' ? 'p' : 'c');
  const asPages = (rows: { slug: string; updated_at: Date | null }[]) =>
    rows.map((row) => ({ address: `${path}/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at }));
  return {
    async count() {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from ${visible}`;
      return row?.n ?? 0;
    },
    async *read(offset, limit) {
      // The first batch is found by its position, the next ones follow the last slug read.
      let after: string | null = null;
      for (let left = limit; left > 0; ) {
        const take = Math.min(left, batchRows);
        const rows: { slug: string; updated_at: Date | null }[] =
          after === null
            ? await sql`select ${alias}.slug, ${alias}.updated_at from ${visible} order by ${alias}.slug offset ${offset} limit ${take}`
            : await sql`select ${alias}.slug, ${alias}.updated_at from ${visible} and ${alias}.slug > ${after} order by ${alias}.slug limit ${take}`;
        if (rows.length === 0) return;
        yield asPages(rows);
        after = rows[rows.length - 1]!.slug;
        left -= rows.length;
        if (rows.length < take) return;
      }
    },
  };
}

/** The sitemap's pages, in order: the fixed ones, the crops, the products (read `batchRows` rows a query). */
export function sitemapSections(sql: Sql, batchRows = BATCH_ROWS): Section[] {
  return [
    fixedPages,
    tableSection(sql, 'crops', '/crops', batchRows),
    tableSection(sql, 'products', '/shop', batchRows),
  ];
}

/** The pages from `start` on, at most `limit`, across the sections in order. */
async function* pagesFrom(
  sections: readonly Section[],
  counts: readonly number[],
  start: number,
  limit: number,
): AsyncGenerator<SitemapPage[]> {
  let skip = start;
  let left = limit;
  for (const [i, section] of sections.entries()) {
    const count = counts[i] ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const take = Math.min(left, count - skip);
    for await (const batch of section.read(skip, take)) yield batch;
    left -= take;
    skip = 0;
    if (left <= 0) return;
  }
}

// ─── The XML ─────────────────────────────────────────────────────────────────────────────────────────

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** A page's `<url>` in each language, each naming all its twins. */
export function urlElements(publicUrl: string, page: SitemapPage): string {
  const links = alternates(page.address)
    .map(
      ({ hreflang, address }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(publicUrl, address))}"/>`,
    )
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return MESSAGE_LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeMarkup(absoluteUrl(publicUrl, addressIn(language, page.address)))}</loc>${lastmod}${links}</url>\n`,
  ).join('');
}

/** The index of `files` sitemap files (/sitemap.xml?page=1…files). */
export function sitemapIndex(publicUrl: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeMarkup(absoluteUrl(publicUrl, `/sitemap.xml?page=${i + 1}`))}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** What /sitemap.xml (`page` absent) or /sitemap.xml?page=N answers: the index, a file of URLs, or nothing (null). */
export type SitemapAnswer = { kind: 'index'; xml: string } | { kind: 'urls'; chunks: AsyncGenerator<string> } | null;

/**
 * The sitemap at `page` (undefined for /sitemap.xml itself): with all its URLs in one file, that file (also as
 * `?page=1`); with more, the index, and file N for `?page=N`. Null for a page that does not exist.
 */
export async function sitemapAnswer(
  sections: readonly Section[],
  publicUrl: string,
  page: number | undefined,
  urlsPerFile = SITEMAP_URLS_PER_FILE,
): Promise<SitemapAnswer> {
  const counts = await Promise.all(sections.map((section) => section.count()));
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / URLS_PER_PAGE));
  const total = counts.reduce((sum, n) => sum + n, 0);
  const files = Math.max(1, Math.ceil(total / pagesPerFile));
  if (page === undefined && files > 1) return { kind: 'index', xml: sitemapIndex(publicUrl, files) };
  const file = page ?? 1;
  if (!Number.isSafeInteger(file) || file < 1 || file > files) return null;
  async function* chunks() {
    yield URLSET_OPEN;
    for await (const batch of pagesFrom(sections, counts, (file - 1) * pagesPerFile, pagesPerFile))
      yield batch.map((one) => urlElements(publicUrl, one)).join('');
    yield URLSET_CLOSE;
  }
  return { kind: 'urls', chunks: chunks() };
}
