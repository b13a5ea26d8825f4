import { type ReactNode, Suspense } from 'react';
import { useAuth } from '../../lib/auth';

/** What only a signed-in user sees (a lazy part of the header): nothing for a visitor, nothing while its code loads. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
