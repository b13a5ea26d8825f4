import { QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { seedPreloadedQueries, trpcQueryKey } from '../../src/client/lib/preloadedQueries';
import { screenOf, scriptSafeJson } from '../../src/server/storefrontPage';
import { PRELOADED_QUERIES_ID } from '../../src/shared/prerender';

/** A page holding the server's script element, as far as seedPreloadedQueries reads it. */
function pageWith(text: string) {
  let removed = false;
  const element = { textContent: text, remove: () => (removed = true) };
  const doc = { getElementById: (id: string) => (id === PRELOADED_QUERIES_ID ? element : null) } as unknown as Document;
  return { doc, removed: () => removed };
}

describe('the storefront page with its first data (issue 11)', () => {
  it('knows the default shop list and a product page, each by its canonical address', () => {
    expect(screenOf('/shop')).toEqual({ name: 'shop', url: '/shop' });
    expect(screenOf('/shop?category=seeds')).toBeNull();
    expect(screenOf('/shop?page=2')).toBeNull();
    expect(screenOf('/shop/drip-kit')).toEqual({ name: 'product', slug: 'drip-kit', url: '/shop/drip-kit' });
    expect(screenOf('/shop/%D8%A8%D8%B0%D9%88%D8%B1?x=1')).toEqual({
      name: 'product',
      slug: 'بذور',
      url: '/shop/%D8%A8%D8%B0%D9%88%D8%B1',
    });
    expect(screenOf('/shop/%E0%A4%A')).toBeNull();
    expect(screenOf('/shop/a/b')).toEqual({ name: 'notFound', url: '/shop/a/b' });
    expect(screenOf('/')).toBeNull();
  });

  it('knows the same screens at their /ar addresses, the crops list and a crop, and the Arabic home (issue 22)', () => {
    expect(screenOf('/ar/shop?utm_source=x')).toEqual({ name: 'shop', url: '/ar/shop' });
    expect(screenOf('/ar/shop/drip-kit/')).toEqual({ name: 'product', slug: 'drip-kit', url: '/ar/shop/drip-kit' });
    expect(screenOf('/crops?page=1&x=2')).toEqual({ name: 'crops', url: '/crops' });
    expect(screenOf('/ar/crops/')).toEqual({ name: 'crops', url: '/ar/crops' });
    expect(screenOf('/crops?type=grain')).toBeNull();
    expect(screenOf('/crops/wheat?tab=1')).toEqual({ name: 'crop', slug: 'wheat', url: '/crops/wheat' });
    expect(screenOf('/ar/crops/%D9%82%D9%85%D8%AD')).toEqual({
      name: 'crop',
      slug: 'قمح',
      url: '/ar/crops/%D9%82%D9%85%D8%AD',
    });
    expect(screenOf('/ar/crops/a/b')).toEqual({ name: 'notFound', url: '/ar/crops/a/b' });
    expect(screenOf('/ar')).toEqual({ name: 'home', url: '/ar' });
    expect(screenOf('/ar/?utm_source=x')).toEqual({ name: 'home', url: '/ar' });
    expect(screenOf('/arabica')).toEqual({ name: 'notFound', url: '/arabica' });
  });

  it('knows the static screens in either language (their query ignored, but the calculator tab) and the 404', () => {
    expect(screenOf('/about?utm_source=x')).toEqual({ name: 'about', url: '/about' });
    expect(screenOf('/ar/about/')).toEqual({ name: 'about', url: '/ar/about' });
    expect(screenOf('/ar/quizzes')).toEqual({ name: 'quizzes', url: '/ar/quizzes' });
    expect(screenOf('/projects')).toEqual({ name: 'projects', url: '/projects' });
    expect(screenOf('/ar/terms')).toEqual({ name: 'terms', url: '/ar/terms' });
    expect(screenOf('/privacy')).toEqual({ name: 'privacy', url: '/privacy' });
    expect(screenOf('/calculators?tab=seed&x=1')).toEqual({ name: 'calculators', url: '/calculators?tab=seed' });
    expect(screenOf('/ar/calculators?tab=rocket')).toEqual({ name: 'calculators', url: '/ar/calculators' });
    expect(screenOf('/ar/no-such-page?x=1')).toEqual({ name: 'notFound', url: '/ar/no-such-page' });
    // The app's own screens that are not painted: accounts, the cart, orders, administration.
    for (const path of ['/login', '/ar/signup', '/cart', '/orders', '/orders/7', '/orders/7/payment', '/admin/users/3'])
      expect(screenOf(path), path).toBeNull();
  });

  it('paints the crops list only for what the crops screen reads as its default list (page 1 of all crops)', () => {
    for (const query of ['', 'page=1', 'page=0', 'page=1.5', 'page=-3', 'page=x', 'type=GRAIN', 'type=rock', 'x=1']) {
      expect(screenOf(`/ar/crops?${query}`), query).toEqual({ name: 'crops', url: '/ar/crops' });
    }
    for (const query of ['page=2', 'type=grain', 'type=herb&page=1', 'page=10&type=fruit'])
      expect(screenOf(`/crops?${query}`), query).toBeNull();
  });

  it('reads parameters the shop ignores, or gives their default values, as the default list (issue 20: one cache entry)', () => {
    for (const url of [
      '/shop/',
      '/shop?x=1',
      '/shop?utm_source=news&utm_medium=mail',
      '/shop?page=1&view=grid',
      '/shop?sort_by=created_at&sort_order=DESC',
      '/shop?min_rating=9',
    ]) {
      expect(screenOf(url), url).toEqual({ name: 'shop', url: '/shop' });
    }
    for (const url of ['/shop/drip-kit?x=1', '/shop/drip-kit/', '/shop/drip%2Dkit?utm_source=a&b=c']) {
      expect(screenOf(url), url).toEqual({ name: 'product', slug: 'drip-kit', url: '/shop/drip-kit' });
    }
  });

  it('writes JSON that no product text can break out of', () => {
    const nasty = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028 \u2029 $& $1' };
    const json = scriptSafeJson([nasty]);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual([nasty]);
  });

  it('puts the answers into react-query under the keys tRPC uses, as old as they were', () => {
    const client = new QueryClient();
    const input = { slug: 'drip-kit' };
    const product = { id: '7', name: 'Drip kit', created_at: new Date('2026-01-02T03:04:05Z') };
    const page = pageWith(
      scriptSafeJson([
        { path: 'products.bySlug', input, result: superjson.serialize(product), age: 5000 },
        { path: 'products.brands', result: superjson.serialize(['Netafim']), age: 0 },
        { path: 'not a path', result: superjson.serialize(1), age: 0 },
      ]),
    );
    const before = Date.now();
    expect(seedPreloadedQueries(client, page.doc)).toBe(2);
    expect(page.removed()).toBe(true);
    expect(trpcQueryKey('products.bySlug', input)).toEqual([['products', 'bySlug'], { input, type: 'query' }]);
    expect(client.getQueryData(trpcQueryKey('products.bySlug', input))).toEqual(product);
    expect(client.getQueryData([['products', 'brands'], { type: 'query' }])).toEqual(['Netafim']);
    const state = client.getQueryState(trpcQueryKey('products.bySlug', input));
    expect(state?.dataUpdatedAt).toBeLessThanOrEqual(before - 5000 + 50);
  });

  it('ignores a page without answers or with unreadable ones', () => {
    const client = new QueryClient();
    expect(seedPreloadedQueries(client, { getElementById: () => null } as unknown as Document)).toBe(0);
    expect(seedPreloadedQueries(client, pageWith('{not json').doc)).toBe(0);
    expect(seedPreloadedQueries(client, pageWith('{"path":"x"}').doc)).toBe(0);
  });
});
