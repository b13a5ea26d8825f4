import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { type ProductLike, isOnSale, priceOf } from '../../../lib/productDisplay';

interface ProductPriceProps {
  product: Pick<ProductLike, 'price' | 'original_price' | 'currency'>;
  size?: 'md' | 'lg' | 'xl';
  /** The words when the price is missing: 'Price on request' on cards and the product page. */
  missingText?: string;
}

/** The price, and the original price struck through when the product is on sale. */
export function ProductPrice({ product, size = 'lg', missingText }: ProductPriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const price = priceOf(product.price);
  if (price === null) {
    return (
      <Text fw={700} size={size === 'xl' ? 'lg' : 'md'} c="dimmed" data-testid="product-price">
        {missingText ?? t('shop.price.onRequest')}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={800} size={size} c="leaf.8" data-testid="product-price" data-price={price}>
        {formatPrice(price, product.currency)}
      </Text>
      {isOnSale(product) && (
        <Text size="sm" c="dimmed" td="line-through" data-testid="product-original-price">
          <VisuallyHidden>{t('shop.price.original')}: </VisuallyHidden>
          {formatPrice(product.original_price as number, product.currency)}
        </Text>
      )}
    </Group>
  );
}
