import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '../../shared/business';
import { callFailureOf } from '../lib/callFailure';
import {
  type CallFailure,
  type Quiz,
  type QuizFlowState,
  initialQuizFlow,
  quizFlowReducer,
  submissionOf,
} from '../lib/quizFlow';
import { trpc } from '../lib/trpc';
import { useMessageTranslation } from './useMessageTranslation';

/** Quizzes and questions change rarely: keep them for a while instead of asking again on a weak network. */
const QUIZ_STALE_TIME = 10 * 60_000;

/** The active quizzes for the chooser (`quizzes.list`). */
export function useQuizList() {
  return trpc.quizzes.list.useQuery(undefined, { staleTime: QUIZ_STALE_TIME, retry: 1 });
}

export interface QuizFlow {
  state: QuizFlowState;
  /** Take a quiz: load its questions, then show the first. */
  choose(quiz: Quiz): void;
  select(answerId: string): void;
  /** Next or Finish: keep the answer and pause for its explanation. */
  confirm(): void;
  /** After 'Quiz Submission Failed': send the same answers again. */
  retrySubmission(): void;
  /** Back and 'Try Another Quiz': everything starts over. */
  reset(): void;
}

/**
 * The quiz page's flow (lib/quizFlow.ts) with its calls and its timer: loading the chosen quiz's questions, the
 * 3-second explanation pause after each answer, and the submission once the last pause ends.
 */
export function useQuizFlow(): QuizFlow {
  const [state, dispatch] = useReducer(quizFlowReducer, initialQuizFlow);
  const utils = trpc.useUtils();
  const { mutateAsync: submit } = trpc.quizzes.submit.useMutation();

  const choose = useCallback(
    (quiz: Quiz) => {
      dispatch({ type: 'QuizChosen', quiz });
      utils.quizzes.questions.fetch({ id: quiz.id }, { staleTime: QUIZ_STALE_TIME }).then(
        (questions) => dispatch({ type: 'QuestionsLoaded', quizId: quiz.id, questions, now: Date.now() }),
        (error: unknown) => dispatch({ type: 'QuestionsFailed', quizId: quiz.id, failure: callFailureOf(error) }),
      );
    },
    [utils],
  );

  // The explanation pause: the next question (or the submission) after TIMERS.quizExplanationPause.
  useEffect(() => {
    if (state.stage !== 'explaining') return;
    const timer = window.setTimeout(() => dispatch({ type: 'PauseEnded' }), TIMERS.quizExplanationPause);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The submission, once per submitting state (React may run an effect twice in development).
  const submitted = useRef<QuizFlowState | null>(null);
  useEffect(() => {
    const input = submissionOf(state);
    if (!input || state.stage !== 'submitting' || submitted.current === state) return;
    submitted.current = state;
    const quizId = state.quiz.id;
    submit(input).then(
      (result) => dispatch({ type: 'SubmissionSucceeded', quizId, result }),
      (error: unknown) => dispatch({ type: 'SubmissionFailed', quizId, failure: callFailureOf(error) }),
    );
  }, [state, submit]);

  return {
    state,
    choose,
    select: useCallback((answerId: string) => dispatch({ type: 'AnswerSelected', answerId }), []),
    confirm: useCallback(() => dispatch({ type: 'AnswerConfirmed', now: Date.now() }), []),
    retrySubmission: useCallback(() => dispatch({ type: 'SubmissionRetried' }), []),
    reset: useCallback(() => dispatch({ type: 'Reset' }), []),
  };
}

/** 'HTTP {status}: {text}' (the server's words in the reader's language), or the network message. */
export function useFailureDetail(): (failure: CallFailure) => string {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  return useCallback(
    (failure: CallFailure) =>
      failure.kind === 'http'
        ? t('quiz.httpDetail', { status: failure.status, text: translate(failure.text) })
        : t('quiz.networkError'),
    [t, translate],
  );
}
