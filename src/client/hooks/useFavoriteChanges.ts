import { useCallback, useMemo } from 'react';
import type { BusyKey, CartProductRef, Favorite } from '../lib/cartTypes';
import { fail, succeed, useCartTexts } from '../lib/cartNotices';
import { failureText } from '../lib/errors';
import { trpc } from '../lib/trpc';

const isProduct = (productId: string) => (f: Favorite) => f.type === 'product' && f.product_id === productId;

/**
 * The signed-in user's favourites and their changes: the heart, adding, removing and clearing with their messages.
 * Every change shows at once and is put back (and reloaded) when the server refuses.
 */
export function useFavoriteChanges(mark: (key: BusyKey, on: boolean) => void) {
  const t = useCartTexts();
  const utils = trpc.useUtils();
  const favoritesQuery = trpc.favorites.list.useQuery(undefined, { staleTime: 30_000 });

  const reloadFavorites = useCallback(() => void utils.favorites.list.invalidate(), [utils]);

  /** Run a favourites change shown at once, put back (and reloaded) if it fails; `failure` words the error. */
  const changeFavorites = useCallback(
    async (
      key: BusyKey,
      call: () => Promise<unknown>,
      optimistic: (list: Favorite[]) => Favorite[],
      success: string,
      failure: (error: unknown) => string,
    ) => {
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
    (productId: string) => (favoritesQuery.data ?? []).some(isProduct(productId)),
    [favoritesQuery.data],
  );

  /** Let a product go; `failure` words the error (the heart's and the Favorites page's differ). */
  const dropFavorite = useCallback(
    (productId: string, failure: (error: unknown) => string) =>
      changeFavorites(
        `favorite:${productId}`,
        () => utils.client.favorites.remove.mutate({ id: productId }),
        (list) => list.filter((f) => !isProduct(productId)(f)),
        t('favorites.messages.removed'),
        failure,
      ),
    [changeFavorites, utils, t],
  );

  const removeFavorite = useCallback(
    (productId: string) => dropFavorite(productId, () => t('favorites.messages.removeFailed')),
    [dropFavorite, t],
  );

  /** The heart's failure: 'Failed to update favorites' when the server refused, '… Please try again.' without an answer. */
  const heartFailure = useCallback(
    (error: unknown) =>
      failureText(error, t('favorites.messages.updateFailed'), t('favorites.messages.updateFailedRetry')),
    [t],
  );

  const addFavorite = useCallback(
    (product: CartProductRef) => {
      // Shown as kept at once; the reload brings the favourite with its product. Adding twice answers the same favourite.
      const kept = {
        id: `pending-${product.id}`,
        type: 'product',
        item_id: product.id,
        product_id: product.id,
        product: null,
      } as unknown as Favorite;
      return changeFavorites(
        `favorite:${product.id}`,
        () => utils.client.favorites.add.mutate({ product_id: product.id }),
        (list) => (list.some(isProduct(product.id)) ? list : [kept, ...list]),
        t('favorites.messages.added'),
        heartFailure,
      );
    },
    [changeFavorites, utils, t, heartFailure],
  );

  const toggleFavorite = useCallback(
    (product: CartProductRef) =>
      isFavorite(product.id) ? dropFavorite(product.id, heartFailure) : addFavorite(product),
    [isFavorite, addFavorite, dropFavorite, heartFailure],
  );

  const clearFavorites = useCallback(
    () =>
      changeFavorites(
        'clear-favorites',
        () => utils.client.favorites.clear.mutate(),
        () => [],
        t('favorites.messages.cleared'),
        () => t('favorites.messages.clearFailed'),
      ),
    [changeFavorites, utils, t],
  );

  return useMemo(
    () => ({
      favorites: favoritesQuery.data,
      favoritesStatus: favoritesQuery.status,
      isFavorite,
      toggleFavorite,
      addFavorite,
      removeFavorite,
      clearFavorites,
      reloadFavorites,
    }),
    [
      favoritesQuery.data,
      favoritesQuery.status,
      isFavorite,
      toggleFavorite,
      addFavorite,
      removeFavorite,
      clearFavorites,
      reloadFavorites,
    ],
  );
}
