import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/routers';
import { readAuthToken } from './authToken';

/** Typed React hooks for every procedure of the server's AppRouter. */
export const trpc = createTRPCReact<AppRouter>();

/** The tRPC client: batched calls to /trpc, superjson on the wire, bearer token when signed in. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        headers() {
          const token = readAuthToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
