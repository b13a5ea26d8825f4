import { Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { localisedBrand } from '../../../../shared/productDisplay';
import { useLanguage } from '../../../hooks/useLanguage';
import type { ProductActions } from '../../../hooks/useProductActions';
import type { Product } from '../../../lib/products';
import { ProductBuyBar } from '../ProductBuyBar/ProductBuyBar';
import { ProductCrops } from '../ProductCrops/ProductCrops';
import { ProductGallery } from '../ProductGallery/ProductGallery';
import { ProductPurchase } from '../ProductPurchase/ProductPurchase';
import { StarRating } from '../StarRating/StarRating';
import classes from './ProductOverview.module.css';

/** The site header's height (AppLayout.module.css): it is fixed over the top of the page. */
const HEADER_HEIGHT = 64;

interface ProductOverviewProps {
  product: Product;
  name: string;
  shortDescription: string | null;
  images: readonly string[];
  actions: ProductActions;
  onShare: () => void;
}

/**
 * The top of a product page: brand, name and stars; the gallery; the buy box. On a phone they are read in that order,
 * with a smaller picture, so the price, the stock and Add to Cart are on the first screen; from 62em the gallery is
 * beside the name and the buy box, as before. Once the buy box has scrolled away, the phone's buy bar keeps the price
 * and Add to Cart at hand (ProductBuyBar), until the site's footer comes into view.
 */
export function ProductOverview({ product, name, shortDescription, images, actions, onShare }: ProductOverviewProps) {
  const [quantity, setQuantity] = useState(1);
  const { language } = useLanguage();
  const brand = localisedBrand(product, language);
  const buyRow = useRef<HTMLDivElement>(null);
  const [buyRowPassed, setBuyRowPassed] = useState(false);
  const [footerInView, setFooterInView] = useState(false);

  useEffect(() => {
    const row = buyRow.current;
    if (!row || typeof IntersectionObserver !== 'function') return;
    const footer = document.querySelector('footer');
    // Passed: out of view above the screen, under the fixed 64 px header (not yet reached below it does not count).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === row)
            setBuyRowPassed(!entry.isIntersecting && entry.boundingClientRect.top < HEADER_HEIGHT);
          else setFooterInView(entry.isIntersecting);
        }
      },
      { rootMargin: `-${HEADER_HEIGHT}px 0px 0px 0px` },
    );
    observer.observe(row);
    // The bar steps aside at the end of the page, so it never covers the footer's links.
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={classes.overview}>
      <div className={classes.heading}>
        {brand && (
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" dir="auto" data-testid="product-brand">
            {brand}
          </Text>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} dir="auto" data-testid="product-title">
          {name}
        </Title>
        {product.rating > 0 && <StarRating rating={product.rating} reviewCount={product.review_count} />}
        <ProductCrops crops={product.crops} />
      </div>
      <div className={classes.gallery}>
        <ProductGallery images={images} name={name} />
      </div>
      <div className={classes.purchase}>
        <ProductPurchase
          product={product}
          shortDescription={shortDescription}
          actions={actions}
          onShare={onShare}
          quantity={quantity}
          onQuantityChange={setQuantity}
          buyRowRef={buyRow}
        />
      </div>
      <ProductBuyBar
        product={product}
        name={name}
        quantity={quantity}
        actions={actions}
        shown={buyRowPassed && !footerInView}
      />
    </div>
  );
}
