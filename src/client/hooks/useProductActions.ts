import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { loginAddress } from '../lib/returnPath';
import { useCart } from '../lib/cart';
import { savePendingIntent, tabStorage } from '../lib/pendingIntent';
import { localisedText, productPath } from '../../shared/productDisplay';
import type { ProductLike } from '../lib/products';
import { useFullAddress } from './useAddress';
import { useLanguage } from './useLanguage';

/** The keys of the messages the login page shows when a visitor tried to keep a product (storefront.md section 6). */
export const SHOP_LOGIN_MESSAGES = {
  cart: 'guard.addToCart',
  favorites: 'guard.addToFavorites',
} as const;

export interface ProductActions {
  /** Add to Cart (1 unless told): signed out, to /login with the way back; signed in, into the cart. */
  addToCart(product: ProductLike, quantity?: number): void;
  /** The heart: signed out, to /login with the way back; signed in, kept or let go. */
  toggleFavorite(product: ProductLike): void;
  /** Whether the heart shows the product as kept. */
  isFavorite(product: ProductLike): boolean;
  /** Whether an add or a heart of this product is under way (its control is disabled meanwhile). */
  isBusy(product: ProductLike, action: 'add' | 'favorite'): boolean;
}

/**
 * Add to Cart and the heart, for the product list and the product page. A visitor who is not signed in goes to
 * /login with `from=/shop/{slug or id}` (`/ar/shop/…` in Arabic) and the spec's message, the way the route guard sends them; what they asked
 * for is carried out once they have signed in (lib/pendingIntent.ts).
 */
export function useProductActions(): ProductActions {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { status } = useAuth();
  const cart = useCart();
  const [, navigate] = useLocation();
  const fullAddress = useFullAddress();

  const sendToLogin = useCallback(
    (product: ProductLike, message: string) => {
      const from = fullAddress(productPath(product));
      navigate(loginAddress(from), { state: { from, message } });
    },
    [navigate, fullAddress],
  );

  const nameOf = useCallback(
    (product: ProductLike) => localisedText(product, language).name ?? t('shop.unknownProduct'),
    [language, t],
  );

  const refOf = useCallback(
    (product: ProductLike) => ({ id: String(product.id ?? product.slug ?? ''), name: nameOf(product) }),
    [nameOf],
  );

  const addToCart = useCallback(
    (product: ProductLike, quantity = 1) => {
      if (status === 'signedOut') {
        // Kept for after the sign-in (lib/pendingIntent.ts): the visitor comes back to find it in the cart.
        savePendingIntent(tabStorage(), { kind: 'cart', product: refOf(product), quantity }, Date.now());
        sendToLogin(product, SHOP_LOGIN_MESSAGES.cart);
        return;
      }
      void cart.addToCart(refOf(product), quantity);
    },
    [status, sendToLogin, cart, refOf],
  );

  const toggleFavorite = useCallback(
    (product: ProductLike) => {
      if (status === 'signedOut') {
        savePendingIntent(tabStorage(), { kind: 'favorite', product: refOf(product) }, Date.now());
        sendToLogin(product, SHOP_LOGIN_MESSAGES.favorites);
        return;
      }
      void cart.toggleFavorite(refOf(product));
    },
    [status, sendToLogin, cart, refOf],
  );

  const isFavorite = useCallback(
    (product: ProductLike) => (product.id ? cart.isFavorite(String(product.id)) : false),
    [cart],
  );
  const isBusy = useCallback(
    (product: ProductLike, action: 'add' | 'favorite') => cart.isBusy(`${action}:${String(product.id ?? '')}`),
    [cart],
  );

  return { addToCart, toggleFavorite, isFavorite, isBusy };
}
