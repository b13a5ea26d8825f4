import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { useCart } from '../lib/cart';
import type { ShopProduct } from '../lib/cropCalculator';
import { savePendingIntent, tabStorage } from '../lib/pendingIntent';
import { loginAddress } from '../lib/returnPath';
import { useFullAddress } from './useAddress';
import { useLocalisedText } from './useLocalisedText';

/** Where the login page sends the grower back to (in the page's language), and the key of what it tells them (storefront.md section 6). */
export const CALCULATOR_LOGIN = { from: '/calculators', message: 'guard.addToCart' } as const;

/**
 * "Add {quantity} to cart" of the seed calculator's suggestions. Signed out: to /login with from=/calculators and
 * 'Please log in to add items to your cart' (the calculators keep what was typed, and the packs go into the cart once
 * signed in). Signed in: into the cart, with the cart's own messages.
 */
export function useAddToCartFromCalculator(): (product: ShopProduct, quantity: number) => void {
  const localised = useLocalisedText();
  const { status } = useAuth();
  const cart = useCart();
  const [, navigate] = useLocation();
  const fullAddress = useFullAddress();
  return useCallback(
    (product: ShopProduct, quantity: number) => {
      const ref = { id: String(product.id), name: localised(product.name, product.name_ar) };
      if (status === 'signedOut') {
        // Kept for after the sign-in (lib/pendingIntent.ts): the packs are in the cart when the grower comes back.
        savePendingIntent(tabStorage(), { kind: 'cart', product: ref, quantity }, Date.now());
        const from = fullAddress(CALCULATOR_LOGIN.from);
        navigate(loginAddress(from), { state: { ...CALCULATOR_LOGIN, from } });
        return;
      }
      void cart.addToCart(ref, quantity);
    },
    [status, navigate, cart, localised, fullAddress],
  );
}
