import type { RestReply } from './types';

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
