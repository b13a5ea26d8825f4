import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeviceName } from '../../hooks/useDeviceName';
import { useLanguage } from '../../hooks/useLanguage';
import { useLoginHistory } from '../../hooks/useSecurity';
import { formatDateTime } from '../../lib/format';
import { ListState } from '../ListState/ListState';

/** The last sign-ins: when, from which device and address, and whether they succeeded. */
export function LoginHistoryList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deviceName = useDeviceName();
  const history = useLoginHistory();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Title order={2} fz="xl">
        {t('security.history.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('security.history.subtitle')}
      </Text>
      <ListState
        status={history.status}
        items={history.data?.items}
        onRetry={() => void history.refetch()}
        loadingText={t('security.history.loading')}
        errorText={t('security.history.loadFailed')}
        retryLabel={t('security.history.retry')}
        emptyTitle={t('security.history.empty')}
        testId="login-history"
      >
        {(entries) => (
          <Stack gap={0}>
            {entries.map((entry) => (
              <Group key={String(entry.id)} justify="space-between" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {formatDateTime(entry.created_at, language)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {deviceName(entry.user_agent)}
                    {entry.ip ? ` · \u2068${entry.ip}\u2069` : ''}
                  </Text>
                </Stack>
                <Badge size="sm" variant="light" color={entry.success ? 'leaf' : 'red'}>
                  {entry.success ? t('security.history.success') : t('security.history.failure')}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </ListState>
    </Paper>
  );
}
