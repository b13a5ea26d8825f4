import { envelope, listEnvelope, messageEnvelope } from '../envelope';
import type { RestReply, RestRoute } from '../types';

const group = 'Products';

/** A plain list answered as `{success, data: items, [key]: items}` (the spec reads products by key). */
export function keyedList(key: string) {
  return (output: unknown): RestReply => envelope(output, { [key]: output });
}

/** A write's answer: `{success, data, message}`, 201 for what it created. */
function written(message: string, status = 200) {
  return (output: unknown): RestReply => ({ status, json: { success: true, data: output, message } });
}

/**
 * A review write `{review, summary, message}`: the review as data, the product's new rating and count and the message
 * beside it ('will appear once a moderator has approved it' while the review waits for one).
 */
function reviewWritten(status = 200) {
  return (output: unknown): RestReply => {
    const { review, summary, message } = output as { review: unknown; summary: unknown; message: string };
    return { status, json: { success: true, data: review, summary, message } };
  };
}

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
      'The shop list: ?page, ?limit (≤ 100), ?is_active, ?is_available, ?search, ?category, ?brand, ?price_range, ?min_price, ?max_price, ?min_rating, ?sort_by, ?sort_order',
    respond: listEnvelope('products'),
  },
  { method: 'GET', path: '/products/featured', procedure: 'products.featured', group, summary: 'Featured products (?limit, default 10)', respond: keyedList('products') },
  {
    method: 'GET',
    path: '/products/bestsellers',
    procedure: 'products.bestsellers',
    group,
    summary: 'The most ordered products (?limit, default 10)',
    respond: keyedList('products'),
  },
  {
    method: 'GET',
    path: '/products/category/{category}',
    procedure: 'products.byCategory',
    group,
    summary: 'Newest products of a category (?limit, default 20)',
    respond: keyedList('products'),
  },
  { method: 'GET', path: '/products/statistics', procedure: 'products.statistics', group, summary: 'active_products and by_category counts' },
  { method: 'GET', path: '/products/brands', procedure: 'products.brands', group, summary: 'The brands of the shop (strings)' },
  { method: 'GET', path: '/products/subcategories', procedure: 'products.subcategories', group, summary: 'Subcategories in use (?category)' },
  { method: 'GET', path: '/products/slug/{slug}', procedure: 'products.bySlug', group, summary: 'A product by its slug' },
  { method: 'GET', path: '/products/{id}', procedure: 'products.byId', group, summary: 'A product by its id' },
  {
    method: 'GET',
    path: '/products/{id}/related',
    procedure: 'products.related',
    group,
    summary: 'Related products: same category first, then same brand (?limit, default 6)',
    respond: (output) => envelope(output, output as Record<string, unknown>),
  },
  {
    method: 'POST',
    path: '/products',
    procedure: 'products.create',
    group,
    summary: 'Add a product (administrators)',
    respond: written('Product created successfully', 201),
  },
  { method: 'PUT', path: '/products/{id}', procedure: 'products.update', group, summary: 'Change a product (administrators)', respond: written('Product updated successfully') },
  { method: 'DELETE', path: '/products/{id}', procedure: 'products.delete', group, summary: 'Delete a product (administrators; soft delete)', respond: messageEnvelope },
  {
    method: 'GET',
    path: '/products/{id}/reviews',
    procedure: 'products.reviews',
    group,
    summary: "A product's reviews, newest first (?page, ?limit), with its rating and review_count; signed in, also the caller's own review whatever its status (first) and `mine`",
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
