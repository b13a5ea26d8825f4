import { Alert, type MantineSpacing, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountForFreeShipping } from '../../../../shared/business';
import { useFormatPrice } from '../../../hooks/useFormatPrice';

interface FreeShippingNotesProps {
  /** Where the texts are: `freeShippingRule` and `freeShippingHint`. */
  texts: 'cart.summary' | 'checkout.summary';
  subtotal: number;
  shipping: number;
  threshold: number;
  /** The start of the notes' test ids (`free-shipping-rule`, `free-shipping-hint`). */
  testIdPrefix?: string;
  /** The rule's space above it (the cart pulls it up to the shipping line). */
  ruleMt?: MantineSpacing;
}

/** While shipping is charged: the free-shipping rule, and how much more the order needs to ship free. */
export function FreeShippingNotes({
  texts,
  subtotal,
  shipping,
  threshold,
  testIdPrefix = '',
  ruleMt,
}: FreeShippingNotesProps) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const missing = amountForFreeShipping(subtotal, threshold);
  if (shipping <= 0) return null;
  return (
    <>
      <Text size="xs" c="dimmed" mt={ruleMt} data-testid={`${testIdPrefix}free-shipping-rule`}>
        {t(`${texts}.freeShippingRule`, { threshold: price(threshold) })}
      </Text>
      {missing > 0 && (
        <Alert color="wheat" variant="light" p="xs" data-testid={`${testIdPrefix}free-shipping-hint`}>
          <Text size="sm">{t(`${texts}.freeShippingHint`, { amount: price(missing) })}</Text>
        </Alert>
      )}
    </>
  );
}
