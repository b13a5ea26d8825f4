import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../shared/catalogue';
import { ROOT } from '../paths';

/*
 * Product pictures of our own: a light tile in the category's colour with a pictogram drawn from basic shapes, and no
 * words at all: one file serves both languages, so a name or a brand drawn in it would print Latin on Arabic pages
 * (issues 22 and 45). The card and the page print the name and the brand beside it, in the reader's language
 * (brand_ar on Arabic screens), and the `<img alt>` names the product. They are plain SVG
 * (well under 3 KB each), generated from the demo catalogue by `npx tsx src/server/cli/productImages.ts` into the
 * client's public folder, so the build ships them as static, cacheable files and nothing is hot-linked. A unit test keeps the committed files equal to this generator.
 */

/** Where the storefront serves the pictures from (the client's public folder, copied into the build). */
export const PRODUCT_IMAGES_URL = '/images/products';
export const PRODUCT_IMAGES_DIR = join(ROOT, 'src/client/public/images/products');

export const productImagePath = (slug: string) => `${PRODUCT_IMAGES_URL}/${slug}.svg`;
export const categoryImagePath = (category: ProductCategory) => `${PRODUCT_IMAGES_URL}/categories/${category}.svg`;

/** Background and ink of each category. */
const COLOURS: Record<ProductCategory, { bg: string; ink: string }> = {
  pots_planters: { bg: '#fbeee6', ink: '#b5562b' },
  garden_supplies: { bg: '#e8f4ec', ink: '#2f7d4f' },
  agriculture_machines: { bg: '#fff4d6', ink: '#c4841d' },
  irrigation: { bg: '#e3f1fb', ink: '#1f6fa8' },
  tools: { bg: '#eef0f3', ink: '#4a5563' },
  fertilizers: { bg: '#f3efe2', ink: '#7a6a2e' },
  seeds: { bg: '#f7f0e1', ink: '#9a6b2f' },
  plants: { bg: '#e6f5e3', ink: '#3d8b37' },
  chemicals: { bg: '#f1e9f7', ink: '#7546a3' },
};

/** Each category's pictogram, centred near (200, 115) of a 400×300 tile; `bg` cuts details out of the ink. */
const PICTOGRAMS: Record<ProductCategory, (bg: string) => string> = {
  pots_planters: () =>
    '<path d="M162 134h76l-11 46h-54z"/><rect x="152" y="122" width="96" height="14" rx="3"/><rect x="197" y="70" width="6" height="54"/>' +
    '<ellipse cx="180" cy="84" rx="21" ry="9" transform="rotate(-30 180 84)"/><ellipse cx="220" cy="72" rx="21" ry="9" transform="rotate(30 220 72)"/>',
  garden_supplies: () =>
    '<rect x="160" y="96" width="76" height="66" rx="9"/><path d="M234 112l46-32 6 8-46 36z"/><rect x="276" y="72" width="18" height="12" rx="3" transform="rotate(-35 285 78)"/>' +
    '<path d="M172 96a26 26 0 0 1 52 0h-9a17 17 0 0 0-34 0z"/>',
  agriculture_machines: (bg) =>
    '<rect x="148" y="112" width="96" height="34" rx="4"/><path d="M204 112V70h40l12 42z"/><rect x="166" y="84" width="8" height="28"/>' +
    `<circle cx="242" cy="150" r="29"/><circle cx="166" cy="158" r="18"/><circle cx="242" cy="150" r="11" fill="${bg}"/><circle cx="166" cy="158" r="6" fill="${bg}"/>`,
  irrigation: () =>
    '<path d="M200 52c18 28 34 46 34 68a34 34 0 0 1-68 0c0-22 16-40 34-68z"/><rect x="126" y="166" width="148" height="12" rx="6"/>' +
    '<circle cx="150" cy="150" r="5"/><circle cx="250" cy="150" r="5"/><circle cx="132" cy="132" r="4"/><circle cx="268" cy="132" r="4"/>',
  tools: () =>
    '<g transform="rotate(-32 200 118)"><rect x="196" y="48" width="8" height="92"/><rect x="186" y="42" width="28" height="9" rx="4"/><path d="M182 136h36v24a18 18 0 0 1-36 0z"/></g>' +
    '<g transform="rotate(32 200 118)"><rect x="196" y="62" width="8" height="112"/><rect x="174" y="58" width="52" height="8" rx="2"/>' +
    '<rect x="176" y="64" width="5" height="14"/><rect x="189" y="64" width="5" height="14"/><rect x="206" y="64" width="5" height="14"/><rect x="219" y="64" width="5" height="14"/></g>',
  fertilizers: (bg) =>
    '<path d="M158 82q42-14 84 0l9 92q-51 12-102 0z"/><rect x="184" y="64" width="32" height="18" rx="5"/>' +
    `<ellipse cx="200" cy="128" rx="20" ry="9" fill="${bg}" transform="rotate(-30 200 128)"/>`,
  seeds: () =>
    '<ellipse cx="164" cy="152" rx="17" ry="10" transform="rotate(-20 164 152)"/><ellipse cx="236" cy="152" rx="17" ry="10" transform="rotate(20 236 152)"/>' +
    '<ellipse cx="200" cy="164" rx="17" ry="10"/><rect x="197" y="86" width="6" height="66"/>' +
    '<ellipse cx="181" cy="94" rx="19" ry="8" transform="rotate(-30 181 94)"/><ellipse cx="219" cy="84" rx="19" ry="8" transform="rotate(30 219 84)"/>',
  plants: () =>
    '<rect x="195" y="110" width="10" height="56"/><circle cx="200" cy="88" r="33"/><circle cx="174" cy="108" r="22"/><circle cx="226" cy="108" r="22"/>' +
    '<rect x="146" y="164" width="108" height="9" rx="4"/>',
  chemicals: (bg) =>
    '<rect x="170" y="96" width="60" height="82" rx="10"/><rect x="188" y="76" width="24" height="22"/><rect x="180" y="62" width="42" height="15" rx="3"/>' +
    `<path d="M222 64l28-7v11l-28 5z"/><circle cx="260" cy="58" r="3"/><circle cx="268" cy="66" r="3"/><circle cx="262" cy="74" r="3"/><rect x="180" y="122" width="40" height="28" rx="3" fill="${bg}"/>`,
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A product's short name: without its bracketed pack size and without what follows a dash ("Hybrid F1 – Open Field"). */
export function shortName(name: string): string {
  const bare = name.replace(/\s*\([^)]*\)/g, '').split(/\s+[–—-]\s+/)[0] ?? name;
  return bare.trim() || name.trim();
}

/**
 * A tile: the category's pictogram on its colour. `label` names the picture for a reader of the file itself (brand,
 * Arabic and English names), or is null for the category tiles, which are decoration (their `<img alt>` names the
 * product).
 */
function tile(category: ProductCategory, label: string | null): string {
  const { bg, ink } = COLOURS[category];
  const naming = label ? `role="img" aria-label="${escapeXml(label)}"` : 'aria-hidden="true"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" ${naming}>` +
    `<rect width="400" height="300" fill="${bg}"/><g transform="translate(0 34)"><circle cx="200" cy="116" r="78" fill="#fff" fill-opacity=".55"/>` +
    `<g fill="${ink}">${PICTOGRAMS[category](bg)}</g></g></svg>\n`
  );
}

/** The picture of one product: its category's pictogram, named (brand, Arabic and English names) for its file. */
export function productImageSvg(product: {
  name: string;
  name_ar: string | null;
  brand: string | null;
  category: ProductCategory;
}): string {
  const label = [product.brand, product.name_ar, shortName(product.name)].filter(Boolean).join(' · ');
  return tile(product.category, label);
}

/** The picture of a category (for products without a picture of their own). */
export function categoryImageSvg(category: ProductCategory): string {
  return tile(category, null);
}

/** The main image and gallery of a product drawn by this generator: its own picture, then its category's. */
export function generatedImages(product: { slug: string; category: ProductCategory }): {
  main_image: string;
  images: string[];
} {
  return {
    main_image: productImagePath(product.slug),
    images: [productImagePath(product.slug), categoryImagePath(product.category)],
  };
}

/** Write the category pictures and one picture per product into `dir`; returns how many files were written. */
export function writeProductImages(
  products: readonly {
    slug: string;
    name: string;
    name_ar: string | null;
    brand: string | null;
    category: ProductCategory;
  }[],
  dir = PRODUCT_IMAGES_DIR,
): number {
  mkdirSync(join(dir, 'categories'), { recursive: true });
  for (const category of PRODUCT_CATEGORIES)
    writeFileSync(join(dir, 'categories', `${category}.svg`), categoryImageSvg(category));
  for (const product of products) writeFileSync(join(dir, `${product.slug}.svg`), productImageSvg(product));
  return PRODUCT_CATEGORIES.length + products.length;
}
