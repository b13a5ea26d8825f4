import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../lib/adminFormat';
import { type RouterOutputs, trpc } from '../../lib/trpc';

type Outbox = RouterOutputs['messaging']['outbox'];
type Row = Outbox['items'][number];
type Channel = Row['channel'];
type State = 'waiting' | 'sent' | 'delivered' | 'failed';

const CHANNELS: Channel[] = ['email', 'sms', 'whatsapp'];
const STATES: State[] = ['waiting', 'sent', 'delivered', 'failed'];

/** A row's state as the admin reads it (the provider's delivery status over the outbox's own). */
function stateOf(row: Row): State {
  if (row.status === 'failed' || row.delivery_status === 'failed' || row.delivery_status === 'undelivered')
    return 'failed';
  if (row.delivery_status === 'delivered' || row.delivery_status === 'read') return 'delivered';
  if (row.status === 'sent') return 'sent';
  return 'waiting';
}
const STATE_COLORS: Record<State, string> = { waiting: 'gray', sent: 'blue', delivered: 'teal', failed: 'red' };

/**
 * The admin's outbox (on the System page): the messages of every channel, newest first, filtered by channel and state,
 * with a "Send again" on a failed one; above them the counts and costs per day and channel, and which channels have no
 * provider configured (their messages wait).
 */
export function OutboxPanel() {
  const { t } = useTranslation();
  const fmt = useAdminFormat();
  const [channel, setChannel] = useState<Channel | null>(null);
  const [state, setState] = useState<State | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const list = trpc.messaging.outbox.useQuery({
    ...(channel ? { channel } : {}),
    ...(state ? { state } : {}),
    page,
    limit: 20,
  });
  const days = trpc.messaging.outboxDays.useQuery({ days: 14 });
  const retry = trpc.messaging.retry.useMutation({
    onSuccess: () => {
      setNotice({ ok: true, text: t('messaging.outbox.retried') });
      void list.refetch();
      void days.refetch();
    },
    onError: () => setNotice({ ok: false, text: t('messaging.outbox.retryFailed') }),
  });

  return (
    <Stack gap="md" mt="xl" data-testid="admin-outbox">
      <div>
        <Title order={3}>{t('messaging.outbox.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('messaging.outbox.description')}
        </Text>
      </div>
      {list.data &&
        CHANNELS.filter((c) => !list.data.configured[c]).map((c) => (
          <Alert key={c} color="yellow" data-testid={`outbox-unconfigured-${c}`}>
            {t('messaging.outbox.notConfigured', { channel: t(`messaging.outbox.channels.${c}`) })}
          </Alert>
        ))}

      <Card withBorder radius="md" p="sm" data-testid="outbox-days">
        <Text fw={700} mb="xs">
          {t('messaging.outbox.days.title')}
        </Text>
        {days.isPending ? (
          <Loader size="sm" />
        ) : days.isError ? (
          <Text size="sm" c="red">
            {t('messaging.outbox.loadFailed')}
          </Text>
        ) : days.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('messaging.outbox.days.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messaging.outbox.days.day')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.channel')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.queued')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.sent')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.delivered')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.failed')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.waiting')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.days.cost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.data.map((d) => (
                  <Table.Tr key={`${d.day}-${d.channel}`} data-testid={`outbox-day-${d.day}-${d.channel}`}>
                    <Table.Td>{fmt.day(d.day)}</Table.Td>
                    <Table.Td>{t(`messaging.outbox.channels.${d.channel}`)}</Table.Td>
                    <Table.Td>{fmt.count(d.queued)}</Table.Td>
                    <Table.Td>{fmt.count(d.sent)}</Table.Td>
                    <Table.Td>{fmt.count(d.delivered)}</Table.Td>
                    <Table.Td>{fmt.count(d.failed)}</Table.Td>
                    <Table.Td>{fmt.count(d.waiting)}</Table.Td>
                    <Table.Td>{d.cost_unit ? `${d.cost.toFixed(4)} ${d.cost_unit}` : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Group gap="sm" wrap="wrap">
        <Select
          label={t('messaging.outbox.channel')}
          data-testid="outbox-channel"
          value={channel}
          clearable
          placeholder={t('messaging.outbox.allChannels')}
          data={CHANNELS.map((c) => ({ value: c, label: t(`messaging.outbox.channels.${c}`) }))}
          onChange={(v) => {
            setChannel(v as Channel | null);
            setPage(1);
          }}
          w={170}
        />
        <Select
          label={t('messaging.outbox.state')}
          data-testid="outbox-state"
          value={state}
          clearable
          placeholder={t('messaging.outbox.allStates')}
          data={STATES.map((s) => ({ value: s, label: t(`messaging.outbox.states.${s}`) }))}
          onChange={(v) => {
            setState(v as State | null);
            setPage(1);
          }}
          w={170}
        />
      </Group>
      {notice && (
        <Alert
          color={notice.ok ? 'teal' : 'red'}
          data-testid="outbox-notice"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {list.isPending ? (
        <Group gap="xs" data-testid="outbox-loading">
          <Loader size="sm" />
          <Text size="sm">{t('messaging.outbox.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" title={t('messaging.outbox.loadFailed')} data-testid="outbox-error">
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('messaging.choices.retry')}
          </Button>
        </Alert>
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="outbox-empty">
          {t('messaging.outbox.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
            <Table striped fz="sm" data-testid="outbox-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messaging.outbox.columns.when')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.channel')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.columns.to')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.columns.kind')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.columns.status')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.columns.attempts')}</Table.Th>
                  <Table.Th>{t('messaging.outbox.columns.error')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((row) => {
                  const s = stateOf(row);
                  return (
                    <Table.Tr key={row.id} data-testid="outbox-row" data-id={row.id} data-state={s}>
                      <Table.Td>{fmt.dateTime(row.created_at)}</Table.Td>
                      <Table.Td>{t(`messaging.outbox.channels.${row.channel}`)}</Table.Td>
                      <Table.Td dir="ltr">{row.to}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.kind}</Text>
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {row.sensitive ? t('messaging.outbox.hidden') : ((row.subject || row.body) ?? '')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLORS[s]} variant="light">
                          {t(`messaging.outbox.states.${s}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{fmt.count(row.attempts)}</Table.Td>
                      <Table.Td>
                        <Text size="xs" lineClamp={2}>
                          {row.last_error ?? ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {row.status === 'failed' && (row.body !== null || row.subject !== '') && !row.sensitive && (
                          <Button
                            size="xs"
                            variant="light"
                            loading={retry.isPending && retry.variables?.id === row.id}
                            aria-label={t('messaging.outbox.retryLabel', { id: row.id })}
                            data-testid="outbox-retry"
                            onClick={() => retry.mutate({ id: row.id })}
                          >
                            {t('messaging.outbox.retry')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Button
              size="xs"
              variant="default"
              disabled={!list.data.pagination.hasPrev}
              onClick={() => setPage(page - 1)}
            >
              {t('messaging.outbox.previous')}
            </Button>
            <Text size="sm">
              {t('messaging.outbox.page', { page: page, pages: Math.max(1, list.data.pagination.totalPages) })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data.pagination.hasNext}
              onClick={() => setPage(page + 1)}
            >
              {t('messaging.outbox.next')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
