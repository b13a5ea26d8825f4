import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { loadCartTexts } from '../i18n';
import { useAuth } from './auth';
import { lazyNamedWith } from './lazyNamed';
import { useCarryOutPendingIntent } from './pendingIntent';
import type { CartState } from './cartTypes';

export type { CartLine, CartState, CartSummary } from './cartTypes';

/** The actions of the cart, which the lazily loaded engine carries out. */
type CartActions = Pick<
  CartState,
  | 'addToCart'
  | 'updateQuantity'
  | 'removeItem'
  | 'clearCart'
  | 'toggleFavorite'
  | 'addFavorite'
  | 'removeFavorite'
  | 'clearFavorites'
  | 'reloadCart'
  | 'reloadFavorites'
>;

const CartContext = createContext<CartState | null>(null);

/* The cart's logic (queries, optimistic changes, messages) and its texts load only once someone is signed in. */
const CartEngine = lazyNamedWith(() => import('./cartEngine'), 'CartEngine', loadCartTexts);

/**
 * Holds the cart and favourites for the whole app. Signed out it is empty and costs next to nothing; signed in it
 * loads the engine (its own chunk), which loads the cart and favourites and publishes them here. Actions asked for
 * while the engine is still arriving wait for it — among them the Add to Cart or heart that sent a visitor to sign in.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const [engine, setEngine] = useState<CartState | null>(null);
  const engineRef = useRef<CartState | null>(null);
  const waiting = useRef<((engine: CartState) => void)[]>([]);

  const publish = useCallback((next: CartState | null) => {
    engineRef.current = next;
    setEngine(next);
    if (next) for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);

  const idle = useMemo<CartState>(() => {
    const ready = () =>
      engineRef.current
        ? Promise.resolve(engineRef.current)
        : new Promise<CartState>((resolve) => waiting.current.push(resolve));
    const actions: CartActions = {
      addToCart: (product, quantity) => ready().then((e) => e.addToCart(product, quantity)),
      updateQuantity: (itemId, quantity) => ready().then((e) => e.updateQuantity(itemId, quantity)),
      removeItem: (itemId) => ready().then((e) => e.removeItem(itemId)),
      clearCart: () => ready().then((e) => e.clearCart()),
      toggleFavorite: (product) => ready().then((e) => e.toggleFavorite(product)),
      addFavorite: (product) => ready().then((e) => e.addFavorite(product)),
      removeFavorite: (productId) => ready().then((e) => e.removeFavorite(productId)),
      clearFavorites: () => ready().then((e) => e.clearFavorites()),
      reloadCart: () => undefined,
      reloadFavorites: () => undefined,
    };
    return {
      active: false,
      cart: undefined,
      cartStatus: 'pending',
      summary: undefined,
      favorites: undefined,
      favoritesStatus: 'pending',
      itemCount: 0,
      isFavorite: () => false,
      isBusy: () => false,
      ...actions,
    };
  }, []);

  // What a signed-out visitor asked for before signing in (lib/pendingIntent.ts), carried out once the engine is here.
  useCarryOutPendingIntent(signedIn, idle);

  return (
    <CartContext.Provider value={signedIn && engine ? engine : idle}>
      {children}
      {signedIn && (
        <Suspense fallback={null}>
          <CartEngine onChange={publish} />
        </Suspense>
      )}
    </CartContext.Provider>
  );
}

/** The cart and favourites of the signed-in user (empty while signed out). */
export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside CartProvider');
  return state;
}
