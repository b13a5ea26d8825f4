import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '../../src/shared/business';
import {
  PUBLIC_SETTING_KEYS,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  isSettingKey,
  parseSetting,
} from '../../src/shared/settings';
import { DEFAULT_SHIPPING_RULE, shippingMethodsFor, shippingQuote } from '../../src/shared/shipping';

describe('settings schemas', () => {
  it("default to the spec's constants, and every default passes its own schema", () => {
    expect(SETTING_DEFAULTS).toMatchObject({
      free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
      shipping_fee: SHIPPING_FEE,
      moderation_enabled: false,
    });
    for (const key of SETTING_KEYS)
      expect(parseSetting(key, SETTING_DEFAULTS[key]), key).toEqual({ ok: true, value: SETTING_DEFAULTS[key] });
    expect(PUBLIC_SETTING_KEYS).not.toContain('moderation_enabled');
  });

  it('know their keys only', () => {
    expect(isSettingKey('shipping_fee')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(isSettingKey('colour')).toBe(false);
  });

  it('name the key, or the part of it, that is wrong', () => {
    expect(parseSetting('shipping_fee', 12.345)).toMatchObject({ ok: false, field: 'shipping_fee' });
    expect(parseSetting('shipping_fee', 12.35)).toEqual({ ok: true, value: 12.35 });
    expect(parseSetting('free_shipping_threshold', 1_000_001)).toMatchObject({
      ok: false,
      field: 'free_shipping_threshold',
    });
    expect(parseSetting('store_contact', { phone: '+20 2 1234 5678', email: 'x', address: 'Cairo' })).toEqual({
      ok: false,
      field: 'store_contact.email',
      message: { key: 'settings.emailFormat', params: {} },
    });
    expect(
      parseSetting('store_contact', { phone: '+20 2 1234 5678', email: ' shop@fellah.eg ', address: ' Cairo ' }),
    ).toEqual({
      ok: true,
      value: { phone: '+20 2 1234 5678', email: 'shop@fellah.eg', address: 'Cairo' },
    });
    expect(parseSetting('maintenance_banner', { enabled: true, message_en: 'Closed', message_ar: '' })).toMatchObject({
      ok: false,
      field: 'maintenance_banner.message_ar',
    });
    expect(
      parseSetting('maintenance_banner', { enabled: false, message_en: '', message_ar: '', extra: 1 }),
    ).toMatchObject({
      ok: false,
      field: 'maintenance_banner',
      message: { key: 'settings.unknownField', params: { key: 'maintenance_banner', fields: 'extra' } },
    });
    expect(parseSetting('moderation_enabled', 'true')).toMatchObject({ ok: false, field: 'moderation_enabled' });
  });
});

describe('the shipping rule', () => {
  it('is the spec’s 500/50 by default and another threshold and fee when given', () => {
    expect(DEFAULT_SHIPPING_RULE).toEqual({ free_shipping_threshold: 500, shipping_fee: 50 });
    const rule = { free_shipping_threshold: 1000, shipping_fee: 35.5 };
    expect(shippingQuote(1000, 'standard', { city: 'Aswan' }, rule).shipping).toBe(35.5);
    expect(shippingQuote(1000.01, 'standard', { city: 'Aswan' }, rule).shipping).toBe(0);
    expect(shippingQuote(600, 'express', { city: 'Cairo' }, rule).shipping).toBe(75.5);
    expect(shippingMethodsFor(rule)[0]?.description).toContain('Free for orders over 1000 EGP');
    expect(shippingMethodsFor(rule)[1]).toMatchObject({ id: 'express', surcharge: 40 });
  });
});
