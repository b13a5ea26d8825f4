import { describe, expect, it } from 'vitest';
import {
  isTrackedPath,
  pageViewFor,
  randomSessionId,
  referrerOf,
  SESSION_ID_KEY,
  sessionIdFrom,
} from '../../src/client/lib/pageViews';
import {
  cropPathOf,
  notificationHref,
  notificationKind,
  notificationsPath,
  orderIdOf,
  readNotificationsQuery,
  unreadBadgeLabel,
} from '../../src/client/lib/notifications';
import { plantingMonthsText, plantingOrder, seasonPlace } from '../../src/client/lib/recommendations';
import { formatTimeAgo, timeAgo } from '../../src/client/lib/relativeTime';
import { customAddress, DEFAULT_STORE_SETTINGS, maintenanceMessage } from '../../src/client/lib/storeSettings';
import { ZTrackInput } from '../../src/server/routers/analytics.schema';
import { PUBLIC_SETTING_KEYS, SETTING_DEFAULTS } from '../../src/shared/settings';

/*
 * The pure parts of the storefront's notifications bell, page views, shop settings and recommendations
 * (src/client/lib): what is sent, shown and linked. The screens themselves are covered in tests/e2e/notifications.
 */

/** A sessionStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('page views', () => {
  it('count every storefront path but none of the admin area', () => {
    for (const path of ['/', '/shop', '/shop/urea-46', '/orders/12', '/administration', '/admins'])
      expect(isTrackedPath(path), path).toBe(true);
    for (const path of ['/admin', '/admin/', '/admin/orders/5', 'admin', ''])
      expect(isTrackedPath(path), path).toBe(false);
  });

  it('send the pathname only, with the referrer and session when known, in a shape the server accepts', () => {
    const input = pageViewFor('/shop?search=urea&token=secret#reviews', '/crops', 'abc123', false);
    expect(input).toEqual({ event: 'page_view', data: { path: '/shop', referrer: '/crops' }, session_id: 'abc123' });
    const parsed = ZTrackInput.parse(input);
    expect(parsed.path).toBe('/shop');
    expect(pageViewFor('/', undefined, undefined, false)).toEqual({ event: 'page_view', data: { path: '/' } });
    expect(ZTrackInput.safeParse(pageViewFor('/', undefined, undefined, false)).success).toBe(true);
  });

  it('are skipped while offline and on admin pages', () => {
    expect(pageViewFor('/shop', undefined, 's', true)).toBeNull();
    expect(pageViewFor('/admin/settings', '/', 's', false)).toBeNull();
    expect(pageViewFor('/admin?x=1', '/', 's', false)).toBeNull();
  });

  it('cut a very long path to what the server takes', () => {
    const input = pageViewFor(`/${'a'.repeat(800)}`, undefined, undefined, false);
    expect(input?.data.path).toHaveLength(500);
    expect(ZTrackInput.safeParse(input).success).toBe(true);
  });

  it('keep one random session id per tab, replacing an unreadable one', () => {
    const storage = memoryStorage();
    const first = sessionIdFrom(storage, () => 'fresh-1');
    expect(first).toBe('fresh-1');
    expect(storage.values.get(SESSION_ID_KEY)).toBe('fresh-1');
    expect(sessionIdFrom(storage, () => 'fresh-2')).toBe('fresh-1');
    const spoilt = memoryStorage({ [SESSION_ID_KEY]: 'has spaces and / slashes' });
    expect(sessionIdFrom(spoilt, () => 'fresh-3')).toBe('fresh-3');
    expect(sessionIdFrom(null)).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(sessionIdFrom(broken)).toBeUndefined();
  });

  it('make session ids of 32 hex digits that the server accepts', () => {
    expect(randomSessionId((bytes) => bytes.fill(171))).toBe('ab'.repeat(16));
    const id = randomSessionId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(randomSessionId()).not.toBe(id);
    expect(ZTrackInput.safeParse({ event: 'page_view', data: { path: '/' }, session_id: id }).success).toBe(true);
  });

  it('name the referrer without its query: a path on this site, origin and path elsewhere', () => {
    const origin = 'https://fellah.eg';
    expect(referrerOf('https://fellah.eg/reset-password?token=abc', origin)).toBe('/reset-password');
    expect(referrerOf('https://www.google.com/search?q=urea', origin)).toBe('https://www.google.com/search');
    expect(referrerOf('', origin)).toBeUndefined();
    expect(referrerOf('not a url', origin)).toBeUndefined();
    expect(referrerOf('android-app://com.google.android.gm/', origin)).toBeUndefined();
  });
});

describe('notifications', () => {
  const at = (iso: string) => new Date(iso);
  const now = at('2027-03-15T12:00:00Z');

  it('open the order they are about, when the order id is a real id', () => {
    expect(orderIdOf({ data: { order_id: '42', order_number: 'FL-1' } })).toBe('42');
    expect(orderIdOf({ data: { order_id: 42 } })).toBe('42');
    expect(notificationHref({ data: { order_id: '42' } })).toBe('/orders/42');
    for (const data of [
      {},
      { order_id: '' },
      { order_id: '0' },
      { order_id: '../admin' },
      { order_id: -3 },
      { order_id: 1.5 },
      { order_id: null },
    ]) {
      expect(notificationHref({ data }), JSON.stringify(data)).toBeNull();
    }
  });

  it("open a price alert's crop page, from its link or its crop's slug, and nothing else", () => {
    expect(notificationHref({ data: { link: '/crops/tomato', crop_slug: 'tomato', alert_id: 3 } })).toBe(
      '/crops/tomato',
    );
    expect(notificationHref({ data: { crop_slug: 'faba-bean' } })).toBe('/crops/faba-bean');
    expect(cropPathOf({ data: { link: '/crops/sweet-potato' } })).toBe('/crops/sweet-potato');
    for (const data of [
      { link: 'https://evil.example/crops/x' },
      { link: '//evil.example' },
      { link: '/admin' },
      { link: '/crops/../admin' },
      { crop_slug: '../admin' },
      { crop_slug: 'Tomato!' },
      {},
    ]) {
      expect(notificationHref({ data }), JSON.stringify(data)).toBeNull();
    }
  });

  it('tell orders, price alerts and other kinds apart', () => {
    expect(['order_placed', 'order_shipped', 'price_alert', 'newsletter'].map(notificationKind)).toEqual([
      'order',
      'order',
      'price_alert',
      'other',
    ]);
  });

  it('tell a payment reminder apart, and open it on its order (issue 24)', () => {
    expect(notificationKind('payment_reminder')).toBe('payment');
    expect(
      notificationHref({
        data: {
          order_id: '42',
          order_number: 'FL-2026-000042',
          kind: 'due_3',
          harvest_due: '2026-10',
          amount_due: 220,
          link: '/orders/42',
        },
      }),
    ).toBe('/orders/42');
  });

  it('cap the badge at 99+', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });

  it('keep the page and the unread filter in the address, leaving the defaults out', () => {
    expect(notificationsPath(1, false)).toBe('/notifications');
    expect(notificationsPath(3, true)).toBe('/notifications?filter=unread&page=3');
    expect(readNotificationsQuery('filter=unread&page=3')).toEqual({ page: 3, unreadOnly: true });
    expect(readNotificationsQuery('')).toEqual({ page: 1, unreadOnly: false });
    expect(readNotificationsQuery('page=-2&filter=nope')).toEqual({ page: 1, unreadOnly: false });
    expect(readNotificationsQuery('page=2.5')).toEqual({ page: 1, unreadOnly: false });
  });

  it('say how long ago in the largest whole unit', () => {
    expect(timeAgo(at('2027-03-15T11:59:30Z'), now)).toEqual({ unit: 'second', count: 0 });
    expect(timeAgo(at('2027-03-15T12:00:30Z'), now)).toEqual({ unit: 'second', count: 0 });
    expect(timeAgo(at('2027-03-15T11:55:00Z'), now)).toEqual({ unit: 'minute', count: 5 });
    expect(timeAgo(at('2027-03-15T09:00:00Z'), now)).toEqual({ unit: 'hour', count: 3 });
    expect(timeAgo(at('2027-03-14T11:00:00Z'), now)).toEqual({ unit: 'day', count: 1 });
    expect(timeAgo(at('2027-03-01T12:00:00Z'), now)).toEqual({ unit: 'week', count: 2 });
    expect(timeAgo(at('2027-01-01T12:00:00Z'), now)).toEqual({ unit: 'month', count: 2 });
    expect(timeAgo(at('2025-03-01T12:00:00Z'), now)).toEqual({ unit: 'year', count: 2 });
  });

  it('word it in English and in Arabic with Western digits', () => {
    expect(formatTimeAgo(at('2027-03-15T11:59:50Z'), 'en', now)).toBe('now');
    expect(formatTimeAgo(at('2027-03-15T11:55:00Z'), 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2027-03-14T11:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatTimeAgo(at('2027-03-15T11:55:00Z'), 'ar', now)).toBe('قبل 5 دقائق');
    expect(formatTimeAgo(at('2027-03-15T09:00:00Z'), 'ar', now)).toBe('قبل 3 ساعات');
    expect(formatTimeAgo('not a date', 'en', now)).toBe('');
  });
});

describe('shop settings on the storefront', () => {
  it("fall back to exactly the server's defaults", () => {
    const serverDefaults = Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, SETTING_DEFAULTS[key]]));
    expect(DEFAULT_STORE_SETTINGS).toEqual(serverDefaults);
  });

  it("show the maintenance banner only when on, in the reader's language (else the other one)", () => {
    const banner = { enabled: true, message_en: 'Deliveries pause on Friday', message_ar: 'يتوقف التوصيل يوم الجمعة' };
    expect(maintenanceMessage(banner, 'en')).toBe('Deliveries pause on Friday');
    expect(maintenanceMessage(banner, 'ar')).toBe('يتوقف التوصيل يوم الجمعة');
    expect(maintenanceMessage({ ...banner, message_ar: '  ' }, 'ar')).toBe('Deliveries pause on Friday');
    expect(maintenanceMessage({ ...banner, enabled: false }, 'en')).toBeNull();
    expect(maintenanceMessage({ enabled: true, message_en: '', message_ar: '' }, 'en')).toBeNull();
  });

  it('show an address an administrator wrote as written, and the default one translated', () => {
    expect(customAddress(DEFAULT_STORE_SETTINGS.store_contact)).toBeNull();
    expect(customAddress({ ...DEFAULT_STORE_SETTINGS.store_contact, address: ' 12 Tahrir St, Giza ' })).toBe(
      '12 Tahrir St, Giza',
    );
  });
});

describe('recommendations', () => {
  it('list planting months in the order they are planted, across the new year too', () => {
    expect(plantingOrder([11, 1, 12])).toEqual([11, 12, 1]);
    expect(plantingOrder([3, 4, 5, 4, 13])).toEqual([3, 4, 5]);
    expect(plantingMonthsText([10, 11], 'en')).toBe('October and November');
    expect(plantingMonthsText([12, 1, 11], 'en')).toBe('November, December and January');
    expect(plantingMonthsText([10, 11], 'ar')).toBe('أكتوبر ونوفمبر');
  });

  it("name the governorate in the reader's language, else the city as written, else nothing", () => {
    const governorate = { slug: 'aswan', name: 'Aswan', name_ar: 'أسوان' };
    const base = { city: 'aswan city', source: 'address' as const, governorate, region: 'upper_egypt' as const };
    expect(seasonPlace(base, 'en')).toBe('Aswan');
    expect(seasonPlace(base, 'ar')).toBe('أسوان');
    expect(seasonPlace({ ...base, governorate: null, region: null, city: 'Siwa' }, 'ar')).toBe('Siwa');
    expect(seasonPlace({ city: null, source: null, governorate: null, region: null }, 'en')).toBeNull();
  });
});
