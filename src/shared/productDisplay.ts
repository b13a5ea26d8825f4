/*
 * What the shop screens show of a product, decided once (storefront.md: Product detail, sections 3, 5 and 8): the
 * client's screens and the server's first paint of the shop use the same rules. Pure: no React, no i18next.
 */

/** The fields these rules read; every one may be missing in a loosely filled record (the client's products satisfy it). */
export interface ProductFields {
  id?: string | null;
  slug?: string | null;
  name?: string | null;
  name_ar?: string | null;
  short_description?: string | null;
  short_description_ar?: string | null;
  description?: string | null;
  description_ar?: string | null;
  price?: number | null;
  original_price?: number | null;
  images?: readonly (string | null)[] | null;
  main_image?: string | null;
  stock_quantity?: number | null;
  is_available?: boolean | null;
  specifications?: Readonly<Record<string, unknown>> | null;
  usage_instructions?: string | null;
  usage_instructions_ar?: string | null;
  maintenance_tips?: string | null;
  maintenance_tips_ar?: string | null;
  features?: readonly string[] | null;
  features_ar?: readonly string[] | null;
  specifications_ar?: Readonly<Record<string, unknown>> | null;
  shipping_info?: string | null;
  shipping_info_ar?: string | null;
  warranty_info?: string | null;
  warranty_info_ar?: string | null;
  brand?: string | null;
  manufacturer?: string | null;
  model_number?: string | null;
}

/** The quantity stepper's maximum when a product says nothing about its stock (section 5). */
export const DEFAULT_MAX_QUANTITY = 999;

/** A product picture that cannot load, or a product without one: a neutral leaf on a light tile (4:3). */
export const PRODUCT_PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eef3ef"/>' +
    '<path d="M200 92c-46 10-70 44-66 98 52 4 86-20 96-66-8 0-20 4-30 14 6-20 14-34 0-46z" fill="#b7cdbd"/>' +
    '<path d="M150 196c22-26 44-46 70-60" stroke="#eef3ef" stroke-width="6" fill="none" stroke-linecap="round"/></svg>',
)}`;

/** Underscores shown as spaces ('pots_planters' → 'pots planters'), for keys and categories the catalogue lacks. */
export function underscoresAsSpaces(value: string): string {
  return value.replace(/_+/g, ' ').trim();
}

/** The product's page: /shop/{slug or id}. */
export function productPath(product: Pick<ProductFields, 'slug' | 'id'>): string {
  const ref = product.slug || product.id;
  return ref ? `/shop/${encodeURIComponent(ref)}` : '/shop';
}

/** The name, short description and description in the reader's language: Arabic when asked for and present. */
export function localisedText(product: ProductFields, language: 'en' | 'ar') {
  const arabic = language === 'ar';
  return {
    name: (arabic && product.name_ar) || product.name || null,
    shortDescription: (arabic && product.short_description_ar) || product.short_description || null,
    description: (arabic && product.description_ar) || product.description || null,
  };
}

/**
 * The brand in the reader's language: an Egyptian brand's Arabic name on Arabic screens (أبو قير
 * للأسمدة), else the brand as stored — international brands keep their Latin names.
 */
export function localisedBrand(
  product: { brand?: string | null | undefined; brand_ar?: string | null | undefined },
  language: 'en' | 'ar',
): string | null {
  return (language === 'ar' && product.brand_ar) || product.brand || null;
}

/**
 * The language of a text the page took from a product (localisedText's choice): Arabic when it is one of the
 * product's Arabic texts, else English — so that English shown to an Arabic reader can be marked as English.
 */
export function languageOfText(product: ProductFields, text: string): 'en' | 'ar' {
  return [product.name_ar, product.short_description_ar, product.description_ar].includes(text) ? 'ar' : 'en';
}

/** A usable price: a finite number of 0 or more, else null ('Price on request'). */
export function priceOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** On sale: an original price above the price. */
export function isOnSale(product: Pick<ProductFields, 'price' | 'original_price'>): boolean {
  const price = priceOf(product.price);
  const original = priceOf(product.original_price);
  return price !== null && original !== null && original > price;
}

/** What the buyer saves (original price minus price), or null when the product is not on sale. */
export function savingOf(product: Pick<ProductFields, 'price' | 'original_price'>): number | null {
  return isOnSale(product) ? (product.original_price as number) - (product.price as number) : null;
}

/** The gallery: the images, else the main image, else none (the placeholder shows). Duplicates once. */
export function galleryImages(product: Pick<ProductFields, 'images' | 'main_image'>): string[] {
  const images = (product.images ?? []).filter((src): src is string => typeof src === 'string' && src.length > 0);
  if (images.length > 0) return [...new Set(images)];
  return product.main_image ? [product.main_image] : [];
}

/** The picture of a card: the main image, else the first image, else none. */
export function cardImage(product: Pick<ProductFields, 'images' | 'main_image'>): string | null {
  return product.main_image || product.images?.find(Boolean) || null;
}

/** In stock: some stock and available ('In Stock (N available)'); otherwise 'Out of Stock'. */
export function isInStock(product: Pick<ProductFields, 'stock_quantity' | 'is_available'>): boolean {
  return (product.stock_quantity ?? 0) > 0 && product.is_available === true;
}

/** The largest quantity one can pick: the stock, or 999 when the product gives none; never below 1. */
export function maxQuantity(product: Pick<ProductFields, 'stock_quantity'>): number {
  const stock = product.stock_quantity;
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(1, Math.floor(stock)) : DEFAULT_MAX_QUANTITY;
}

/** A quantity kept within 1..max (whole numbers). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), max);
}

/** One row of the Specifications tab; label null: the screen names the row (brand, manufacturer, model number). */
export interface SpecificationRow {
  key: string;
  label: string | null;
  value: string;
}

/** A map's pairs that say something (no empty or null values). */
function filledPairs(map: Readonly<Record<string, unknown>> | null | undefined): [string, unknown][] {
  return Object.entries(map ?? {}).filter(([, value]) => value !== '' && value !== null && value !== undefined);
}

/** The specification rows: the product's key/value pairs, else brand, manufacturer and model number. */
export function specificationRows(product: ProductFields): SpecificationRow[] {
  const pairs = filledPairs(product.specifications);
  if (pairs.length > 0)
    return pairs.map(([key, value]) => ({ key, label: underscoresAsSpaces(key), value: String(value) }));
  const fallback: [keyof ProductFields & ('brand' | 'manufacturer' | 'model_number'), string | null | undefined][] = [
    ['brand', product.brand],
    ['manufacturer', product.manufacturer],
    ['model_number', product.model_number],
  ];
  // label null: the screen names these three in the reader's language.
  return fallback
    .filter(([, value]) => Boolean(value))
    .map(([key, value]) => ({ key, label: null, value: String(value) }));
}

// ─── The long texts in the reader's language ─────────────────────────────────────────────────────────

/**
 * A text of the product page and the language it is written in: the reader's, or English where the product has no
 * Arabic yet — the screen then marks it `lang="en" dir="ltr"`, so that a screen reader reads it as English.
 */
export interface InLanguage<T> {
  value: T;
  language: 'en' | 'ar';
}

/** The Arabic when the reader reads Arabic and the product has it, else the English; null when neither says anything. */
function chosen<T>(
  language: 'en' | 'ar',
  english: T | null | undefined,
  arabic: T | null | undefined,
  says: (value: T) => boolean,
): InLanguage<T> | null {
  if (language === 'ar' && arabic != null && says(arabic)) return { value: arabic, language: 'ar' };
  return english != null && says(english) ? { value: english, language: 'en' } : null;
}

const saysText = (text: string) => text.trim().length > 0;
const saysList = (list: readonly string[]) => list.some(saysText);

/**
 * The Specifications rows in the reader's language. Arabic: the Arabic labels and values as written. English: the
 * keys through the label rule of specificationRows. Brand, manufacturer and model number (when a product has no
 * pairs) are names and codes under labels the screen translates, so they count as the reader's language.
 */
export function localisedSpecifications(
  product: ProductFields,
  language: 'en' | 'ar',
): InLanguage<SpecificationRow[]> | null {
  const arabicPairs = language === 'ar' ? filledPairs(product.specifications_ar) : [];
  if (arabicPairs.length > 0)
    return {
      value: arabicPairs.map(([label, value]) => ({ key: label, label, value: String(value) })),
      language: 'ar',
    };
  const rows = specificationRows(product);
  if (rows.length === 0) return null;
  return { value: rows, language: rows[0]!.label === null ? language : 'en' };
}

/**
 * The product page's long texts (storefront.md, Product detail: usage instructions, maintenance tips, features,
 * specifications, shipping and warranty info) in the reader's language, each falling back to English on its own.
 */
export function localisedDetails(product: ProductFields, language: 'en' | 'ar') {
  return {
    usageInstructions: chosen(language, product.usage_instructions, product.usage_instructions_ar, saysText),
    maintenanceTips: chosen(language, product.maintenance_tips, product.maintenance_tips_ar, saysText),
    features: chosen<readonly string[]>(language, product.features, product.features_ar, saysList),
    specifications: localisedSpecifications(product, language),
    shippingInfo: chosen(language, product.shipping_info, product.shipping_info_ar, saysText),
    warrantyInfo: chosen(language, product.warranty_info, product.warranty_info_ar, saysText),
  };
}
