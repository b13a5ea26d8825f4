import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { estimatedQuizMinutes } from '../../../../shared/quiz';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { type Quiz, difficultyStyle } from '../../../lib/quizFlow';
import { DifficultyBadge } from '../../DifficultyBadge/DifficultyBadge';

const CATEGORY_ICONS: Record<string, string> = { hydroponics: '💧', crops: '🌾', other: '🌱' };

interface QuizCardProps {
  quiz: Quiz;
  onStart(quiz: Quiz): void;
}

/** A quiz in the chooser: title, description, category, difficulty, questions and the estimated time. */
export function QuizCard({ quiz, onStart }: QuizCardProps) {
  const { t } = useTranslation();
  const localised = useLocalisedText();
  const title = localised(quiz.title, quiz.title_ar);
  const category = (['hydroponics', 'crops', 'other'] as const).find((c) => c === quiz.category) ?? 'other';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="quiz-card" data-quiz={quiz.slug} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg">
            <span aria-hidden>{CATEGORY_ICONS[category]} </span>
            {title}
          </Title>
          <DifficultyBadge difficulty={difficultyStyle(quiz.difficulty)} />
        </Group>
        <Text size="sm" c="dimmed">
          {localised(quiz.description, quiz.description_ar)}
        </Text>
        <Group gap="xs" mt="auto">
          <Badge variant="light" color="gray" title={t('quiz.card.categoryLabel')}>
            {t(`quiz.category.${category}`)}
          </Badge>
          <Badge variant="outline">{t('quiz.card.questions', { count: quiz.questions_count })}</Badge>
          <Badge variant="outline" color="wheat.8">
            {t('quiz.card.minutes', { count: estimatedQuizMinutes(quiz.questions_count) })}
          </Badge>
        </Group>
        <Button onClick={() => onStart(quiz)} aria-label={`${t('quiz.card.start')}: ${title}`} fullWidth>
          {t('quiz.card.start')}
        </Button>
      </Stack>
    </Card>
  );
}
