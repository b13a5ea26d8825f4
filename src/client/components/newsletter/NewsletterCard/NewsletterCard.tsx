import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewsletterSignupForm } from '../NewsletterSignupForm/NewsletterSignupForm';

interface NewsletterCardProps {
  /** Where its texts are: `title`, `text`, `emailLabel`, `emailPlaceholder` and `subscribe`. */
  texts: 'projects.updates' | 'shop.newsletter';
  /** The start of the form's test ids (`newsletter-email`, `newsletter-subscribe`, `newsletter-feedback`). */
  testIdPrefix: string;
  /** A box that is a section of the page of its own, named by its title (whose id this is). */
  titleId?: string;
}

/** The green newsletter box: a title, why to subscribe, and the e-mail form (`newsletter.subscribe`, double opt-in). */
export function NewsletterCard({ texts, testIdPrefix, titleId }: NewsletterCardProps) {
  const { t } = useTranslation();
  const section = titleId ? ({ component: 'section', 'aria-labelledby': titleId } as const) : {};
  return (
    <Paper bg="leaf.8" c="white" p={{ base: 'lg', sm: 'xl' }} radius="lg" {...section}>
      <Title order={2} fz="xl" mb={4} id={titleId}>
        {t(`${texts}.title`)}
      </Title>
      <Text mb="md">{t(`${texts}.text`)}</Text>
      <NewsletterSignupForm
        emailLabel={t(`${texts}.emailLabel`)}
        emailPlaceholder={t(`${texts}.emailPlaceholder`)}
        submitLabel={t(`${texts}.subscribe`)}
        testIdPrefix={testIdPrefix}
      />
    </Paper>
  );
}
