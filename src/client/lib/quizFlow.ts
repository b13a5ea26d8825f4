import { QUIZ_MAX_TIME_TAKEN, quizPercentComplete } from '../../shared/quiz';
import type { RouterInputs, RouterOutputs } from './trpc';

/*
 * The quiz page's flow (storefront.md section 4): chooser, loading questions, answering, a 3-second explanation pause
 * after each answer, then the next question or the submission, then the result (or 'Quiz Submission Failed').
 * Pure: the events carry the time (`now`, in milliseconds) and the answers of the calls; useQuizFlow makes the calls
 * and runs the pause timer. Which answer is right is not known here until the server scores the submission.
 */

export type Quiz = RouterOutputs['quizzes']['list'][number];
export type QuizQuestion = RouterOutputs['quizzes']['questions'][number];
export type QuizResult = RouterOutputs['quizzes']['submit'];
export type QuizSubmission = RouterInputs['quizzes']['submit'];

/** What a failed call tells the reader: the server's status and words ('HTTP {status}: {text}'), or no answer at all. */
/** A failed call: the server's status, its words and the key of its message when it answered; or no answer at all. */
export type CallFailure =
  | { kind: 'http'; status: number; text: string; key?: string | undefined }
  | { kind: 'network' };

/** Why the chooser is shown again after a quiz was picked. */
export type QuizProblem = { kind: 'questionsFailed'; failure: CallFailure } | { kind: 'noQuestions' };

/** The key of the server's message when a quiz has no questions (storefront.md section 8, src/shared/messagesEn.ts). */
export const NO_QUESTIONS_MESSAGE = 'learning.noQuestions';

/** A quiz being taken: its questions, where the reader is, the answers given so far and when it started. */
interface QuizInProgress {
  quiz: Quiz;
  questions: readonly QuizQuestion[];
  /** 0-based index of the question on screen */
  index: number;
  /** question id → chosen answer id, for the questions answered so far */
  answers: Readonly<Record<string, string>>;
  /** when the first question appeared (ms) */
  startedAt: number;
}

/** A quiz answered to the end. */
interface QuizAnswered {
  quiz: Quiz;
  questions: readonly QuizQuestion[];
  answers: Readonly<Record<string, string>>;
  /** whole seconds from the first question to the last answer */
  timeTaken: number;
}

export type QuizOutcome = { kind: 'scored'; result: QuizResult } | { kind: 'failed'; failure: CallFailure };

export type QuizFlowState =
  | { stage: 'choosing'; problem: QuizProblem | null }
  | { stage: 'loading'; quiz: Quiz }
  | ({ stage: 'answering'; selected: string | null } & QuizInProgress)
  | ({ stage: 'explaining'; selected: string; finishedAt: number | null } & QuizInProgress)
  | ({ stage: 'submitting' } & QuizAnswered)
  | ({ stage: 'result'; outcome: QuizOutcome } & QuizAnswered);

export type QuizFlowEvent =
  | { type: 'QuizChosen'; quiz: Quiz }
  | { type: 'QuestionsLoaded'; quizId: string; questions: readonly QuizQuestion[]; now: number }
  | { type: 'QuestionsFailed'; quizId: string; failure: CallFailure }
  | { type: 'AnswerSelected'; answerId: string }
  | { type: 'AnswerConfirmed'; now: number }
  | { type: 'PauseEnded' }
  | { type: 'SubmissionSucceeded'; quizId: string; result: QuizResult }
  | { type: 'SubmissionFailed'; quizId: string; failure: CallFailure }
  | { type: 'SubmissionRetried' }
  | { type: 'Reset' };

export const initialQuizFlow: QuizFlowState = { stage: 'choosing', problem: null };

/** Whole seconds between two instants, within what a submission may report. */
function secondsBetween(startedAt: number, finishedAt: number): number {
  return Math.min(QUIZ_MAX_TIME_TAKEN, Math.max(0, Math.round((finishedAt - startedAt) / 1000)));
}

/** A failure that means "this quiz has no questions" rather than "the call failed". */
function isNoQuestions(failure: CallFailure): boolean {
  return failure.kind === 'http' && failure.key === NO_QUESTIONS_MESSAGE;
}

/**
 * The next state of the flow. Events that do not fit the current state (a late answer of a call for a quiz the reader
 * has left, a second click during the pause) change nothing.
 */
export function quizFlowReducer(state: QuizFlowState, event: QuizFlowEvent): QuizFlowState {
  switch (event.type) {
    case 'QuizChosen':
      return state.stage === 'choosing' ? { stage: 'loading', quiz: event.quiz } : state;

    case 'QuestionsLoaded': {
      if (state.stage !== 'loading' || state.quiz.id !== event.quizId) return state;
      const questions = event.questions.filter((q) => q.answers.length > 0);
      if (questions.length === 0) return { stage: 'choosing', problem: { kind: 'noQuestions' } };
      return {
        stage: 'answering',
        quiz: state.quiz,
        questions,
        index: 0,
        answers: {},
        startedAt: event.now,
        selected: null,
      };
    }

    case 'QuestionsFailed':
      if (state.stage !== 'loading' || state.quiz.id !== event.quizId) return state;
      return {
        stage: 'choosing',
        problem: isNoQuestions(event.failure)
          ? { kind: 'noQuestions' }
          : { kind: 'questionsFailed', failure: event.failure },
      };

    case 'AnswerSelected': {
      if (state.stage !== 'answering') return state;
      const question = state.questions[state.index];
      if (!question?.answers.some((a) => a.id === event.answerId)) return state;
      return { ...state, selected: event.answerId };
    }

    case 'AnswerConfirmed': {
      if (state.stage !== 'answering' || state.selected === null) return state;
      const question = state.questions[state.index]!;
      const last = state.index === state.questions.length - 1;
      return {
        ...state,
        stage: 'explaining',
        selected: state.selected,
        answers: { ...state.answers, [question.id]: state.selected },
        finishedAt: last ? event.now : null,
      };
    }

    case 'PauseEnded': {
      if (state.stage !== 'explaining') return state;
      const { quiz, questions, answers, startedAt, finishedAt } = state;
      if (finishedAt !== null)
        return { stage: 'submitting', quiz, questions, answers, timeTaken: secondsBetween(startedAt, finishedAt) };
      return { stage: 'answering', quiz, questions, answers, startedAt, index: state.index + 1, selected: null };
    }

    case 'SubmissionSucceeded':
      if (state.stage !== 'submitting' || state.quiz.id !== event.quizId) return state;
      return { ...state, stage: 'result', outcome: { kind: 'scored', result: event.result } };

    case 'SubmissionFailed':
      if (state.stage !== 'submitting' || state.quiz.id !== event.quizId) return state;
      return { ...state, stage: 'result', outcome: { kind: 'failed', failure: event.failure } };

    case 'SubmissionRetried':
      if (state.stage !== 'result' || state.outcome.kind !== 'failed') return state;
      return {
        stage: 'submitting',
        quiz: state.quiz,
        questions: state.questions,
        answers: state.answers,
        timeTaken: state.timeTaken,
      };

    case 'Reset':
      return initialQuizFlow;

    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

// ─── What the screens read ───────────────────────────────────────────────────────────────────────────

/** Where the reader is: 'Question N of M' and percent complete = N / M × 100 (storefront.md section 9). */
export function quizProgress(state: QuizFlowState): { current: number; total: number; percent: number } | null {
  if (state.stage !== 'answering' && state.stage !== 'explaining') return null;
  const current = state.index + 1;
  const total = state.questions.length;
  return { current, total, percent: quizPercentComplete(current, total) };
}

/** The question on screen while answering or during its explanation pause. */
export function currentQuestion(state: QuizFlowState): QuizQuestion | null {
  if (state.stage !== 'answering' && state.stage !== 'explaining') return null;
  return state.questions[state.index] ?? null;
}

/** On the last question, the button reads Finish instead of Next. */
export function isLastQuestion(state: QuizFlowState): boolean {
  return (state.stage === 'answering' || state.stage === 'explaining') && state.index === state.questions.length - 1;
}

/** The next/finish button works only with an answer selected, and not during the pause. */
export function canConfirmAnswer(state: QuizFlowState): boolean {
  return state.stage === 'answering' && state.selected !== null;
}

/** The call's input for an answered quiz (storefront.md section 7: quiz_id, answers, time_taken in seconds). */
export function submissionOf(state: QuizFlowState): QuizSubmission | null {
  if (state.stage !== 'submitting') return null;
  return { id: state.quiz.id, quiz_id: state.quiz.id, answers: { ...state.answers }, time_taken: state.timeTaken };
}

/** The quiz's difficulty as the page styles it: beginner, intermediate, and anything else as advanced. */
export function difficultyStyle(difficulty: string): 'beginner' | 'intermediate' | 'advanced' {
  return difficulty === 'beginner' || difficulty === 'intermediate' ? difficulty : 'advanced';
}

/** Minutes and seconds of a time taken in seconds. */
export function splitDuration(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
