import { TRPCClientError } from '@trpc/client';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { calculatorFormat } from '../../src/client/lib/calculatorFormat';
import {
  ADDRESS_FIELD_ORDER,
  type CheckoutValues,
  emptyAddress,
  firstCheckoutError,
} from '../../src/client/lib/checkoutForm';
import {
  type GuideCrop,
  IRRIGATION_CROP_GUIDE_SLUGS,
  guideChoiceValue,
  guideDailyLitres,
  guideWater,
  irrigationChoiceOf,
  irrigationGuideCrops,
  suggestedDailyLitres,
  waterOverDays,
} from '../../src/client/lib/cropCalculator';
import { failureText } from '../../src/client/lib/errors';
import { schemaValidator } from '../../src/client/lib/formValidation';
import {
  type IntentStorage,
  PENDING_INTENT_KEY,
  PENDING_INTENT_LIFETIME_MS,
  markPendingIntentDue,
  savePendingIntent,
  takeDuePendingIntent,
} from '../../src/client/lib/pendingIntent';
import { cartAr } from '../../src/client/i18n/cart/ar';
import { cartEn } from '../../src/client/i18n/cart/en';
import { learningAr } from '../../src/client/i18n/learning/ar';
import { learningEn } from '../../src/client/i18n/learning/en';
import { ordersAr } from '../../src/client/i18n/orders/ar';
import { ordersEn } from '../../src/client/i18n/orders/en';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE, amountForFreeShipping, shippingFor } from '../../src/shared/business';
import { IRRIGATION_CROPS, calculateIrrigation, calculateProfit } from '../../src/shared/calculators';
import { fromPiastres, toPiastres } from '../../src/shared/money';
import { ZSignUpForm } from '../../src/shared/schemas/auth';
import { referenceFiles } from '../../src/server/reference/content';

const referenceCrops = referenceFiles.crops.load();

/** The sum of two amounts, exact to the piastre. */
const plus = (a: number, b: number) => fromPiastres(toPiastres(a) + toPiastres(b));

// ─── 1. The free-shipping hint ──────────────────────────────────────────────────────────────────────

describe("the 'Add X more for free shipping' amount", () => {
  it('names an amount that, added, makes shipping free: 110 → 390.01, 500 → 0.01', () => {
    expect(amountForFreeShipping(110)).toBe(390.01);
    expect(amountForFreeShipping(500)).toBe(0.01);
    expect(amountForFreeShipping(499.99)).toBe(0.02);
    expect(amountForFreeShipping(0)).toBe(500.01);
  });

  it('is 0 once the subtotal ships free (above the threshold)', () => {
    expect(amountForFreeShipping(500.01)).toBe(0);
    expect(amountForFreeShipping(1200)).toBe(0);
  });

  it('for every subtotal up to the threshold, is the least amount in piastres that makes shipping free', () => {
    for (let piastres = 0; piastres <= toPiastres(FREE_SHIPPING_THRESHOLD); piastres += 37) {
      const subtotal = fromPiastres(piastres);
      const amount = amountForFreeShipping(subtotal);
      expect(shippingFor(plus(subtotal, amount)), `${subtotal} + ${amount}`).toBe(0);
      expect(shippingFor(plus(subtotal, amount - 0.01)), `${subtotal} + ${amount} - 0.01`).toBe(SHIPPING_FEE);
    }
  });

  it("follows the shop settings' threshold", () => {
    expect(amountForFreeShipping(250, 300)).toBe(50.01);
    expect(shippingFor(plus(250, amountForFreeShipping(250, 300)), 300)).toBe(0);
    expect(amountForFreeShipping(300.5, 300)).toBe(0);
  });

  it('has the same words on the cart and the checkout summary, in both languages', () => {
    expect(cartEn.cart.summary.freeShippingHint).toBe('Add {{amount}} more for free shipping');
    expect(ordersEn.checkout.summary.freeShippingHint).toBe(cartEn.cart.summary.freeShippingHint);
    expect(ordersAr.checkout.summary.freeShippingHint).toBe(cartAr.cart.summary.freeShippingHint);
    expect(ordersAr.checkout.summary.freeShippingHint).toContain('{{amount}}');
  });
});

// ─── 2. The profit margin ───────────────────────────────────────────────────────────────────────────

async function translator(language: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { translation: learningEn }, ar: { translation: learningAr } },
    interpolation: { escapeValue: false },
  });
  return (key: string, values: Record<string, unknown>) => instance.t(key as never, values);
}

/** A formatted figure without the bidi isolates around numbers. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('the profit margin', () => {
  it("always has one decimal: '70.0%', '100.0%', '82.5%'", async () => {
    const format = calculatorFormat(await translator('en'), 'en');
    const margin = (revenue: number, costs: number) => {
      const result = calculateProfit({
        area: 1,
        yieldPerFeddan: revenue,
        sellingPrice: 1,
        costsPerFeddan: { other: costs },
      });
      return plain(format.percent(result!.margin));
    };
    expect(margin(1000, 300)).toBe('70.0%');
    expect(margin(80_000, 0)).toBe('100.0%');
    expect(margin(80_000, 14_000)).toBe('82.5%');
    expect(margin(1000, 1500)).toBe('-50.0%');
  });

  it('has one decimal in Arabic too, with Western digits', async () => {
    const format = calculatorFormat(await translator('ar'), 'ar');
    expect(plain(format.percent(70))).toBe('70.0%');
    expect(plain(format.percent(100))).toBe('100.0%');
  });
});

// ─── 3. Sign-up shows every problem at once ─────────────────────────────────────────────────────────

describe('the sign-up form', () => {
  const values = {
    first_name: 'Mona',
    last_name: 'Saleh',
    email: 'mona@',
    password: 'sakha-wheat-27',
    confirm: 'sakha-wheat-28',
    terms: false,
  };

  it("says 'Passwords do not match' while the e-mail and the terms are still wrong", () => {
    const errors = schemaValidator(ZSignUpForm, (message) => message)(values);
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      terms: 'Please accept the terms and privacy policy',
      confirm: 'Passwords do not match',
    });
  });

  it('says it beside a password that is too short', () => {
    const errors = schemaValidator(
      ZSignUpForm,
      (message) => message,
    )({ ...values, email: 'mona@example.com', terms: true, password: 'abc', confirm: 'abd' });
    expect(errors).toEqual({
      password: 'Password must be at least 8 characters long',
      confirm: 'Passwords do not match',
    });
  });

  it('asks for the confirmation when it is empty, and is content when everything is right', () => {
    expect(schemaValidator(ZSignUpForm, (m) => m)({ ...values, confirm: '' }).confirm).toBe(
      'Please confirm your password',
    );
    expect(
      ZSignUpForm.safeParse({ ...values, email: 'mona@example.com', terms: true, confirm: 'sakha-wheat-27' }).success,
    ).toBe(true);
  });
});

// ─── 4. Favourites and My Orders say what failed ────────────────────────────────────────────────────

describe('failure texts', () => {
  const refusal = new TRPCClientError('Product not found', {
    result: { error: { code: -32004, message: 'Product not found', data: { code: 'NOT_FOUND', httpStatus: 404 } } },
  });

  it('tell a refusal from an exception', () => {
    expect(
      failureText(refusal, cartEn.favorites.messages.updateFailed, cartEn.favorites.messages.updateFailedRetry),
    ).toBe('Failed to update favorites');
    for (const exception of [
      new TypeError('Failed to fetch'),
      new TRPCClientError('fetch failed'),
      new Error('boom'),
    ]) {
      expect(
        failureText(exception, cartEn.favorites.messages.updateFailed, cartEn.favorites.messages.updateFailedRetry),
      ).toBe('Failed to update favorites. Please try again.');
    }
  });

  it('have both languages, and a failed cancel is not worded as a failed load', () => {
    expect(cartAr.favorites.messages.updateFailedRetry).not.toBe(cartAr.favorites.messages.updateFailed);
    expect(ordersEn.orders.cancelFailedRetry).toContain('{{number}}');
    expect(ordersEn.orders.cancelFailedRetry).toMatch(/not cancelled/);
    expect(ordersAr.orders.cancelFailedRetry).toContain('{{number}}');
    expect(ordersAr.orders.cancelFailedRetry).not.toBe(ordersAr.orders.loadFailed);
  });
});

// ─── 7. Checkout reports missing fields in the form's order ─────────────────────────────────────────

describe('the checkout form', () => {
  const form = (
    shipping: Partial<CheckoutValues['shipping']>,
    billing?: Partial<CheckoutValues['billing']>,
  ): CheckoutValues => ({
    shipping: { ...emptyAddress(), ...shipping },
    same_as_shipping: billing === undefined,
    billing: { ...emptyAddress(), ...billing },
    notes: '',
  });
  const filled = {
    first_name: 'Mona',
    last_name: 'Saleh',
    phone: '+20 1001234567',
    address: '12 Nile St',
    city: 'Aswan',
  };

  it('lists its fields as the page shows them: city before the street address', () => {
    expect(ADDRESS_FIELD_ORDER).toEqual([
      'first_name',
      'last_name',
      'phone',
      'city',
      'address',
      'country',
      'postal_code',
    ]);
  });

  it('reports the first missing field in that order', () => {
    expect(firstCheckoutError(form({}))).toEqual({ path: 'shipping.first_name', message: 'Please fill in first name' });
    expect(firstCheckoutError(form({ ...filled, address: '', city: '' }))).toEqual({
      path: 'shipping.city',
      message: 'Please fill in city',
    });
    expect(firstCheckoutError(form({ ...filled, phone: '', city: '' }))).toEqual({
      path: 'shipping.phone',
      message: 'Please fill in phone',
    });
    expect(firstCheckoutError(form({ ...filled, address: '' }))).toEqual({
      path: 'shipping.address',
      message: 'Please fill in address',
    });
  });

  it('takes a phone typed on an Arabic keyboard (Arabic-Indic or Persian digits) and refuses letters', () => {
    expect(firstCheckoutError(form({ ...filled, phone: '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧' }))).toBeNull();
    expect(firstCheckoutError(form({ ...filled, phone: '۰۱۰۰۱۲۳۴۵۶۷' }))).toBeNull();
    expect(firstCheckoutError(form({ ...filled, phone: 'ابجد هوز' }))).toEqual({
      path: 'shipping.phone',
      message: expect.stringContaining('Please enter a mobile number the courier can call'),
    });
  });

  it('reports billing after shipping, in the same order', () => {
    expect(firstCheckoutError(form(filled, { ...filled, address: '', city: '' }))).toEqual({
      path: 'billing.city',
      message: 'Please fill in billing city',
    });
    expect(firstCheckoutError(form(filled, filled))).toBeNull();
  });
});

// ─── 11. Sign in keeps the intent ───────────────────────────────────────────────────────────────────

/** sessionStorage's behaviour over a Map. */
function memoryStorage(): IntentStorage & { size(): number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
}

describe('the intent kept across sign-in', () => {
  const seeds = { id: '42', name: 'Giza 168 Wheat Seed – 30 kg' };
  const t0 = 1_800_000_000_000;

  it('waits for a sign-in, then is carried out once', () => {
    const storage = memoryStorage();
    savePendingIntent(storage, { kind: 'cart', product: seeds, quantity: 3 }, t0);
    // Signed in some other way (another tab, a start-up check): nothing happens, the intent stays.
    expect(takeDuePendingIntent(storage, t0 + 1_000)).toBeNull();
    expect(storage.size()).toBe(1);
    markPendingIntentDue(storage);
    expect(takeDuePendingIntent(storage, t0 + 60_000)).toEqual({ kind: 'cart', product: seeds, quantity: 3 });
    expect(takeDuePendingIntent(storage, t0 + 61_000)).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('keeps the heart too, and the last request wins', () => {
    const storage = memoryStorage();
    savePendingIntent(storage, { kind: 'cart', product: seeds, quantity: 1 }, t0);
    savePendingIntent(storage, { kind: 'favorite', product: seeds }, t0 + 5_000);
    markPendingIntentDue(storage);
    expect(takeDuePendingIntent(storage, t0 + 10_000)).toEqual({ kind: 'favorite', product: seeds });
  });

  it('drops an intent older than its lifetime, and one it cannot read', () => {
    const storage = memoryStorage();
    savePendingIntent(storage, { kind: 'cart', product: seeds, quantity: 1 }, t0);
    markPendingIntentDue(storage);
    expect(takeDuePendingIntent(storage, t0 + PENDING_INTENT_LIFETIME_MS + 1)).toBeNull();
    expect(storage.size()).toBe(0);
    for (const damaged of [
      '{',
      '{"kind":"cart","product":{"id":"42","name":"x"},"quantity":0,"savedAt":1,"due":true}',
      '{"kind":"wish","due":true}',
    ]) {
      storage.setItem(PENDING_INTENT_KEY, damaged);
      expect(takeDuePendingIntent(storage, t0)).toBeNull();
      expect(storage.size()).toBe(0);
    }
  });

  it('does nothing without storage', () => {
    expect(() => savePendingIntent(null, { kind: 'favorite', product: seeds }, t0)).not.toThrow();
    expect(() => markPendingIntentDue(null)).not.toThrow();
    expect(takeDuePendingIntent(null, t0)).toBeNull();
  });
});

// ─── 12. The irrigation calculator and the crop guides ──────────────────────────────────────────────

const guideCrop = (slug: string): GuideCrop => {
  const demo = referenceCrops.find((c) => c.slug === slug);
  if (!demo) throw new Error(`no demo crop ${slug}`);
  return {
    id: String(referenceCrops.indexOf(demo) + 1),
    slug: demo.slug,
    name: demo.name,
    name_ar: demo.name_ar,
    growing_season_days: demo.growing_season_days,
    seasons: demo.seasons,
    water_needs_m3_per_feddan: demo.water_needs_m3_per_feddan,
    tags: demo.tags.map((tag, i) => ({ id: String(i), slug: tag, name: tag, name_ar: null })),
  } as unknown as GuideCrop;
};

describe('the irrigation calculator and the crop guides', () => {
  const crops = referenceCrops.map((c) => guideCrop(c.slug));

  it("knows each of its table's crops in the demo guide, with a seasonal water figure", () => {
    for (const crop of IRRIGATION_CROPS) {
      const guide = crops.find((c) => c.slug === IRRIGATION_CROP_GUIDE_SLUGS[crop]);
      expect(guide, crop).toBeDefined();
      expect(guideWater(guide!)?.period, crop).toBe('season');
    }
  });

  it("keeps the spec's daily figure as the default for its crops, and shows the guide's figure beside it", () => {
    const corn = irrigationChoiceOf('corn', crops);
    expect(corn).toMatchObject({ kind: 'table', crop: 'corn', guide: { slug: 'maize' } });
    expect(suggestedDailyLitres(corn!, 'summer')).toBe(4_000);
    const water = guideWater(corn!.kind === 'table' ? corn!.guide! : corn!.guide);
    expect(water).toEqual({ m3PerFeddan: 3_000, days: 120, period: 'season' });
    // 1 feddan at the spec's 4,000 L a day and 70 %: 5,714 L a day, 686 m³ over the guide's 120 days — against 3,000 m³.
    const result = calculateIrrigation({ area: 1, litresPerFeddan: 4_000, efficiency: 70 })!;
    expect(waterOverDays(result.daily, water!.days)).toBeCloseTo(685.71, 2);
  });

  it("fills in the guide's seasonal figure spread over its days for the guide's other crops", () => {
    const offered = irrigationGuideCrops(crops);
    expect(offered.map((c) => c.slug)).not.toContain('maize');
    expect(offered.map((c) => c.slug)).toContain('okra');
    const okra = irrigationChoiceOf(guideChoiceValue(crops.find((c) => c.slug === 'okra')!), crops)!;
    expect(okra.kind).toBe('guide');
    // 2,500 m³ over 120 days = 20,833 L a day.
    expect(suggestedDailyLitres(okra, 'winter')).toBe(20_833);
    expect(waterOverDays(20_833, 120)).toBeCloseTo(2_500, 0);
  });

  it('takes a perennial figure as a year', () => {
    const mango = guideWater(guideCrop('mango'));
    expect(mango).toEqual({ m3PerFeddan: 5_500, days: 365, period: 'year' });
    expect(guideDailyLitres(mango!)).toBe(15_068);
  });

  it("works with the grower's own daily figure, and the table's when none is given", () => {
    expect(calculateIrrigation({ area: 2, litresPerFeddan: 25_000, efficiency: 100 })).toEqual({
      litresPerFeddan: 25_000,
      daily: 50_000,
      weekly: 350_000,
      monthly: 1_500_000,
    });
    expect(calculateIrrigation({ area: 2, crop: 'corn', season: 'summer', efficiency: 100 })?.litresPerFeddan).toBe(
      4_000,
    );
    expect(calculateIrrigation({ area: 2, litresPerFeddan: 0 })).toBeNull();
    expect(calculateIrrigation({ area: 2 })).toBeNull();
  });
});
