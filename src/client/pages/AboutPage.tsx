import '../styles/learningPages';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../components/ContactDetails/ContactDetails';
import { ContactForm } from '../components/support/ContactForm/ContactForm';
import { usePageTitle } from '../hooks/usePageTitle';

const OFFERS = ['offerGuides', 'offerShop', 'offerTools'] as const;

/** /about — the mission text, the contact block and the contact form. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.about'));
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('about.title')}</Title>
          <Text size="lg" c="gray.8">
            {t('about.intro')}
          </Text>
        </Stack>
        <section>
          <Title order={2} mb="sm">
            {t('about.missionTitle')}
          </Title>
          <Text mb="sm">{t('about.mission1')}</Text>
          <Text>{t('about.mission2')}</Text>
        </section>
        <section>
          <Title order={2} mb="sm">
            {t('about.offerTitle')}
          </Title>
          <List spacing="xs" icon={<span aria-hidden>🌱</span>}>
            {OFFERS.map((offer) => (
              <List.Item key={offer}>{t(`about.${offer}`)}</List.Item>
            ))}
          </List>
        </section>
        <Paper withBorder p="lg" bg="leaf.0" component="section">
          <Title order={2} fz="xl" mb="sm">
            {t('contact.title')}
          </Title>
          <ContactDetails withLabels />
        </Paper>
        <ContactForm />
      </Stack>
    </Container>
  );
}
