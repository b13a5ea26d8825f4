import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import type { ProductActions } from '../../../hooks/useProductActions';
import { isInStock, maxQuantity, savingOf } from '../../../../shared/productDisplay';
import type { Product } from '../../../lib/products';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { ProductBadges } from '../ProductBadges/ProductBadges';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { CartIcon, ShareIcon } from '../ShopIcons/ShopIcons';
import { canBuy } from './canBuy';
import classes from './ProductPurchase.module.css';

interface ProductPurchaseProps {
  product: Product;
  shortDescription: string | null;
  actions: ProductActions;
  onShare: () => void;
  /** The quantity chosen (shared with the phone's buy bar). */
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** The row of the quantity and Add to Cart: watched to show the buy bar once it has scrolled away. */
  buyRowRef?: Ref<HTMLDivElement>;
}

/**
 * The buy box, under the product's name: price with the original struck through and 'Save X', the stock line,
 * quantity, Add to Cart (disabled when not available), the heart and Share, the short description and the three badges.
 * On a phone the description follows the buttons, so they are within the first screen; from 62em, beside the gallery,
 * it comes after the price as before.
 */
export function ProductPurchase({
  product,
  shortDescription,
  actions,
  onShare,
  quantity,
  onQuantityChange,
  buyRowRef,
}: ProductPurchaseProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const saving = savingOf(product);
  const inStock = isInStock(product);
  const buyable = canBuy(product);

  return (
    <Stack gap="sm" data-testid="product-purchase">
      <Group gap="sm" align="center" className={classes.price}>
        <ProductPrice product={product} size="xl" />
        {saving !== null && (
          <Badge color="red" variant="light" data-testid="product-saving">
            {t('product.save', { amount: formatPrice(saving, product.currency) })}
          </Badge>
        )}
      </Group>
      <Text fw={600} c={inStock ? 'leaf.8' : 'red.7'} data-testid="stock-line">
        {inStock ? t('product.inStock', { count: product.stock_quantity }) : t('product.outOfStock')}
      </Text>

      <div className={classes.buy} ref={buyRowRef}>
        <QuantityStepper
          value={quantity}
          max={maxQuantity(product)}
          onChange={onQuantityChange}
          disabled={!buyable}
          size="lg"
        />
        <Button
          size="md"
          leftSection={<CartIcon size={18} />}
          disabled={!buyable}
          onClick={() => actions.addToCart(product, quantity)}
          loading={actions.isBusy(product, 'add')}
          className={classes.add}
          data-testid="add-to-cart"
          data-primary-action
        >
          {t('product.addToCart')}
        </Button>
        <FavoriteButton
          label={actions.isFavorite(product) ? t('product.unfavorite') : t('product.favorite')}
          onToggle={() => actions.toggleFavorite(product)}
          active={actions.isFavorite(product)}
          disabled={actions.isBusy(product, 'favorite')}
          variant="default"
          size="var(--product-heart-size)"
          className={classes.heart}
        />
        <Button
          variant="default"
          size="md"
          leftSection={<ShareIcon size={16} />}
          onClick={onShare}
          className={classes.share}
          data-testid="share-button"
        >
          {t('product.share')}
        </Button>
      </div>

      {shortDescription && (
        <Text dir="auto" className={classes.description}>
          {shortDescription}
        </Text>
      )}
      <Divider my="xs" />
      <ProductBadges product={product} />
    </Stack>
  );
}
