import { Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { lazyNamed } from '../../lib/lazyNamed';

/* The cart and favourites links (with the badge and their CSS) are only needed once signed in: their own chunk. */
const HeaderCartLinks = lazyNamed(() => import('./HeaderCartLinks'), 'HeaderCartLinks');

/** The header's cart icon with its item-count badge and the favourites link, shown while signed in. */
export function HeaderCart() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <HeaderCartLinks />
    </Suspense>
  );
}
