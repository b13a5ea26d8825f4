import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../shared/catalogue';
import { YIELD_UNITS, ZSlug, wholeNumber } from '../../shared/crops';
import { jsonContentFile } from '../content';

/*
 * The demo fixtures of content/demo, seeded only with DEMO_DATA=1 (src/server/demo/index.ts), with the schemas their
 * files must match. content/README.md tells how the files are written (prices in EGP, areas in feddan, how a price
 * base becomes a series).
 */

const text = z.string().min(1);
const money = z.number().positive();

// ─── The catalogue and its reviews ──────────────────────────────────────────────────────────────────

const ZDemoProduct = z.strictObject({
  slug: ZSlug,
  name: text,
  name_ar: text,
  brand: text,
  /** The brand as Arabic readers know it (an Egyptian one); null for an international brand that keeps its Latin name. */
  brand_ar: text.nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  subcategory: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
  tags: z.array(text),
  /** The crops of the guide (content/reference/crops.json) the product is for: [] for a product of every crop. */
  crops: z.array(ZSlug),
  short_description: text,
  short_description_ar: text,
  description: text,
  description_ar: text,
  // Each long text in Arabic right after its English: every text a grower reads has its Arabic.
  usage_instructions: text,
  usage_instructions_ar: text,
  maintenance_tips: text,
  maintenance_tips_ar: text,
  features: z.array(text),
  features_ar: z.array(text),
  specifications: z.record(z.string(), z.string()),
  /** Arabic labels naming Arabic values, shown as written. */
  specifications_ar: z.record(text, text),
  manufacturer: text,
  model_number: text.nullable(),
  shipping_info: text,
  shipping_info_ar: text,
  warranty_info: text.nullable(),
  warranty_info_ar: text.nullable(),
  price: money,
  original_price: money.nullable(),
  stock_quantity: z.number().int().nonnegative(),
  is_featured: z.boolean(),
  is_available: z.boolean(),
  /** Orders from before the event log (the product's base_order_count). */
  order_count: z.number().int().nonnegative(),
});

export type DemoProduct = z.output<typeof ZDemoProduct>;

/** A demo grower; the key naming one becomes an account `<key>@growers.fellah.invalid` that cannot sign in. */
const ZDemoGrower = z.strictObject({ firstName: text, lastName: text, city: text });

const ZDemoReview = z.strictObject({
  /** A key of growers.json. */
  grower: z.string().regex(/^[a-z]+$/),
  rating: wholeNumber('rating', 1, 5),
  /** How long ago it was written. */
  daysAgo: z.number().int().nonnegative(),
  en: text,
  ar: text,
});

// ─── Sample prices, coupons, the demo customer ──────────────────────────────────────────────────────

const ZDemoPriceBase = z.strictObject({
  /** A crop of content/reference/crops.json. */
  crop_slug: ZSlug,
  unit: z.enum(YIELD_UNITS),
  base_avg_egp: money,
  spread_pct: z.number().nonnegative(),
  seasonal_amplitude_pct: z.number().nonnegative().max(100),
  peak_month: wholeNumber('peak_month', 1, 12),
  /** Months the fresh crop is on the market; absent: all year. */
  trading_months: z.array(wholeNumber('trading_months', 1, 12)).optional(),
});
export type DemoPriceBase = z.output<typeof ZDemoPriceBase>;

const ZDemoCoupon = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]{2,40}$/),
  description: text,
  kind: z.enum(['percent', 'fixed']),
  value: money,
  min_subtotal: z.number().nonnegative(),
  usage_limit: z.number().int().positive().nullable(),
  per_user_limit: z.number().int().positive().nullable(),
});

/** The JSON files of content/demo, each with its schema. */
export const demoFiles = {
  /** Later entries of the list are newer products. */
  products: jsonContentFile('demo/products.json', z.array(ZDemoProduct)),
  growers: jsonContentFile('demo/growers.json', z.record(z.string().regex(/^[a-z]+$/), ZDemoGrower)),
  /** The reviews by product slug, newest first. */
  reviews: jsonContentFile('demo/reviews.json', z.record(ZSlug, z.array(ZDemoReview))),
  /** Not live prices: typical wholesale levels, from which 180 days of sample quotes are generated, labelled `note`. */
  prices: jsonContentFile(
    'demo/prices.json',
    z.strictObject({ note: text, note_ar: text, bases: z.array(ZDemoPriceBase) }),
  ),
  coupons: jsonContentFile('demo/coupons.json', z.array(ZDemoCoupon)),
  /** The demo customer named in the README (e-mail already verified), so a visitor can try the signed-in shop at once. */
  customer: jsonContentFile(
    'demo/customer.json',
    z.strictObject({ email: z.email(), password: z.string().min(8), firstName: text, lastName: text, city: text }),
  ),
  /** The demo customer's pay-at-harvest credit line, so the option shows at checkout on `npm start`. */
  creditLine: jsonContentFile('demo/credit-line.json', z.strictObject({ limit: money, note: text })),
};
