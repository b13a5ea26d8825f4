import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import type { ProductActions } from '../../../hooks/useProductActions';
import { isOnSale, priceOf } from '../../../../shared/productDisplay';
import type { Product } from '../../../lib/products';
import { canBuy } from '../ProductPurchase/canBuy';
import { CartIcon } from '../ShopIcons/ShopIcons';
import classes from './ProductBuyBar.module.css';

interface ProductBuyBarProps {
  product: Product;
  name: string;
  /** The quantity chosen in the buy box. */
  quantity: number;
  actions: ProductActions;
  /** The buy box has scrolled away above the screen. */
  shown: boolean;
}

/**
 * A phone's slim bar at the bottom of the screen, once the buy box has scrolled away: the price and Add to Cart (with
 * the quantity chosen in the buy box). Fixed, so showing it moves nothing on the page; hidden (and out of the tab order)
 * otherwise, from 62em, and for a product that cannot be bought. The page keeps room for it at its end
 * (ProductBuyBarSpace), and it steps aside once the footer is in view, so it never covers the footer's links.
 */
export function ProductBuyBar({ product, name, quantity, actions, shown }: ProductBuyBarProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const price = priceOf(product.price);
  if (!canBuy(product)) return null;
  return (
    <section
      className={classes.bar}
      data-shown={shown}
      aria-label={t('product.buyBar.label', { product: name })}
      data-testid="buy-bar"
    >
      <div className={classes.price}>
        <span className={classes.amount}>
          {price === null ? t('shop.price.onRequest') : formatPrice(price, product.currency)}
        </span>
        {price !== null && isOnSale(product) && (
          <span className={classes.original}>
            <VisuallyHidden>{t('shop.price.original')}: </VisuallyHidden>
            {formatPrice(product.original_price as number, product.currency)}
          </span>
        )}
      </div>
      <Button
        size="md"
        leftSection={<CartIcon size={18} />}
        onClick={() => actions.addToCart(product, quantity)}
        loading={actions.isBusy(product, 'add')}
        className={classes.add}
        aria-label={
          quantity > 1
            ? t('product.buyBar.addQuantity', { product: name, quantity })
            : t('product.buyBar.add', { product: name })
        }
        data-testid="buy-bar-add"
        data-primary-action
      >
        {t('product.addToCart')}
      </Button>
    </section>
  );
}

/** Room at the end of a product page for the phone's buy bar, so the footer's last links can be scrolled clear of it. */
export function ProductBuyBarSpace() {
  return <div className={classes.space} aria-hidden />;
}
