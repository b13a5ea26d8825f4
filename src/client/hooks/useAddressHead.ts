import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { addressIn } from '../../shared/addresses';
import { applyDocumentLanguage } from '../i18n';
import { pageLinks } from '../lib/addressHead';
import { useAddressLanguage } from './useAddress';

/** The `<link>` in `<head>` matching `selector`, made when the page has none. */
function headLink(selector: string, attributes: Record<string, string>): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(selector);
  if (!link) {
    link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.appendChild(link);
  }
  return link;
}

/**
 * Keeps `<html lang dir>`, the canonical link and the `hreflang` alternates in step with the address on every move
 * inside the app (the server writes them into the page it sends; the app changes the address without a new page).
 */
export function useAddressHead(): void {
  const [location] = useLocation();
  const search = useSearch();
  const language = useAddressLanguage();
  useEffect(() => {
    applyDocumentLanguage(language);
    const { canonical, alternates } = pageLinks(
      window.location.origin,
      addressIn(language, search ? `${location}?${search}` : location),
    );
    headLink('link[rel="canonical"]', { rel: 'canonical' }).href = canonical;
    for (const { hreflang, href } of alternates)
      headLink(`link[rel="alternate"][hreflang="${hreflang}"]`, { rel: 'alternate', hreflang }).href = href;
  }, [language, location, search]);
}
