import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why the projects exist, in the founder's words. */
export function FounderNote() {
  const { t } = useTranslation();
  return (
    <Container size="md" pb={48} component="section">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="wheat.0">
        <Title order={2} fz="xl" mb="sm">
          {t('projects.founder.title')}
        </Title>
        <Text mb="sm">{t('projects.founder.body1')}</Text>
        <Text mb="sm">{t('projects.founder.body2')}</Text>
        <Text fw={600} c="leaf.9">
          {t('projects.founder.signature')}
        </Text>
      </Paper>
    </Container>
  );
}
