import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/client/lib/returnPath';
import { describeUserAgent } from '../../src/client/lib/userAgent';

describe('the page to return to after signing in (`from`)', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/orders/42?tab=items')).toBe('/orders/42?tab=items');
  });

  it('refuses other sites, so `from` cannot become an open redirect', () => {
    for (const value of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'profile',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves', () => {
    for (const value of ['/login', '/login?from=%2Fprofile', '/signup', '/reset-password?token=x', '/verify-email']) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath('/logins-report')).toBe('/logins-report');
  });
});

describe('naming a device from its User-Agent', () => {
  it('names common phone and desktop browsers', () => {
    const known: [userAgent: string, browser: string, os: string][] = [
      [
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'Chrome',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari',
        'iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36',
        'Samsung Internet',
        'Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
        'Edge',
        'Windows',
      ],
    ];
    for (const [userAgent, browser, os] of known)
      expect(describeUserAgent(userAgent), userAgent).toEqual({ browser, os });
  });

  it('says nothing it cannot tell', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});
