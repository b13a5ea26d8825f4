import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { type ProductLike, cardImage, isOnSale, localisedText, productPath } from '../../../lib/productDisplay';
import { ProductImage } from '../../shop/ProductImage/ProductImage';
import { ProductPrice } from '../../shop/ProductPrice/ProductPrice';
import { CartIcon, HeartIcon } from '../../shop/ShopIcons/ShopIcons';

interface FavoriteCardProps {
  product: ProductLike;
  layout: 'grid' | 'list';
  adding: boolean;
  removing: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

/** A kept product: picture with Featured and Sale badges, brand, name, price, View, Add to Cart and remove. */
export function FavoriteCard({ product, layout, adding, removing, onAddToCart, onRemove }: FavoriteCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localisedText(product, language).name ?? t('shop.unknownProduct');
  const href = productPath(product);
  const canBuy = Boolean(product.is_available) && !(typeof product.stock_quantity === 'number' && product.stock_quantity <= 0);
  const list = layout === 'list';
  return (
    <Card withBorder radius="md" padding="md" data-testid="favorite-item" aria-busy={removing}>
      <Group wrap="nowrap" align="stretch" gap="md" style={{ flexDirection: list ? 'row' : 'column' }}>
        <div style={{ position: 'relative', flex: list ? '0 0 120px' : undefined }}>
          <Link href={href} tabIndex={-1} aria-hidden>
            <ProductImage src={cardImage(product)} alt={name} h={list ? 120 : 180} radius="sm" />
          </Link>
          <Group gap={4} style={{ position: 'absolute', top: 8, insetInlineStart: 8 }}>
            {product.is_featured && (
              <Badge color="leaf" variant="filled" size="sm">
                {t('favorites.featured')}
              </Badge>
            )}
            {isOnSale(product) && (
              <Badge color="red" variant="filled" size="sm">
                {t('favorites.sale')}
              </Badge>
            )}
          </Group>
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              {product.brand && (
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {product.brand}
                </Text>
              )}
              <Text component={Link} href={href} fw={700} dir="auto" data-testid="favorite-name">
                {name}
              </Text>
            </div>
            <ActionIcon
              variant="light"
              color="red"
              radius="xl"
              size="lg"
              onClick={onRemove}
              disabled={removing}
              aria-label={t('favorites.remove', { product: name })}
              title={t('favorites.remove', { product: name })}
              data-testid="favorite-remove"
            >
              <HeartIcon filled />
            </ActionIcon>
          </Group>
          <ProductPrice product={product} size="md" />
          <Group gap="xs" wrap="nowrap" mt="auto">
            <Button component={Link} href={href} variant="default" size="sm">
              {t('favorites.view')}
            </Button>
            <Button size="sm" leftSection={<CartIcon size={16} />} onClick={onAddToCart} disabled={!canBuy} loading={adding} style={{ flex: 1 }} data-testid="favorite-add-to-cart">
              {t('favorites.addToCart')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
