import { Badge, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { type ProductLike, cardImage, isOnSale, localisedText, productPath } from '../../../lib/productDisplay';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { ProductImage } from '../ProductImage/ProductImage';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { CartIcon } from '../ShopIcons/ShopIcons';
import { StarRating } from '../StarRating/StarRating';
import classes from './ProductCard.module.css';

interface ProductCardProps {
  product: ProductLike;
  /** 'grid': a tile; 'list': a row with the picture beside the text. */
  layout: 'grid' | 'list';
  onAddToCart: (product: ProductLike) => void;
  onToggleFavorite: (product: ProductLike) => void;
  /** The first cards of a page are above the fold: their pictures load at once. */
  eagerImage?: boolean;
  /** The product is among the favourites (a filled heart). */
  favorite?: boolean;
  /** An add to the cart of this product is under way. */
  adding?: boolean;
  /** A change of this product's heart is under way. */
  favoriting?: boolean;
}

/**
 * A product of the shop list: picture with the Featured and Sale badges and the heart, brand, name, short
 * description, stars with the review count, price with the original struck through, View and Add to Cart.
 */
export function ProductCard({
  product,
  layout,
  onAddToCart,
  onToggleFavorite,
  eagerImage = false,
  favorite = false,
  adding = false,
  favoriting = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = localisedText(product, language);
  const name = text.name ?? t('shop.unknownProduct');
  const href = productPath(product);

  const media = (
    <div className={classes.media}>
      <Link href={href} tabIndex={-1} aria-hidden>
        <ProductImage src={cardImage(product)} alt={name} lazy={!eagerImage} radius={layout === 'list' ? 'md' : 0} />
      </Link>
      <div className={classes.badges}>
        {product.is_featured && (
          <Badge color="leaf" variant="filled" size="sm">
            {t('shop.card.featured')}
          </Badge>
        )}
        {isOnSale(product) && (
          <Badge color="red" variant="filled" size="sm" data-testid="sale-badge">
            {t('shop.card.sale')}
          </Badge>
        )}
      </div>
      <FavoriteButton
        className={classes.heart}
        label={favorite ? t('shop.card.removeFromFavorites', { product: name }) : t('shop.card.addToFavorites', { product: name })}
        onToggle={() => onToggleFavorite(product)}
        active={favorite}
        disabled={favoriting}
      />
    </div>
  );

  // Plain elements styled in ProductCard.module.css rather than Mantine's Stack, Group and Text: twenty cards, each
  // about fifteen components fewer for a phone to hydrate.
  const body = (
    <div className={layout === 'grid' ? `${classes.body} ${classes.bodyBelow}` : classes.body}>
      {product.brand && (
        <p className={classes.brand} data-testid="product-brand">
          {product.brand}
        </p>
      )}
      <Link href={href} className={classes.name} dir="auto" data-testid="product-name">
        {name}
      </Link>
      {text.shortDescription && (
        <p className={classes.description} dir="auto">
          {text.shortDescription}
        </p>
      )}
      <StarRating rating={product.rating ?? 0} reviewCount={product.review_count ?? 0} size="xs" />
      <div className={classes.price}>
        <ProductPrice product={product} size="md" />
      </div>
      <div className={classes.actions}>
        <Button component={Link} href={href} variant="default" size="sm" px="sm" style={{ flex: 'none' }}>
          {t('shop.card.view')}
        </Button>
        <Button
          size="sm"
          px="xs"
          leftSection={<CartIcon size={16} />}
          onClick={() => onAddToCart(product)}
          loading={adding}
          style={{ flex: 1 }}
          data-testid="add-to-cart"
        >
          {t('shop.card.addToCart')}
        </Button>
      </div>
    </div>
  );

  if (layout === 'list') {
    return (
      <Card withBorder radius="md" padding="md" className={classes.card} data-testid="product-card">
        <div className={classes.row}>
          {media}
          {body}
        </div>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="product-card">
      <Card.Section>{media}</Card.Section>
      {body}
    </Card>
  );
}
