import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZProductListFields } from '../../src/shared/catalogue';
import {
  activeFilterCount,
  parseShopQuery,
  productListInput,
  shopQueryString,
  sortForSearch,
} from '../../src/shared/shopQuery';
import {
  clampQuantity,
  galleryImages,
  isInStock,
  maxQuantity,
  productPath,
  savingOf,
  specificationRows,
} from '../../src/shared/productDisplay';

describe('the shop list state in the URL', () => {
  it('reads nothing as the first page of the newest products in a grid', () => {
    expect(parseShopQuery('')).toEqual({
      search: undefined,
      category: undefined,
      brand: undefined,
      price_range: undefined,
      min_price: undefined,
      max_price: undefined,
      min_rating: undefined,
      sort: 'newest',
      page: 1,
      view: 'grid',
    });
  });

  it('reads every filter, the sort, the page and the view, and writes them back the same', () => {
    const search =
      'search=drip+kit&category=irrigation&brand=Netafim&price_range=mid_range&min_price=300&max_price=900&min_rating=4&sort_by=price&sort_order=ASC&page=2&view=list';
    const query = parseShopQuery(`?${search}`);
    expect(query).toMatchObject({
      search: 'drip kit',
      category: 'irrigation',
      brand: 'Netafim',
      price_range: 'mid_range',
      min_price: 300,
      max_price: 900,
      min_rating: 4,
      sort: 'price_low_high',
      page: 2,
      view: 'list',
    });
    expect(shopQueryString(query)).toBe(search);
    expect(activeFilterCount(query)).toBe(6);
  });

  it('drops what the list call would refuse instead of failing', () => {
    const query = parseShopQuery(
      'category=rockets&price_range=cheap&min_price=-5&max_price=abc&min_rating=9&page=0&sort_by=colour&view=table',
    );
    expect(query).toMatchObject({
      category: undefined,
      price_range: undefined,
      min_price: undefined,
      max_price: undefined,
      min_rating: undefined,
      page: 1,
      sort: 'newest',
      view: 'grid',
    });
  });

  it('keeps the min and drops the max when the max is below it', () => {
    expect(parseShopQuery('min_price=500&max_price=100')).toMatchObject({ min_price: 500, max_price: undefined });
  });

  it('takes a sort column without a direction in its usual direction', () => {
    expect(parseShopQuery('sort_by=rating').sort).toBe('highest_rated');
    expect(parseShopQuery('sort_by=name').sort).toBe('name_a_z');
    expect(parseShopQuery('sort_by=created_at&sort_order=asc').sort).toBe('oldest');
  });

  it('leaves the defaults out of the link', () => {
    expect(shopQueryString(parseShopQuery('page=1&view=grid&sort_by=created_at&sort_order=DESC'))).toBe('');
  });

  it('asks the list call for page, limit 20, active and available products, the sort and the filters given', () => {
    expect(productListInput(parseShopQuery('category=seeds&page=3'))).toEqual({
      page: 3,
      limit: 20,
      is_active: true,
      is_available: true,
      sort_by: 'created_at',
      sort_order: 'DESC',
      category: 'seeds',
    });
  });
});

describe('a search in the shop ranks the closest first (issue 45)', () => {
  it('asks the list call for a search without a sort (the server ranks by relevance) unless the grower chose one', () => {
    const searched = parseShopQuery('search=%D8%B3%D9%85%D8%A7%D8%AF+%D9%84%D9%84%D8%B7%D9%85%D8%A7%D8%B7%D9%85');
    expect(searched.sort).toBe('relevance');
    const input = productListInput(searched);
    expect(input).toEqual({ page: 1, limit: 20, is_active: true, is_available: true, search: 'سماد للطماطم' });
    expect(shopQueryString(searched)).toBe(
      'search=%D8%B3%D9%85%D8%A7%D8%AF+%D9%84%D9%84%D8%B7%D9%85%D8%A7%D8%B7%D9%85',
    );
    // Newest chosen while searching is kept in the link and sent.
    const newest = { ...searched, sort: 'newest' as const };
    expect(parseShopQuery(shopQueryString(newest)).sort).toBe('newest');
    expect(productListInput(newest)).toMatchObject({ sort_by: 'created_at', sort_order: 'DESC' });
  });

  it('the default sort follows the words; a chosen one stays', () => {
    expect(sortForSearch(parseShopQuery(''), 'سماد')).toBe('relevance');
    expect(sortForSearch(parseShopQuery('search=urea'), undefined)).toBe('newest');
    expect(sortForSearch(parseShopQuery('sort_by=price&sort_order=ASC'), 'urea')).toBe('price_low_high');
    expect(shopQueryString({ ...parseShopQuery(''), sort: 'relevance' })).toBe('');
  });
});

describe('what the product screens show', () => {
  it('links to the product by slug, else by id', () => {
    expect(productPath({ slug: 'drip-kit', id: '7' })).toBe('/shop/drip-kit');
    expect(productPath({ slug: '', id: '7' })).toBe('/shop/7');
  });

  it('saves the difference only when the original price is above the price', () => {
    expect(savingOf({ price: 800, original_price: 1000 })).toBe(200);
    expect(savingOf({ price: 800, original_price: 800 })).toBeNull();
    expect(savingOf({ price: 800, original_price: null })).toBeNull();
  });

  it('shows the images, else the main image, else none', () => {
    expect(galleryImages({ images: ['/a.svg', '/b.svg', '/a.svg'], main_image: '/m.svg' })).toEqual([
      '/a.svg',
      '/b.svg',
    ]);
    expect(galleryImages({ images: [], main_image: '/m.svg' })).toEqual(['/m.svg']);
    expect(galleryImages({ images: [], main_image: null })).toEqual([]);
  });

  it('is in stock with some stock and available; the quantity goes from 1 to the stock, or 999', () => {
    expect(isInStock({ stock_quantity: 3, is_available: true })).toBe(true);
    expect(isInStock({ stock_quantity: 3, is_available: false })).toBe(false);
    expect(isInStock({ stock_quantity: 0, is_available: true })).toBe(false);
    expect(maxQuantity({ stock_quantity: 12 })).toBe(12);
    expect(maxQuantity({})).toBe(999);
    expect(clampQuantity(0, 12)).toBe(1);
    expect(clampQuantity(40, 12)).toBe(12);
  });

  it('lists specifications with underscores as spaces, else brand, manufacturer and model number', () => {
    expect(specificationRows({ specifications: { flow_rate: '4 L/h' } })).toEqual([
      { key: 'flow_rate', label: 'flow rate', value: '4 L/h' },
    ]);
    expect(
      specificationRows({ specifications: {}, brand: 'Netafim', manufacturer: null, model_number: 'X1' }).map(
        (r) => r.key,
      ),
    ).toEqual(['brand', 'model_number']);
  });
});

describe("the URL read without zod answers as the list call's schema does", () => {
  /** What the list call's own schema makes of one URL value: its value, or undefined when refused or not given. */
  function bySchema(key: keyof typeof ZProductListFields.shape, raw: string): unknown {
    const parsed = ZProductListFields.shape[key].safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }

  // Text the way a URL carries it: numbers in every notation, the choices, padding, long and odd unicode.
  const numberLike = fc.oneof(
    fc.double({ noNaN: false }).map(String),
    fc.integer({ min: -10, max: 20 }).map(String),
    fc.constantFrom(
      '1e3',
      '1e20',
      '0x10',
      '-0',
      '+4',
      '4.',
      '.5',
      'Infinity',
      '-Infinity',
      'NaN',
      '9007199254740993',
      '1e10',
      '10000000001',
    ),
  );
  const choiceLike = fc.constantFrom('irrigation', 'seeds', 'budget', 'mid_range', 'premium', 'Seeds', 'mid range', '');
  const raw = fc
    .tuple(
      fc.oneof(
        numberLike,
        choiceLike,
        fc.string(),
        fc.string({ unit: 'grapheme', maxLength: 260 }),
        fc.string({ minLength: 95, maxLength: 205 }),
      ),
      fc.constantFrom('', ' ', '\t', '\u00a0'),
      fc.constantFrom('', ' ', '\n'),
    )
    .map(([text, before, after]) => `${before}${text}${after}`);

  it.each(['search', 'category', 'brand', 'price_range', 'min_price', 'max_price', 'page'] as const)('%s', (key) => {
    fc.assert(
      fc.property(raw, (value) => {
        const read = parseShopQuery(`?${new URLSearchParams({ [key]: value })}`)[key];
        const expected = bySchema(key, value);
        // The page the schema leaves out is the first (its own default, 1).
        expect(read).toEqual(key === 'page' ? (expected ?? 1) : expected);
      }),
      { numRuns: 400 },
    );
  });

  it('min_rating, of which the shop offers 1 to 4 stars and up', () => {
    fc.assert(
      fc.property(raw, (value) => {
        const expected = bySchema('min_rating', value);
        const offered = [1, 2, 3, 4].includes(expected as number) ? expected : undefined;
        expect(parseShopQuery(`?${new URLSearchParams({ min_rating: value })}`).min_rating).toEqual(offered);
      }),
      { numRuns: 400 },
    );
  });
});
