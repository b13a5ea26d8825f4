import { Alert, Button, Group, Image, Paper, Progress, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../../../shared/business';
import { useLanguage } from '../../../hooks/useLanguage';
import { useLocalisedText } from '../../../hooks/useLocalisedText';
import { formatPercent } from '../../../lib/format';
import type { QuizQuestion } from '../../../lib/quizFlow';
import classes from './QuizQuestionView.module.css';

interface QuizQuestionViewProps {
  quizTitle: string;
  question: QuizQuestion;
  progress: { current: number; total: number; percent: number };
  selected: string | null;
  /** The explanation pause after an answer: answers locked, the explanation shown. */
  pausing: boolean;
  isLast: boolean;
  canConfirm: boolean;
  onSelect(answerId: string): void;
  onConfirm(): void;
  onBack(): void;
}

/**
 * One question: 'Question N of M' with the percent complete, the question (and its picture), the answers as choices,
 * then Next (Finish on the last question) once an answer is chosen. After an answer, the question's explanation is
 * what the 3-second pause shows (headed 'Explanation'; 'Answer saved' alone only for a question that has none);
 * whether the answer was right is only known from the result.
 */
export function QuizQuestionView({
  quizTitle,
  question,
  progress,
  selected,
  pausing,
  isLast,
  canConfirm,
  onSelect,
  onConfirm,
  onBack,
}: QuizQuestionViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localised = useLocalisedText();
  const heading = useRef<HTMLHeadingElement>(null);
  const explanation = localised(question.explanation, question.explanation_ar);

  // Each question mounts anew (the page keys it by id): focus moves (and the screen scrolls) to it, so phones and
  // screen readers start at the top of the new question.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const percent = formatPercent(progress.percent, language, 0);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      data-testid="quiz-question"
      data-question={progress.current}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} c="leaf.8">
            {quizTitle}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onBack}>
            {t('quiz.back')}
          </Button>
        </Group>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} data-testid="quiz-position">
              {t('quiz.questionOf', { current: progress.current, total: progress.total })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('quiz.percentComplete', { percent })}
            </Text>
          </Group>
          <Progress
            value={progress.percent}
            size="md"
            radius="xl"
            aria-label={t('quiz.percentComplete', { percent })}
          />
        </Stack>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {localised(question.question_text, question.question_text_ar)}
        </Title>
        {question.image_url && (
          <Image
            src={question.image_url}
            alt={t('quiz.questionImage')}
            radius="md"
            mah={260}
            fit="contain"
            loading="lazy"
          />
        )}
        <Radio.Group
          value={selected}
          onChange={onSelect}
          label={<VisuallyHidden>{t('quiz.answersLabel')}</VisuallyHidden>}
          disabled={pausing}
        >
          <Stack gap="xs" mt={4}>
            {question.answers.map((answer) => (
              <Radio.Card
                key={answer.id}
                value={answer.id}
                radius="md"
                className={classes.answer}
                disabled={pausing}
                data-testid="quiz-answer"
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <Text size="sm">{localised(answer.answer_text, answer.answer_text_ar)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {pausing ? (
          <Stack gap="xs" aria-live="polite">
            <Alert
              color="leaf"
              variant="light"
              title={explanation ? t('quiz.explanationTitle') : t('quiz.answerSaved')}
              data-testid="quiz-explanation"
              data-explained={explanation ? 'true' : 'false'}
            >
              {explanation && (
                <Text size="sm" dir="auto" data-testid="quiz-explanation-text">
                  {explanation}
                </Text>
              )}
            </Alert>
            <div className={classes.pauseBar} aria-hidden>
              <div
                className={classes.pauseFill}
                style={{ '--pause-duration': `${TIMERS.quizExplanationPause}ms` } as CSSProperties}
              />
            </div>
            <Text size="xs" c="dimmed" data-testid="quiz-pause-note">
              {explanation && `${t('quiz.answerSaved')}. `}
              {isLast ? t('quiz.resultsSoon') : t('quiz.nextSoon')}
            </Text>
          </Stack>
        ) : (
          <Stack gap={6}>
            <Button
              onClick={onConfirm}
              disabled={!canConfirm}
              size="md"
              style={{ alignSelf: 'flex-end' }}
              data-testid="quiz-next"
              data-primary-action
            >
              {isLast ? t('quiz.finish') : t('quiz.next')}
            </Button>
            {!canConfirm && (
              <Text size="xs" c="dimmed" ta="end">
                {t('quiz.chooseAnswer')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
