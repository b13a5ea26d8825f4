import '../styles/learningPages';
import { Center, Container, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../components/SectionHeading/SectionHeading';
import { QuizChooser } from '../components/quizzes/QuizChooser/QuizChooser';
import { QuizQuestionView } from '../components/quizzes/QuizQuestionView/QuizQuestionView';
import { QuizResultView } from '../components/quizzes/QuizResultView/QuizResultView';
import { QuizStatistics } from '../components/quizzes/QuizStatistics/QuizStatistics';
import { useLocalisedText } from '../hooks/useLocalisedText';
import { usePageTitle } from '../hooks/usePageTitle';
import { useQuizFlow } from '../hooks/useQuizzes';
import { canConfirmAnswer, currentQuestion, isLastQuestion, quizProgress } from '../lib/quizFlow';

/** /quizzes — the chooser, the question flow, the result screen and the statistics panel; no sign-in needed. */
export function QuizzesPage() {
  const { t } = useTranslation();
  usePageTitle(t('quiz.pageTitle'));
  const localised = useLocalisedText();
  const flow = useQuizFlow();
  const { state } = flow;

  // A new screen (chooser, result) starts at the top; questions move focus to themselves.
  const screen = state.stage === 'explaining' || state.stage === 'answering' ? 'question' : state.stage;
  useEffect(() => {
    if (screen !== 'question') window.scrollTo({ top: 0 });
  }, [screen]);

  let body: ReactNode;
  switch (state.stage) {
    case 'choosing':
      body = <QuizChooser problem={state.problem} onChoose={flow.choose} />;
      break;
    case 'loading':
      body = (
        <Center py="xl" data-testid="quiz-loading">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('quiz.loadingQuestions')}</Text>
          </Stack>
        </Center>
      );
      break;
    case 'answering':
    case 'explaining': {
      const question = currentQuestion(state);
      const progress = quizProgress(state);
      body = question && progress && (
        <QuizQuestionView
          key={question.id}
          quizTitle={localised(state.quiz.title, state.quiz.title_ar)}
          question={question}
          progress={progress}
          selected={state.selected}
          pausing={state.stage === 'explaining'}
          isLast={isLastQuestion(state)}
          canConfirm={canConfirmAnswer(state)}
          onSelect={flow.select}
          onConfirm={flow.confirm}
          onBack={flow.reset}
        />
      );
      break;
    }
    case 'submitting':
    case 'result':
      body = (
        <QuizResultView
          quizTitle={localised(state.quiz.title, state.quiz.title_ar)}
          questions={state.questions}
          outcome={state.stage === 'result' ? state.outcome : null}
          onTryAnother={flow.reset}
          onRetry={flow.retrySubmission}
        />
      );
      break;
  }

  const showStatistics = state.stage === 'choosing' || state.stage === 'result';
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <SectionHeading order={1} title={t('quiz.title')} subtitle={t('quiz.subtitle')} />
        {body}
        {showStatistics && <QuizStatistics />}
      </Stack>
    </Container>
  );
}
