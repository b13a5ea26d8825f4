import { messageEnvelope, messageEnvelopeAt, noInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Favourites';

/** A new favourite: 201 with the message beside it. */
const added = messageEnvelopeAt(201);

/**
 * The Favourites group of rest-calls.tsv (signed in). `/favorites/{id}` names a product; `/favorites/{type}/{id}`
 * any kept item. Static segments (`check`, `count`) win over `{id}` in fastify's router.
 */
export const favoritesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/favorites',
    procedure: 'favorites.list',
    group,
    summary: 'Favourites, newest first; product favourites with their product',
  },
  {
    method: 'POST',
    path: '/favorites/add',
    procedure: 'favorites.add',
    group,
    summary: 'Keep a product {product_id}; adding it again answers the same favourite',
    respond: added,
  },
  {
    method: 'DELETE',
    path: '/favorites/{id}',
    procedure: 'favorites.remove',
    group,
    summary: 'Stop keeping a product (by product id)',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/favorites/check/{id}',
    procedure: 'favorites.check',
    group,
    summary: 'Whether a product is a favourite: {is_favorite}',
  },
  {
    method: 'GET',
    path: '/favorites/count',
    procedure: 'favorites.count',
    group,
    summary: 'How many favourites: {count}',
  },
  {
    method: 'DELETE',
    path: '/favorites',
    procedure: 'favorites.clear',
    group,
    summary: 'Remove every favourite',
    input: noInput,
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/favorites',
    procedure: 'favorites.addItem',
    group,
    summary: 'Keep a product, crop or guide {type, item_id}',
    respond: added,
  },
  {
    method: 'DELETE',
    path: '/favorites/{type}/{id}',
    procedure: 'favorites.removeItem',
    group,
    summary: 'Stop keeping a product, crop or guide',
    respond: messageEnvelope,
  },
];
