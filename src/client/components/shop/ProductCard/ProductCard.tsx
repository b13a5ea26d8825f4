import { Badge, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { cardImage, isOnSale, localisedBrand, localisedText, productPath } from '../../../../shared/productDisplay';
import type { ProductLike } from '../../../lib/products';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { CARD_PICTURE_SIZES, LIST_PICTURE_SIZES } from '../../../../shared/pictures';
import { ProductImage } from '../ProductImage/ProductImage';
import { ProductPrice } from '../ProductPrice/ProductPrice';
import { canBuy } from '../ProductPurchase/canBuy';
import { CartIcon } from '../ShopIcons/ShopIcons';
import { StarRating } from '../StarRating/StarRating';
import classes from './ProductCard.module.css';

/** The words and test ids of a card on the shop list and on the favourites page (storefront.md, Shop list and Favorites). */
const KINDS = {
  shop: {
    texts: {
      featured: 'shop.card.featured',
      sale: 'shop.card.sale',
      view: 'shop.card.view',
      addToCart: 'shop.card.addToCart',
    },
    ids: { card: 'product-card', name: 'product-name', heart: 'favorite-button', add: 'add-to-cart' },
  },
  favorites: {
    texts: {
      featured: 'favorites.featured',
      sale: 'favorites.sale',
      view: 'favorites.view',
      addToCart: 'favorites.addToCart',
    },
    ids: { card: 'favorite-item', name: 'favorite-name', heart: 'favorite-remove', add: 'favorite-add-to-cart' },
  },
} as const;

interface ProductCardProps {
  product: ProductLike;
  /** 'grid': a tile (two to a row on a phone); 'list': a row with the picture beside the text. */
  layout: 'grid' | 'list';
  onAddToCart: (product: ProductLike) => void;
  /** The heart: on the shop it keeps or drops the favourite; on the favourites page it removes it. */
  onToggleFavorite: (product: ProductLike) => void;
  /** 'favorites': the favourites page's card (its words and test ids; Add to Cart disabled when it cannot be bought). */
  kind?: keyof typeof KINDS;
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
 * A product of the shop list (or of the favourites): picture with the Featured and Sale badges and the heart, brand,
 * name, short description, stars with the review count, price with the original struck through, View and Add to Cart.
 * On a phone the card is compact (ProductCard.module.css): the brand, the short description and View (the name and the
 * picture lead to the product too) are left out, and Add to Cart fills the card's width at a thumb's height.
 */
export function ProductCard({
  product,
  layout,
  onAddToCart,
  onToggleFavorite,
  kind = 'shop',
  eagerImage = false,
  favorite = false,
  adding = false,
  favoriting = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { texts, ids } = KINDS[kind];
  const text = localisedText(product, language);
  const name = text.name ?? t('shop.unknownProduct');
  const brand = localisedBrand(product, language);
  const href = productPath(product);
  const onFavorites = kind === 'favorites';
  const buyable = !onFavorites || canBuy(product);
  const heartLabel = onFavorites
    ? t('favorites.remove', { product: name })
    : favorite
      ? t('shop.card.removeFromFavorites', { product: name })
      : t('shop.card.addToFavorites', { product: name });

  const media = (
    <div className={classes.media}>
      <Link href={href} tabIndex={-1} aria-hidden className={classes.picture}>
        <ProductImage
          src={cardImage(product)}
          alt={name}
          lazy={!eagerImage}
          radius={layout === 'list' ? 'md' : 0}
          sizes={layout === 'list' ? LIST_PICTURE_SIZES : CARD_PICTURE_SIZES}
        />
      </Link>
      <div className={classes.badges}>
        {product.is_featured && (
          <Badge color="leaf" variant="filled" size="sm">
            {t(texts.featured)}
          </Badge>
        )}
        {isOnSale(product) && (
          <Badge color="red" variant="filled" size="sm" data-testid="sale-badge">
            {t(texts.sale)}
          </Badge>
        )}
      </div>
      <FavoriteButton
        className={classes.heart}
        size="var(--product-card-heart)"
        label={heartLabel}
        onToggle={() => onToggleFavorite(product)}
        active={onFavorites || favorite}
        disabled={favoriting}
        data-testid={ids.heart}
      />
    </div>
  );

  // Plain elements styled in ProductCard.module.css rather than Mantine's Stack, Group and Text: twenty cards, each
  // about fifteen components fewer for a phone to hydrate.
  const body = (
    <div className={classes.body}>
      {brand && (
        <p className={classes.brand} dir="auto" data-testid="product-brand">
          {brand}
        </p>
      )}
      <Link href={href} className={classes.name} dir="auto" data-testid={ids.name}>
        {name}
      </Link>
      {text.shortDescription && (
        <p className={classes.description} dir="auto">
          {text.shortDescription}
        </p>
      )}
      <div className={classes.rating}>
        <StarRating rating={product.rating ?? 0} reviewCount={product.review_count ?? 0} size="xs" />
      </div>
      <div className={classes.price}>
        <ProductPrice product={product} size="md" />
      </div>
      <div className={classes.actions}>
        <Button component={Link} href={href} variant="default" px="sm" className={classes.view}>
          {t(texts.view)}
        </Button>
        <Button
          px="xs"
          leftSection={<CartIcon size={16} />}
          onClick={() => onAddToCart(product)}
          disabled={!buyable}
          loading={adding}
          className={classes.add}
          classNames={{ section: classes.addIcon }}
          data-testid={ids.add}
          data-primary-action
        >
          {t(texts.addToCart)}
        </Button>
      </div>
    </div>
  );

  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      data-layout={layout}
      data-testid={ids.card}
      aria-busy={onFavorites ? favoriting : undefined}
    >
      {layout === 'grid' ? <Card.Section>{media}</Card.Section> : media}
      {body}
    </Card>
  );
}
