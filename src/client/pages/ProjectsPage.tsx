import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/SectionHeading/SectionHeading';
import { ExpectationsSection } from '../components/projects/ExpectationsSection';
import { FounderNote } from '../components/projects/FounderNote';
import { ProjectTimeline } from '../components/projects/ProjectTimeline';
import { ProjectUpdatesBox } from '../components/projects/ProjectUpdatesBox';
import { UpcomingProjectsSection } from '../components/projects/UpcomingProjectsSection';
import { usePageTitle } from '../hooks/usePageTitle';

/** /projects — the static "Projects Coming Soon" page. */
export function ProjectsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.projects'));
  return (
    <>
      <Container size="md" pt={56} pb={8}>
        <SectionHeading order={1} title={t('projects.title')} subtitle={t('projects.subtitle')} />
      </Container>
      <ExpectationsSection />
      <UpcomingProjectsSection />
      <ProjectTimeline />
      <FounderNote />
      <ProjectUpdatesBox />
    </>
  );
}
