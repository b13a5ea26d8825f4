import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageTitle } from '../hooks/usePageTitle';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" data-testid="not-found">
        <Text fz={64} fw={800} c="leaf.6" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} href="/">
          {t('app.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
