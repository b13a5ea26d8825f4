import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { formatPercent } from '../../../lib/format';
import { useFailureDetail } from '../../../hooks/useQuizzes';
import { type QuizOutcome, type QuizQuestion, type QuizResult, splitDuration } from '../../../lib/quizFlow';

interface QuizResultViewProps {
  quizTitle: string;
  questions: readonly QuizQuestion[];
  /** null while the answers are being scored */
  outcome: QuizOutcome | null;
  onTryAnother(): void;
  onRetry(): void;
}

/** The colour of a score: green from 75 %, wheat from 50 %, red below. */
const scoreColor = (score: number) => (score >= 75 ? 'leaf' : score >= 50 ? 'wheat' : 'red');

/** One figure of the result: its label and value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" ta="center">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Each question with the reader's answer and the right one, as the server revealed them. */
function AnswerReview({ questions, result }: { questions: readonly QuizQuestion[]; result: QuizResult }) {
  const { t } = useTranslation();
  const localised = useLocalisedText();
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-review-title">
      <Title order={3} fz="lg" id="quiz-review-title">
        {t('quiz.result.reviewTitle')}
      </Title>
      {result.results.map((row, index) => {
        const question = byId.get(row.question_id);
        if (!question) return null;
        const answerText = (id: string | null) => {
          const answer = question.answers.find((a) => a.id === id);
          return answer ? localised(answer.answer_text, answer.answer_text_ar) : t('quiz.result.notAnswered');
        };
        const explanation = localised(question.explanation, question.explanation_ar);
        return (
          <Paper
            key={row.question_id}
            withBorder
            p="md"
            radius="md"
            data-testid="quiz-review-item"
            data-correct={row.correct}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={6}>
              <Text fw={600} size="sm">
                {index + 1}. {localised(question.question_text, question.question_text_ar)}
              </Text>
              <Badge color={row.correct ? 'leaf' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                {row.correct ? `✓ ${t('quiz.result.correct')}` : `✗ ${t('quiz.result.incorrect')}`}
              </Badge>
            </Group>
            <Text size="sm">
              <Text span c="dimmed">
                {t('quiz.result.yourAnswer')}:{' '}
              </Text>
              {answerText(row.chosen_answer_id)}
            </Text>
            {!row.correct && (
              <Text size="sm">
                <Text span c="dimmed">
                  {t('quiz.result.correctAnswer')}:{' '}
                </Text>
                <Text span fw={600} c="leaf.8">
                  {answerText(row.correct_answer_id)}
                </Text>
              </Text>
            )}
            {explanation && (
              <Text size="xs" c="dimmed" mt={6}>
                {explanation}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * The result screen: score in percent, correct answers of the total, level and time taken, then every question with
 * what was chosen and what was right. A failed submission lands here too: 'Quiz Submission Failed'.
 */
export function QuizResultView({ quizTitle, questions, outcome, onTryAnother, onRetry }: QuizResultViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const describe = useFailureDetail();

  if (outcome === null) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="quiz-submitting">
        <Center>
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('quiz.submitting')}</Text>
          </Stack>
        </Center>
      </Paper>
    );
  }

  const tryAnother = (
    <Button onClick={onTryAnother} size="md" data-testid="quiz-try-another" data-primary-action>
      {t('quiz.result.tryAnother')}
    </Button>
  );

  if (outcome.kind === 'failed') {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="quiz-result" data-outcome="failed">
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('quiz.result.failedTitle')} role="alert">
            <Text size="sm">{t('quiz.result.failedText')}</Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('quiz.result.submitFailed', { detail: describe(outcome.failure) })}
            </Text>
          </Alert>
          <Group gap="sm">
            <Button variant="light" onClick={onRetry}>
              {t('quiz.result.submitAgain')}
            </Button>
            {tryAnother}
          </Group>
        </Stack>
      </Paper>
    );
  }

  const { result } = outcome;
  const time = splitDuration(result.time_taken);
  const levelKey = `quiz.levels.${result.level}` as const;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="quiz-result" data-outcome="scored">
        <Stack gap="md" align="stretch">
          <Stack gap={2} align="center" ta="center">
            <Text size="sm" fw={600} c="leaf.8">
              {quizTitle}
            </Text>
            <Title order={2}>{t('quiz.result.title')}</Title>
          </Stack>
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              {t('quiz.result.score')}
            </Text>
            <Text fz={48} fw={800} lh={1} c={`${scoreColor(result.score)}.8`} data-testid="quiz-score" dir="ltr">
              {formatPercent(result.score, language, 0)}
            </Text>
            <Text fw={600} data-testid="quiz-correct">
              {t('quiz.result.correctOf', { count: result.correct_answers, total: result.total_questions })}
            </Text>
          </Stack>
          <Progress value={result.score} color={scoreColor(result.score)} size="lg" radius="xl" aria-hidden />
          <SimpleGrid cols={2} spacing="sm">
            <Figure
              label={t('quiz.result.level')}
              value={t(levelKey, { defaultValue: result.level })}
              testId="quiz-level"
            />
            <Figure
              label={t('quiz.result.timeTaken')}
              value={time.minutes > 0 ? t('quiz.result.minutesSeconds', time) : t('quiz.result.seconds', time)}
              testId="quiz-time"
            />
          </SimpleGrid>
          <Center>{tryAnother}</Center>
        </Stack>
      </Paper>
      <AnswerReview questions={questions} result={result} />
    </Stack>
  );
}
