import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsletterSignupForm } from '../newsletter/NewsletterSignupForm/NewsletterSignupForm';

/** The "Get Updates" e-mail box: subscribes the address to the newsletter (`newsletter.subscribe`, double opt-in). */
export function ProjectUpdatesBox() {
  const { t } = useTranslation();
  return (
    <Container size="md" pb={56} component="section">
      <Paper bg="leaf.8" c="white" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Title order={2} fz="xl" mb={4}>
          {t('projects.updates.title')}
        </Title>
        <Text mb="md">{t('projects.updates.text')}</Text>
        <NewsletterSignupForm
          emailLabel={t('projects.updates.emailLabel')}
          emailPlaceholder={t('projects.updates.emailPlaceholder')}
          submitLabel={t('projects.updates.button')}
          testIdPrefix="project-updates"
        />
      </Paper>
    </Container>
  );
}
