import { Badge, Box, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpcomingProject } from '../../data/upcomingProjects';
import { useLanguage } from '../../hooks/useLanguage';
import { formatMonth } from '../../lib/format';
import { DifficultyBadge } from '../DifficultyBadge/DifficultyBadge';
import { ProjectFollow } from './ProjectFollow/ProjectFollow';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" fw={600} ta="end">
        {children}
      </Box>
    </Group>
  );
}

/** One upcoming project: cover, title, status, description, preview, its facts and "E-mail me when it starts". */
export function UpcomingProjectCard({ project }: { project: UpcomingProject }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card withBorder padding="lg" data-testid={`project-${project.id}`}>
      <Card.Section bg="leaf.0">
        <Center h={140} fz={72} aria-hidden>
          {project.coverImage}
        </Center>
      </Card.Section>
      <Group justify="space-between" align="flex-start" mt="md" mb="xs" wrap="nowrap">
        <Title order={3} fz="lg">
          {project.title}
        </Title>
        <Badge color={project.status === 'coming_soon' ? 'leaf' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {t(`projects.status.${project.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="gray.8">
        {project.description}
      </Text>
      <Text size="sm" c="leaf.8" fs="italic" mt="xs" mb="md">
        {project.preview}
      </Text>
      <Stack gap={6} mt="auto">
        <Fact label={t('projects.upcoming.difficultyLabel')}>
          <DifficultyBadge difficulty={project.difficulty} />
        </Fact>
        <Fact label={t('projects.upcoming.expectedStartLabel')}>{formatMonth(project.expectedStart, language)}</Fact>
        <Fact label={t('projects.upcoming.durationLabel')}>
          {t('projects.upcoming.durationDays', { count: project.duration })}
        </Fact>
        <Fact label={t('projects.upcoming.categoryLabel')}>{t(`projects.category.${project.category}`)}</Fact>
      </Stack>
      <ProjectFollow projectId={project.id} projectTitle={project.title} />
    </Card>
  );
}
