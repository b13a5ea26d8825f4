import { NotFoundError, ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { type Pagination, paginate } from '../../shared/pagination';
import { type QuizCategory, type QuizDifficulty, type QuizLevel, estimatedQuizMinutes } from '../../shared/quiz';
import type { Queryable, Sql } from '../db';
import { type ChosenAnswers, type QuestionResult, type ScorableQuestion, scoreQuiz } from './scoring';

/*
 * Quizzes: the list, a quiz's questions (never which answer is right), scoring a submission on the server, and the
 * signed-in reader's past attempts. Only active quizzes are served; a quiz is named by its id or its slug.
 */

export const QUIZ_NOT_FOUND = msg('learning.quizNotFound');
export const NO_QUESTIONS = msg('learning.noQuestions');

export interface QuizSummary {
  id: string;
  slug: string;
  title: string;
  title_ar: string | null;
  description: string;
  description_ar: string | null;
  category: QuizCategory;
  topic: string | null;
  topic_ar: string | null;
  difficulty: QuizDifficulty;
  questions_count: number;
  /** ceil(1.5 × questions) minutes */
  estimated_minutes: number;
}

export interface QuizQuestion {
  id: string;
  question_text: string;
  question_text_ar: string | null;
  image_url: string | null;
  explanation: string | null;
  explanation_ar: string | null;
  answers: { id: string; answer_text: string; answer_text_ar: string | null }[];
}

/** The active quizzes in their set order, optionally of one category or difficulty. */
export async function listQuizzes(
  sql: Queryable,
  filter: { category?: QuizCategory | undefined; difficulty?: QuizDifficulty | undefined },
): Promise<QuizSummary[]> {
  const rows = await sql<Omit<QuizSummary, 'estimated_minutes'>[]>`
    select q.id::text as id, q.slug, q.title, q.title_ar, q.description, q.description_ar, q.category, q.topic, q.topic_ar,
           q.difficulty, (select count(*) from quiz_questions qq where qq.quiz_id = q.id)::int as questions_count
    from quizzes q
    where q.is_active
      and (${filter.category ?? null}::text is null or q.category = ${filter.category ?? null})
      and (${filter.difficulty ?? null}::text is null or q.difficulty = ${filter.difficulty ?? null})
    order by q.position, q.id`;
  return rows.map((r) => ({ ...r, estimated_minutes: estimatedQuizMinutes(r.questions_count) }));
}

/** An active quiz's id and slug from its id or slug; 404 'Quiz not found' otherwise. */
export async function requireQuiz(sql: Queryable, ref: string): Promise<{ id: string; slug: string }> {
  const [quiz] = /^\d{1,18}$/.test(ref)
    ? await sql<
        { id: string; slug: string }[]
      >`select id::text as id, slug from quizzes where id = ${ref} and is_active`
    : await sql<
        { id: string; slug: string }[]
      >`select id::text as id, slug from quizzes where slug = ${ref} and is_active`;
  if (!quiz) throw new NotFoundError(QUIZ_NOT_FOUND);
  return quiz;
}

/** A quiz's questions in order, each with its answers in order and without which one is right. */
export async function quizQuestions(sql: Queryable, ref: string): Promise<QuizQuestion[]> {
  const quiz = await requireQuiz(sql, ref);
  const questions = await sql<QuizQuestion[]>`
    select qq.id::text as id, qq.text as question_text, qq.text_ar as question_text_ar, qq.image_url,
           qq.explanation, qq.explanation_ar,
           coalesce((select json_agg(json_build_object('id', a.id::text, 'answer_text', a.text, 'answer_text_ar', a.text_ar) order by a.position)
                     from quiz_answers a where a.question_id = qq.id), '[]'::json) as answers
    from quiz_questions qq where qq.quiz_id = ${quiz.id}
    order by qq.position`;
  if (questions.length === 0) throw new NotFoundError(NO_QUESTIONS);
  return questions;
}

export interface QuizSubmission {
  ref: string;
  /** The quiz named in the body: when given it must be the one in the address (its id or slug). */
  quizId?: string | undefined;
  answers: ChosenAnswers;
  /** seconds */
  timeTaken: number;
}

export interface QuizResult {
  attempt_id: string;
  quiz_id: string;
  score: number;
  correct_answers: number;
  total_questions: number;
  level: QuizLevel;
  time_taken: number;
  /** Revealed only now, after the submission: what was chosen and what was right, question by question. */
  results: QuestionResult[];
}

/**
 * Score a submission and keep the attempt: under the reader's account when signed in, without one otherwise (the
 * quiz statistics count both). Unanswered questions count as wrong; ids from another question or quiz are a 400.
 */
export async function submitQuiz(sql: Sql, submission: QuizSubmission, userId: string | null): Promise<QuizResult> {
  const quiz = await requireQuiz(sql, submission.ref);
  if (submission.quizId !== undefined && submission.quizId !== quiz.id && submission.quizId !== quiz.slug) {
    throw new ValidationError(msg('learning.quizMismatch'), 'quiz_id');
  }
  const questions = await sql<ScorableQuestion[]>`
    select qq.id::text as id,
           array(select a.id::text from quiz_answers a where a.question_id = qq.id order by a.position) as "answerIds",
           (select a.id::text from quiz_answers a where a.question_id = qq.id and a.is_correct) as "correctAnswerId"
    from quiz_questions qq where qq.quiz_id = ${quiz.id}
    order by qq.position`;
  if (questions.length === 0) throw new NotFoundError(NO_QUESTIONS);
  const scored = scoreQuiz(questions, submission.answers);
  const chosen = Object.fromEntries(
    Object.entries(submission.answers).filter((e): e is [string, string] => e[1] !== null),
  );
  const [attempt] = await sql<{ id: string }[]>`
    insert into quiz_attempts (quiz_id, user_id, score, correct_answers, total_questions, level, time_taken, answers)
    values (${quiz.id}, ${userId}, ${scored.score}, ${scored.correct_answers}, ${scored.total_questions}, ${scored.level},
            ${submission.timeTaken}, ${sql.json(chosen)})
    returning id::text as id`;
  return {
    attempt_id: attempt!.id,
    quiz_id: quiz.id,
    score: scored.score,
    correct_answers: scored.correct_answers,
    total_questions: scored.total_questions,
    level: scored.level,
    time_taken: submission.timeTaken,
    results: scored.results,
  };
}

export interface AttemptRow {
  id: string;
  quiz_id: string;
  quiz_slug: string;
  quiz_title: string;
  quiz_title_ar: string | null;
  score: number;
  correct_answers: number;
  total_questions: number;
  level: string;
  time_taken: number;
  created_at: Date;
}

/** The signed-in reader's attempts, newest first. */
export async function listAttempts(
  sql: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ items: AttemptRow[]; pagination: Pagination }> {
  const [count] = await sql<
    { total: number }[]
  >`select count(*)::int as total from quiz_attempts where user_id = ${userId}`;
  const items = await sql<AttemptRow[]>`
    select a.id::text as id, a.quiz_id::text as quiz_id, q.slug as quiz_slug, q.title as quiz_title, q.title_ar as quiz_title_ar,
           a.score, a.correct_answers, a.total_questions, a.level, a.time_taken, a.created_at
    from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where a.user_id = ${userId}
    order by a.created_at desc, a.id desc
    limit ${limit} offset ${(page - 1) * limit}`;
  return { items, pagination: paginate(page, limit, count!.total) };
}
