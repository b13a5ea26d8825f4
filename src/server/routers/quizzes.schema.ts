import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZPage, limitField } from '../../shared/catalogue';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_LEVELS, QUIZ_MAX_TIME_TAKEN } from '../../shared/quiz';
import { paged } from './common.schema';
import * as S from './outputs';

/** Input and output schemas of the quizzes router (the quiz page sends no form, so they live here). */

/** A quiz named by its id or its slug. */
const ZQuizRef = z
  .union([z.string().trim().min(1, says('call.idRequired')).max(120), z.number()], says('call.idRequired'))
  .transform(String);

/** Query values: '' means "not given". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const ZQuizListInput = z
  .object({
    category: z.preprocess(
      emptyAsUndefined,
      z.enum(QUIZ_CATEGORIES, says('call.oneOf', { field: 'category', values: QUIZ_CATEGORIES.join(', ') })).optional(),
    ),
    difficulty: z.preprocess(
      emptyAsUndefined,
      z
        .enum(QUIZ_DIFFICULTIES, says('call.oneOf', { field: 'difficulty', values: QUIZ_DIFFICULTIES.join(', ') }))
        .optional(),
    ),
  })
  .prefault({});

export const ZQuizRefInput = z.object({ id: ZQuizRef });

/** An id as JSON gives it: digits as text or a whole number. */
const ZAnswerId = z.union([z.string().trim().max(20), z.number().int()], says('learning.answerId')).transform(String);

/**
 * A submission (storefront.md section 7): `answers` maps question ids to the chosen answer ids (null or absent =
 * unanswered); `time_taken` in seconds; `quiz_id`, when sent, must name the quiz of the address.
 */
export const ZQuizSubmitInput = z.object({
  id: ZQuizRef,
  quiz_id: z
    .union([z.string().trim().min(1).max(120), z.number()], says('learning.quizIdForm'))
    .transform(String)
    .optional(),
  answers: z
    .record(z.string().max(20, says('learning.questionIdLength')), ZAnswerId.nullable(), says('learning.answersMap'))
    .refine((a) => Object.keys(a).length <= 500, says('learning.tooManyAnswers'))
    .default({}),
  time_taken: z
    .number(says('learning.timeTakenNumber'))
    .min(0, says('learning.timeTakenMin'))
    .max(QUIZ_MAX_TIME_TAKEN, says('learning.timeTakenMax'))
    .transform(Math.round)
    .default(0),
});

export const ZAttemptsInput = z.object({ page: ZPage, limit: limitField(20, 100) }).prefault({});

/* The answers. */

/** An active quiz with its number of questions. */
const ZQuizSummary = z.strictObject({
  id: S.id,
  slug: z.string(),
  title: z.string(),
  title_ar: z.string().nullable(),
  description: z.string(),
  description_ar: z.string().nullable(),
  category: z.enum(QUIZ_CATEGORIES),
  topic: z.string().nullable(),
  topic_ar: z.string().nullable(),
  difficulty: z.enum(QUIZ_DIFFICULTIES),
  questions_count: z.number().int(),
  estimated_minutes: z.number(),
});
export const ZQuizList = z.array(ZQuizSummary);

/** A quiz's questions and answers, never which answer is right. */
export const ZQuizQuestions = z.array(
  z.strictObject({
    id: S.id,
    question_text: z.string(),
    question_text_ar: z.string().nullable(),
    image_url: z.string().nullable(),
    explanation: z.string().nullable(),
    explanation_ar: z.string().nullable(),
    answers: z.array(z.strictObject({ id: S.id, answer_text: z.string(), answer_text_ar: z.string().nullable() })),
  }),
);

const ZQuizLevel = z.enum(QUIZ_LEVELS.map((l) => l.level));
/** The score, with each question's result revealed. */
export const ZQuizResult = z.strictObject({
  attempt_id: S.id,
  quiz_id: S.id,
  score: z.number(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  level: ZQuizLevel,
  time_taken: z.number(),
  results: z.array(
    z.strictObject({
      question_id: S.id,
      chosen_answer_id: S.id.nullable(),
      correct_answer_id: S.id.nullable(),
      correct: z.boolean(),
    }),
  ),
});

/** A page of the reader's past attempts, newest first. */
export const ZAttemptPage = paged(
  z.strictObject({
    id: S.id,
    quiz_id: S.id,
    quiz_slug: z.string(),
    quiz_title: z.string(),
    quiz_title_ar: z.string().nullable(),
    score: z.number(),
    correct_answers: z.number().int(),
    total_questions: z.number().int(),
    level: z.string(),
    time_taken: z.number(),
    created_at: S.at,
  }),
);
