/**
 * Quiz rules shared by the server (scoring a submission) and the quiz page (chooser, progress, result):
 * the vocabulary, the level bands, the estimated time and the progress figure of storefront.md sections 3 and 9.
 * Pure: nothing here does I/O.
 */

export const QUIZ_CATEGORIES = ['hydroponics', 'crops', 'other'] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

/** The page styles anything but beginner and intermediate as advanced (storefront.md section 3). */
export const QUIZ_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type QuizDifficulty = (typeof QUIZ_DIFFICULTIES)[number];

/**
 * The level a score earns, highest band first: Expert from 90 %, Advanced from 75 %, Intermediate from 50 %,
 * Beginner below. The spec names the result's `level` but not its bands; these are ours, defined here once.
 */
export const QUIZ_LEVELS = [
  { level: 'Expert', minScore: 90 },
  { level: 'Advanced', minScore: 75 },
  { level: 'Intermediate', minScore: 50 },
  { level: 'Beginner', minScore: 0 },
] as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[number]['level'];

/** A whole percentage of right answers (0 when there are no questions). */
export function quizScore(correctAnswers: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.round((correctAnswers / totalQuestions) * 100);
}

/** The level band of a score in percent. */
export function quizLevel(score: number): QuizLevel {
  return QUIZ_LEVELS.find((band) => score >= band.minScore)?.level ?? 'Beginner';
}

/** Minutes to allow for a quiz: ceil(1.5 × question count) (storefront.md section 9). */
export function estimatedQuizMinutes(questionCount: number): number {
  return Math.ceil(1.5 * Math.max(0, questionCount));
}

/** How far through the quiz the reader is: (current / total) × 100, 0 for an empty quiz, never above 100. */
export function quizPercentComplete(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (current / total) * 100));
}

/** The longest time a submission may report, in seconds (a day; the page counts seconds from the first question). */
export const QUIZ_MAX_TIME_TAKEN = 24 * 60 * 60;
