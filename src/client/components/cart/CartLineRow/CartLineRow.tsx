import { ActionIcon, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import type { CartLine } from '../../../lib/cart';
import { cardImage, localisedBrand, maxQuantity, productPath } from '../../../../shared/productDisplay';
import { ProductImage } from '../../shop/ProductImage/ProductImage';
import { QuantityStepper } from '../../shop/QuantityStepper/QuantityStepper';

interface CartLineRowProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function TrashIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/** A cart line: picture, linked name (in the reader's language), brand, unit price, the stepper (1 to stock), remove, and the line total. */
export function CartLineRow({ line, busy, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const localised = useLocalisedText();
  const { language } = useLanguage();
  const { product } = line;
  const name = localised(product.name, product.name_ar) || t('shop.unknownProduct');
  // An Egyptian brand by its Arabic name on Arabic screens.
  const brand = localisedBrand(product, language);
  const href = productPath({ id: product.id, slug: product.slug ?? undefined });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="cart-item" data-item-id={line.id} aria-busy={busy}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Link href={href} tabIndex={-1} aria-hidden style={{ flex: 'none', width: 80 }}>
          <ProductImage src={cardImage(product)} alt={name} w={80} h={80} radius="sm" />
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            href={href}
            fw={700}
            dir="auto"
            style={{ alignSelf: 'flex-start' }}
            data-testid="cart-item-name"
          >
            {name}
          </Anchor>
          {brand && (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" dir="auto" data-testid="cart-item-brand">
              {brand}
            </Text>
          )}
          <Text size="sm" c="dimmed" data-testid="cart-item-price">
            {t('cart.unitPrice', { price: formatPrice(line.price, product.currency) })}
          </Text>
          {!line.available && (
            <Text size="sm" c="red.7">
              {t('cart.unavailable')}
            </Text>
          )}
          <Group justify="space-between" align="center" gap="sm" mt={4}>
            <QuantityStepper
              value={line.quantity}
              max={maxQuantity({ stock_quantity: product.stock_quantity ?? undefined })}
              onChange={onQuantity}
              disabled={busy}
            />
            <Text fw={700} data-testid="cart-item-total">
              {formatPrice(Math.round(line.price * 100 * line.quantity) / 100, product.currency)}
            </Text>
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('cart.removeLabel', { product: name })}
          title={t('cart.remove')}
          data-testid="cart-item-remove"
        >
          <TrashIcon />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
