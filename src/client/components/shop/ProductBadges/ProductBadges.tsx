import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductLike } from '../../../lib/products';
import { CheckBadgeIcon, ShieldIcon, TruckIcon } from '../ShopIcons/ShopIcons';

function Item({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" fw={600}>
        {label}
      </Text>
    </Group>
  );
}

/** Fast Shipping (with shipping info), Warranty (with warranty info) and Quality Guaranteed. */
export function ProductBadges({ product }: { product: Pick<ProductLike, 'shipping_info' | 'warranty_info'> }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" data-testid="product-badges">
      {product.shipping_info && <Item icon={<TruckIcon size={16} />} label={t('product.badges.fastShipping')} />}
      {product.warranty_info && <Item icon={<ShieldIcon size={16} />} label={t('product.badges.warranty')} />}
      <Item icon={<CheckBadgeIcon size={16} />} label={t('product.badges.quality')} />
    </Group>
  );
}
