import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useCurrentAddress } from '../../hooks/useAddress';
import { useAuth } from '../../lib/auth';
import { loginAddress } from '../../lib/returnPath';
import { PageLoader } from '../PageLoader/PageLoader';

/** The guard's messages by key, passed to the login page, which says them (storefront.md sections 2 and 6). */
export const GUARD_MESSAGES = {
  default: 'guard.loginRequired',
  favorites: 'guard.favorites',
  checkout: 'guard.checkout',
} as const;

interface RequireAuthProps {
  children: ReactNode;
  /** The key of the message the login page shows: 'Please log in to access this page' unless the route has its own. */
  message?: string;
}

/**
 * Guarded routes: 'Loading...' while the stored session is checked; signed out, to /login (in the page's language)
 * with the full address to come back to (`from`, `/ar/orders` in Arabic) and the message, replacing this entry in the history.
 */
export function RequireAuth({ children, message = GUARD_MESSAGES.default }: RequireAuthProps) {
  const { status } = useAuth();
  const from = useCurrentAddress();
  if (status === 'resolving') return <PageLoader />;
  if (status === 'signedOut') {
    return <Redirect to={loginAddress(from)} replace state={{ from, message }} />;
  }
  return children;
}
