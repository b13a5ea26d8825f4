import { Container } from '@mantine/core';
import { NewsletterCard } from '../newsletter/NewsletterCard/NewsletterCard';

/** The "Get Updates" e-mail box: subscribes the address to the newsletter (`newsletter.subscribe`, double opt-in). */
export function ProjectUpdatesBox() {
  return (
    <Container size="md" pb={56} component="section">
      <NewsletterCard texts="projects.updates" testIdPrefix="project-updates" />
    </Container>
  );
}
