import { z } from 'zod';
import { ZPage, limitField } from '../../shared/catalogue';
import { QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_MAX_TIME_TAKEN } from '../../shared/quiz';

/** Input schemas of the quizzes router (the quiz page sends no form, so they live here). */

/** A quiz named by its id or its slug. */
const ZQuizRef = z.union([z.string().trim().min(1, 'id is required').max(120), z.number()], { error: 'id is required' }).transform(String);

/** Query values: '' means "not given". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const ZQuizListInput = z
  .object({
    category: z.preprocess(emptyAsUndefined, z.enum(QUIZ_CATEGORIES, { error: `category must be one of: ${QUIZ_CATEGORIES.join(', ')}` }).optional()),
    difficulty: z.preprocess(emptyAsUndefined, z.enum(QUIZ_DIFFICULTIES, { error: `difficulty must be one of: ${QUIZ_DIFFICULTIES.join(', ')}` }).optional()),
  })
  .prefault({});

export const ZQuizRefInput = z.object({ id: ZQuizRef });

/** An id as JSON gives it: digits as text or a whole number. */
const ZAnswerId = z.union([z.string().trim().max(20), z.number().int()], { error: 'Each answer must be an answer id' }).transform(String);

/**
 * A submission (storefront.md section 7): `answers` maps question ids to the chosen answer ids (null or absent =
 * unanswered); `time_taken` in seconds; `quiz_id`, when sent, must name the quiz of the address.
 */
export const ZQuizSubmitInput = z.object({
  id: ZQuizRef,
  quiz_id: z.union([z.string().trim().min(1).max(120), z.number()], { error: 'quiz_id must be the id of the quiz' }).transform(String).optional(),
  answers: z
    .record(z.string().max(20, 'answers: question ids are at most 20 characters'), ZAnswerId.nullable(), { error: 'answers must map question ids to answer ids' })
    .refine((a) => Object.keys(a).length <= 500, 'answers: too many entries')
    .default({}),
  time_taken: z
    .number({ error: 'time_taken must be a number of seconds' })
    .min(0, 'time_taken must be 0 or more')
    .max(QUIZ_MAX_TIME_TAKEN, 'time_taken must be at most a day')
    .transform(Math.round)
    .default(0),
});

export const ZAttemptsInput = z.object({ page: ZPage, limit: limitField(20, 100) }).prefault({});
