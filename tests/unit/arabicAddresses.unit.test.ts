import i18next from 'i18next';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/client/i18n/ar';
import { en } from '../../src/client/i18n/en';
import { legalAr } from '../../src/client/i18n/legal/ar';
import { legalEn } from '../../src/client/i18n/legal/en';
import { cropsAr } from '../../src/client/i18n/crops/ar';
import { learningEn } from '../../src/client/i18n/learning/en';
import { addPaintedTexts } from '../../src/client/i18n/painted';
import { pageLinks } from '../../src/client/lib/addressHead';
import { pageHeadOf, type Translate } from '../../src/client/lib/pageHead';
import { accountPageAddress, loginAddress, returnTarget, safeReturnPath } from '../../src/client/lib/returnPath';
import { rememberedLanguage } from '../../src/client/lib/siteLanguage';

describe('coming back after signing in, in the page’s language (issue 22)', () => {
  it('builds the login address in the router with the full address to come back to', () => {
    expect(loginAddress('/ar/orders')).toBe('/login?from=%2Far%2Forders');
    expect(loginAddress('/orders?page=2')).toBe('/login?from=%2Forders%3Fpage%3D2');
    // Home needs no `from`, in either language.
    expect(loginAddress('/')).toBe('/login');
    expect(loginAddress('/ar')).toBe('/login');
    expect(accountPageAddress('/signup', '/ar/shop/drip-kit')).toBe('/signup?from=%2Far%2Fshop%2Fdrip-kit');
  });

  it('accepts an Arabic address as `from` and still refuses other sites and the sign-in pages', () => {
    expect(safeReturnPath('/ar/orders')).toBe('/ar/orders');
    expect(safeReturnPath('/ar')).toBe('/ar');
    for (const value of [
      '/ar/login',
      '/ar/signup?from=%2Far',
      '/ar/reset-password?token=x',
      '//evil.example',
      '/ar\\evil',
      'https://evil.example',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it('goes back to `from` in the language of the login page, home when there is none that is safe', () => {
    expect(returnTarget(['/ar/orders', null], 'ar')).toBe('/ar/orders');
    // The reader switched to English on the login page: the same page in English.
    expect(returnTarget(['/ar/orders?page=2', null], 'en')).toBe('/orders?page=2');
    expect(returnTarget(['/orders', null], 'ar')).toBe('/ar/orders');
    expect(returnTarget(['//evil.example', '/ar/cart'], 'ar')).toBe('/ar/cart');
    expect(returnTarget([null, undefined], 'ar')).toBe('/ar');
    expect(returnTarget(['/login'], 'en')).toBe('/');
  });
});

describe('the remembered choice of language', () => {
  it('reads the cookie first, then what older versions stored', () => {
    expect(rememberedLanguage('a=1; lang=ar', undefined)).toBe('ar');
    expect(rememberedLanguage('lang=en', 'ar')).toBe('en');
    expect(rememberedLanguage('', 'ar')).toBe('ar');
    expect(rememberedLanguage('lang=fr', undefined)).toBeUndefined();
  });
});

describe('the canonical link and the language alternates of a page', () => {
  it('names the page in both languages, English as the default, as the server does (only the shop list keeps its query)', () => {
    expect(pageLinks('https://fellah.example', '/ar/shop/drip-kit')).toEqual({
      canonical: 'https://fellah.example/ar/shop/drip-kit',
      alternates: [
        { hreflang: 'en', href: 'https://fellah.example/shop/drip-kit' },
        { hreflang: 'ar', href: 'https://fellah.example/ar/shop/drip-kit' },
        { hreflang: 'x-default', href: 'https://fellah.example/shop/drip-kit' },
      ],
    });
    expect(pageLinks('https://fellah.example', '/ar/crops?type=grain').canonical).toBe(
      'https://fellah.example/ar/crops',
    );
    expect(pageLinks('https://fellah.example', '/shop/?utm_source=x').canonical).toBe('https://fellah.example/shop');
    const home = pageLinks('https://fellah.example', '/ar/');
    expect(home.canonical).toBe('https://fellah.example/ar');
    expect(pageLinks('https://fellah.example', '/').alternates.map((link) => link.href)).toEqual([
      'https://fellah.example/',
      'https://fellah.example/ar',
      'https://fellah.example/',
    ]);
  });
});

/** i18next with every catalogue the heads read, as the server's prerender module has it. */
function translators(): Record<'en' | 'ar', Translate> {
  const texts = i18next.createInstance();
  void texts.init({
    resources: { en: { translation: en, legal: legalEn }, ar: { translation: ar, legal: legalAr } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addPaintedTexts(texts);
  return { en: texts.getFixedT('en') as unknown as Translate, ar: texts.getFixedT('ar') as unknown as Translate };
}

describe('the head of a page the server paints (pageHead)', () => {
  const t = translators();
  const product = {
    id: 7,
    slug: 'drip-kit',
    name: 'Drip kit',
    name_ar: 'طقم ري بالتنقيط',
    short_description: null,
    short_description_ar: null,
    description: null,
    description_ar: null,
  };
  const entries = [
    { path: 'products.bySlug', input: { slug: 'drip-kit' }, result: superjson.serialize(product), age: 0 },
    {
      path: 'crops.bySlug',
      input: { slug: 'tomato' },
      result: superjson.serialize({
        id: 1,
        slug: 'tomato',
        name: 'Tomato',
        name_ar: 'الطماطم',
        description: 'A warm-season crop.',
      }),
      age: 0,
    },
  ];

  it('titles a product by its name in the address’s language, as the page does', () => {
    expect(pageHeadOf('/shop/drip-kit', entries, t.en)).toEqual({
      title: 'Drip kit · Fellah',
      description: 'Drip kit at Fellah: price, details and reviews, delivered and paid cash on delivery.',
    });
    expect(pageHeadOf('/ar/shop/drip-kit?x=1', entries, t.ar)).toEqual({
      title: 'طقم ري بالتنقيط · فلّاح',
      description: 'طقم ري بالتنقيط من فلّاح: السعر والتفاصيل والتقييمات، توصيل ودفع عند الاستلام.',
    });
    // Without its answer: the shop's head.
    expect(pageHeadOf('/ar/shop/other', entries, t.ar)).toEqual({ title: 'المتجر · فلّاح', description: ar.head.shop });
  });

  it('describes a crop by its own description, and names the lists and pages by their titles', () => {
    expect(pageHeadOf('/crops/tomato', entries, t.en)).toEqual({
      title: 'Tomato · Fellah',
      description: 'A warm-season crop.',
    });
    expect(pageHeadOf('/ar/crops/tomato', entries, t.ar).title).toBe('الطماطم · فلّاح');
    expect(pageHeadOf('/ar/crops', [], t.ar)).toEqual({
      title: `${cropsAr.crops.pageTitle} · فلّاح`,
      description: ar.head.crops,
    });
    expect(pageHeadOf('/ar', [], t.ar)).toEqual({ title: `${ar.nav.home} · فلّاح`, description: ar.head.home });
    expect(pageHeadOf('/calculators', [], t.en).title).toBe(`${learningEn.calculator.pageTitle} · Fellah`);
    expect(pageHeadOf('/ar/terms', [], t.ar)).toEqual({
      title: `${legalAr.terms.title} · فلّاح`,
      description: ar.head.terms,
    });
  });

  it('gives any other page the site’s name and description', () => {
    expect(pageHeadOf('/ar/orders', [], t.ar)).toEqual({ title: 'فلّاح', description: ar.head.description });
    expect(pageHeadOf('/login?from=%2F', [], t.en)).toEqual({ title: 'Fellah', description: en.head.description });
  });
});
