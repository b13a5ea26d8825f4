import { Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponDiscount } from '../../../../shared/coupons';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { useMessageTranslation } from '../../../hooks/useMessageTranslation';
import type { CartLine } from '../../../lib/cart';
import { serverMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { FreeShippingNotes } from '../../cart/FreeShippingNotes/FreeShippingNotes';
import { CODE_SLOT, WithCode } from '../../CodeText/CodeText';
import { signedAmount } from '../../../../shared/readingOrder';

/** The coupon on the cart, as the checkout shows it; the discount is worked out on the subtotal shown. */
export interface AppliedCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
}

export const discountOf = (coupon: AppliedCoupon | null, subtotal: number) =>
  coupon ? couponDiscount(coupon, subtotal) : 0;

interface CheckoutSummaryProps {
  items: readonly CartLine[];
  subtotal: number;
  shipping: number;
  /** Subtotals above it ship free (the shop settings' threshold): the rule and what is missing, said while shipping is charged. */
  freeShippingThreshold: number;
  discount: number;
  total: number;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  disabled: boolean;
}

/**
 * The order summary of the checkout: the lines, subtotal, shipping (or Free), discount and total, and the coupon box.
 * A coupon is applied to the cart on the server (`coupons.apply`), so the order placed next takes it; the server's
 * refusal ('This coupon has expired') is shown under the box.
 */
export function CheckoutSummary({
  items,
  subtotal,
  shipping,
  freeShippingThreshold,
  discount,
  total,
  coupon,
  onCoupon,
  disabled,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  const localised = useLocalisedText();
  const translate = useMessageTranslation();
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const current = trpc.coupons.user.useQuery(undefined, { staleTime: 0 });
  const apply = trpc.coupons.applyToCart.useMutation();
  const remove = trpc.coupons.remove.useMutation();

  // A coupon applied to the cart earlier (on another visit) is shown as applied.
  const applied = current.data?.applied;
  useEffect(() => {
    if (applied && (applied.kind === 'percent' || applied.kind === 'fixed'))
      onCoupon({ code: applied.code, kind: applied.kind, value: applied.value });
  }, [applied, onCoupon]);

  const submitCode = async () => {
    const wanted = code.trim();
    if (!wanted) return;
    setCouponError(null);
    try {
      const result = await apply.mutateAsync({ code: wanted });
      onCoupon({ code: result.coupon.code, kind: result.coupon.kind, value: result.coupon.value });
      setCode('');
    } catch (error) {
      const message = serverMessage(error);
      setCouponError(message ? translate(message) : t('checkout.coupon.failed'));
    }
  };

  const dropCoupon = async () => {
    setCouponError(null);
    try {
      await remove.mutateAsync();
      onCoupon(null);
    } catch (error) {
      const message = serverMessage(error);
      setCouponError(message ? translate(message) : t('checkout.coupon.failed'));
    }
  };

  const row = (label: string, value: string, testId?: string, color?: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} c={color} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="checkout-summary"
      data-testid="checkout-summary"
    >
      <Title order={2} size="h4" mb="sm" id="checkout-summary">
        {t('checkout.summary.title')}
      </Title>
      <Stack gap={6}>
        {items
          .filter((line) => line.available)
          .map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" lineClamp={2}>
                {localised(line.product.name, line.product.name_ar) || t('orders.unknownProduct')}{' '}
                <Text span c="dimmed" size="sm">
                  {t('checkout.summary.quantity', { count: line.quantity })}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {price(Math.round(line.price * line.quantity * 100) / 100)}
              </Text>
            </Group>
          ))}
        <Divider my={4} />
        {row(t('checkout.summary.subtotal'), price(subtotal), 'summary-subtotal')}
        {row(
          t('checkout.summary.shipping'),
          shipping === 0 ? t('checkout.summary.free') : price(shipping),
          'summary-shipping',
        )}
        <FreeShippingNotes
          texts="checkout.summary"
          subtotal={subtotal}
          shipping={shipping}
          threshold={freeShippingThreshold}
          testIdPrefix="summary-"
        />
        {discount > 0 &&
          row(
            t('checkout.summary.discount'),
            signedAmount('-', price(discount), language),
            'summary-discount',
            'leaf.8',
          )}
        <Divider my={4} />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.summary.total')}</Text>
          <Text fw={700} data-testid="summary-total">
            {price(total)}
          </Text>
        </Group>
        <Divider my={4} />
        {coupon ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="leaf.8" data-testid="coupon-applied">
              <WithCode
                text={t('checkout.coupon.applied', { code: CODE_SLOT, amount: price(discount) })}
                code={coupon.code}
              />
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => void dropCoupon()}
              loading={remove.isPending}
              disabled={disabled}
            >
              {t('checkout.coupon.remove')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('checkout.coupon.label')}
              placeholder={t('checkout.coupon.placeholder')}
              value={code}
              dir="ltr"
              disabled={disabled}
              onChange={(event) => setCode(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void submitCode();
                }
              }}
              error={couponError ?? undefined}
            />
            <Button
              variant="light"
              onClick={() => void submitCode()}
              loading={apply.isPending}
              disabled={disabled || !code.trim()}
              mb={couponError ? 22 : 0}
            >
              {t('checkout.coupon.apply')}
            </Button>
          </Group>
        )}
        {coupon && couponError && (
          <Text size="sm" c="red" role="alert">
            {couponError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
