import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../../lib/auth';
import { PageLoader } from '../PageLoader/PageLoader';

/** The guard's messages, in the spec's words (storefront.md sections 2 and 6). */
export const GUARD_MESSAGES = {
  default: 'Please log in to access this page',
  favorites: 'Please log in to view your favorites',
  checkout: 'Please log in to proceed with checkout',
} as const;

interface RequireAuthProps {
  children: ReactNode;
  /** The message the login page shows; 'Please log in to access this page' unless the route has its own. */
  message?: string;
}

/**
 * Guarded routes: 'Loading...' while the stored session is checked; signed out, to /login with the path to come
 * back to (`from`) and the message, replacing this entry in the history.
 */
export function RequireAuth({ children, message = GUARD_MESSAGES.default }: RequireAuthProps) {
  const { status } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'resolving') return <PageLoader />;
  if (status === 'signedOut') {
    const from = search ? `${location}?${search}` : location;
    return <Redirect to={`/login?from=${encodeURIComponent(from)}`} replace state={{ from, message }} />;
  }
  return children;
}
