import { listAttempts, listQuizzes, quizQuestions, submitQuiz } from '../learning/quizzes';
import { authedProcedure, publicProcedure, router } from '../trpc';
import {
  ZAttemptPage,
  ZAttemptsInput,
  ZQuizList,
  ZQuizListInput,
  ZQuizQuestions,
  ZQuizRefInput,
  ZQuizResult,
  ZQuizSubmitInput,
} from './quizzes.schema';

/** Quizzes (storefront.md sections 3 and 7): open to everyone; a signed-in reader's attempts are kept under their account. */
export const quizzesRouter = router({
  /** Active quizzes with questions_count (optionally ?category, ?difficulty). */
  list: publicProcedure
    .input(ZQuizListInput)
    .output(ZQuizList)
    .query(({ ctx, input }) => listQuizzes(ctx.sql, input)),

  /** A quiz's questions and answers, never which answer is right. */
  questions: publicProcedure
    .input(ZQuizRefInput)
    .output(ZQuizQuestions)
    .query(({ ctx, input }) => quizQuestions(ctx.sql, input.id)),

  /** Score on the server; the per-question results are revealed in the answer. */
  submit: publicProcedure
    .input(ZQuizSubmitInput)
    .output(ZQuizResult)
    .mutation(({ ctx, input }) =>
      submitQuiz(
        ctx.sql,
        { ref: input.id, quizId: input.quiz_id, answers: input.answers, timeTaken: input.time_taken },
        ctx.user?.userId ?? null,
      ),
    ),

  /** The signed-in reader's past attempts, newest first. */
  attempts: authedProcedure
    .input(ZAttemptsInput)
    .output(ZAttemptPage)
    .query(({ ctx, input }) => listAttempts(ctx.sql, ctx.user.userId, input.page, input.limit)),
});
