import superjson from 'superjson';
import { languageOfPath, plainAddress } from '../../shared/addresses';
import { localisedText, type ProductFields } from '../../shared/productDisplay';
import type { Language } from '../i18n';
import { cutDescription, localisedCrop, normaliseCrop } from './cropDisplay';

/** A translation function in one language (i18next's `getFixedT`), loose on keys: the table below names them. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a page's `<head>` says of it: its `<title>` and its `<meta name="description">`. */
export interface PageHead {
  title: string;
  description: string;
}

/** A description is cut where search results cut it. */
const DESCRIPTION_LENGTH = 160;

/**
 * The pages that have their own head, by path without the language prefix: the key of the page's name (what the
 * page itself gives usePageTitle) and of its description (`head.*`). A product or a crop is named by its record,
 * described by its own text or by `description` around its name; without the record, the list's name and `general`.
 */
const PAGES: readonly {
  pattern: RegExp;
  page: string;
  description: string;
  record?: 'products' | 'crops';
  general?: string;
}[] = [
  { pattern: /^\/$/, page: 'nav.home', description: 'head.home' },
  { pattern: /^\/shop\/?$/, page: 'shop.pageTitle', description: 'head.shop' },
  {
    pattern: /^\/shop\/([^/]+)\/?$/,
    page: 'shop.pageTitle',
    description: 'head.product',
    record: 'products',
    general: 'head.shop',
  },
  { pattern: /^\/crops\/?$/, page: 'crops.pageTitle', description: 'head.crops' },
  {
    pattern: /^\/crops\/([^/]+)\/?$/,
    page: 'crops.pageTitle',
    description: 'head.crop',
    record: 'crops',
    general: 'head.crops',
  },
  { pattern: /^\/calculators\/?$/, page: 'calculator.pageTitle', description: 'head.calculators' },
  { pattern: /^\/quizzes\/?$/, page: 'quiz.pageTitle', description: 'head.quizzes' },
  { pattern: /^\/projects\/?$/, page: 'nav.projects', description: 'head.projects' },
  { pattern: /^\/about\/?$/, page: 'nav.about', description: 'head.about' },
  { pattern: /^\/terms\/?$/, page: 'legal:terms.title', description: 'head.terms' },
  { pattern: /^\/privacy\/?$/, page: 'legal:privacy.title', description: 'head.privacy' },
];

/** The path component decoded, or as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The answer among the server's preloaded `entries` for `{record}.bySlug` (or `.byId`) of `ref`, or undefined. */
function recordOf(
  entries: readonly unknown[],
  record: 'products' | 'crops',
  ref: string,
): Record<string, unknown> | undefined {
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, input, result } = entry as {
      path?: unknown;
      input?: { slug?: unknown; id?: unknown };
      result?: unknown;
    };
    const matches =
      (path === `${record}.bySlug` && input?.slug === ref) || (path === `${record}.byId` && String(input?.id) === ref);
    if (!matches || typeof result !== 'object' || result === null) continue;
    try {
      const data = superjson.deserialize(result as Parameters<typeof superjson.deserialize>[0]);
      if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
    } catch {
      // An answer that cannot be read names nothing: the page's general head is used.
    }
  }
  return undefined;
}

/** The record's name and own description in `language`, when it has them. */
function recordTexts(
  record: 'products' | 'crops',
  data: Record<string, unknown>,
  language: Language,
): { name?: string; description?: string } {
  if (record === 'products') {
    const texts = localisedText(data as ProductFields, language);
    return { name: texts.name ?? undefined, description: texts.shortDescription ?? texts.description ?? undefined };
  }
  const texts = localisedCrop(normaliseCrop(data), language);
  return { name: texts.name ?? undefined, description: texts.description ?? undefined };
}

/**
 * The head of the page at `url` (path and query; `/ar/...` is Arabic) in `t`'s language, which must be the url's:
 * the title the page itself sets (`app.pageTitle` around its name; a product or a crop named from the server's
 * preloaded answer, `entries`) and a description. Any other page gets the site's name and description.
 */
export function pageHeadOf(url: string, entries: readonly unknown[], t: Translate): PageHead {
  const address = url.split(/[?#]/, 1)[0] || '/';
  const language = languageOfPath(address);
  const path = plainAddress(address);
  for (const { pattern, page, description, record, general } of PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const data = record && match[1] ? recordOf(entries, record, decoded(match[1])) : undefined;
    const { name, description: own } = record && data ? recordTexts(record, data, language) : {};
    const text = own ?? (name ? t(description, { name }) : t(general ?? description));
    return {
      title: t('app.pageTitle', { page: name ?? t(page) }),
      description: cutDescription(text, DESCRIPTION_LENGTH),
    };
  }
  return { title: t('app.name'), description: t('head.description') };
}
