import type { Language } from '../../shared/messages';
import { escapeMarkup } from './pageAddresses';

/*
 * The head of the storefront's page in the page's language: `<html lang dir>`, the page's `<title>` and
 * description, and its links (canonical, hreflang alternates, the Arabic font). The titles and descriptions come from
 * the SSR module's `pageHead(url, entries)` (src/client/prerender.tsx: the client's catalogues, the product's or crop's
 * name from the preloaded answers), so the head says what the app's `usePageTitle` will; without that module (not
 * built, or it threw) the template's own title and description are kept, led by the item's name when there is one.
 */

/** A page's title and description. */
export interface PageHead {
  title: string;
  description: string;
}

/** What the SSR module exports for the head: the title and description of the page at `url` with these answers. */
export type PageHeadOf = (url: string, entries: readonly unknown[]) => PageHead;

const TITLE = /<title>([\s\S]*?)<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
const HTML_ELEMENT = /<html\b[^>]*>/;

/** Markup's entities read back as text (the few an attribute or title of index.html can hold). */
const unescapeMarkup = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" })[name] ?? '',
  );

/** The title and description written in the built page (index.html). */
export function templateHead(html: string): PageHead {
  return {
    title: unescapeMarkup(TITLE.exec(html)?.[1]?.trim() ?? ''),
    description: unescapeMarkup(DESCRIPTION.exec(html)?.[1] ?? ''),
  };
}

/** The head without the SSR module: the template's, its title led by the item's name when the page shows one. */
export function fallbackHead(template: PageHead, itemName: string | undefined): PageHead {
  return itemName ? { title: `${itemName} · ${template.title}`, description: template.description } : template;
}

/** The page with its head in `language`: the html element's lang and dir, the title, the description, and `links`. */
export function withHead(html: string, language: Language, head: PageHead, links: string): string {
  const description = `<meta name="description" content="${escapeMarkup(head.description)}">`;
  // Replaced by functions: a `$` in a product's name is not a replacement pattern.
  let page = html
    .replace(HTML_ELEMENT, () => `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(TITLE, () => `<title>${escapeMarkup(head.title)}</title>`);
  page = DESCRIPTION.test(page)
    ? page.replace(DESCRIPTION, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  return page.replace('</head>', () => `${links}</head>`);
}

/** The head the module gives, or the fallback when it has none or it throws (its texts must be strings to be used). */
export function headOf(
  pageHead: PageHeadOf | undefined,
  url: string,
  entries: readonly unknown[],
  fallback: () => PageHead,
): PageHead {
  try {
    const head = pageHead?.(url, entries);
    if (head && typeof head.title === 'string' && typeof head.description === 'string' && head.title) return head;
  } catch {
    // The module could not say it: the template's texts are used.
  }
  return fallback();
}
