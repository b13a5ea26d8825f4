import { Center, Loader, Text, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={320}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
