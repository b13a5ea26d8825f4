import { Button, Container, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "Get Updates" e-mail box. E-mail sign-ups arrive in a later issue, so the button says so
 * instead of pretending to subscribe; nothing is stored or sent.
 */
export function ProjectUpdatesBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');

  function explainNotAvailable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notifications.show({
      id: 'project-updates-soon',
      title: t('projects.updates.soonTitle'),
      message: t('projects.updates.soonMessage'),
      color: 'wheat',
    });
  }

  return (
    <Container size="md" pb={56} component="section">
      <Paper bg="leaf.8" c="white" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Title order={2} fz="xl" mb={4}>
          {t('projects.updates.title')}
        </Title>
        <Text mb="md">{t('projects.updates.text')}</Text>
        <form onSubmit={explainNotAvailable} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t('projects.updates.emailLabel')}
              placeholder={t('projects.updates.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              autoComplete="email"
              dir="ltr"
              style={{ flex: '1 1 220px' }}
              styles={{ label: { color: 'white' } }}
            />
            <Button type="submit" variant="white">
              {t('projects.updates.button')}
            </Button>
          </Group>
        </form>
      </Paper>
    </Container>
  );
}
