import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsletterSignupForm } from '../../newsletter/NewsletterSignupForm/NewsletterSignupForm';

/** The shop's newsletter box: subscribes the address to the newsletter (`newsletter.subscribe`, double opt-in). */
export function NewsletterBox() {
  const { t } = useTranslation();

  return (
    <Paper bg="leaf.8" c="white" p={{ base: 'lg', sm: 'xl' }} radius="lg" component="section" aria-labelledby="shop-newsletter-title">
      <Title order={2} fz="xl" mb={4} id="shop-newsletter-title">
        {t('shop.newsletter.title')}
      </Title>
      <Text mb="md">{t('shop.newsletter.text')}</Text>
      <NewsletterSignupForm
        emailLabel={t('shop.newsletter.emailLabel')}
        emailPlaceholder={t('shop.newsletter.emailPlaceholder')}
        submitLabel={t('shop.newsletter.subscribe')}
        testIdPrefix="newsletter"
      />
    </Paper>
  );
}
