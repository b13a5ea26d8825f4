import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/usePageTitle';
import { registerLegalCatalogues } from '../../i18n/legal';
import { legalEn } from '../../i18n/legal/en';
import { ContactDetails } from '../ContactDetails/ContactDetails';

registerLegalCatalogues();

/** A legal document of the `legal` catalogue. */
export type LegalDocumentName = 'terms' | 'privacy';

interface LegalDocumentProps {
  document: LegalDocumentName;
  /** What a section's body names from the shop's settings (the terms' shipping threshold and fee). */
  values?: Record<string, string>;
}

/**
 * A legal text and its page title: title, date, introduction, the numbered sections in the catalogue's order, and the
 * contact block.
 */
export function LegalDocument({ document, values }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  const title = t(`${document}.title`);
  usePageTitle(title);
  // A section's key is one of this document's, which the catalogue's types cannot tie to `document` itself.
  const text = t as unknown as (key: string, values?: Record<string, string>) => string;
  const sectionText = (id: string, part: 'title' | 'body') => text(`${document}.sections.${id}.${part}`, values);
  const sections = Object.keys(legalEn[document].sections).map((id) => ({
    id,
    title: sectionText(id, 'title'),
    body: sectionText(id, 'body'),
  }));
  return (
    <Container size="md" py={48} component="article">
      <Title order={1} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('updated')}
      </Text>
      <Text size="lg" mb="xl">
        {t(`${document}.intro`)}
      </Text>
      <Stack gap="xl">
        {sections.map((section) => (
          <section key={section.id} id={section.id}>
            <Title order={2} fz="lg" mb="xs">
              {section.title}
            </Title>
            {section.body.split('\n\n').map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mb="xs" c="gray.8">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
      <Divider my="xl" />
      <Title order={2} fz="lg" mb="xs">
        {tCommon('contact.title')}
      </Title>
      <ContactDetails withLabels />
    </Container>
  );
}
