import {
  bodySchema,
  envelope,
  envelopeOf,
  keyed,
  listEnvelope,
  messageEnvelope,
  perObject,
  written,
  writtenAs,
} from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Products';

/**
 * A review write `{review, summary, message}`: the review as data, the product's new rating and count and the message
 * beside it ('will appear once a moderator has approved it' while the review waits for one).
 */
const reviewWritten = (status: 200 | 201 = 200) => writtenAs('review', status);

/** The output as data and its keys beside it too (`{success, data: {related_products}, related_products}`). */
const dataAndKeys = envelopeOf<object>(
  (output) => envelope(output, { ...output }),
  (output) => ({ json: { 200: perObject(output, (object) => bodySchema(object, object.shape)) } }),
);

/**
 * The Products group of rest-calls.tsv. Query values arrive as text; the procedures' schemas read numbers and
 * booleans from text. `GET /products?search=` is the list route with its `search` filter. Static segments
 * (`/products/featured`, `/products/category/...`) win over `/products/{id}` in fastify's router.
 */
export const productsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/products',
    procedure: 'products.list',
    group,
    summary:
      'The shop list: ?page, ?limit (≤ 100), ?is_active, ?is_available, ?search, ?category, ?brand, ?crop (a crop of the guide, by slug: the products for it), ?price_range, ?min_price, ?max_price, ?min_rating, ?sort_by, ?sort_order',
    respond: listEnvelope('products'),
  },
  {
    method: 'GET',
    path: '/products/featured',
    procedure: 'products.featured',
    group,
    summary: 'Featured products (?limit, default 10)',
    respond: keyed('products'),
  },
  {
    method: 'GET',
    path: '/products/bestsellers',
    procedure: 'products.bestsellers',
    group,
    summary: 'The most ordered products (?limit, default 10)',
    respond: keyed('products'),
  },
  {
    method: 'GET',
    path: '/products/category/{category}',
    procedure: 'products.byCategory',
    group,
    summary: 'Newest products of a category (?limit, default 20)',
    respond: keyed('products'),
  },
  {
    method: 'GET',
    path: '/products/statistics',
    procedure: 'products.statistics',
    group,
    summary: 'active_products and by_category counts',
  },
  {
    method: 'GET',
    path: '/products/brands',
    procedure: 'products.brands',
    group,
    summary: 'The brands of the shop (strings)',
  },
  {
    method: 'GET',
    path: '/products/subcategories',
    procedure: 'products.subcategories',
    group,
    summary: 'Subcategories in use (?category)',
  },
  {
    method: 'GET',
    path: '/products/slug/{slug}',
    procedure: 'products.bySlug',
    group,
    summary: 'A product by its slug',
  },
  {
    method: 'GET',
    path: '/products/{id}',
    procedure: 'products.byId',
    group,
    summary: 'A product by its id, with `crops`: the slugs of the crops of the guide it is for',
  },
  {
    method: 'GET',
    path: '/products/{id}/related',
    procedure: 'products.related',
    group,
    summary: 'Related products: same category first, then same brand (?limit, default 6)',
    respond: dataAndKeys,
  },
  {
    method: 'POST',
    path: '/products',
    procedure: 'products.create',
    group,
    summary: 'Add a product (administrators)',
    respond: written(msg('catalogue.productCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/products/{id}',
    procedure: 'products.update',
    group,
    summary: 'Change a product (administrators)',
    respond: written(msg('catalogue.productUpdated')),
  },
  {
    method: 'DELETE',
    path: '/products/{id}',
    procedure: 'products.delete',
    group,
    summary: 'Delete a product (administrators; soft delete)',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/products/{id}/reviews',
    procedure: 'products.reviews',
    group,
    summary:
      "A product's reviews, newest first (?page, ?limit), with its rating and review_count; signed in, also the caller's own review whatever its status (first) and `mine`",
    respond: listEnvelope('reviews'),
  },
  {
    method: 'POST',
    path: '/products/{id}/reviews',
    procedure: 'products.addReview',
    group,
    summary: 'Review a product: {rating 1-5, body?} (signed in; one review per user and product)',
    respond: reviewWritten(201),
  },
  {
    method: 'PUT',
    path: '/products/reviews/{id}',
    procedure: 'products.updateReview',
    group,
    summary: 'Change a review: {rating?, body?} (its author or an administrator)',
    respond: reviewWritten(),
  },
  {
    method: 'DELETE',
    path: '/products/reviews/{id}',
    procedure: 'products.deleteReview',
    group,
    summary: 'Delete a review (its author or an administrator)',
    respond: messageEnvelope,
  },
];
