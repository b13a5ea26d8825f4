import '../styles/cartPages';
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListState } from '../components/ListState/ListState';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { ProductCard } from '../components/shop/ProductCard/ProductCard';
import { ViewSwitch } from '../components/shop/ViewSwitch/ViewSwitch';
import { useLanguage } from '../hooks/useLanguage';
import { usePageTitle } from '../hooks/usePageTitle';
import { useCart } from '../lib/cart';
import { confirmDanger } from '../lib/confirmDanger';
import { localisedText } from '../../shared/productDisplay';
import type { ProductLike } from '../lib/products';

/**
 * /favorites: the kept products in a grid or a list (the shop's cards, two to a row on a phone), with the count line
 * and Clear All; each with View, Add to Cart (disabled when not available) and remove. 'No favorites yet'; 'Unable to Load Favorites' with Try Again, which
 * reloads the page (storefront.md Favorites).
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  usePageTitle(t('favorites.pageTitle'));
  const { language } = useLanguage();
  const cart = useCart();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const products = cart.favorites?.flatMap((f) =>
    f.type === 'product' && f.product ? [f.product as ProductLike] : [],
  );
  const nameOf = (product: ProductLike) => localisedText(product, language).name ?? t('shop.unknownProduct');

  const confirm = (body: string, onConfirm: () => void) =>
    confirmDanger({
      title: t('favorites.confirm.title'),
      body,
      labels: { confirm: t('favorites.confirm.confirm'), cancel: t('favorites.confirm.cancel') },
      onConfirm,
    });
  const confirmRemove = (product: ProductLike) =>
    confirm(
      t('favorites.confirm.remove', { product: nameOf(product) }),
      () => void cart.removeFavorite(String(product.id)),
    );
  const confirmClear = () => confirm(t('favorites.confirm.clear'), () => void cart.clearFavorites());

  const links = (
    <Group gap="sm" justify="center">
      <Button component={Link} href="/shop" variant="light">
        {t('favorites.browseShop')}
      </Button>
      <Button component={Link} href="/cart" variant="default">
        {t('favorites.viewCart')}
      </Button>
    </Group>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('favorites.title')}
        </Title>
        {products && products.length > 0 && (
          <Group gap="sm">
            <ViewSwitch
              value={layout}
              onChange={setLayout}
              label={t('shop.viewLabel')}
              labels={{ grid: t('favorites.gridView'), list: t('favorites.listView') }}
              testId="favorites-view"
            />
            <Button
              variant="subtle"
              color="red"
              onClick={confirmClear}
              disabled={cart.isBusy('clear-favorites')}
              data-testid="clear-favorites"
            >
              {t('favorites.clearAll')}
            </Button>
          </Group>
        )}
      </Group>
      {!cart.active ? (
        <LoadingState text={t('favorites.loading')} testId="favorites-list" />
      ) : (
        <ListState
          status={cart.favoritesStatus}
          items={products}
          onRetry={() => window.location.reload()}
          loadingText={t('favorites.loading')}
          errorText={t('favorites.errorTitle')}
          errorHint={t('favorites.errorHint')}
          retryLabel={t('favorites.tryAgain')}
          emptyTitle={t('favorites.empty')}
          emptyHint={t('favorites.emptyHint')}
          emptyAction={links}
          testId="favorites-list"
        >
          {(items) => (
            <Stack gap="md">
              <Text c="dimmed" data-testid="favorites-count">
                {t('favorites.count', { count: items.length })}
              </Text>
              <SimpleGrid
                cols={layout === 'grid' ? { base: 2, sm: 3, lg: 4 } : 1}
                spacing={{ base: 'xs', sm: 'md' }}
                verticalSpacing={{ base: 'xs', sm: 'md' }}
                data-view={layout}
              >
                {items.map((product, index) => (
                  <ProductCard
                    key={String(product.id)}
                    kind="favorites"
                    product={product}
                    layout={layout}
                    eagerImage={index < 2}
                    adding={cart.isBusy(`add:${String(product.id)}`)}
                    favoriting={cart.isBusy(`favorite:${String(product.id)}`)}
                    onAddToCart={() => void cart.addToCart({ id: String(product.id), name: nameOf(product) }, 1)}
                    onToggleFavorite={confirmRemove}
                  />
                ))}
              </SimpleGrid>
              {links}
            </Stack>
          )}
        </ListState>
      )}
    </Container>
  );
}
