import type { RestReply, RouteRequest } from './types';

/** `{success: true, data}`, plus top-level keys the spec reads directly (e.g. `pagination`, `products`). */
export function envelope(data: unknown, extra: Record<string, unknown> = {}): RestReply {
  return { json: { success: true, data, ...extra } };
}

/**
 * A list answer from a procedure returning `{items, pagination, ...rest}`:
 * `{success, data: items, pagination, [key]: items, ...rest}` (the spec reads crops, products, orders by key).
 */
export function listEnvelope(key?: string) {
  return (output: unknown): RestReply => {
    const { items, pagination, ...rest } = output as { items: unknown[]; pagination: unknown };
    return envelope(items, { pagination, ...(key ? { [key]: items } : {}), ...rest });
  };
}

/** A `{message, ...data}` answer: the message goes beside data (e.g. "Cart cleared successfully"). */
export function messageEnvelope(output: unknown): RestReply {
  const { message, ...data } = output as { message: string };
  return envelope(data, { message });
}

/** No input at all (the procedure takes none). */
export const noInput = () => undefined;

/**
 * Path params over the query, with the named query values read as numbers (query strings arrive as text;
 * a value that is not a number is passed on as NaN, and the procedure's schema refuses it with its field).
 */
export function queryWithNumbers(...names: string[]) {
  return ({ query, params }: RouteRequest): Record<string, unknown> => {
    const input: Record<string, unknown> = { ...query, ...params };
    for (const name of names) if (typeof input[name] === 'string') input[name] = Number(input[name]);
    return input;
  };
}

/** Path params over the JSON body and the query: for DELETE calls that carry a body (e.g. a password). */
export function bodyQueryAndParams({ body, query, params }: RouteRequest): Record<string, unknown> {
  return { ...query, ...(body && typeof body === 'object' ? body : {}), ...params };
}

/**
 * Path and query values for a procedure: empty query values dropped (`?crop_type=` means "any"), the named ones
 * read as numbers (page and limit read text themselves).
 */
export function queryInput(...numbers: string[]) {
  const withNumbers = queryWithNumbers(...numbers);
  return (req: RouteRequest) => withNumbers({ ...req, query: Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== '')) });
}

/** A write's answer: `{success, data, message}`, 201 for what it created. */
export function written(message: string, status = 200) {
  return (output: unknown): RestReply => ({ status, ...envelope(output, { message }) });
}
