import { createTRPCClient, httpBatchLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import i18n from 'i18next';
import superjson from 'superjson';
import { navigate } from 'wouter/use-browser-location';
import type { AppRouter } from '../../server/routers';
import { addressIn, languageOfPath, plainAddress } from '../../shared/addresses';
import { MAX_BATCH_SIZE } from '../../shared/batching';
import { clearSession, readAuthToken, readRefreshToken, readStoredUser, storeSession } from './authToken';
import { fetchWatchingConnection } from './connection';
import { isPublicRead } from './publicReads';
import { loginAddress } from './returnPath';

/** Typed React hooks for every procedure of the server's AppRouter. */
export const trpc = createTRPCReact<AppRouter>();

export type { PublicUser, RouterInputs, RouterOutputs } from './routerTypes';

/** What a call can tell the links through `trpc: { context }`. */
export interface AppOperationContext extends Record<string, unknown> {
  /** On a session that cannot be renewed, clear it but stay on the page (the start-up profile check). */
  skipLoginRedirect?: boolean;
}

/**
 * Procedures whose 401 answers the credentials sent with them ('Invalid email or password', 'Invalid two-factor
 * code'), not an expired session: no refresh, no redirect.
 */
const CREDENTIAL_PROCEDURES = new Set([
  'auth.login',
  'auth.register',
  'auth.refresh',
  'auth.logout',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.verifyEmail',
]);

/** Pages a signed-out visitor is sent to or may already be on: never redirect from them to /login. */
const SIGNED_OUT_PAGES = ['/login', '/signup', '/reset-password', '/verify-email'];

/** The key of the message the login page shows after a session could not be renewed. */
export const SESSION_ENDED_MESSAGE = 'messages.sessionExpired';

function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

let refreshClient: ReturnType<typeof createTRPCClient<AppRouter>> | null = null;
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trade the stored refresh token for a new pair, once for every call that is waiting: concurrent 401s share
 * one request (the server rotates the token, so a second refresh with the same token would look like reuse).
 */
function refreshSessionOnce(): Promise<RefreshOutcome> {
  if (refreshInFlight) return refreshInFlight;
  const refreshToken = readRefreshToken();
  if (!refreshToken) return Promise.resolve('refused');
  // Its own client without the refresh link or a bearer token (the batch link is already in the bundle).
  refreshClient ??= createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: MAX_BATCH_SIZE })],
  });
  const client = refreshClient;
  refreshInFlight = (async (): Promise<RefreshOutcome> => {
    try {
      storeSession(await client.auth.refresh.mutate({ refresh_token: refreshToken }));
      return 'renewed';
    } catch (error) {
      // No answer at all (a weak network): keep the session, the next call tries again.
      return error instanceof TRPCClientError && error.data ? 'refused' : 'unreachable';
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/** Clear the session and, unless the caller asked not to, go to /login and come back here afterwards. */
function endSession(context: AppOperationContext): void {
  clearSession();
  if (context.skipLoginRedirect) return;
  const { pathname, search } = window.location;
  if (SIGNED_OUT_PAGES.some((page) => plainAddress(pathname).startsWith(page))) return;
  // Outside the router: the login page in the address's language, coming back to this full address.
  navigate(addressIn(languageOfPath(pathname), loginAddress(pathname + search)), {
    state: { message: SESSION_ENDED_MESSAGE },
  });
}

/**
 * On a 401, refresh the session once (one shared refresh for concurrent calls) and retry the call; when the
 * session cannot be renewed, or there is no refresh token, clear it and send the user to /login
 * (backend-api.md section 4). A call that fails again after the retry reports its error as it is.
 */
export function refreshOnUnauthorizedLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const tokenSent = readAuthToken();
        let current: Unsubscribable | null = null;
        let closed = false;

        const recover = async (error: unknown) => {
          const tokenNow = readAuthToken();
          // Another call renewed the session while this one was on its way: just retry with the new token.
          const outcome: RefreshOutcome = tokenNow && tokenNow !== tokenSent ? 'renewed' : await refreshSessionOnce();
          if (closed) return;
          if (outcome === 'renewed') {
            send(true);
            return;
          }
          if (outcome === 'refused') endSession(op.context as AppOperationContext);
          observer.error(error as TRPCClientError<AppRouter>);
        };

        const send = (isRetry: boolean) => {
          current = next(op).subscribe({
            next: (value) => observer.next(value),
            error: (error) => {
              if (isRetry || CREDENTIAL_PROCEDURES.has(op.path) || !isUnauthorized(error)) observer.error(error);
              else void recover(error);
            },
            complete: () => observer.complete(),
          });
        };

        send(false);
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      });
}

/** A fetch that revalidates what the browser's HTTP cache holds (ETag → 304) rather than trusting it for its max-age. */
const revalidating: typeof fetch = (input, init) => fetchWatchingConnection(input, { ...init, cache: 'no-cache' });

/**
 * The tRPC client: the refresh-on-401 link, then calls to /trpc with superjson. Public reads (lib/publicReads.ts) go
 * one per request without the bearer token — their answer is the same for every visitor, so the service worker may
 * keep it for offline use under a key that does not depend on what was batched with it — except for an
 * administrator, who sees hidden crops in them; every other call is batched and carries the token when signed in.
 * Every call reports to the connection state (lib/connection.ts).
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      refreshOnUnauthorizedLink(),
      splitLink({
        condition: (op) => op.type === 'query' && isPublicRead(op.path) && readStoredUser()?.role !== 'admin',
        // One query per request: its saved copy is found again whatever else the page happens to ask with it. Asked with
        // `cache: 'no-cache'`: the browser revalidates the copy it holds (a 304 of a few bytes when nothing changed)
        // instead of answering from it for the minute its Cache-Control allows — a grower told of a new price sees it.
        true: httpBatchLink({ url: '/trpc', transformer: superjson, fetch: revalidating, maxItems: 1 }),
        // At most MAX_BATCH_SIZE calls a request: the server refuses a larger batch (and counts each call).
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          fetch: fetchWatchingConnection,
          maxItems: MAX_BATCH_SIZE,
          headers() {
            const token = readAuthToken();
            // The server says its messages in the reader's language (its error codes stay the same in every language).
            const language = { 'accept-language': i18n.language || 'en' };
            return token ? { ...language, authorization: `Bearer ${token}` } : language;
          },
        }),
      }),
    ],
  });
}
