import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeviceName } from '../../hooks/useDeviceName';
import { useLanguage } from '../../hooks/useLanguage';
import { useLoginHistory } from '../../hooks/useSecurity';
import { formatDateTime } from '../../lib/format';
import { SecurityListCard } from './SecurityListCard';

/** The last sign-ins: when, from which device and address, and whether they succeeded. */
export function LoginHistoryList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deviceName = useDeviceName();
  const history = useLoginHistory();
  return (
    <SecurityListCard section="history" query={history} testId="login-history">
      {(entries) => (
        <Stack gap={0}>
          {entries.map((entry) => (
            <Group
              key={String(entry.id)}
              justify="space-between"
              gap="xs"
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
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
    </SecurityListCard>
  );
}
