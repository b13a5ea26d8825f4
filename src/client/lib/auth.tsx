import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { LoginInput, RegisterInput } from '../../shared/schemas/auth';
import { clearSession, onSessionChange, readAuthToken, readStoredUser, storeSession, storeUser } from './authToken';
import { isNetworkFailure } from './errors';
import { hydratingFirstPaint, releaseSignedInPaint } from './firstPaint';
import { markPendingIntentDue, tabStorage } from './pendingIntent';
import { type AppOperationContext, type PublicUser, trpc } from './trpc';

/**
 * `resolving`: a stored session is being checked against the server (start-up); guards wait.
 * `signedIn` / `signedOut`: settled.
 */
export type AuthStatus = 'resolving' | 'signedIn' | 'signedOut';

/** The answer of a sign-in: done, or a second step with an authenticator code is needed. */
export type LoginOutcome = { twoFactorRequired: false } | { twoFactorRequired: true; message: string };

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user (while resolving: the stored one), or null. */
  user: PublicUser | null;
  /** Sign in; stores the token pair and the user, or reports that an authenticator code is needed. */
  login(input: LoginInput): Promise<LoginOutcome>;
  /** Create the account and sign in with it. */
  /** Create the account and sign in; answers the new user (a mobile number's code is typed next). */
  register(input: RegisterInput): Promise<PublicUser>;
  /** End the session on the server, and here even when that call fails. */
  logout(): Promise<void>;
  /** Keep a changed user (profile saved, photo uploaded). */
  updateUser(user: PublicUser): void;
  /** Forget the session here only (the account was deactivated or deleted, so the server has ended it). */
  forgetSession(): void;
}

const AuthContext = createContext<AuthState | null>(null);

interface SessionSnapshot {
  status: AuthStatus;
  user: PublicUser | null;
}

const SIGNED_OUT: SessionSnapshot = { status: 'signedOut', user: null };

function initialSnapshot(): SessionSnapshot {
  const user = readAuthToken() ? readStoredUser() : null;
  return user ? { status: 'resolving', user } : SIGNED_OUT;
}

/**
 * The session for the whole app (backend-api.md section 4): read from local storage at start-up and checked
 * with `auth.profile` (everything is cleared if that fails); kept in step with every later change of the
 * stored session — sign-in here, a refresh or a forced sign-out by the tRPC link, or another tab.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(initialSnapshot);
  // A signed-in reader's first paint (src/shared/prerender.ts) shows the public screen as a visitor sees it: hydrated
  // as painted (a different tree would cost a client render of the whole root), then the reader's session is shown.
  // The session itself is checked meanwhile (startupCheck below reads `snapshot`).
  const [painted, setPainted] = useState(() => snapshot.user !== null && hydratingFirstPaint());
  useEffect(() => {
    if (painted) setPainted(false);
    else releaseSignedInPaint(document);
  }, [painted]);
  const shown = painted ? SIGNED_OUT : snapshot;
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  /** Cached answers belong to the user who asked: drop them whenever the user changes (system info stays). */
  const dropUserData = useCallback(() => {
    queryClient.removeQueries({
      predicate: (query) => {
        const path = query.queryKey[0];
        return !(Array.isArray(path) && path[0] === 'system');
      },
    });
  }, [queryClient]);

  useEffect(
    () =>
      onSessionChange(() => {
        const user = readAuthToken() ? readStoredUser() : null;
        setSnapshot((previous) => {
          if (!user) return { status: 'signedOut', user: null };
          return { status: previous.status === 'signedOut' ? 'signedIn' : previous.status, user };
        });
      }),
    [],
  );

  const startupCheck = trpc.auth.profile.useQuery(undefined, {
    enabled: snapshot.status === 'resolving',
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
    trpc: { context: { skipLoginRedirect: true } satisfies AppOperationContext },
  });

  useEffect(() => {
    if (snapshot.status !== 'resolving') return;
    if (startupCheck.isSuccess) {
      setSnapshot({ status: 'signedIn', user: startupCheck.data });
      storeUser(startupCheck.data);
    } else if (startupCheck.isError) {
      // No answer at all (offline, the server unreachable): keep the stored session; the next call checks it again.
      if (isNetworkFailure(startupCheck.error))
        setSnapshot((previous) => ({ status: 'signedIn', user: previous.user }));
      else clearSession();
    }
  }, [snapshot.status, startupCheck.isSuccess, startupCheck.isError, startupCheck.data, startupCheck.error]);

  const login = useCallback(
    async (input: LoginInput): Promise<LoginOutcome> => {
      const result = await utils.client.auth.login.mutate(input);
      if ('two_factor_required' in result) return { twoFactorRequired: true, message: result.message };
      dropUserData();
      markPendingIntentDue(tabStorage());
      storeSession(result);
      setSnapshot({ status: 'signedIn', user: result.user });
      return { twoFactorRequired: false };
    },
    [utils, dropUserData],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const result = await utils.client.auth.register.mutate(input);
      dropUserData();
      markPendingIntentDue(tabStorage());
      storeSession(result);
      setSnapshot({ status: 'signedIn', user: result.user });
      return result.user;
    },
    [utils, dropUserData],
  );

  const forgetSession = useCallback(() => {
    clearSession();
    dropUserData();
  }, [dropUserData]);

  const logout = useCallback(async () => {
    try {
      await utils.client.auth.logout.mutate();
    } catch {
      // The spec's rule: signing out works even when the server cannot be told (offline, session gone).
    } finally {
      forgetSession();
    }
  }, [utils, forgetSession]);

  const updateUser = useCallback(
    (user: PublicUser) => {
      storeUser(user);
      utils.auth.profile.setData(undefined, user);
    },
    [utils],
  );

  const value = useMemo<AuthState>(
    () => ({ ...shown, login, register, logout, updateUser, forgetSession }),
    [shown, login, register, logout, updateUser, forgetSession],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The session: status, user, and the sign-in, sign-up and sign-out actions. */
export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
