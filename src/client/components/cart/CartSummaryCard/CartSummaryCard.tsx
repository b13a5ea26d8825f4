import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shippingFor } from '../../../../shared/business';
import { Link } from 'wouter';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import type { CartSummary } from '../../../lib/cart';
import { useStoreSettings } from '../../../hooks/useStoreSettings';
import { FreeShippingNotes } from '../FreeShippingNotes/FreeShippingNotes';

interface CartSummaryCardProps {
  /** The server's summary; until it arrives, the cart's total with the shop settings' shipping fee and threshold. */
  summary: CartSummary | undefined;
  cartTotal: number;
}

/** Order Summary: subtotal, shipping or 'Free', the free-shipping hint, total, Proceed to Checkout, Continue Shopping. */
export function CartSummaryCard({ summary, cartTotal }: CartSummaryCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const settings = useStoreSettings();
  const subtotal = summary?.subtotal ?? cartTotal;
  const threshold = summary?.free_shipping_threshold ?? settings.free_shipping_threshold;
  const shipping = summary?.shipping ?? shippingFor(subtotal, threshold, settings.shipping_fee);
  const total = summary?.total ?? subtotal + shipping;
  return (
    <Paper withBorder radius="md" p="md" data-testid="cart-summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('cart.summary.title')}
        </Title>
        <Group justify="space-between">
          <Text>{t('cart.summary.subtotal')}</Text>
          <Text fw={600} data-testid="cart-subtotal">
            {formatPrice(subtotal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('cart.summary.shipping')}</Text>
          <Text fw={600} c={shipping === 0 ? 'leaf.8' : undefined} data-testid="cart-shipping">
            {shipping === 0 ? t('cart.summary.free') : formatPrice(shipping)}
          </Text>
        </Group>
        <FreeShippingNotes
          texts="cart.summary"
          subtotal={subtotal}
          shipping={shipping}
          threshold={threshold}
          ruleMt={-6}
        />
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('cart.summary.total')}</Text>
          <Text fw={800} size="lg" data-testid="cart-total">
            {formatPrice(total)}
          </Text>
        </Group>
        <Button
          component={Link}
          href="/checkout"
          size="md"
          fullWidth
          data-testid="proceed-to-checkout"
          data-primary-action
        >
          {t('cart.proceedToCheckout')}
        </Button>
        <Button component={Link} href="/shop" variant="default" fullWidth>
          {t('cart.continueShopping')}
        </Button>
      </Stack>
    </Paper>
  );
}
