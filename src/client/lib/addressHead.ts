import { type HrefLang, alternates, canonicalAddress } from '../../shared/addresses';

/** A `<link rel="alternate" hreflang>` of a page: each language's address, and `x-default` (English, the plain one). */
export interface AlternateLink {
  hreflang: HrefLang;
  href: string;
}

/**
 * The page's canonical address and its alternates in every language, absolute on `origin`, for `address` (path and
 * query as shown): the same rule the server writes into the page it sends (`canonicalAddress`: no trailing slash, and
 * only the shop list's own query, written the one way), so the app never rewrites the served head differently.
 */
export function pageLinks(origin: string, address: string): { canonical: string; alternates: AlternateLink[] } {
  const canonical = canonicalAddress(address);
  return {
    canonical: `${origin}${canonical}`,
    alternates: alternates(canonical).map(({ hreflang, address: twin }) => ({ hreflang, href: `${origin}${twin}` })),
  };
}
