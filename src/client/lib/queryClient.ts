import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for the app: a minute of freshness, one retry, no refetch on window focus. Queries run even when
 * the browser says it is offline (`networkMode: 'always'`): the service worker may answer them from what it saved,
 * and a call nobody can answer ends in the screen's error state with its Retry rather than waiting forever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  });
}
