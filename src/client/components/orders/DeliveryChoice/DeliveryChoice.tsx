import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GOVERNORATES, governorateName } from '../../../../shared/governorates';
import type { Delivery } from '../../../hooks/useDelivery';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import { formatNumber } from '../../../lib/format';

/** The input id of the governorate, so Place Order can put the cursor there when it is missing. */
export const GOVERNORATE_INPUT_ID = 'checkout-shipping-governorate';

/**
 * The shipping address's governorate (the 27, named in the reader's language) and what delivering the cart there costs
 * and takes, shown before Place Order. A native select: the phone's own picker on a 360 px screen.
 */
export function DeliveryChoice({ delivery, disabled }: { delivery: Delivery; disabled: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  const names = GOVERNORATES.map((g) => ({ value: g.code, label: language === 'ar' ? g.name_ar : g.name })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
  const { quote } = delivery;
  const where = delivery.governorate ? governorateName(delivery.governorate, language) : '';
  const days = quote
    ? { min: formatNumber(quote.days_min, language), max: formatNumber(quote.days_max, language) }
    : null;
  return (
    <Stack gap="xs" mt="sm">
      <NativeSelect
        id={GOVERNORATE_INPUT_ID}
        label={t('delivery.governorate')}
        withAsterisk
        disabled={disabled}
        value={delivery.governorate ?? ''}
        onChange={(event) => delivery.choose(event.currentTarget.value || null)}
        data={[{ value: '', label: t('delivery.choose') }, ...names]}
        error={delivery.missing ? t('delivery.required') : undefined}
        data-testid="checkout-governorate"
      />
      {delivery.governorate && quote && days && (
        <Text size="sm" data-testid="delivery-quote" data-fee={quote.fee}>
          {quote.fee === 0
            ? t('delivery.quoteFree', { governorate: where, ...days })
            : t('delivery.quote', { governorate: where, fee: price(quote.fee), ...days })}
          {quote.fee > 0 && quote.free_over !== null && (
            <> {t('delivery.freeOver', { threshold: price(quote.free_over) })}</>
          )}
        </Text>
      )}
      {delivery.governorate && delivery.quoting && (
        <Text size="sm" c="dimmed">
          {t('delivery.quoting')}
        </Text>
      )}
      {delivery.failed && (
        <Alert color="red" variant="light" role="alert" data-testid="delivery-failed">
          {delivery.failure ?? t('delivery.failed')}
        </Alert>
      )}
    </Stack>
  );
}
