import { lazyNamed } from '../../lib/lazyNamed';
import { SignedInOnly } from '../SignedInOnly/SignedInOnly';

/* The cart and favourites links (with the badge and their CSS) are only needed once signed in: their own chunk. */
const HeaderCartLinks = lazyNamed(() => import('./HeaderCartLinks'), 'HeaderCartLinks');

/** The header's cart icon with its item-count badge and the favourites link, shown while signed in. */
export function HeaderCart() {
  return (
    <SignedInOnly>
      <HeaderCartLinks />
    </SignedInOnly>
  );
}
