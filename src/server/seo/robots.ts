import { addressIn } from '../../shared/addresses';
import { MESSAGE_LANGUAGES } from '../../shared/messages';
import { absoluteUrl } from './pageAddresses';

/*
 * /robots.txt: crawlers may read the storefront, not the private areas (a reader's cart, orders, profile,
 * the administration) in either language, nor the API; the sitemap says where the public pages are.
 */

/** The private areas' plain addresses; the API's with their slash, so `/apiary` would stay readable. */
export const PRIVATE_AREAS = [
  '/admin',
  '/cart',
  '/checkout',
  '/orders',
  '/profile',
  '/favorites',
  '/notifications',
] as const;
const API_AREAS = ['/api/', '/trpc/'] as const;

/** The robots.txt of the shop at `publicUrl`. */
export function robotsTxt(publicUrl: string): string {
  const pages = PRIVATE_AREAS.flatMap((area) => MESSAGE_LANGUAGES.map((language) => addressIn(language, area)));
  const disallowed = [...pages, ...API_AREAS, ...API_AREAS.map((area) => addressIn('ar', area))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
