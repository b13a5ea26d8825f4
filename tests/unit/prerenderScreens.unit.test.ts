import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS, isAppRoute, paintedScreenOf } from '../../src/shared/prerenderScreens';

describe('the painted screens and the app routes (src/shared/prerenderScreens.ts)', () => {
  it('names every route of src/client/App.tsx, and no other', () => {
    const app = readFileSync(new URL('../../src/client/App.tsx', import.meta.url), 'utf8');
    const routes = [...app.matchAll(/<Route path="([^"]+)"|\{ path: '([^']+)'/g)].map((m) => m[1] ?? m[2]);
    expect(routes.length).toBeGreaterThan(20);
    expect([...routes].sort()).toEqual([...APP_ROUTE_PATHS].sort());
  });

  it('matches paths as the router does: optional parts, the rest of the admin area, a trailing slash, any case', () => {
    for (const path of [
      '/',
      '/orders',
      '/orders/12',
      '/orders/12/payment',
      '/admin',
      '/admin/a/b/c',
      '/Shop/',
      '/about/',
    ])
      expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/orders/1/2', '/shop/a/b', '/nothing', '/aboutus', '/crops/x/y'])
      expect(isAppRoute(path), path).toBe(false);
  });

  it('names the screen painted at a path, null for the app screens it does not paint', () => {
    expect(paintedScreenOf('/')).toBe('home');
    expect(paintedScreenOf('/shop/')).toBe('shop');
    expect(paintedScreenOf('/crops/wheat')).toBe('crop');
    expect(paintedScreenOf('/calculators')).toBe('calculators');
    expect(paintedScreenOf('/privacy')).toBe('privacy');
    expect(paintedScreenOf('/login')).toBeNull();
    expect(paintedScreenOf('/admin/users')).toBeNull();
    expect(paintedScreenOf('/no/such/page')).toBe('notFound');
  });
});
