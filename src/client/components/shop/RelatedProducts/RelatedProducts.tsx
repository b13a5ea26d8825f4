import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { useRelatedProducts } from '../../../hooks/useProduct';
import { RELATED_PRODUCTS_SHOWN } from '../../../../shared/business';
import { cardImage, localisedText, productPath } from '../../../../shared/productDisplay';
import { CARD_PICTURE_SIZES } from '../../../../shared/pictures';
import { ProductImage } from '../ProductImage/ProductImage';
import { ProductPrice } from '../ProductPrice/ProductPrice';

/**
 * Related Products: up to four cards (picture, name, price, View to /shop/{slug or id}). Nothing when there are none.
 * The section asks for them itself, so their answer re-renders only it, not the product page; and it draws them as a
 * deferred value, in slices the phone can paint between, after the urgent render that only takes the answer.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const products = useDeferredValue(useRelatedProducts(productId).data?.related_products);
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" data-testid="related-products">
      <Title order={2} fz="xl" mb="md" id="related-title">
        {t('product.related.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {products.slice(0, RELATED_PRODUCTS_SHOWN).map((product) => {
          const name = localisedText(product, language).name ?? t('shop.unknownProduct');
          return (
            <Card key={product.id} withBorder radius="md" padding="sm" data-testid="related-card">
              <Card.Section>
                <ProductImage src={cardImage(product)} alt={name} sizes={CARD_PICTURE_SIZES} />
              </Card.Section>
              <Stack gap={6} mt="sm" style={{ flex: 1 }}>
                <Text fw={600} size="sm" lineClamp={2} dir="auto">
                  {name}
                </Text>
                <div style={{ marginTop: 'auto' }}>
                  <ProductPrice product={product} size="md" missingText={t('shop.price.unavailable')} />
                </div>
                <Button component={Link} href={productPath(product)} variant="light" size="xs">
                  {t('product.related.view')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
