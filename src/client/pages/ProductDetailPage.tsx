import '../styles/shopPages';
import { Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DetailPageState } from '../components/DetailPageState/DetailPageState';
import { ProductBreadcrumbs } from '../components/shop/ProductBreadcrumbs/ProductBreadcrumbs';
import { ProductBuyBarSpace } from '../components/shop/ProductBuyBar/ProductBuyBar';
import { ProductOverview } from '../components/shop/ProductOverview/ProductOverview';
import { ProductReviews } from '../components/shop/ProductReviews/ProductReviews';
import { ProductTabs } from '../components/shop/ProductTabs/ProductTabs';
import { RelatedProducts } from '../components/shop/RelatedProducts/RelatedProducts';
import { decodedParam } from '../hooks/useDetailByRef';
import { useLanguage } from '../hooks/useLanguage';
import { usePageTitle } from '../hooks/usePageTitle';
import { useProduct } from '../hooks/useProduct';
import { useProductActions } from '../hooks/useProductActions';
import { useShareProduct } from '../hooks/useShareProduct';
import { galleryImages, localisedText, productPath } from '../../shared/productDisplay';
import type { Product } from '../lib/products';

/**
 * The loaded product: breadcrumb, Back to Shop, name, gallery and buy box (with the phone's buy bar), tabs, related
 * products, reviews.
 */
function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = localisedText(product, language);
  const name = text.name ?? t('shop.unknownProduct');
  const actions = useProductActions();
  const share = useShareProduct();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <ProductBreadcrumbs category={product.category} name={name} />
          <Button component={Link} href="/shop" variant="subtle" size="compact-md" data-testid="back-to-shop">
            {t('product.backToShop')}
          </Button>
        </Group>
        <ProductOverview
          key={product.id}
          product={product}
          name={name}
          shortDescription={text.shortDescription}
          images={galleryImages(product)}
          actions={actions}
          onShare={() => void share(name)}
        />
        <ProductTabs
          key={`tabs-${product.id}`}
          product={product}
          description={text.description ?? text.shortDescription}
        />
        <RelatedProducts productId={product.id} />
        <Divider />
        <ProductReviews
          key={`reviews-${product.id}`}
          productId={product.id}
          productName={name}
          returnPath={productPath(product)}
        />
      </Stack>
      <ProductBuyBarSpace />
    </Container>
  );
}

/** /shop/{slug or id} — the product by slug, else by id when the reference is a number (storefront.md). */
export function ProductDetailPage({ params }: { params: { slug: string } }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = useProduct(decodedParam(params.slug));
  usePageTitle(
    state.status === 'loaded'
      ? (localisedText(state.item, language).name ?? t('shop.unknownProduct'))
      : state.status === 'notFound'
        ? t('product.notFoundTitle')
        : t('shop.pageTitle'),
  );
  if (state.status !== 'loaded') {
    const texts = {
      loading: t('product.loading'),
      notFoundTitle: t('product.notFoundTitle'),
      notFoundText: t('product.notFoundText'),
      errorTitle: t('product.errorTitle'),
      errorText: t('product.errorText'),
      retry: t('product.retry'),
      back: t('product.backToShop'),
    };
    return <DetailPageState state={state} texts={texts} backHref="/shop" testId="product-state" />;
  }
  return <ProductView product={state.item} />;
}
