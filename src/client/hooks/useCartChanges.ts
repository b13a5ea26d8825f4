import { TRPCClientError } from '@trpc/client';
import { useCallback, useMemo } from 'react';
import type { BusyKey, CartLine, CartProductRef, CartView } from '../lib/cartTypes';
import { fail, succeed, type Translate, useCartTexts } from '../lib/cartNotices';
import { trpc } from '../lib/trpc';
import type { Language } from '../i18n';
import { useLanguage } from './useLanguage';

/** A cart without some of its lines: the units and the total (of lines that can be bought) follow. */
function withoutLines(cart: CartView, keep: (line: CartLine) => boolean): CartView {
  const items = cart.items.filter(keep);
  const totalPiastres = items
    .filter((i) => i.available)
    .reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return { items, item_count: items.reduce((n, i) => n + i.quantity, 0), total: totalPiastres / 100 };
}

/**
 * The server's refusals of an add (src/events/cart/businessLogic.ts) by their keys, said with the product's name in the
 * reader's language: the cart's own texts, filled in from the refusal's details.
 */
const ADD_REFUSALS: Record<
  string,
  { key: string; values: (details: Record<string, unknown>) => Record<string, string | number> }
> = {
  // `count` a number, so that i18next picks the Arabic plural form of the pieces left ('قطعتان', '{{count}} قطع').
  'cart.onlyAvailableInCart': {
    key: 'cart.messages.onlyAvailableInCart',
    values: (d) => ({ count: Number(d.available), inCart: String(d.in_cart) }),
  },
  'cart.onlyAvailable': { key: 'cart.messages.onlyAvailable', values: (d) => ({ count: Number(d.available) }) },
  'cart.outOfStock': { key: 'cart.messages.outOfStock', values: () => ({}) },
  'cart.notAvailableNow': { key: 'cart.messages.notAvailable', values: () => ({}) },
  'cart.noLongerSold': { key: 'cart.messages.noLongerSold', values: () => ({}) },
};

/** Whether the server answered (a refusal), as opposed to no answer at all (a dropped connection). */
const serverAnswered = (error: unknown): error is TRPCClientError<never> =>
  error instanceof TRPCClientError && Boolean(error.data);

/** Why an add failed, in the reader's language: the server's own words in English (storefront.md section 8). */
function addFailureText(error: unknown, product: CartProductRef, t: Translate, language: Language): string {
  if (!serverAnswered(error)) return t('cart.messages.addFailedRetry');
  if (language === 'en') return error.message || t('cart.messages.addFailed');
  const details = (error.data as unknown as { details?: Record<string, unknown> | null }).details ?? {};
  const refusal = ADD_REFUSALS[String(details.message_key)];
  return refusal ? t(refusal.key, { product: product.name, ...refusal.values(details) }) : t('cart.messages.addFailed');
}

/**
 * The signed-in user's cart and its changes: loads the cart (and its summary while it has lines), adds, changes
 * quantities, removes and clears with their messages. Removals and clears show at once and are put back when the
 * server refuses; every change then takes the cart the server answers with (its state after the change) and reloads
 * the summary.
 */
export function useCartChanges(mark: (key: BusyKey, on: boolean) => void) {
  const t = useCartTexts();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const cartQuery = trpc.cart.get.useQuery(undefined, { staleTime: 30_000 });
  const hasItems = (cartQuery.data?.items.length ?? 0) > 0;
  const summaryQuery = trpc.cart.summary.useQuery(undefined, { enabled: hasItems, staleTime: 30_000 });

  /** Take the cart the server answered with, and reload what depends on it. */
  const settleCart = useCallback(
    (cart: CartView | null) => {
      if (cart)
        utils.cart.get.setData(undefined, { items: cart.items, item_count: cart.item_count, total: cart.total });
      void utils.cart.get.invalidate();
      void utils.cart.summary.invalidate();
    },
    [utils],
  );

  const reloadCart = useCallback(() => settleCart(null), [settleCart]);

  /** Run a cart change with the line (or the whole cart) shown busy, optionally showing its effect at once. */
  const changeCart = useCallback(
    async (
      key: BusyKey,
      call: () => Promise<CartView>,
      optimistic: ((cart: CartView) => CartView) | null,
      success: string,
      failure: string,
    ) => {
      const before = utils.cart.get.getData();
      mark(key, true);
      if (optimistic && before) {
        await utils.cart.get.cancel();
        utils.cart.get.setData(undefined, optimistic(before));
      }
      try {
        settleCart(await call());
        succeed(success);
      } catch {
        if (optimistic && before) utils.cart.get.setData(undefined, before);
        fail(failure);
        reloadCart();
      } finally {
        mark(key, false);
      }
    },
    [utils, mark, settleCart, reloadCart],
  );

  const addToCart = useCallback(
    async (product: CartProductRef, quantity = 1): Promise<boolean> => {
      const key: BusyKey = `add:${product.id}`;
      mark(key, true);
      try {
        settleCart(await utils.client.cart.add.mutate({ product_id: product.id, quantity }));
        succeed(t('cart.messages.added', { product: product.name }));
        return true;
      } catch (error) {
        fail(addFailureText(error, product, t, language));
        return false;
      } finally {
        mark(key, false);
      }
    },
    [utils, mark, settleCart, t, language],
  );

  const removeItem = useCallback(
    (itemId: string) =>
      changeCart(
        `item:${itemId}`,
        () => utils.client.cart.removeItem.mutate({ id: itemId }),
        (cart) => withoutLines(cart, (line) => line.id !== itemId),
        t('cart.messages.removed'),
        t('cart.messages.removeFailed'),
      ),
    [changeCart, utils, t],
  );

  const updateQuantity = useCallback(
    (itemId: string, quantity: number) =>
      quantity <= 0
        ? removeItem(itemId)
        : changeCart(
            `item:${itemId}`,
            () => utils.client.cart.updateItem.mutate({ id: itemId, quantity }),
            null,
            t('cart.messages.updated'),
            t('cart.messages.updateFailed'),
          ),
    [removeItem, changeCart, utils, t],
  );

  const clearCart = useCallback(
    () =>
      changeCart(
        'clear-cart',
        () => utils.client.cart.clear.mutate(),
        (cart) => withoutLines(cart, () => false),
        t('cart.messages.cleared'),
        t('cart.messages.clearFailed'),
      ),
    [changeCart, utils, t],
  );

  return useMemo(
    () => ({
      cart: cartQuery.data,
      cartStatus: cartQuery.status,
      summary: hasItems ? summaryQuery.data : undefined,
      itemCount: cartQuery.data?.item_count ?? 0,
      addToCart,
      updateQuantity,
      removeItem,
      clearCart,
      reloadCart,
    }),
    [
      cartQuery.data,
      cartQuery.status,
      hasItems,
      summaryQuery.data,
      addToCart,
      updateQuantity,
      removeItem,
      clearCart,
      reloadCart,
    ],
  );
}
