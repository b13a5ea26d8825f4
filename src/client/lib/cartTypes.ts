import type { RouterOutputs } from './routerTypes';

/* The cart's and favourites' types, apart from the provider (cart.tsx) so the engine and hooks it loads can name them. */

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
