import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** /admin for a signed-in customer: what the area is, that it is not theirs, and the way back. */
export function AdminOnly() {
  const { t } = useTranslation();
  return (
    <Center mih={360} px="md" data-testid="admin-only">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Text fz={48} aria-hidden>
          🔒
        </Text>
        <Title order={1} size="h2">
          {t('admin.only.title')}
        </Title>
        <Text c="dimmed">{t('admin.only.body')}</Text>
        <Button component={Link} href="/" mt="xs">
          {t('admin.only.home')}
        </Button>
      </Stack>
    </Center>
  );
}
