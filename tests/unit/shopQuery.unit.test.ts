import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseShopQuery, productListInput, shopQueryString } from '../../src/client/lib/shopQuery';
import { clampQuantity, galleryImages, isInStock, maxQuantity, productPath, savingOf, specificationRows } from '../../src/client/lib/productDisplay';

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
    const search = 'search=drip+kit&category=irrigation&brand=Netafim&price_range=mid_range&min_price=300&max_price=900&min_rating=4&sort_by=price&sort_order=ASC&page=2&view=list';
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
    const query = parseShopQuery('category=rockets&price_range=cheap&min_price=-5&max_price=abc&min_rating=9&page=0&sort_by=colour&view=table');
    expect(query).toMatchObject({ category: undefined, price_range: undefined, min_price: undefined, max_price: undefined, min_rating: undefined, page: 1, sort: 'newest', view: 'grid' });
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

describe('what the product screens show', () => {
  it('links to the product by slug, else by id', () => {
    expect(productPath({ slug: 'drip-kit', id: '7' })).toBe('/shop/drip-kit');
    expect(productPath({ slug: '', id: '7' })).toBe('/shop/7');
  });

  it("saves the difference only when the original price is above the price", () => {
    expect(savingOf({ price: 800, original_price: 1000 })).toBe(200);
    expect(savingOf({ price: 800, original_price: 800 })).toBeNull();
    expect(savingOf({ price: 800, original_price: null })).toBeNull();
  });

  it('shows the images, else the main image, else none', () => {
    expect(galleryImages({ images: ['/a.svg', '/b.svg', '/a.svg'], main_image: '/m.svg' })).toEqual(['/a.svg', '/b.svg']);
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
    expect(specificationRows({ specifications: { flow_rate: '4 L/h' } })).toEqual([{ key: 'flow_rate', label: 'flow rate', value: '4 L/h' }]);
    expect(specificationRows({ specifications: {}, brand: 'Netafim', manufacturer: null, model_number: 'X1' }).map((r) => r.key)).toEqual(['brand', 'model_number']);
  });
});
