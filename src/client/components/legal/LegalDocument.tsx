import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { ContactDetails } from '../ContactDetails/ContactDetails';

export interface LegalSection {
  id: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  contactTitle: string;
}

/** A legal text: title, date, introduction, numbered sections and the contact block. */
export function LegalDocument({ title, updated, intro, sections, contactTitle }: LegalDocumentProps) {
  return (
    <Container size="md" py={48} component="article">
      <Title order={1} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {updated}
      </Text>
      <Text size="lg" mb="xl">
        {intro}
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
        {contactTitle}
      </Title>
      <ContactDetails withLabels />
    </Container>
  );
}
