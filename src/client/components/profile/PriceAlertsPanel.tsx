import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type PriceAlert, usePriceAlertActions, usePriceAlerts } from '../../hooks/usePriceAlerts';
import { usePriceAlertTexts } from '../../hooks/usePriceAlertTexts';
import { ListState } from '../ListState/ListState';
import { PanelTitle } from '../PanelTitle/PanelTitle';
import { DeleteAlertButton } from '../crops/DeleteAlertButton/DeleteAlertButton';

/** Alerts one grower may keep (MAX_PRICE_ALERTS_PER_USER in src/shared/priceAlerts.ts; not imported, it brings zod). */
const MAX_ALERTS = 20;

interface AlertCardProps {
  alert: PriceAlert;
  busy: boolean;
  onToggle: (active: boolean) => void;
  onDelete: () => void;
}

/** One alert: the crop (linked to its page), what it waits for and where, its on/off switch, when it last fired, Delete. */
function AlertCard({ alert, busy, onToggle, onDelete }: AlertCardProps) {
  const { t } = useTranslation();
  const texts = usePriceAlertTexts();
  const words = texts.words(alert);
  const summary = texts.summary(words);
  const place = texts.place(words.market);
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      data-testid="price-alert-item"
      data-alert-id={alert.id}
      data-active={String(alert.is_active)}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            href={`/crops/${encodeURIComponent(alert.crop_slug)}`}
            fw={700}
            data-testid="price-alert-crop"
          >
            {words.crop}
          </Anchor>
          <Text size="sm" fw={600} data-testid="price-alert-summary">
            {summary}{' '}
            <Text span size="sm" fw={400} c="dimmed">
              {place}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" data-testid="price-alert-fired">
            {texts.lastFired(alert)}
          </Text>
        </Stack>
        <DeleteAlertButton
          summary={`${words.crop}, ${summary} ${place}`}
          onDelete={onDelete}
          disabled={busy}
          testId="price-alert-delete"
        />
      </Group>
      <Group justify="space-between" mt="xs" gap="xs">
        <Switch
          checked={alert.is_active}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          disabled={busy}
          label={t('priceAlerts.profile.active')}
          aria-label={t('priceAlerts.profile.toggleLabel', { crop: words.crop, summary: `${summary} ${place}` })}
          color="leaf"
          data-testid="price-alert-active"
        />
        {!alert.is_active && (
          <Badge color="gray" variant="light">
            {t('priceAlerts.paused')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

/**
 * The profile's Price alerts tab: every alert of the grower, newest first as the server lists them, each switched on or
 * off and deleted in place; empty, it points to the crops, where alerts are set.
 */
export function PriceAlertsPanel() {
  const { t } = useTranslation();
  const texts = usePriceAlertTexts();
  const alerts = usePriceAlerts();
  const { update, remove } = usePriceAlertActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const items = alerts.data?.alerts;

  const run = async (alert: PriceAlert, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(String(alert.id));
    setOutcome(null);
    try {
      await action();
      setOutcome({ ok: true, text: success });
    } catch (error) {
      setOutcome({ ok: false, text: `${failure}: ${texts.reasonOf(error)}` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" data-testid="price-alerts-panel">
      <PanelTitle title={t('priceAlerts.profile.title')} subtitle={t('priceAlerts.profile.intro')} titleSize="lg" />
      {outcome && (
        <Alert
          color={outcome.ok ? 'leaf' : 'red'}
          variant="light"
          p="xs"
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="price-alerts-outcome"
        >
          <Text size="sm">{outcome.text}</Text>
        </Alert>
      )}
      <ListState
        query={alerts}
        items={items}
        texts="priceAlerts"
        errorHint={alerts.error ? texts.reasonOf(alerts.error) : undefined}
        emptyHint={t('priceAlerts.emptyHint')}
        emptyAction={
          <Button component={Link} href="/crops" variant="light" mt="xs" data-testid="price-alerts-browse">
            {t('priceAlerts.profile.browse')}
          </Button>
        }
        testId="price-alerts-list"
      >
        {(loaded) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" data-testid="price-alerts-count">
              {t('priceAlerts.count', { used: loaded.length, max: MAX_ALERTS })}
            </Text>
            {loaded.map((alert) => (
              <AlertCard
                key={alert.id}
                alert={alert}
                busy={busy === String(alert.id)}
                onToggle={(active) =>
                  void run(
                    alert,
                    () => update.mutateAsync({ id: alert.id, is_active: active }),
                    t(active ? 'priceAlerts.profile.turnedOn' : 'priceAlerts.profile.turnedOff'),
                    t('priceAlerts.profile.updateFailed'),
                  )
                }
                onDelete={() =>
                  void run(
                    alert,
                    () => remove.mutateAsync({ id: alert.id }),
                    t('priceAlerts.deleted'),
                    t('priceAlerts.deleteFailed'),
                  )
                }
              />
            ))}
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
