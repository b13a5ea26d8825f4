import { keyed, listEnvelope } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Quizzes';

/**
 * The quiz calls of storefront.md section 7 (not in rest-calls.tsv: the spec's page sends them to a hosted backend;
 * here they are served like every other row). The quiz list and the questions answer under `data` and under their own
 * key (`quizzes`, `questions`); `{id}` is a quiz's id or slug.
 */
export const quizzesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/quizzes',
    procedure: 'quizzes.list',
    group,
    summary: 'Active quizzes with questions_count (?category, ?difficulty)',
    respond: keyed('quizzes'),
  },
  {
    method: 'GET',
    path: '/quizzes/attempts',
    procedure: 'quizzes.attempts',
    group,
    summary: "The signed-in reader's past attempts, newest first (?page, ?limit)",
    respond: listEnvelope('attempts'),
  },
  {
    method: 'GET',
    path: '/quizzes/{id}/questions',
    procedure: 'quizzes.questions',
    group,
    summary: "A quiz's questions and answers (never which answer is right)",
    respond: keyed('questions'),
  },
  {
    method: 'POST',
    path: '/quizzes/{id}/submit',
    procedure: 'quizzes.submit',
    group,
    summary: 'Score {quiz_id, answers: {question id: answer id}, time_taken} → score, level and per-question results',
  },
];
