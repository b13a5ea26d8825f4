import '../styles/shopPages';
import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterBox } from '../components/shop/NewsletterBox/NewsletterBox';
import { ProductResults } from '../components/shop/ProductResults/ProductResults';
import { ShopFilters } from '../components/shop/ShopFilters/ShopFilters';
import { ShopLinks } from '../components/shop/ShopLinks/ShopLinks';
import { ShopToolbar } from '../components/shop/ShopToolbar/ShopToolbar';
import { useLanguage } from '../hooks/useLanguage';
import { usePageTitle } from '../hooks/usePageTitle';
import { useProductActions } from '../hooks/useProductActions';
import { useProductBrandNames, useProductBrands, useProducts, useShopStatistics } from '../hooks/useProducts';
import { useReorderFromUrl } from '../hooks/useReorderFromUrl';
import { useShopQuery } from '../hooks/useShopQuery';
import { activeFilterCount, filtersOf } from '../../shared/shopQuery';
import { WIDE_SCREEN_QUERY } from '../../shared/prerender';

/** The sidebar starts open where there is room beside the list (62em, Mantine's `md`), closed on a phone. */
function wideScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(WIDE_SCREEN_QUERY).matches
  );
}

/** The screen's width is read once, not followed (the sidebar does not jump while the grower turns the phone). */
const neverChanges = () => () => {};

function scrollToList() {
  document.getElementById('shop-results')?.scrollIntoView({ block: 'start' });
}

/** /shop — search, filters, sort, the product list with its pages, the newsletter box and links (storefront.md). */
export function ShopPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageTitle(t('shop.pageTitle'));
  const shop = useShopQuery();
  const { query } = shop;
  const list = useProducts(query);
  // The cards are drawn from a deferred copy of the answer: twenty cards are a long task for a cheap phone, and drawn
  // as a deferred value React does it in slices, between which the phone still scrolls and answers a tap (a new
  // page, a filter, or the first answer when the screen was not painted by the server). Until then the list on
  // screen shows as refreshing.
  const shown = useDeferredValue(list.data);
  const drawing = shown !== list.data;
  const status = list.status === 'success' && !shown ? 'pending' : list.status;
  const statistics = useShopStatistics();
  const brands = useProductBrands();
  const brandNames = useProductBrandNames(language === 'ar');
  const actions = useProductActions();
  // Closed in a first paint rendered to HTML (which cannot know the width; it is shown only to screens where it starts
  // closed, src/shared/prerender.ts) and while the browser hydrates it (useSyncExternalStore's server value).
  const roomForFilters = useSyncExternalStore(neverChanges, wideScreen, () => false);
  const [filtersChosen, setFiltersChosen] = useState<boolean | null>(null);
  const filtersOpen = filtersChosen ?? roomForFilters;
  const applied = filtersOf(query);
  useReorderFromUrl();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('shop.title')}
          </Title>
          <Text c="dimmed" mt={4} fz={{ base: 'sm', sm: 'md' }}>
            {t('shop.subtitle')}
          </Text>
        </div>

        <ShopToolbar
          search={query.search}
          sort={query.sort}
          view={query.view}
          filtersOpen={filtersOpen}
          activeFilters={activeFilterCount(applied)}
          onSearch={shop.search}
          onSortChange={shop.sortBy}
          onViewChange={shop.setView}
          onToggleFilters={() => setFiltersChosen(!filtersOpen)}
        />

        <Grid gap="lg">
          {filtersOpen && (
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <ShopFilters
                key={JSON.stringify(applied)}
                applied={applied}
                counts={statistics.data}
                brands={brands.data}
                brandNames={brandNames.data}
                onApply={(filters) => {
                  shop.applyFilters(filters);
                  if (!wideScreen()) setFiltersChosen(false);
                }}
                onClearAll={shop.clearFilters}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: filtersOpen ? 8 : 12, lg: filtersOpen ? 9 : 12 }}>
            {/* A screen tall while the first page loads, so the newsletter box below is not shown and then pushed down. */}
            <Box id="shop-results" style={{ scrollMarginTop: 80 }} mih={status === 'pending' ? '100dvh' : undefined}>
              <ProductResults
                status={status}
                products={shown?.items}
                pagination={shown?.pagination}
                refreshing={list.isPlaceholderData || drawing}
                view={query.view}
                filtersOpen={filtersOpen}
                actions={actions}
                onRetry={() => void list.refetch()}
                onClearAll={shop.clearAll}
                onPageChange={(page) => {
                  shop.goToPage(page, list.data?.pagination.totalPages ?? 1);
                  scrollToList();
                }}
              />
            </Box>
          </Grid.Col>
        </Grid>

        <NewsletterBox />
        <ShopLinks />
      </Stack>
    </Container>
  );
}
