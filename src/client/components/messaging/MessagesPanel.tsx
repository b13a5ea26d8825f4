import '@mantine/core/styles/Switch.css';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { PanelTitle } from '../PanelTitle/PanelTitle';

type Mine = RouterOutputs['messaging']['myChannels'];
type Choice = Mine['choices'][number];

const KINDS = ['order_status', 'payment_reminder', 'price_alert'] as const;
const CHANNELS = ['in_app', 'email', 'sms', 'whatsapp'] as const;

/** The number as the reader writes it: "+20 101 234 5678" kept left to right inside Arabic. */
const shownPhone = (e164: string) => `\u2066${e164.replace(/^\+20(\d{3})(\d{3})(\d{4})$/, '+20 $1 $2 $3')}\u2069`;

/**
 * The profile's Messages tab: for each kind of news (order updates, pay-at-harvest reminders, price alerts) a switch
 * per channel (in the app, e-mail, SMS, WhatsApp), saved at once. A channel a STOP reply turned off says so; SMS and
 * WhatsApp are disabled without a mobile number, e-mail without an address.
 */
export function MessagesPanel() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const mine = trpc.messaging.myChannels.useQuery();
  const [failed, setFailed] = useState(false);
  const save = trpc.messaging.setMyChannels.useMutation({
    onSuccess: (data) => {
      setFailed(false);
      utils.messaging.myChannels.setData(undefined, {
        choices: data.choices,
        phone: data.phone,
        has_email: data.has_email,
      });
    },
    onError: () => setFailed(true),
  });

  if (mine.isPending)
    return (
      <Group gap="xs" py="lg" data-testid="messages-loading">
        <Loader size="sm" />
        <Text size="sm">{t('messaging.choices.loading')}</Text>
      </Group>
    );
  if (mine.isError || !mine.data)
    return (
      <Alert color="red" data-testid="messages-error" title={t('messaging.choices.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void mine.refetch()}>
          {t('messaging.choices.retry')}
        </Button>
      </Alert>
    );

  const { choices, phone, has_email } = mine.data;
  const find = (kind: string, channel: string) => choices.find((c) => c.kind === kind && c.channel === channel);
  const unavailable = (channel: Choice['channel']) =>
    ((channel === 'sms' || channel === 'whatsapp') && !phone) || (channel === 'email' && !has_email);

  return (
    <Stack gap="md" data-testid="messages-panel">
      <PanelTitle title={t('messaging.choices.title')} subtitle={t('messaging.choices.intro')} />
      {phone ? (
        <Text size="sm" data-testid="messages-phone">
          {t('messaging.choices.phone', { phone: shownPhone(phone) })}
        </Text>
      ) : (
        <Alert color="yellow" data-testid="messages-no-phone">
          {t('messaging.choices.noPhone')}
        </Alert>
      )}
      {!has_email && (
        <Alert color="gray" data-testid="messages-no-email">
          {t('messaging.choices.noEmail')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" data-testid="messages-save-failed">
          {t('messaging.choices.saveFailed')}
        </Alert>
      )}
      {KINDS.map((kind) => (
        <Card key={kind} withBorder radius="md" p="sm" data-testid={`messages-kind-${kind}`}>
          <Text fw={700} mb="xs">
            {t(`messaging.choices.kinds.${kind}`)}
          </Text>
          <Stack gap="xs">
            {CHANNELS.map((channel) => {
              const choice = find(kind, channel);
              const label = t(`messaging.choices.channels.${channel}`);
              return (
                <Group key={channel} justify="space-between" wrap="nowrap" gap="sm">
                  <Switch
                    checked={!!choice?.enabled}
                    disabled={save.isPending || (unavailable(channel) && !choice?.enabled)}
                    onChange={(e) => save.mutate({ changes: [{ kind, channel, enabled: e.currentTarget.checked }] })}
                    label={label}
                    aria-label={t('messaging.choices.toggle', {
                      channel: label,
                      kind: t(`messaging.choices.kinds.${kind}`),
                    })}
                    data-testid={`messages-switch-${kind}-${channel}`}
                  />
                  {choice?.stopped && !choice.enabled && (
                    <Badge color="orange" variant="light" size="sm" data-testid={`messages-stopped-${kind}-${channel}`}>
                      STOP
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
          {CHANNELS.some((c) => find(kind, c)?.stopped && !find(kind, c)?.enabled) && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('messaging.choices.stopped')}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
