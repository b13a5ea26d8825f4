import { Box, Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpcomingProjects } from '../../hooks/useUpcomingProjects';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import { UpcomingProjectCard } from './UpcomingProjectCard';

/** The coming-soon and planned hydroponic projects. */
export function UpcomingProjectsSection() {
  const { t } = useTranslation();
  const projects = useUpcomingProjects();
  return (
    <Box bg="leaf.0" component="section">
      <Container size="lg" py={48}>
        <SectionHeading title={t('projects.upcoming.title')} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {projects.map((project) => (
            <UpcomingProjectCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
