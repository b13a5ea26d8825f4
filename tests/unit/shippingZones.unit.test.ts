import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOVERNORATES, ZGovernorateCode, governorateName } from '../../src/shared/governorates';
import {
  type ShippingZone,
  ZShippingZoneUpdate,
  chargedKilograms,
  parcelWeight,
  shippingWeightOf,
  weightInName,
  zoneQuote,
} from '../../src/shared/shippingZones';

/* Delivery priced by governorate: the one list of governorates, the zone's price, parcel weights. */

const upperEgypt: ShippingZone = {
  id: '4',
  name: 'Upper Egypt',
  name_ar: 'الصعيد',
  governorates: ['EG-ASN', 'EG-LX'],
  fee: 85,
  fee_per_kg: 2,
  included_kg: 10,
  free_over: 3000,
  days_min: 3,
  days_max: 5,
  express: false,
};

describe('The governorates', () => {
  it('are the 27, each with its ISO 3166-2:EG code, and the weather file names the same ones', () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((g) => g.code)).size).toBe(27);
    for (const g of GOVERNORATES) expect(g.code).toMatch(/^EG-[A-Z]{1,3}$/);
    const weather = JSON.parse(
      readFileSync(new URL('../../content/reference/governorates.json', import.meta.url), 'utf8'),
    ) as { id: number; slug: string; name: string; name_ar: string }[];
    expect(
      weather.map(({ id, slug, name, name_ar }) => ({ id, slug, name, name_ar })).sort((a, b) => a.id - b.id),
    ).toEqual(
      GOVERNORATES.map(({ id, slug, name, name_ar }) => ({ id, slug, name, name_ar })).sort((a, b) => a.id - b.id),
    );
  });

  it('an address names one by code (any case); anything else is refused', () => {
    expect(ZGovernorateCode.parse('eg-asn')).toBe('EG-ASN');
    expect(ZGovernorateCode.parse('EG-C')).toBe('EG-C');
    expect(ZGovernorateCode.safeParse('EG-XX').success).toBe(false);
    expect(ZGovernorateCode.safeParse('Aswan').success).toBe(false);
    expect(governorateName('EG-ASN', 'ar')).toBe('أسوان');
    expect(governorateName('EG-GZ', 'en')).toBe('Giza');
  });
});

describe("A zone's price", () => {
  it('is the base fee up to the included weight, then the fee per whole kilogram above it', () => {
    expect(zoneQuote(upperEgypt, { subtotal: 200, weightKg: 4 })).toEqual({
      fee: 85,
      free_over: 3000,
      days_min: 3,
      days_max: 5,
    });
    expect(zoneQuote(upperEgypt, { subtotal: 200, weightKg: 10 }).fee).toBe(85);
    expect(zoneQuote(upperEgypt, { subtotal: 200, weightKg: 10.2 }).fee).toBe(87);
    // Two 50 kg bags to Aswan: 85 + 90 × 2.
    expect(zoneQuote(upperEgypt, { subtotal: 2400, weightKg: 100 }).fee).toBe(265);
  });

  it('is free above the threshold (not at it), and never free without one', () => {
    expect(zoneQuote(upperEgypt, { subtotal: 3000, weightKg: 100 }).fee).toBe(265);
    expect(zoneQuote(upperEgypt, { subtotal: 3000.01, weightKg: 100 }).fee).toBe(0);
    expect(zoneQuote({ ...upperEgypt, free_over: null }, { subtotal: 1e6, weightKg: 1 }).fee).toBe(85);
  });

  it('express adds its surcharge and takes a day', () => {
    expect(zoneQuote({ ...upperEgypt, express: true }, { subtotal: 100, weightKg: 1 }, 'express')).toEqual({
      fee: 125,
      free_over: 3000,
      days_min: 1,
      days_max: 1,
    });
  });

  it('counts in piastres (no binary fractions)', () => {
    expect(zoneQuote({ ...upperEgypt, fee: 45.1, fee_per_kg: 0.1 }, { subtotal: 1, weightKg: 13 }).fee).toBe(45.4);
  });
});

describe('Shipping weights', () => {
  it("a product's own weight first, then its name's, then its category's", () => {
    expect(
      shippingWeightOf({ name: 'Urea 46% N, Prilled – 50 kg', category: 'fertilizers', shipping_weight_kg: 51 }),
    ).toBe(51);
    expect(shippingWeightOf({ name: 'Urea 46% N, Prilled – 50 kg', category: 'fertilizers' })).toBe(50);
    expect(shippingWeightOf({ name: 'Mature Plant Compost – 25 kg Bag', category: 'fertilizers' })).toBe(25);
    expect(shippingWeightOf({ name: 'Super Strain B Tomato Seeds – 100 g', category: 'seeds' })).toBe(0.1);
    expect(
      shippingWeightOf({ name: 'Honda FJ500 Power Tiller (Azzaqa), 5.5 hp', category: 'agriculture_machines' }),
    ).toBe(45);
    expect(shippingWeightOf({ name: 'Something', category: 'unknown' })).toBe(1);
    expect(weightInName('Netafim Streamline X Drip Tape 16 mm, 8 mil – 2,500 m')).toBeNull();
    expect(weightInName('Seeds – 1,000 g')).toBe(1);
  });

  it('a parcel weighs its lines times their quantities, charged by whole kilograms', () => {
    expect(
      parcelWeight([
        { weight_kg: 50, quantity: 2 },
        { weight_kg: 0.1, quantity: 3 },
      ]),
    ).toBe(100.3);
    expect(chargedKilograms(100.3)).toBe(101);
    expect(chargedKilograms(0.2)).toBe(1);
    expect(chargedKilograms(3)).toBe(3);
  });
});

describe("An admin's change of a zone", () => {
  it('needs its figures, and the longest delivery time at least the shortest', () => {
    const zone = { fee: 85, fee_per_kg: 2, included_kg: 10, free_over: 3000, days_min: 3, days_max: 5 };
    expect(ZShippingZoneUpdate.parse(zone)).toMatchObject({ ...zone, express: false });
    expect(ZShippingZoneUpdate.safeParse({ ...zone, days_max: 2 }).error?.issues[0]?.path).toEqual(['days_max']);
    expect(ZShippingZoneUpdate.safeParse({ ...zone, fee: -1 }).success).toBe(false);
    expect(ZShippingZoneUpdate.safeParse({ ...zone, governorates: ['EG-ASN', 'Cairo'] }).success).toBe(false);
  });
});
