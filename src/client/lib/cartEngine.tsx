import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/useLanguage';
import type { BusyKey, CartLine, CartProductRef, CartState, CartView, Favorite } from './cart';
import { failureText } from './errors';
import { trpc } from './trpc';

/** A cart without some of its lines: the units and the total (of lines that can be bought) follow. */
function withoutLines(cart: CartView, keep: (line: CartLine) => boolean): CartView {
  const items = cart.items.filter(keep);
  const totalPiastres = items.filter((i) => i.available).reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return { items, item_count: items.reduce((n, i) => n + i.quantity, 0), total: totalPiastres / 100 };
}

/** The server's refusals of an add (src/events/cart/businessLogic.ts), so they can be said in Arabic too. */
const ADD_REFUSALS: { pattern: RegExp; key: string; values: (match: RegExpExecArray) => Record<string, string> }[] = [
  { pattern: /^Only (\d+) of .+ (?:is|are) available; your cart already has (\d+)$/, key: 'cart.messages.onlyAvailableInCart', values: (m) => ({ count: m[1]!, inCart: m[2]! }) },
  { pattern: /^Only (\d+) of .+ (?:is|are) available$/, key: 'cart.messages.onlyAvailable', values: (m) => ({ count: m[1]! }) },
  { pattern: /^.+ is out of stock$/, key: 'cart.messages.outOfStock', values: () => ({}) },
  { pattern: /^.+ is not available at the moment$/, key: 'cart.messages.notAvailable', values: () => ({}) },
  { pattern: /^.+ is no longer sold$/, key: 'cart.messages.noLongerSold', values: () => ({}) },
];

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Whether the server answered (a refusal), as opposed to no answer at all (a dropped connection). */
const serverAnswered = (error: unknown): error is TRPCClientError<never> => error instanceof TRPCClientError && Boolean(error.data);

const fail = (message: string) => notifications.show({ message, color: 'red' });
const succeed = (message: string) => notifications.show({ message, color: 'leaf' });

/**
 * The cart's logic, loaded (with its texts) only for a signed-in user: loads the cart and the favourites, carries
 * out every action with its messages, and publishes the state to `CartProvider` through `onChange`. Removals,
 * clears and favourite changes show at once and are put back when the server refuses; every change then takes the
 * cart the server answers with (its state after the change) and reloads the summary.
 */
export function CartEngine({ onChange }: { onChange: (state: CartState | null) => void }) {
  const { t: translate } = useTranslation();
  const t = translate as unknown as Translate;
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const cartQuery = trpc.cart.get.useQuery(undefined, { staleTime: 30_000 });
  const hasItems = (cartQuery.data?.items.length ?? 0) > 0;
  const summaryQuery = trpc.cart.summary.useQuery(undefined, { enabled: hasItems, staleTime: 30_000 });
  const favoritesQuery = trpc.favorites.list.useQuery(undefined, { staleTime: 30_000 });
  const [busy, setBusy] = useState<ReadonlySet<BusyKey>>(() => new Set());

  const mark = useCallback((key: BusyKey, on: boolean) => {
    setBusy((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Take the cart the server answered with, and reload what depends on it. */
  const settleCart = useCallback(
    (cart: CartView | null) => {
      if (cart) utils.cart.get.setData(undefined, { items: cart.items, item_count: cart.item_count, total: cart.total });
      void utils.cart.get.invalidate();
      void utils.cart.summary.invalidate();
    },
    [utils],
  );

  const reloadCart = useCallback(() => settleCart(null), [settleCart]);
  const reloadFavorites = useCallback(() => void utils.favorites.list.invalidate(), [utils]);

  /** Run a cart change with the line (or the whole cart) shown busy, optionally showing its effect at once. */
  const changeCart = useCallback(
    async (key: BusyKey, call: () => Promise<CartView>, optimistic: ((cart: CartView) => CartView) | null, success: string, failure: string) => {
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
        if (!serverAnswered(error)) {
          fail(t('cart.messages.addFailedRetry'));
        } else if (language === 'en') {
          // The server's own words are preferred (storefront.md section 8).
          fail(error.message || t('cart.messages.addFailed'));
        } else {
          const refusal = ADD_REFUSALS.map((r) => ({ r, m: r.pattern.exec(error.message) })).find((x) => x.m);
          fail(refusal ? t(refusal.r.key, { product: product.name, ...refusal.r.values(refusal.m!) }) : t('cart.messages.addFailed'));
        }
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

  /** Run a favourites change shown at once, put back (and reloaded) if it fails; `failure` words the error. */
  const changeFavorites = useCallback(
    async (key: BusyKey, call: () => Promise<unknown>, optimistic: (list: Favorite[]) => Favorite[], success: string, failure: (error: unknown) => string) => {
      const before = utils.favorites.list.getData();
      mark(key, true);
      await utils.favorites.list.cancel();
      utils.favorites.list.setData(undefined, optimistic(before ?? []));
      try {
        await call();
        succeed(success);
      } catch (error) {
        utils.favorites.list.setData(undefined, before);
        fail(failure(error));
      } finally {
        mark(key, false);
        reloadFavorites();
      }
    },
    [utils, mark, reloadFavorites],
  );

  const isFavorite = useCallback(
    (productId: string) => (favoritesQuery.data ?? []).some((f) => f.type === 'product' && f.product_id === productId),
    [favoritesQuery.data],
  );

  const removeFavorite = useCallback(
    (productId: string) =>
      changeFavorites(
        `favorite:${productId}`,
        () => utils.client.favorites.remove.mutate({ id: productId }),
        (list) => list.filter((f) => !(f.type === 'product' && f.product_id === productId)),
        t('favorites.messages.removed'),
        () => t('favorites.messages.removeFailed'),
      ),
    [changeFavorites, utils, t],
  );

  /** The heart's failure: 'Failed to update favorites' when the server refused, '… Please try again.' without an answer. */
  const heartFailure = useCallback(
    (error: unknown) => failureText(error, t('favorites.messages.updateFailed'), t('favorites.messages.updateFailedRetry')),
    [t],
  );

  const addFavorite = useCallback(
    (product: CartProductRef) => {
      // Shown as kept at once; the reload brings the favourite with its product. Adding twice answers the same favourite.
      const kept = { id: `pending-${product.id}`, type: 'product', item_id: product.id, product_id: product.id, product: null } as unknown as Favorite;
      const isThis = (f: Favorite) => f.type === 'product' && f.product_id === product.id;
      return changeFavorites(
        `favorite:${product.id}`,
        () => utils.client.favorites.add.mutate({ product_id: product.id }),
        (list) => (list.some(isThis) ? list : [kept, ...list]),
        t('favorites.messages.added'),
        heartFailure,
      );
    },
    [changeFavorites, utils, t, heartFailure],
  );

  const toggleFavorite = useCallback(
    (product: CartProductRef) => {
      if (!isFavorite(product.id)) return addFavorite(product);
      return changeFavorites(
        `favorite:${product.id}`,
        () => utils.client.favorites.remove.mutate({ id: product.id }),
        (list) => list.filter((f) => !(f.type === 'product' && f.product_id === product.id)),
        t('favorites.messages.removed'),
        heartFailure,
      );
    },
    [isFavorite, addFavorite, changeFavorites, utils, t, heartFailure],
  );

  const clearFavorites = useCallback(
    () =>
      changeFavorites('clear-favorites', () => utils.client.favorites.clear.mutate(), () => [], t('favorites.messages.cleared'), () => t('favorites.messages.clearFailed')),
    [changeFavorites, utils, t],
  );

  const isBusy = useCallback((key: BusyKey) => busy.has(key), [busy]);

  const state = useMemo<CartState>(
    () => ({
      active: true,
      cart: cartQuery.data,
      cartStatus: cartQuery.status,
      summary: hasItems ? summaryQuery.data : undefined,
      favorites: favoritesQuery.data,
      favoritesStatus: favoritesQuery.status,
      itemCount: cartQuery.data?.item_count ?? 0,
      isFavorite,
      isBusy,
      addToCart,
      updateQuantity,
      removeItem,
      clearCart,
      toggleFavorite,
      addFavorite,
      removeFavorite,
      clearFavorites,
      reloadCart,
      reloadFavorites,
    }),
    [
      cartQuery.data,
      cartQuery.status,
      hasItems,
      summaryQuery.data,
      favoritesQuery.data,
      favoritesQuery.status,
      isFavorite,
      isBusy,
      addToCart,
      updateQuantity,
      removeItem,
      clearCart,
      toggleFavorite,
      addFavorite,
      removeFavorite,
      clearFavorites,
      reloadCart,
      reloadFavorites,
    ],
  );

  useEffect(() => onChange(state), [onChange, state]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
