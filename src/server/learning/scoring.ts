import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type QuizLevel, quizLevel, quizScore } from '../../shared/quiz';

/**
 * Scoring a quiz submission. Pure: the caller loads the quiz's questions (with their answer ids and the right one)
 * and stores the attempt.
 */

/** One question as the scorer needs it. */
export interface ScorableQuestion {
  id: string;
  answerIds: readonly string[];
  correctAnswerId: string | null;
}

/** What was chosen: question id → answer id; null (or no entry) leaves a question unanswered. */
export type ChosenAnswers = Readonly<Record<string, string | null>>;

export interface QuestionResult {
  question_id: string;
  chosen_answer_id: string | null;
  correct_answer_id: string | null;
  correct: boolean;
}

export interface QuizScore {
  score: number;
  correct_answers: number;
  total_questions: number;
  level: QuizLevel;
  results: QuestionResult[];
}

/**
 * Score the chosen answers against every question of the quiz, in the quiz's order. An unanswered question counts
 * as wrong, so an empty submission scores 0. A question id that is not in the quiz, or an answer id that is not one
 * of that question's answers, is refused with a 400 naming `answers.<question id>`.
 */
export function scoreQuiz(questions: readonly ScorableQuestion[], chosen: ChosenAnswers): QuizScore {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [questionId, answerId] of Object.entries(chosen)) {
    const question = byId.get(questionId);
    if (!question)
      throw new ValidationError(msg('learning.questionNotInQuiz', { question: questionId }), `answers.${questionId}`);
    if (answerId !== null && !question.answerIds.includes(answerId)) {
      throw new ValidationError(
        msg('learning.answerNotInQuestion', { answer: answerId, question: questionId }),
        `answers.${questionId}`,
      );
    }
  }
  const results = questions.map((q): QuestionResult => {
    const chosenId = chosen[q.id] ?? null;
    return {
      question_id: q.id,
      chosen_answer_id: chosenId,
      correct_answer_id: q.correctAnswerId,
      correct: chosenId !== null && chosenId === q.correctAnswerId,
    };
  });
  const correct = results.filter((r) => r.correct).length;
  const score = quizScore(correct, questions.length);
  return { score, correct_answers: correct, total_questions: questions.length, level: quizLevel(score), results };
}
