import { describe, expect, it } from 'vitest';
import {
  NO_QUESTIONS_MESSAGE,
  type Quiz,
  type QuizFlowEvent,
  type QuizFlowState,
  type QuizQuestion,
  type QuizResult,
  canConfirmAnswer,
  currentQuestion,
  difficultyStyle,
  initialQuizFlow,
  isLastQuestion,
  quizFlowReducer,
  quizProgress,
  splitDuration,
  submissionOf,
} from '../../src/client/lib/quizFlow';

const quiz: Quiz = {
  id: '2',
  slug: 'hydroponics',
  title: 'Hydroponics',
  title_ar: 'الزراعة المائية',
  description: 'Growing without soil.',
  description_ar: null,
  category: 'hydroponics',
  topic: 'Hydroponics',
  topic_ar: null,
  difficulty: 'intermediate',
  questions_count: 3,
  estimated_minutes: 5,
};

const question = (n: number): QuizQuestion => ({
  id: `q${n}`,
  question_text: `Question ${n}?`,
  question_text_ar: null,
  image_url: null,
  explanation: `Because ${n}.`,
  explanation_ar: null,
  answers: [1, 2, 3].map((a) => ({ id: `q${n}a${a}`, answer_text: `Answer ${a}`, answer_text_ar: null })),
});
const questions = [question(1), question(2), question(3)];

const result: QuizResult = {
  attempt_id: '9',
  quiz_id: '2',
  score: 67,
  correct_answers: 2,
  total_questions: 3,
  level: 'Intermediate',
  time_taken: 42,
  results: [],
};

const T0 = 1_000_000;

/** Apply events one after the other from `state`. */
const run = (state: QuizFlowState, ...events: QuizFlowEvent[]) => events.reduce(quizFlowReducer, state);
const chosen = () => run(initialQuizFlow, { type: 'QuizChosen', quiz });
const answering = () => run(chosen(), { type: 'QuestionsLoaded', quizId: '2', questions, now: T0 });
/** Answer question n (1-based) with its answer a, and wait out the pause unless told not to. */
const answer = (state: QuizFlowState, a: number, now: number, pause = true) => {
  const q = currentQuestion(state)!;
  const next = run(state, { type: 'AnswerSelected', answerId: `${q.id}a${a}` }, { type: 'AnswerConfirmed', now });
  return pause ? run(next, { type: 'PauseEnded' }) : next;
};
const submitting = () => answer(answer(answer(answering(), 1, T0 + 10_000), 2, T0 + 20_000), 3, T0 + 41_600);

describe('When choosing', () => {
  it('starts on the chooser with no problem to show', () =>
    expect(initialQuizFlow).toEqual({ stage: 'choosing', problem: null }));

  it('loads the questions of the chosen quiz', () => expect(chosen()).toEqual({ stage: 'loading', quiz }));

  it('ignores answers and pauses that belong to no quiz', () => {
    expect(run(initialQuizFlow, { type: 'AnswerSelected', answerId: 'q1a1' }, { type: 'PauseEnded' })).toBe(
      initialQuizFlow,
    );
  });
});

describe('When loading questions', () => {
  it('shows the first question, with nothing selected, and starts the clock', () => {
    const state = answering();
    expect(state).toMatchObject({ stage: 'answering', index: 0, selected: null, answers: {}, startedAt: T0 });
    expect(currentQuestion(state)?.id).toBe('q1');
  });

  it("goes back to the chooser with 'Failed to load questions' when the call fails", () => {
    const failure = { kind: 'http', status: 500, text: 'Something went wrong on our side. Please try again.' } as const;
    expect(run(chosen(), { type: 'QuestionsFailed', quizId: '2', failure })).toEqual({
      stage: 'choosing',
      problem: { kind: 'questionsFailed', failure },
    });
    expect(run(chosen(), { type: 'QuestionsFailed', quizId: '2', failure: { kind: 'network' } })).toMatchObject({
      problem: { kind: 'questionsFailed', failure: { kind: 'network' } },
    });
  });

  it("says 'No Questions Available' for an empty quiz, whether the list is empty or the server says so", () => {
    expect(run(chosen(), { type: 'QuestionsLoaded', quizId: '2', questions: [], now: T0 })).toEqual({
      stage: 'choosing',
      problem: { kind: 'noQuestions' },
    });
    const failure = {
      kind: 'http',
      status: 404,
      text: 'No questions available for this quiz',
      key: NO_QUESTIONS_MESSAGE,
    } as const;
    expect(run(chosen(), { type: 'QuestionsFailed', quizId: '2', failure })).toEqual({
      stage: 'choosing',
      problem: { kind: 'noQuestions' },
    });
  });

  it('ignores the questions of a quiz the reader has left', () => {
    const left = run(chosen(), { type: 'Reset' });
    expect(run(left, { type: 'QuestionsLoaded', quizId: '2', questions, now: T0 })).toBe(left);
    expect(run(chosen(), { type: 'QuestionsLoaded', quizId: '7', questions, now: T0 })).toEqual(chosen());
  });
});

describe('When answering', () => {
  it("reads 'Question N of M' and percent complete = N / M × 100", () => {
    expect(quizProgress(answering())).toEqual({ current: 1, total: 3, percent: (1 / 3) * 100 });
    expect(quizProgress(answer(answering(), 1, T0))).toEqual({ current: 2, total: 3, percent: (2 / 3) * 100 });
    expect(quizProgress(initialQuizFlow)).toBeNull();
  });

  it('enables next only with an answer selected', () => {
    const state = answering();
    expect(canConfirmAnswer(state)).toBe(false);
    expect(run(state, { type: 'AnswerConfirmed', now: T0 })).toBe(state);
    const selected = run(state, { type: 'AnswerSelected', answerId: 'q1a2' });
    expect(selected).toMatchObject({ selected: 'q1a2' });
    expect(canConfirmAnswer(selected)).toBe(true);
  });

  it('refuses an answer of another question', () => {
    const state = answering();
    expect(run(state, { type: 'AnswerSelected', answerId: 'q2a1' })).toBe(state);
  });

  it('lets the reader change their mind before confirming', () => {
    const state = run(
      answering(),
      { type: 'AnswerSelected', answerId: 'q1a1' },
      { type: 'AnswerSelected', answerId: 'q1a3' },
    );
    expect(state).toMatchObject({ selected: 'q1a3' });
  });

  it('keeps the answer and pauses for the explanation, answers locked', () => {
    const pausing = answer(answering(), 2, T0 + 5_000, false);
    expect(pausing).toMatchObject({
      stage: 'explaining',
      index: 0,
      selected: 'q1a2',
      answers: { q1: 'q1a2' },
      finishedAt: null,
    });
    expect(canConfirmAnswer(pausing)).toBe(false);
    expect(run(pausing, { type: 'AnswerSelected', answerId: 'q1a1' })).toBe(pausing);
    expect(run(pausing, { type: 'AnswerConfirmed', now: T0 + 5_500 })).toBe(pausing);
    expect(currentQuestion(pausing)?.id).toBe('q1');
  });

  it('moves to the next question when the pause ends, nothing selected', () => {
    const next = answer(answering(), 2, T0 + 5_000);
    expect(next).toMatchObject({
      stage: 'answering',
      index: 1,
      selected: null,
      answers: { q1: 'q1a2' },
      startedAt: T0,
    });
    expect(currentQuestion(next)?.id).toBe('q2');
  });

  it('offers Finish on the last question only', () => {
    expect(isLastQuestion(answering())).toBe(false);
    const last = answer(answer(answering(), 1, T0 + 1_000), 1, T0 + 2_000);
    expect(isLastQuestion(last)).toBe(true);
  });

  it('stops the clock at the last answer, pauses, then submits', () => {
    const pausing = answer(answer(answer(answering(), 1, T0 + 10_000), 2, T0 + 20_000), 3, T0 + 41_600, false);
    expect(pausing).toMatchObject({ stage: 'explaining', index: 2, finishedAt: T0 + 41_600 });
    const state = run(pausing, { type: 'PauseEnded' });
    expect(state).toMatchObject({
      stage: 'submitting',
      timeTaken: 42,
      answers: { q1: 'q1a1', q2: 'q2a2', q3: 'q3a3' },
    });
  });
});

describe('When submitting', () => {
  it('sends quiz_id, the answers by question id and time_taken in seconds', () => {
    expect(submissionOf(submitting())).toEqual({
      id: '2',
      quiz_id: '2',
      answers: { q1: 'q1a1', q2: 'q2a2', q3: 'q3a3' },
      time_taken: 42,
    });
    expect(submissionOf(answering())).toBeNull();
  });

  it('shows the result the server scored', () => {
    expect(run(submitting(), { type: 'SubmissionSucceeded', quizId: '2', result })).toMatchObject({
      stage: 'result',
      outcome: { kind: 'scored', result },
    });
  });

  it("still reaches the result stage when the submission fails ('Quiz Submission Failed')", () => {
    const failure = { kind: 'http', status: 400, text: 'Answer 5 is not one of the answers to question 1' } as const;
    const failed = run(submitting(), { type: 'SubmissionFailed', quizId: '2', failure });
    expect(failed).toMatchObject({ stage: 'result', outcome: { kind: 'failed', failure }, answers: { q1: 'q1a1' } });
  });

  it('can send the same answers again after a failure', () => {
    const failed = run(submitting(), { type: 'SubmissionFailed', quizId: '2', failure: { kind: 'network' } });
    const again = run(failed, { type: 'SubmissionRetried' });
    expect(again).toMatchObject({ stage: 'submitting', timeTaken: 42 });
    expect(submissionOf(again)).toEqual(submissionOf(submitting()));
  });

  it('ignores a late answer once the reader has gone back', () => {
    const left = run(submitting(), { type: 'Reset' });
    expect(run(left, { type: 'SubmissionSucceeded', quizId: '2', result })).toBe(left);
  });

  it('does not retry a submission that succeeded', () => {
    const scored = run(submitting(), { type: 'SubmissionSucceeded', quizId: '2', result });
    expect(run(scored, { type: 'SubmissionRetried' })).toBe(scored);
  });
});

describe("Back and 'Try Another Quiz'", () => {
  it.each([
    ['loading', chosen],
    ['answering', answering],
    ['explaining', () => answer(answering(), 1, T0, false)],
    ['submitting', submitting],
    ['result', () => run(submitting(), { type: 'SubmissionSucceeded', quizId: '2', result })],
  ])('reset everything from %s', (_stage, from) => {
    expect(run(from(), { type: 'Reset' })).toEqual(initialQuizFlow);
  });
});

describe('what the chooser and the result show', () => {
  it('styles beginner and intermediate as they are and anything else as advanced', () => {
    expect(difficultyStyle('beginner')).toBe('beginner');
    expect(difficultyStyle('intermediate')).toBe('intermediate');
    expect(difficultyStyle('advanced')).toBe('advanced');
    expect(difficultyStyle('expert')).toBe('advanced');
  });

  it('splits the time taken into minutes and seconds', () => {
    expect(splitDuration(42)).toEqual({ minutes: 0, seconds: 42 });
    expect(splitDuration(125)).toEqual({ minutes: 2, seconds: 5 });
  });
});
