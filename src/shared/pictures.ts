/**
 * Light pictures: the addresses of a picture's variants (WebP and AVIF in a few widths) and the `srcset`/`sizes` the
 * storefront gives the browser, shared so that the server-painted first paint and the app draw the same markup. Pure.
 *
 * Two kinds of picture have variants:
 * - an administrator's upload, stored once as `/uploads/pictures/<hash>-<width>.<format>` (src/server/images): the
 *   hash is of the original's bytes, so a name never changes content and is cached for a year as immutable. The
 *   address a product keeps is its largest WebP, from which the smaller widths are read off.
 * - a demo product's drawn picture `/images/products/<name>.svg`, turned into `/images/products/<name>-<width>.<format>`
 *   by the same pipeline on first request.
 */

/** The widths every picture is made in (the largest only up to the original's own width). */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
/** The formats, best first (the order of the `<source>` elements: the browser takes the first it can show). */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The width of the `<img>` fallback's file: a fair size for a browser that takes neither source. */
const FALLBACK_WIDTH = 480;

/**
 * How wide a card's picture is drawn (ProductCard): half the phone's width less the page's margins and the gap between
 * two cards; a third of a tablet; at most 300 px beside the filters on a wide screen.
 */
export const CARD_PICTURE_SIZES = '(max-width: 48em) calc(50vw - 24px), (max-width: 75em) 33vw, 300px';
/** How wide a card's picture is drawn in the list view (beside the card's text). */
export const LIST_PICTURE_SIZES = '(max-width: 48em) 40vw, 200px';
/** How wide the product page's main picture is drawn (ProductGallery): the phone's width, half a wide screen. */
export const GALLERY_PICTURE_SIZES = '(max-width: 62em) 100vw, 600px';
/** A gallery thumbnail. */
export const THUMBNAIL_PICTURE_SIZES = '96px';

const UPLOADED = /^\/uploads\/pictures\/([0-9a-f]{16})-(\d{2,4})\.webp$/;
const DRAWN = /^\/images\/products\/([a-z0-9][a-z0-9-]{0,150})\.svg$/;

/** The address of an uploaded picture's variant. */
export const uploadedPictureUrl = (hash: string, width: number, format: PictureFormat) =>
  `/uploads/pictures/${hash}-${width}.${format}`;

/** The address of a drawn demo picture's variant. */
export const drawnPictureUrl = (name: string, width: number, format: PictureFormat) =>
  `/images/products/${name}-${width}.${format}`;

/** The widths made of a picture whose largest variant is `largest` px wide. */
export function widthsUpTo(largest: number): number[] {
  const widths = PICTURE_WIDTHS.filter((width) => width < largest);
  return [...widths, largest];
}

export interface PictureSources {
  /** One `srcset` per format, in PICTURE_FORMATS' order. */
  sources: { type: `image/${PictureFormat}`; srcSet: string }[];
  /** The `<img>`'s own address. */
  fallback: string;
}

const srcSetOf = (widths: readonly number[], url: (width: number) => string) =>
  widths.map((width) => `${url(width)} ${width}w`).join(', ');

/** The variants of a picture, or null for a picture that has none (a link kept from before, a category's drawing). */
export function pictureSources(src: string | null | undefined): PictureSources | null {
  if (!src) return null;
  const uploaded = UPLOADED.exec(src);
  if (uploaded) {
    const [, hash, largest] = uploaded as unknown as [string, string, string];
    const widths = widthsUpTo(Number(largest));
    const fallbackWidth = widths.filter((width) => width <= FALLBACK_WIDTH).pop() ?? widths[0]!;
    return {
      sources: PICTURE_FORMATS.map((format) => ({
        type: `image/${format}` as const,
        srcSet: srcSetOf(widths, (width) => uploadedPictureUrl(hash, width, format)),
      })),
      fallback: uploadedPictureUrl(hash, fallbackWidth, 'webp'),
    };
  }
  const drawn = DRAWN.exec(src);
  if (drawn) {
    const name = drawn[1]!;
    return {
      sources: PICTURE_FORMATS.map((format) => ({
        type: `image/${format}` as const,
        srcSet: srcSetOf(PICTURE_WIDTHS, (width) => drawnPictureUrl(name, width, format)),
      })),
      // The drawing itself: small, sharp at every size, and what a reader of the page's text sees.
      fallback: src,
    };
  }
  return null;
}
