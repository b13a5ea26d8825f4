import type { RouterOutputs } from './trpc';

/*
 * A product as the shop screens receive it from the API. The pure helpers over these (pictures, prices, stock) are in
 * src/shared/productDisplay.ts, where the server's first paint uses them too.
 */

/** A product as the product page receives it (the whole record). */
export type Product = RouterOutputs['products']['bySlug'];
/** A product as the shop list, searches, favourites and related products receive it: the fields its card shows. */
export type ProductCardItem = RouterOutputs['products']['list']['items'][number];
/** One product review as the product page lists it. */
export type ProductReview = RouterOutputs['products']['reviews']['items'][number];

/** The fields a card needs; every one may be missing in a loosely filled record. */
export type ProductLike = Partial<Product>;
