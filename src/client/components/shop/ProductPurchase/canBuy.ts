import type { ProductLike } from '../../../lib/products';

/** Add to Cart is offered: the product is available and not known to be out of stock (storefront.md, Product detail). */
export function canBuy(product: Pick<ProductLike, 'is_available' | 'stock_quantity'>): boolean {
  return Boolean(product.is_available) && !(typeof product.stock_quantity === 'number' && product.stock_quantity <= 0);
}
