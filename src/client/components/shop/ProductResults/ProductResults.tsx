import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '../../../../shared/pagination';
import type { ProductActions } from '../../../hooks/useProductActions';
import type { ProductCardItem } from '../../../lib/products';
import type { ShopView } from '../../../../shared/shopQuery';
import { CatalogueResults } from '../../CatalogueResults/CatalogueResults';
import { ProductCard } from '../ProductCard/ProductCard';

interface ProductResultsProps {
  status: 'pending' | 'error' | 'success';
  products: readonly ProductCardItem[] | undefined;
  pagination: Pagination | undefined;
  /** A new page or filter is on its way: the list on screen is the previous one. */
  refreshing: boolean;
  view: ShopView;
  /** The filters sidebar is beside the list (from 62em): the grid keeps a column fewer. */
  filtersOpen?: boolean;
  actions: ProductActions;
  onRetry: () => void;
  onClearAll: () => void;
  onPageChange: (page: number) => void;
}

/**
 * The grid's columns: two compact cards a row on a phone, three full ones from 48em, four on a wide screen without the
 * filters beside the list (with them, as many as fit the narrower column).
 */
function gridColumns(filtersOpen: boolean) {
  return { base: 2, sm: 3, md: filtersOpen ? 2 : 3, lg: filtersOpen ? 3 : 4 };
}

/** The shop list's four states, the 'Showing X to Y of Z products' line, the cards and the page buttons. */
export function ProductResults({
  status,
  products,
  pagination,
  refreshing,
  view,
  filtersOpen = false,
  actions,
  onRetry,
  onClearAll,
  onPageChange,
}: ProductResultsProps) {
  const { t } = useTranslation();
  const from = pagination ? (pagination.page - 1) * pagination.limit + 1 : 0;
  const to = pagination ? Math.min(pagination.page * pagination.limit, pagination.total) : 0;

  const showing = pagination && pagination.total > 0 && products && products.length > 0 && (
    <Text size="sm" c="dimmed" data-testid="shop-showing" aria-live="polite">
      {t('shop.showing', { from, to, count: pagination.total })}
    </Text>
  );

  return (
    <CatalogueResults
      summary={showing}
      query={{ status, refetch: onRetry }}
      items={products}
      texts="shop.states"
      errorHint={t('shop.states.errorText')}
      emptyHint={t('shop.states.emptyHint')}
      emptyAction={
        <Button variant="light" onClick={onClearAll} mt="xs" data-testid="clear-all-filters">
          {t('shop.states.clearAllFilters')}
        </Button>
      }
      testId="product-list"
      refreshing={refreshing}
      cols={view === 'grid' ? gridColumns(filtersOpen) : 1}
      view={view}
      pagination={pagination}
      pages="shop.pagination"
      pageOf={pagination && t('shop.pagination.pageOf', { page: pagination.page, totalPages: pagination.totalPages })}
      pagerTestId="shop-pagination"
      onPageChange={onPageChange}
    >
      {(product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          layout={view}
          onAddToCart={actions.addToCart}
          onToggleFavorite={actions.toggleFavorite}
          favorite={actions.isFavorite(product)}
          adding={actions.isBusy(product, 'add')}
          favoriting={actions.isBusy(product, 'favorite')}
          eagerImage={index < 4}
        />
      )}
    </CatalogueResults>
  );
}
