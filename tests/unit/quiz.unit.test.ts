import { describe, expect, it } from 'vitest';
import { type ScorableQuestion, scoreQuiz } from '../../src/server/learning/scoring';
import { QUIZ_LEVELS, estimatedQuizMinutes, quizLevel, quizPercentComplete, quizScore } from '../../src/shared/quiz';
import { referenceFiles } from '../../src/server/reference/content';
import { shuffledAnswers } from '../../src/server/reference/quizzes';

const referenceQuizList = referenceFiles.quizzes.load();

describe('level bands', () => {
  it('are defined once, highest first: Expert ≥ 90, Advanced ≥ 75, Intermediate ≥ 50, Beginner below', () => {
    expect(QUIZ_LEVELS.map((b) => [b.level, b.minScore])).toEqual([
      ['Expert', 90],
      ['Advanced', 75],
      ['Intermediate', 50],
      ['Beginner', 0],
    ]);
  });

  it.each([
    [100, 'Expert'],
    [90, 'Expert'],
    [89, 'Advanced'],
    [75, 'Advanced'],
    [74, 'Intermediate'],
    [50, 'Intermediate'],
    [49, 'Beginner'],
    [0, 'Beginner'],
  ])('%i %% is %s', (score, level) => expect(quizLevel(score)).toBe(level));
});

describe('score, estimated time and progress', () => {
  it('scores a whole percentage of right answers', () => {
    expect(quizScore(10, 10)).toBe(100);
    expect(quizScore(7, 12)).toBe(58); // 7 / 12 = 58.33 %
    expect(quizScore(2, 3)).toBe(67); // 66.67 %
    expect(quizScore(0, 10)).toBe(0);
    expect(quizScore(0, 0)).toBe(0);
  });

  it('estimates ceil(1.5 × questions) minutes', () => {
    expect(estimatedQuizMinutes(10)).toBe(15); // 15
    expect(estimatedQuizMinutes(12)).toBe(18); // 18
    expect(estimatedQuizMinutes(11)).toBe(17); // 16.5 → 17
    expect(estimatedQuizMinutes(1)).toBe(2); // 1.5 → 2
    expect(estimatedQuizMinutes(0)).toBe(0);
  });

  it('gives percent complete as (current / total) × 100', () => {
    expect(quizPercentComplete(3, 12)).toBe(25);
    expect(quizPercentComplete(12, 12)).toBe(100);
    expect(quizPercentComplete(1, 3)).toBeCloseTo(33.333, 3);
    expect(quizPercentComplete(1, 0)).toBe(0);
  });
});

describe('scoring a submission', () => {
  const questions: ScorableQuestion[] = [
    { id: '1', answerIds: ['11', '12', '13', '14'], correctAnswerId: '12' },
    { id: '2', answerIds: ['21', '22', '23', '24'], correctAnswerId: '21' },
    { id: '3', answerIds: ['31', '32', '33', '34'], correctAnswerId: '34' },
    { id: '4', answerIds: ['41', '42', '43', '44'], correctAnswerId: '43' },
  ];

  it('counts right answers, in the quiz order, with per-question results', () => {
    const r = scoreQuiz(questions, { '3': '34', '1': '12', '2': '22', '4': '43' });
    expect(r).toMatchObject({ score: 75, correct_answers: 3, total_questions: 4, level: 'Advanced' });
    expect(r.results).toEqual([
      { question_id: '1', chosen_answer_id: '12', correct_answer_id: '12', correct: true },
      { question_id: '2', chosen_answer_id: '22', correct_answer_id: '21', correct: false },
      { question_id: '3', chosen_answer_id: '34', correct_answer_id: '34', correct: true },
      { question_id: '4', chosen_answer_id: '43', correct_answer_id: '43', correct: true },
    ]);
  });

  it('counts unanswered questions as wrong; an empty submission scores 0', () => {
    const partial = scoreQuiz(questions, { '1': '12', '2': null });
    expect(partial).toMatchObject({ score: 25, correct_answers: 1, total_questions: 4, level: 'Beginner' });
    expect(partial.results[1]).toEqual({
      question_id: '2',
      chosen_answer_id: null,
      correct_answer_id: '21',
      correct: false,
    });
    const empty = scoreQuiz(questions, {});
    expect(empty).toMatchObject({ score: 0, correct_answers: 0, total_questions: 4, level: 'Beginner' });
    expect(empty.results.every((r) => r.chosen_answer_id === null && !r.correct)).toBe(true);
  });

  it("refuses an answer of another question, naming that question's field", () => {
    expect(() => scoreQuiz(questions, { '1': '21' })).toThrowError(
      expect.objectContaining({
        status: 400,
        field: 'answers.1',
        message: 'Answer 21 is not one of the answers to question 1',
      }),
    );
  });

  it('refuses a question that is not in the quiz', () => {
    expect(() => scoreQuiz(questions, { '99': '11' })).toThrowError(
      expect.objectContaining({ status: 400, field: 'answers.99', message: 'Question 99 is not part of this quiz' }),
    );
  });
});

describe('demo quiz answers', () => {
  it('are shuffled the same way on every install, keeping exactly one right answer per question', () => {
    const positions = referenceQuizList.flatMap((quiz) =>
      shuffledAnswers(quiz).questions.map((q) => q.answers.findIndex((a) => a.correct)),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(shuffledAnswers(referenceQuizList[0]!)).toEqual(shuffledAnswers(referenceQuizList[0]!));
    // No position dominates: each of the four holds the right answer for at least a tenth of the questions.
    for (const p of [0, 1, 2, 3])
      expect(positions.filter((x) => x === p).length).toBeGreaterThan(positions.length / 10);
  });
});
