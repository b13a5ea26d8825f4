import { listEnvelope, messageEnvelope, noInput, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Market prices';

/** The Market prices group of rest-calls.tsv. Prices are EGP per unit; dates YYYY-MM-DD; windows end today in Egypt. */
export const marketPricesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/market-prices',
    procedure: 'marketPrices.list',
    group,
    summary: 'Quotes, newest first: ?crop, ?market (id or slug), ?from, ?to, ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('prices'),
  },
  { method: 'GET', path: '/market-prices/latest', procedure: 'marketPrices.latest', group, summary: 'The latest quote per crop and market: ?crop, ?market', input: queryInput() },
  {
    method: 'GET',
    path: '/market-prices/trending',
    procedure: 'marketPrices.trending',
    group,
    summary: 'Largest moves between the first and last quote of the window: ?days (default 30), ?crop, ?market, ?limit',
    input: queryInput('days', 'limit'),
  },
  { method: 'GET', path: '/market-prices/locations', procedure: 'marketPrices.locations', group, summary: 'The wholesale markets', input: noInput },
  {
    method: 'GET',
    path: '/market-prices/crop/{id}/history',
    procedure: 'marketPrices.history',
    group,
    summary: "A crop's quotes per market: ?days (default 90), ?market",
    input: queryInput('days'),
  },
  { method: 'POST', path: '/market-prices', procedure: 'marketPrices.create', group, summary: 'Add a quote (administrators)', respond: written('Market price created successfully', 201) },
  { method: 'PUT', path: '/market-prices/{id}', procedure: 'marketPrices.update', group, summary: 'Change a quote (administrators)', respond: written('Market price updated successfully') },
  { method: 'DELETE', path: '/market-prices/{id}', procedure: 'marketPrices.delete', group, summary: 'Delete a quote (administrators)', respond: messageEnvelope },
];
