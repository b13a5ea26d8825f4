import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailureDetail, useQuizList } from '../../../hooks/useQuizzes';
import { callFailureOf } from '../../../lib/callFailure';
import type { Quiz, QuizProblem } from '../../../lib/quizFlow';
import { ListGrid } from '../../ListState/ListGrid';
import { QuizCard } from '../QuizCard/QuizCard';

interface QuizChooserProps {
  /** Why the reader is back here after picking a quiz (its questions failed to load, or it has none). */
  problem: QuizProblem | null;
  onChoose(quiz: Quiz): void;
}

/** The quiz chooser: the quizzes as cards in their four states, and what went wrong with the last pick. */
export function QuizChooser({ problem, onChoose }: QuizChooserProps) {
  const { t } = useTranslation();
  const describe = useFailureDetail();
  const quizzes = useQuizList();
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {t('quiz.chooserTitle')}
      </Title>
      {problem?.kind === 'noQuestions' && (
        <Alert color="wheat" variant="light" title={t('quiz.noQuestionsTitle')} role="alert" data-testid="quiz-problem">
          {t('quiz.noQuestions')}
        </Alert>
      )}
      {problem?.kind === 'questionsFailed' && (
        <Alert color="red" variant="light" role="alert" data-testid="quiz-problem">
          {t('quiz.questionsFailed', { detail: describe(problem.failure) })}
        </Alert>
      )}
      <ListGrid
        spacing="md"
        status={quizzes.status}
        items={quizzes.data}
        onRetry={() => void quizzes.refetch()}
        loadingText={t('quiz.loadingQuizzes')}
        errorText={quizzes.error ? t('quiz.loadFailed', { detail: describe(callFailureOf(quizzes.error)) }) : ''}
        retryLabel={t('quiz.retry')}
        emptyTitle={t('quiz.empty')}
        testId="quiz-list"
      >
        {(quiz) => <QuizCard key={quiz.id} quiz={quiz} onStart={onChoose} />}
      </ListGrid>
    </Stack>
  );
}
