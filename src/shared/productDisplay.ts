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

/** The specification rows: the product's key/value pairs, else brand, manufacturer and model number. */
export function specificationRows(product: ProductFields): { key: string; label: string | null; value: string }[] {
  const pairs = Object.entries(product.specifications ?? {}).filter(([, value]) => value !== '' && value !== null);
  if (pairs.length > 0) return pairs.map(([key, value]) => ({ key, label: underscoresAsSpaces(key), value: String(value) }));
  const fallback: [keyof ProductFields & ('brand' | 'manufacturer' | 'model_number'), string | null | undefined][] = [
    ['brand', product.brand],
    ['manufacturer', product.manufacturer],
    ['model_number', product.model_number],
  ];
  // label null: the screen names these three in the reader's language.
  return fallback.filter(([, value]) => Boolean(value)).map(([key, value]) => ({ key, label: null, value: String(value) }));
}
