import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import type { ProductActions } from '../../../hooks/useProductActions';
import { type Product, isInStock, maxQuantity, savingOf } from '../../../lib/productDisplay';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { ProductBadges } from '../ProductBadges/ProductBadges';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { CartIcon, ShareIcon } from '../ShopIcons/ShopIcons';
import { StarRating } from '../StarRating/StarRating';

interface ProductPurchaseProps {
  product: Product;
  name: string;
  shortDescription: string | null;
  actions: ProductActions;
  onShare: () => void;
}

/**
 * Beside the gallery: brand, name, stars (only when rated), price with the original struck through and 'Save X',
 * short description, the stock line, quantity, Add to Cart (disabled when not available), the heart, Share and
 * the three badges.
 */
export function ProductPurchase({ product, name, shortDescription, actions, onShare }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [quantity, setQuantity] = useState(1);
  const saving = savingOf(product);
  const inStock = isInStock(product);
  const canBuy = product.is_available && !(typeof product.stock_quantity === 'number' && product.stock_quantity <= 0);

  return (
    <Stack gap="sm">
      {product.brand && (
        <Text size="sm" c="dimmed" fw={600} tt="uppercase" data-testid="product-brand">
          {product.brand}
        </Text>
      )}
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }} dir="auto" data-testid="product-title">
        {name}
      </Title>
      {product.rating > 0 && <StarRating rating={product.rating} reviewCount={product.review_count} />}
      <Group gap="sm" align="center">
        <ProductPrice product={product} size="xl" />
        {saving !== null && (
          <Badge color="red" variant="light" data-testid="product-saving">
            {t('product.save', { amount: formatPrice(saving, product.currency) })}
          </Badge>
        )}
      </Group>
      {shortDescription && <Text dir="auto">{shortDescription}</Text>}
      <Text fw={600} c={inStock ? 'leaf.8' : 'red.7'} data-testid="stock-line">
        {inStock ? t('product.inStock', { count: product.stock_quantity }) : t('product.outOfStock')}
      </Text>

      <Group gap="sm" align="center" wrap="wrap" mt="xs">
        <QuantityStepper value={quantity} max={maxQuantity(product)} onChange={setQuantity} disabled={!canBuy} />
        <Button
          size="md"
          leftSection={<CartIcon size={18} />}
          disabled={!canBuy}
          onClick={() => actions.addToCart(product, quantity)}
          loading={actions.isBusy(product, 'add')}
          data-testid="add-to-cart"
          style={{ flex: '1 1 160px' }}
        >
          {t('product.addToCart')}
        </Button>
        <FavoriteButton
          label={actions.isFavorite(product) ? t('product.unfavorite') : t('product.favorite')}
          onToggle={() => actions.toggleFavorite(product)}
          active={actions.isFavorite(product)}
          disabled={actions.isBusy(product, 'favorite')}
          variant="default"
          size={42}
        />
        <Button variant="default" size="md" leftSection={<ShareIcon size={16} />} onClick={onShare} data-testid="share-button">
          {t('product.share')}
        </Button>
      </Group>

      <Divider my="xs" />
      <ProductBadges product={product} />
    </Stack>
  );
}
