import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { isOnSale, priceOf } from '../../../../shared/productDisplay';
import type { ProductLike } from '../../../lib/products';
import classes from './ProductPrice.module.css';

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
      <p className={`${classes.missing} ${size === 'xl' ? classes.lg : classes.md}`} data-testid="product-price">
        {missingText ?? t('shop.price.onRequest')}
      </p>
    );
  }
  return (
    <div className={classes.row}>
      <p className={`${classes.price} ${classes[size]}`} data-testid="product-price" data-price={price}>
        {formatPrice(price, product.currency)}
      </p>
      {isOnSale(product) && (
        <p className={classes.original} data-testid="product-original-price">
          <VisuallyHidden>{t('shop.price.original')}: </VisuallyHidden>
          {formatPrice(product.original_price as number, product.currency)}
        </p>
      )}
    </div>
  );
}
