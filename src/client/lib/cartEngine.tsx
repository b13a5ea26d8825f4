import { useEffect, useMemo } from 'react';
import { useBusyKeys } from '../hooks/useBusyKeys';
import { useCartChanges } from '../hooks/useCartChanges';
import { useFavoriteChanges } from '../hooks/useFavoriteChanges';
import type { BusyKey, CartState } from './cartTypes';

/**
 * The cart's logic, loaded (with its texts) only for a signed-in user: the cart (useCartChanges) and the favourites
 * (useFavoriteChanges) with one set of busy markers, published to `CartProvider` through `onChange`.
 */
export function CartEngine({ onChange }: { onChange: (state: CartState | null) => void }) {
  const { mark, isBusy } = useBusyKeys<BusyKey>();
  const cart = useCartChanges(mark);
  const favorites = useFavoriteChanges(mark);
  const state = useMemo<CartState>(() => ({ active: true, ...cart, ...favorites, isBusy }), [cart, favorites, isBusy]);

  useEffect(() => onChange(state), [onChange, state]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
