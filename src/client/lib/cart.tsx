import { createContext, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { loadCartTexts } from '../i18n';
import { useAuth } from './auth';
import { lazyNamedWith } from './lazyNamed';
import { useCarryOutPendingIntent } from './pendingIntent';
import type { RouterOutputs } from './trpc';

/** The signed-in user's cart as `cart.get` answers it. */
export type CartView = RouterOutputs['cart']['get'];
/** One line of the cart: the product's current price; `available` false once it cannot be bought. */
export type CartLine = CartView['items'][number];
/** Subtotal, shipping, total and the free-shipping threshold (`cart.summary`). */
export type CartSummary = RouterOutputs['cart']['summary'];
/** One favourite as `favorites.list` answers it (product favourites carry their product). */
export type Favorite = RouterOutputs['favorites']['list'][number];
/** What an action needs to know of a product: its id and the name its messages show. */
export interface CartProductRef {
  id: string;
  name: string;
}

/** What a busy marker is about: adding a product, a cart line, a product's heart, or clearing a whole list. */
export type BusyKey = `add:${string}` | `item:${string}` | `favorite:${string}` | 'clear-cart' | 'clear-favorites';

export type LoadStatus = 'pending' | 'error' | 'success';

/** The cart and favourites of the signed-in user, and every action on them (backend-api.md section 4). */
export interface CartState {
  /** True once the cart's logic is loaded for a signed-in user. */
  active: boolean;
  cart: CartView | undefined;
  cartStatus: LoadStatus;
  /** Loaded when the cart is not empty (storefront.md section 7). */
  summary: CartSummary | undefined;
  favorites: Favorite[] | undefined;
  favoritesStatus: LoadStatus;
  /** Units in the cart: the header badge. */
  itemCount: number;
  isFavorite(productId: string): boolean;
  isBusy(key: BusyKey): boolean;
  /** '{product} added to cart', or the failure; resolves to whether it was added. */
  addToCart(product: CartProductRef, quantity?: number): Promise<boolean>;
  /** Set a line's quantity; 0 or less removes the line. */
  updateQuantity(itemId: string, quantity: number): Promise<void>;
  /** Removed at once, put back if the server refuses. */
  removeItem(itemId: string): Promise<void>;
  clearCart(): Promise<void>;
  /** The heart: kept or let go at once, put back if the server refuses. */
  toggleFavorite(product: CartProductRef): Promise<void>;
  /** Keep a product as a favourite (already kept: stays kept): the heart tapped before signing in. */
  addFavorite(product: CartProductRef): Promise<void>;
  removeFavorite(productId: string): Promise<void>;
  clearFavorites(): Promise<void>;
  reloadCart(): void;
  reloadFavorites(): void;
}

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
