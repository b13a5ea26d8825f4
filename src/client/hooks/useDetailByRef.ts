import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { isNetworkFailure } from '../lib/errors';

/** A detail page's item (a crop, a product) as the page sees it: loading, not found, failed with a retry, or loaded. */
export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'loaded'; item: T };

/** What a lookup is asked with: retried only when no answer came, and by id only once the slug has failed. */
export interface LookupOptions {
  enabled?: boolean;
  retry: (failureCount: number, error: unknown) => boolean;
}

/** The parts of a query's result a lookup reads. */
export interface Lookup<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Only a call that got no answer is worth repeating at once; a 404 or 400 answers the same the second time. */
function retryWithoutAnswer(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) && failureCount < 1;
}

/** The server said there is no such item (404), or the reference cannot name one (400). */
function isMissing(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: string } | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * The item of a /{list}/{slug or id} page: by slug, and when that fails and the reference is a number, by id.
 * `useBySlug` and `useById` run the two queries (they are hooks, called once each on every render).
 */
export function useDetailByRef<T>(
  ref: string,
  useBySlug: (slug: string, options: LookupOptions) => Lookup<T>,
  useById: (id: string, options: LookupOptions) => Lookup<T>,
): DetailState<T> {
  const numeric = /^\d+$/.test(ref);
  const bySlug = useBySlug(ref, { retry: retryWithoutAnswer });
  const byId = useById(ref, { enabled: numeric && bySlug.isError, retry: retryWithoutAnswer });
  const { refetch: refetchSlug } = bySlug;
  const { refetch: refetchId } = byId;
  const retry = useCallback(() => {
    void refetchSlug();
    if (numeric) void refetchId();
  }, [numeric, refetchSlug, refetchId]);

  if (bySlug.data) return { status: 'loaded', item: bySlug.data };
  if (bySlug.isPending) return { status: 'loading' };
  if (!numeric) return isMissing(bySlug.error) ? { status: 'notFound' } : { status: 'error', retry };
  if (byId.data) return { status: 'loaded', item: byId.data };
  if (byId.isPending) return { status: 'loading' };
  return isMissing(byId.error) ? { status: 'notFound' } : { status: 'error', retry };
}

/** The route parameter as typed; wouter hands it over still encoded when it holds escapes. */
export function decodedParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
