import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Group, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CART_BADGE_CAP } from '../../../shared/business';
import { useCart } from '../../lib/cart';
import { CartIcon, HeartIcon } from '../shop/ShopIcons/ShopIcons';

/** The badge's text: the number of units, '99+' above 99 (storefront.md section 9). */
export function cartBadgeLabel(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/** The favourites link and the cart icon with the item-count badge (hidden while the cart is empty). */
export function HeaderCartLinks() {
  const { t } = useTranslation();
  const { itemCount } = useCart();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        href="/favorites"
        variant="subtle"
        color="red"
        size="xl"
        radius="xl"
        aria-label={t('nav.favorites')}
        title={t('nav.favorites')}
        data-testid="header-favorites"
      >
        <HeartIcon size={20} />
      </ActionIcon>
      <Indicator
        label={cartBadgeLabel(itemCount)}
        disabled={itemCount === 0}
        size={18}
        color="red"
        offset={4}
        inline
        data-testid="cart-badge"
        data-count={itemCount}
      >
        <ActionIcon
          component={Link}
          href="/cart"
          variant="subtle"
          size="xl"
          radius="xl"
          aria-label={itemCount > 0 ? t('nav.cartWithCount', { count: itemCount }) : t('nav.cart')}
          title={t('nav.cart')}
          data-testid="header-cart"
        >
          <CartIcon size={20} />
        </ActionIcon>
      </Indicator>
    </Group>
  );
}
