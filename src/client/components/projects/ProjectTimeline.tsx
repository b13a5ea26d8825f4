import { Container, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SAMPLE_TIMELINE_PHASES } from '../../data/upcomingProjects';
import { SectionHeading } from '../SectionHeading/SectionHeading';

/** The sample 45-day plan of the lettuce NFT project. */
export function ProjectTimeline() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={48} component="section">
      <SectionHeading title={t('projects.timeline.title')} subtitle={t('projects.timeline.subtitle')} />
      <Timeline active={-1} bulletSize={22} lineWidth={2}>
        {SAMPLE_TIMELINE_PHASES.map((phase) => (
          <Timeline.Item key={phase} title={t(`projects.timeline.${phase}.title`)}>
            <Text size="xs" c="leaf.8" fw={700}>
              {t(`projects.timeline.${phase}.days`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`projects.timeline.${phase}.text`)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Container>
  );
}
