import type { Difficulty } from './upcomingProjects';

/** The four calculators of the home teaser, in the spec's order. */
export const CALCULATOR_TEASERS = [
  { id: 'yield', icon: '🌾' },
  { id: 'irrigation', icon: '💧' },
  { id: 'seed', icon: '🌱' },
  { id: 'profit', icon: '📈' },
] as const;

export interface QuizTeaser {
  id: 'basicAgriculture' | 'hydroponics' | 'egyptianFarming';
  questionsCount: number;
  difficulty: Difficulty;
  icon: string;
}

/** The three quizzes of the home teaser. */
export const QUIZ_TEASERS: readonly QuizTeaser[] = [
  { id: 'basicAgriculture', questionsCount: 10, difficulty: 'beginner', icon: '🚜' },
  { id: 'hydroponics', questionsCount: 12, difficulty: 'intermediate', icon: '💧' },
  { id: 'egyptianFarming', questionsCount: 10, difficulty: 'beginner', icon: '🌴' },
];
