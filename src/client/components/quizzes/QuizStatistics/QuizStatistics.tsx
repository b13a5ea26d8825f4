import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FIGURES = ['questions', 'farmers', 'average', 'categories'] as const;

/** The static statistics panel: 500+ questions, 1,200+ farmers trained, 85% average score, 8 categories. */
export function QuizStatistics() {
  const { t } = useTranslation();
  return (
    <Paper
      bg="leaf.0"
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      component="section"
      aria-labelledby="quiz-statistics-title"
      data-testid="quiz-statistics"
    >
      <Title order={2} fz="lg" ta="center" mb="md" id="quiz-statistics-title">
        {t('quiz.statistics.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {FIGURES.map((figure) => (
          <div key={figure} style={{ textAlign: 'center' }}>
            <Text fz={28} fw={800} c="leaf.8" lh={1.2}>
              <bdi>{t(`quiz.statistics.${figure}Value`)}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {t(`quiz.statistics.${figure}`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
