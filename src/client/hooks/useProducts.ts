import { keepPreviousData } from '@tanstack/react-query';
import { type ShopQuery, productListInput } from '../../shared/shopQuery';
import { trpc } from '../lib/trpc';

/**
 * One page of the shop list (`products.list`, storefront.md section 7). While the next page or filter loads, the
 * list on screen stays (marked as loading) instead of blanking: on a weak network the grower keeps something to read.
 */
export function useProducts(query: ShopQuery) {
  return trpc.products.list.useQuery(productListInput(query), { placeholderData: keepPreviousData });
}

/** The shop's counts: all active products and per category (`products.statistics`). */
export function useShopStatistics() {
  return trpc.products.statistics.useQuery(undefined, { staleTime: 5 * 60_000 });
}

/**
 * The brands' Arabic names (`products.brandNames`), asked only on Arabic screens: the brand filter shows and sorts the
 * names Arabic readers know.
 */
export function useProductBrandNames(arabic: boolean) {
  return trpc.products.brandNames.useQuery(undefined, { staleTime: 5 * 60_000, enabled: arabic });
}

/** The brands of the shop's products, alphabetically (`products.brands`). */
export function useProductBrands() {
  return trpc.products.brands.useQuery(undefined, { staleTime: 5 * 60_000 });
}
