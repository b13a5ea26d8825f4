import { Alert, NativeSelect, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../shared/credit';
import { useFormatPrice } from '../../../hooks/useFormatPrice';
import { useLanguage } from '../../../hooks/useLanguage';
import type { MyCredit } from '../../../lib/credit';
import { formatMonth } from '../../../lib/format';
import { LoadingNote } from '../../LoadingNote/LoadingNote';
import { OnlineMethodRadios } from '../OnlinePayment/OnlinePayment';

/** What the checkout knows of the customer's credit line: still reading, unreadable, or read. */
export interface CreditState {
  pending: boolean;
  failed: boolean;
  credit: MyCredit | undefined;
}

interface PaymentChoiceProps {
  credit: CreditState;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  harvestDue: string | null;
  onHarvestDue: (month: string) => void;
  /** The order's total as the summary shows it. */
  total: number;
  disabled?: boolean;
}

/** Whether a harvest order of `total` fits the line (its available credit). */
export const fitsCredit = (credit: MyCredit | undefined, total: number) =>
  Boolean(credit && credit.limit > 0 && Math.round(total * 100) <= Math.round(credit.available * 100));

/**
 * The checkout's payment section: cash on delivery (the default) and, when the customer has a credit line, pay at
 * harvest with the available credit, the harvest month (next month … 9 months ahead, named in the reader's language), a
 * short explanation and whether this order's total fits.
 */
export function PaymentChoice({
  credit,
  method,
  onMethod,
  harvestDue,
  onHarvestDue,
  total,
  disabled,
}: PaymentChoiceProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = useFormatPrice();
  const line = credit.credit;
  const hasLine = Boolean(line && line.limit > 0);
  const fits = fitsCredit(line, total);
  const harvest = method === 'pay_at_harvest';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="checkout-payment"
      data-testid="checkout-payment"
    >
      <Title order={2} size="h4" mb="sm" id="checkout-payment">
        {t('checkout.paymentMethod')}
      </Title>
      <Radio.Group value={method} onChange={(value) => onMethod(value as PaymentMethod)} name="payment_method">
        <Stack gap="sm">
          <Radio
            value="cod"
            label={t('checkout.cod')}
            description={t('checkout.codHint')}
            disabled={disabled}
            data-testid="payment-cod"
          />
          {hasLine && line && (
            <Radio
              value="pay_at_harvest"
              label={t('credit.checkout.harvest')}
              description={
                line.available > 0
                  ? t('credit.checkout.harvestHint', { available: price(line.available) })
                  : t('credit.checkout.harvestClosed')
              }
              disabled={disabled || line.available <= 0}
              data-testid="payment-harvest"
            />
          )}
          <OnlineMethodRadios disabled={disabled} />
        </Stack>
      </Radio.Group>
      {credit.pending && (
        <LoadingNote loaderSize="xs" mt="sm">
          {t('app.loading')}
        </LoadingNote>
      )}
      {credit.failed && !line && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="checkout-credit-failed">
          {t('credit.checkout.loadFailed')}
        </Text>
      )}
      {harvest && line && (
        <Stack gap="sm" mt="md" data-testid="checkout-harvest">
          <NativeSelect
            label={t('credit.checkout.dueLabel')}
            description={t('credit.checkout.dueDescription')}
            value={harvestDue ?? ''}
            onChange={(event) => onHarvestDue(event.currentTarget.value)}
            data={line.harvest_due_months.map((month) => ({ value: month, label: formatMonth(month, language) }))}
            disabled={disabled}
            required
            data-testid="checkout-harvest-due"
          />
          <Text size="sm" c="dimmed">
            {t('credit.checkout.explain')}
          </Text>
          {fits ? (
            <Alert color="leaf" variant="light" data-testid="checkout-credit-fits">
              {t('credit.checkout.fits', {
                total: price(total),
                available: price(line.available),
                left: price(Math.round((line.available - total) * 100) / 100),
              })}
            </Alert>
          ) : (
            <Alert color="red" variant="light" role="alert" data-testid="checkout-credit-over">
              {t('credit.checkout.overCredit', { total: price(total), available: price(line.available) })}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
