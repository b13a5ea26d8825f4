import type { RestReply, RestRoute } from './types';

/**
 * The one table of REST routes: every row of ../shared/spec/rest-calls.tsv maps onto a tRPC procedure here.
 * Later domains add their rows in their own section.
 */

/** `{success: true, data}`, plus top-level keys the spec reads directly (e.g. `pagination`, `products`). */
export function envelope(data: unknown, extra: Record<string, unknown> = {}): RestReply {
  return { json: { success: true, data, ...extra } };
}

/** A list answer: `{success, data: items, pagination, [key]: items}` for the lists the spec names by key. */
export function listEnvelope(key?: string) {
  return (output: unknown): RestReply => {
    const { items, pagination, ...rest } = output as { items: unknown[]; pagination: unknown };
    return envelope(items, { pagination, ...(key ? { [key]: items } : {}), ...rest });
  };
}

const none = () => undefined;

export const routes: RestRoute[] = [
  // ── Other ────────────────────────────────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    path: '/health',
    procedure: 'system.health',
    group: 'Other',
    summary: 'Database and queue health; 503 when the database is down',
    input: none,
    respond: (out) => {
      const health = out as { status: string };
      return { status: health.status === 'ok' ? 200 : 503, json: { success: health.status === 'ok', ...health, data: health } };
    },
  },
  { method: 'GET', path: '/info', procedure: 'system.info', group: 'Other', summary: 'Name, version, database mode, queue kind, event counts', input: none },
  { method: 'GET', path: '/rate-limit-info', procedure: 'system.rateLimitInfo', group: 'Other', summary: 'The request limits in force for the caller', input: none },
];
