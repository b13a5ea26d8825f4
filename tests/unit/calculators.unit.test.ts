import { describe, expect, it } from 'vitest';
import {
  DAILY_WATER_LITRES_PER_FEDDAN,
  DEFAULT_GERMINATION_RATE,
  DEFAULT_IRRIGATION_EFFICIENCY,
  IRRIGATION_CROPS,
  IRRIGATION_SEASONS,
  calculateIrrigation,
  calculateProfit,
  calculateSeed,
  calculateYield,
  roundToOneDecimal,
} from '../../src/shared/calculators';

/*
 * The four calculators of storefront.md section 9, against values worked out by hand (the arithmetic is in the
 * comments). Each does nothing (null) until its required numbers are given.
 */

describe('yield calculator', () => {
  it('multiplies area, density and weight, then the market price', () => {
    // plants = 2 feddan × 10,000 plants/feddan = 20,000
    // yield  = 20,000 plants × 2.5 kg = 50,000 kg
    // revenue = 50,000 kg × 8 EGP/kg = 400,000 EGP
    expect(calculateYield({ area: 2, plantDensity: 10_000, weightPerPlant: 2.5, marketPrice: 8 })).toEqual({
      plants: 20_000,
      totalYield: 50_000,
      revenue: 400_000,
    });
  });

  it('works on a fraction of a feddan', () => {
    // plants = 0.5 × 12,000 = 6,000; yield = 6,000 × 1.2 = 7,200 kg; revenue = 7,200 × 6.5 = 46,800 EGP
    const r = calculateYield({ area: 0.5, plantDensity: 12_000, weightPerPlant: 1.2, marketPrice: 6.5 });
    expect(r?.plants).toBe(6_000);
    expect(r?.totalYield).toBeCloseTo(7_200, 9);
    expect(r?.revenue).toBeCloseTo(46_800, 6);
  });

  it('gives no revenue without a market price (the price is optional)', () => {
    // plants = 1 × 8,000 = 8,000; yield = 8,000 × 3 = 24,000 kg
    expect(calculateYield({ area: 1, plantDensity: 8_000, weightPerPlant: 3 })).toEqual({
      plants: 8_000,
      totalYield: 24_000,
      revenue: null,
    });
    expect(calculateYield({ area: 1, plantDensity: 8_000, weightPerPlant: 3, marketPrice: 0 })?.revenue).toBeNull();
  });

  it('does nothing until area, density and weight are all non-zero', () => {
    expect(calculateYield({ area: 0, plantDensity: 10_000, weightPerPlant: 2 })).toBeNull();
    expect(calculateYield({ area: 1, plantDensity: 0, weightPerPlant: 2 })).toBeNull();
    expect(calculateYield({ area: 1, plantDensity: 10_000, weightPerPlant: 0 })).toBeNull();
    expect(calculateYield({ area: Number.NaN, plantDensity: 10_000, weightPerPlant: 2 })).toBeNull();
    expect(calculateYield({ area: -1, plantDensity: 10_000, weightPerPlant: 2 })).toBeNull();
  });
});

describe('seed calculator', () => {
  it('divides by the germination rate, 85 % unless given', () => {
    expect(DEFAULT_GERMINATION_RATE).toBe(85);
    // needed = 2 feddan × 17 kg/feddan / (85 / 100) = 34 / 0.85 = 40 kg; cost = 40 × 50 EGP = 2,000 EGP
    const r = calculateSeed({ area: 2, seedRate: 17, seedPrice: 50 });
    expect(r?.seedsNeeded).toBeCloseTo(40, 9);
    expect(r?.cost).toBeCloseTo(2_000, 6);
  });

  it('uses a germination rate that is given', () => {
    // needed = 3 × 60 / (90 / 100) = 180 / 0.9 = 200 kg; cost = 200 × 12 = 2,400 EGP
    const r = calculateSeed({ area: 3, seedRate: 60, germinationRate: 90, seedPrice: 12 });
    expect(r?.seedsNeeded).toBeCloseTo(200, 9);
    expect(r?.cost).toBeCloseTo(2_400, 6);
    // at 100 %: needed = 1 × 25 / 1 = 25 kg
    expect(calculateSeed({ area: 1, seedRate: 25, germinationRate: 100 })).toEqual({ seedsNeeded: 25, cost: null });
  });

  it('gives no cost without a seed price (the price is optional)', () => {
    // needed = 1 × 8.5 / 0.85 = 10 kg
    const r = calculateSeed({ area: 1, seedRate: 8.5 });
    expect(r?.seedsNeeded).toBeCloseTo(10, 9);
    expect(r?.cost).toBeNull();
  });

  it('does nothing until area, seed rate and germination are non-zero (and germination at most 100 %)', () => {
    expect(calculateSeed({ area: 0, seedRate: 17 })).toBeNull();
    expect(calculateSeed({ area: 2, seedRate: 0 })).toBeNull();
    expect(calculateSeed({ area: 2, seedRate: 17, germinationRate: 0 })).toBeNull();
    expect(calculateSeed({ area: 2, seedRate: 17, germinationRate: 120 })).toBeNull();
  });
});

describe('irrigation calculator', () => {
  it('holds the table of section 9 (summer, winter, spring, fall)', () => {
    const rows = IRRIGATION_CROPS.map((crop) => [
      crop,
      ...IRRIGATION_SEASONS.map((s) => DAILY_WATER_LITRES_PER_FEDDAN[crop][s]),
    ]);
    expect(rows).toEqual([
      ['tomato', 3500, 2000, 2500, 2200],
      ['wheat', 2800, 1500, 2000, 1800],
      ['corn', 4000, 2500, 3000, 2800],
      ['lettuce', 2000, 1200, 1500, 1400],
    ]);
  });

  it('divides by the efficiency, 70 % unless given; a week is 7 days, a month 30', () => {
    expect(DEFAULT_IRRIGATION_EFFICIENCY).toBe(70);
    // daily = 2 feddan × 3,500 L / (70 / 100) = 7,000 / 0.7 = 10,000 L; weekly = 70,000 L; monthly = 300,000 L
    const r = calculateIrrigation({ area: 2, crop: 'tomato', season: 'summer' });
    expect(r?.litresPerFeddan).toBe(3_500);
    expect(r?.daily).toBeCloseTo(10_000, 6);
    expect(r?.weekly).toBeCloseTo(70_000, 6);
    expect(r?.monthly).toBeCloseTo(300_000, 6);
  });

  it('uses the figure of the chosen crop and season and a given efficiency', () => {
    // daily = 5 × 1,500 (wheat, winter) / (75 / 100) = 7,500 / 0.75 = 10,000 L; weekly 70,000; monthly 300,000
    const wheat = calculateIrrigation({ area: 5, crop: 'wheat', season: 'winter', efficiency: 75 });
    expect(wheat?.daily).toBeCloseTo(10_000, 6);
    expect(wheat?.monthly).toBeCloseTo(300_000, 6);
    // daily = 1.5 × 2,800 (corn, fall) / (80 / 100) = 4,200 / 0.8 = 5,250 L; weekly = 36,750 L; monthly = 157,500 L
    const corn = calculateIrrigation({ area: 1.5, crop: 'corn', season: 'fall', efficiency: 80 });
    expect(corn?.daily).toBeCloseTo(5_250, 6);
    expect(corn?.weekly).toBeCloseTo(36_750, 6);
    expect(corn?.monthly).toBeCloseTo(157_500, 6);
    // daily = 1 × 1,500 (lettuce, spring) / (100 / 100) = 1,500 L
    expect(calculateIrrigation({ area: 1, crop: 'lettuce', season: 'spring', efficiency: 100 })).toEqual({
      litresPerFeddan: 1_500,
      daily: 1_500,
      weekly: 10_500,
      monthly: 45_000,
    });
  });

  it('does nothing until area and efficiency are non-zero', () => {
    expect(calculateIrrigation({ area: 0, crop: 'tomato', season: 'summer' })).toBeNull();
    expect(calculateIrrigation({ area: 1, crop: 'tomato', season: 'summer', efficiency: 0 })).toBeNull();
    expect(calculateIrrigation({ area: 1, crop: 'tomato', season: 'summer', efficiency: 150 })).toBeNull();
  });
});

describe('profit calculator', () => {
  it('subtracts the per-feddan costs times the area from the revenue; margin to one decimal', () => {
    // revenue = 2 feddan × 20,000 kg/feddan × 5 EGP/kg = 200,000 EGP
    // costs   = (3,000 + 4,000 + 1,500 + 6,000 + 2,000 + 1,000 + 500 = 18,000 EGP/feddan) × 2 = 36,000 EGP
    // profit  = 200,000 − 36,000 = 164,000 EGP; margin = 164,000 / 200,000 × 100 = 82.0 %
    const r = calculateProfit({
      area: 2,
      yieldPerFeddan: 20_000,
      sellingPrice: 5,
      costsPerFeddan: {
        seeds: 3_000,
        fertilizer: 4_000,
        pesticides: 1_500,
        labor: 6_000,
        irrigation: 2_000,
        machinery: 1_000,
        other: 500,
      },
    });
    expect(r).toEqual({ revenue: 200_000, totalCosts: 36_000, profit: 164_000, margin: 82 });
  });

  it('rounds the margin to one decimal', () => {
    // revenue = 1 × 3,000 × 7 = 21,000 EGP; costs = (5,000 + 2,000) × 1 = 7,000 EGP; profit = 14,000 EGP
    // margin = 14,000 / 21,000 × 100 = 66.666… → 66.7
    expect(
      calculateProfit({
        area: 1,
        yieldPerFeddan: 3_000,
        sellingPrice: 7,
        costsPerFeddan: { labor: 5_000, seeds: 2_000 },
      }),
    ).toEqual({
      revenue: 21_000,
      totalCosts: 7_000,
      profit: 14_000,
      margin: 66.7,
    });
  });

  it('shows a loss as a negative profit and margin', () => {
    // revenue = 1.5 × 1,000 × 4 = 6,000 EGP; costs = 6,000 × 1.5 = 9,000 EGP; profit = −3,000 EGP
    // margin = −3,000 / 6,000 × 100 = −50.0
    expect(
      calculateProfit({ area: 1.5, yieldPerFeddan: 1_000, sellingPrice: 4, costsPerFeddan: { labor: 6_000 } }),
    ).toEqual({
      revenue: 6_000,
      totalCosts: 9_000,
      profit: -3_000,
      margin: -50,
    });
  });

  it('counts missing cost fields as 0', () => {
    // revenue = 3 × 2,500 × 10 = 75,000 EGP; no costs → profit 75,000 EGP, margin 100.0
    expect(calculateProfit({ area: 3, yieldPerFeddan: 2_500, sellingPrice: 10 })).toEqual({
      revenue: 75_000,
      totalCosts: 0,
      profit: 75_000,
      margin: 100,
    });
    expect(
      calculateProfit({
        area: 3,
        yieldPerFeddan: 2_500,
        sellingPrice: 10,
        costsPerFeddan: { seeds: undefined, labor: Number.NaN },
      })?.totalCosts,
    ).toBe(0);
  });

  it('does nothing until area, yield and price are non-zero', () => {
    expect(calculateProfit({ area: 0, yieldPerFeddan: 2_500, sellingPrice: 10 })).toBeNull();
    expect(calculateProfit({ area: 1, yieldPerFeddan: 0, sellingPrice: 10 })).toBeNull();
    expect(calculateProfit({ area: 1, yieldPerFeddan: 2_500, sellingPrice: 0 })).toBeNull();
  });
});

describe('roundToOneDecimal', () => {
  it('rounds half away from zero', () => {
    expect(roundToOneDecimal(12.25)).toBe(12.3);
    expect(roundToOneDecimal(-12.25)).toBe(-12.3);
    expect(roundToOneDecimal(66.66666)).toBe(66.7);
    expect(roundToOneDecimal(0)).toBe(0);
  });
});
