import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFullAddress } from '../../../hooks/useAddress';
import { useAuth } from '../../../lib/auth';
import { lazyNamed } from '../../../lib/lazyNamed';
import { loginAddress } from '../../../lib/returnPath';
import { BellIcon } from '../../notifications/NotificationIcons/NotificationIcons';
import type { LatestQuote } from '../LatestPrices/LatestPrices';

/** The form and the grower's alerts are their own chunk: only a signed-in grower needs them. */
const PriceAlertForm = lazyNamed(() => import('../PriceAlertForm/PriceAlertForm'), 'PriceAlertForm');

/** The anchor of the alert box: a sign-in comes back to it. */
const PRICE_ALERT_ANCHOR = 'price-alert';

interface PriceAlertPanelProps {
  cropId: string;
  /** The crop's name in the reader's language. */
  cropName: string;
  /**
   * The latest quote at each market that has prices for this crop (the market choices and the prefilled price);
   * undefined while they load, so the form never starts on "Any market" and then jumps to Obour.
   */
  quotes: readonly LatestQuote[] | undefined;
  /** The crop page's own path, to come back to after signing in. */
  returnPath: string;
}

/**
 * "Tell me when {crop} at {market} goes above {price}": the alert form with the grower's alerts for this crop, or for
 * a visitor the way to sign in and come back here.
 */
export function PriceAlertPanel({ cropId, cropName, quotes, returnPath }: PriceAlertPanelProps) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const fullAddress = useFullAddress();
  const loading = (
    <Center py="md">
      <Loader size="sm" aria-label={t('priceAlerts.loading')} />
    </Center>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-body)"
      id={PRICE_ALERT_ANCHOR}
      data-testid="price-alert"
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <BellIcon size={18} />
            {t('priceAlerts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('priceAlerts.intro')}
          </Text>
        </div>
        {status === 'signedOut' ? (
          <Group gap="sm" wrap="wrap" data-testid="price-alert-signed-out">
            <Text size="sm">{t('priceAlerts.signInHint')}</Text>
            <Button
              component={Link}
              href={loginAddress(fullAddress(`${returnPath}#${PRICE_ALERT_ANCHOR}`))}
              variant="light"
              data-testid="price-alert-login"
            >
              {t('priceAlerts.signIn')}
            </Button>
          </Group>
        ) : status === 'resolving' || quotes === undefined ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <PriceAlertForm cropId={cropId} cropName={cropName} quotes={quotes} anchor={PRICE_ALERT_ANCHOR} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
