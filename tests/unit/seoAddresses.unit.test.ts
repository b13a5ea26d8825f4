import { describe, expect, it } from 'vitest';
import { languageRedirect } from '../../src/server/seo/firstVisit';
import { alternates, canonicalAddress } from '../../src/shared/addresses';
import { escapeMarkup, headLinks } from '../../src/server/seo/pageAddresses';
import { fallbackHead, headOf, templateHead, withHead } from '../../src/server/seo/pageHead';
import { robotsTxt } from '../../src/server/seo/robots';
import { sitemapIndex, urlElements } from '../../src/server/seo/sitemap';

/* The pure parts of the storefront's two addresses: canonical addresses, twins, the first visit's redirect,
 * the page's head, the sitemap's XML and robots.txt. */

describe('canonical addresses and twins', () => {
  it('drops trailing slashes and every query but the shop list', () => {
    expect(canonicalAddress('/')).toBe('/');
    expect(canonicalAddress('/ar/')).toBe('/ar');
    expect(canonicalAddress('/about/?utm_source=x')).toBe('/about');
    expect(canonicalAddress('/verify-email?token=secret')).toBe('/verify-email');
    expect(canonicalAddress('/crops?type=grain')).toBe('/crops');
    expect(canonicalAddress('/shop?utm_source=x')).toBe('/shop');
    expect(canonicalAddress('/shop/?page=2&category=seeds&gclid=1')).toBe('/shop?category=seeds&page=2');
    expect(canonicalAddress('/ar/shop?sort_by=created_at&sort_order=DESC&category=seeds')).toBe(
      '/ar/shop?category=seeds',
    );
    expect(canonicalAddress('/shop/drip-kit?category=seeds')).toBe('/shop/drip-kit');
  });

  it('names each language and x-default (the English one)', () => {
    expect(alternates('/ar/shop?page=2')).toEqual([
      { hreflang: 'en', address: '/shop?page=2' },
      { hreflang: 'ar', address: '/ar/shop?page=2' },
      { hreflang: 'x-default', address: '/shop?page=2' },
    ]);
    expect(alternates('/').map((a) => a.address)).toEqual(['/', '/ar', '/']);
  });

  it('writes the head links absolutely and escaped', () => {
    expect(headLinks('https://fellah.example', '/shop?category=seeds&page=2')).toBe(
      '<link rel="canonical" href="https://fellah.example/shop?category=seeds&amp;page=2">' +
        '<link rel="alternate" hreflang="en" href="https://fellah.example/shop?category=seeds&amp;page=2">' +
        '<link rel="alternate" hreflang="ar" href="https://fellah.example/ar/shop?category=seeds&amp;page=2">' +
        '<link rel="alternate" hreflang="x-default" href="https://fellah.example/shop?category=seeds&amp;page=2">',
    );
    expect(escapeMarkup(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });
});

describe("the first visit's redirect", () => {
  const ar = 'ar-EG,ar;q=0.9,en;q=0.8';
  it('sends an Arabic phone without a choice to the twin, query kept', () => {
    expect(languageRedirect('/shop?x=1', { acceptLanguage: ar })).toBe('/ar/shop?x=1');
    expect(languageRedirect('/', { acceptLanguage: 'ar' })).toBe('/ar');
    expect(languageRedirect('/?a=b', { acceptLanguage: 'ar' })).toBe('/ar?a=b');
  });
  it('lets the cookie win, and leaves English readers and crawlers alone', () => {
    expect(languageRedirect('/shop', { acceptLanguage: ar, cookie: 'lang=en' })).toBeNull();
    expect(languageRedirect('/shop', { acceptLanguage: 'en', cookie: 'a=1; lang=ar' })).toBe('/ar/shop');
    expect(languageRedirect('/shop', { cookie: 'lang=fr' })).toBeNull();
    expect(languageRedirect('/shop', {})).toBeNull();
    expect(languageRedirect('/shop', { acceptLanguage: 'en-US,en;q=0.9,ar;q=0.8' })).toBeNull();
  });
  it('never moves an /ar address, and reads /arabica as English', () => {
    expect(languageRedirect('/ar/shop', { cookie: 'lang=en', acceptLanguage: 'en' })).toBeNull();
    expect(languageRedirect('/ar', { cookie: 'lang=ar' })).toBeNull();
    expect(languageRedirect('/arabica', { cookie: 'lang=ar' })).toBe('/ar/arabica');
  });
  it('keeps a doubled slash inside our own site', () => {
    expect(languageRedirect('//evil.example/x', { cookie: 'lang=ar' })).toBe('/ar//evil.example/x');
  });
});

describe("the page's head", () => {
  const page =
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Guides &amp; supplies" /><title>Fellah</title></head><body></body></html>';

  it('reads the template head and falls back to it, led by an item name', () => {
    expect(templateHead(page)).toEqual({ title: 'Fellah', description: 'Guides & supplies' });
    expect(fallbackHead({ title: 'Fellah', description: 'd' }, 'القمح')).toEqual({
      title: 'القمح · Fellah',
      description: 'd',
    });
    expect(fallbackHead({ title: 'Fellah', description: 'd' }, undefined)).toEqual({
      title: 'Fellah',
      description: 'd',
    });
  });

  it('writes lang, dir, title, description and links, escaped, and `$` kept as it is', () => {
    const html = withHead(
      page,
      'ar',
      { title: 'بذور <$&> · فلّاح', description: 'وصف "$1"' },
      '<link rel="canonical" href="x">',
    );
    expect(html).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head><meta name="description" content="وصف &quot;$1&quot;"><title>بذور &lt;$&amp;&gt; · فلّاح</title>' +
        '<link rel="canonical" href="x"></head><body></body></html>',
    );
    expect(withHead('<html><head><title>x</title></head></html>', 'en', { title: 't', description: 'd' }, '')).toBe(
      '<html lang="en" dir="ltr"><head><title>t</title><meta name="description" content="d"></head></html>',
    );
  });

  it("uses the module's head, else the fallback when it has none, throws or says nothing usable", () => {
    const fallback = () => ({ title: 'F', description: 'f' });
    expect(headOf((url) => ({ title: url, description: 'd' }), '/ar', [], fallback)).toEqual({
      title: '/ar',
      description: 'd',
    });
    expect(headOf(undefined, '/', [], fallback)).toEqual(fallback());
    expect(
      headOf(
        () => {
          throw new Error('no');
        },
        '/',
        [],
        fallback,
      ),
    ).toEqual(fallback());
    expect(headOf(() => ({ title: '', description: 'd' }), '/', [], fallback)).toEqual(fallback());
    expect(headOf(() => ({}) as never, '/', [], fallback)).toEqual(fallback());
  });
});

describe("the crawlers' files", () => {
  it('writes a page as one <url> per language, each naming its twins, with its last change, escaped', () => {
    const xml = urlElements("https://fellah.example/a&b'", {
      address: '/crops/wheat',
      lastmod: new Date('2026-03-04T05:06:07Z'),
    });
    const base = 'https://fellah.example/a&amp;b&apos;';
    const twins =
      `<xhtml:link rel="alternate" hreflang="en" href="${base}/crops/wheat"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/crops/wheat"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/crops/wheat"/>`;
    expect(xml).toBe(
      `<url><loc>${base}/crops/wheat</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>${twins}</url>\n` +
        `<url><loc>${base}/ar/crops/wheat</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>${twins}</url>\n`,
    );
    expect(urlElements('https://x', { address: '/' })).toContain('<url><loc>https://x/ar</loc><xhtml:link');
  });

  it('indexes the files by page', () => {
    expect(sitemapIndex('https://x', 2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x/sitemap.xml?page=1</loc></sitemap>\n<sitemap><loc>https://x/sitemap.xml?page=2</loc></sitemap>\n</sitemapindex>\n',
    );
  });

  it('keeps crawlers out of the private areas in both languages and names the sitemap', () => {
    const robots = robotsTxt('https://fellah.example');
    expect(
      robots.startsWith(
        'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /ar/admin\nDisallow: /cart\nDisallow: /ar/cart\n',
      ),
    ).toBe(true);
    expect(robots.endsWith('\nSitemap: https://fellah.example/sitemap.xml\n')).toBe(true);
  });
});
