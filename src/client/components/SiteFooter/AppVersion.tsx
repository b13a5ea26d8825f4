import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';

/** The running version from system.info; nothing while it loads or when the server cannot be reached. */
export function AppVersion() {
  const { t } = useTranslation();
  const info = trpc.system.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  if (!info.data) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('footer.version', { version: info.data.version })}
    </Text>
  );
}
